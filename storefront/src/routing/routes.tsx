import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
// The two screens most visits start on come with the app: no second round trip before they paint.
import Home from '../routes/Home/Home';
import Products from '../routes/Products/Products';
import { Layout } from '../shell/Layout';
import { lazyScreen } from './lazy-screen';
import { MovedTo } from './MovedTo';
import { SameForEveryone } from '../server-rendering/server-render';

// Every other screen is its own chunk, loaded when its route is first visited.
const ProductDetail = lazyScreen('ProductDetail', () => import('../routes/ProductDetail/ProductDetail'));
const Category = lazyScreen('Category', () => import('../routes/Category/Category'));
const Vendors = lazyScreen('Vendors', () => import('../routes/Vendors/Vendors'));
const VendorProfile = lazyScreen('VendorProfile', () => import('../routes/VendorProfile/VendorProfile'));
const Cart = lazyScreen('Cart', () => import('../routes/Cart/Cart'));
const Orders = lazyScreen('Orders', () => import('../routes/Orders/Orders'));
const VendorDashboard = lazyScreen(
  'VendorDashboard',
  () => import('../routes/VendorDashboard/VendorDashboard'),
);
const AdminSuppliers = lazyScreen('AdminSuppliers', () => import('../routes/AdminSuppliers/AdminSuppliers'));
const VendorOrders = lazyScreen('VendorOrders', () => import('../routes/VendorOrders/VendorOrders'));
const VendorAnalytics = lazyScreen(
  'VendorAnalytics',
  () => import('../routes/VendorAnalytics/VendorAnalytics'),
);
const Receivables = lazyScreen('Receivables', () => import('../routes/Receivables/Receivables'));
const Payables = lazyScreen('Payables', () => import('../routes/Payables/Payables'));
const AddProduct = lazyScreen('AddProduct', () => import('../routes/AddProduct/AddProduct'));
const EditProduct = lazyScreen('EditProduct', () => import('../routes/EditProduct/EditProduct'));
const SignIn = lazyScreen('SignIn', () => import('../routes/SignIn/SignIn'));
const Join = lazyScreen('Join', () => import('../routes/Join/Join'));
const ContentPage = lazyScreen('ContentPage', () => import('../routes/ContentPage/ContentPage'));
const Hedging = lazyScreen('Hedging', () => import('../routes/Hedging/Hedging'));
const Escrow = lazyScreen('Escrow', () => import('../routes/Escrow/Escrow'));
const Barter = lazyScreen('Barter', () => import('../routes/Barter/Barter'));
const Crypto = lazyScreen('Crypto', () => import('../routes/Crypto/Crypto'));
const Auctions = lazyScreen('Auctions', () => import('../routes/Auctions/Auctions'));
const Omnichannel = lazyScreen('Omnichannel', () => import('../routes/Omnichannel/Omnichannel'));
const Multichannel = lazyScreen('Multichannel', () => import('../routes/Multichannel/Multichannel'));
const WhatsApp = lazyScreen('WhatsApp', () => import('../routes/WhatsApp/WhatsApp'));
const Telegram = lazyScreen('Telegram', () => import('../routes/Telegram/Telegram'));
const Blockchain = lazyScreen('Blockchain', () => import('../routes/Blockchain/Blockchain'));
const MarketTrends = lazyScreen('MarketTrends', () => import('../routes/MarketTrends/MarketTrends'));
const ApiConsole = lazyScreen('ApiConsole', () => import('../routes/ApiConsole/ApiConsole'));
const Notifications = lazyScreen('Notifications', () => import('../routes/Notifications/Notifications'));
const VerifyEmail = lazyScreen('VerifyEmail', () => import('../routes/VerifyEmail/VerifyEmail'));
const NotificationSettings = lazyScreen(
  'NotificationSettings',
  () => import('../routes/NotificationSettings/NotificationSettings'),
);
const Rfqs = lazyScreen('Rfqs', () => import('../routes/Rfqs/Rfqs'));
const NewRfq = lazyScreen('NewRfq', () => import('../routes/NewRfq/NewRfq'));
const RfqDetail = lazyScreen('RfqDetail', () => import('../routes/RfqDetail/RfqDetail'));
const VendorRfqs = lazyScreen('VendorRfqs', () => import('../routes/VendorRfqs/VendorRfqs'));
const VendorRfq = lazyScreen('VendorRfq', () => import('../routes/VendorRfq/VendorRfq'));
const Messages = lazyScreen('Messages', () => import('../routes/Messages/Messages'));
const Company = lazyScreen('Company', () => import('../routes/Company/Company'));
const Approvals = lazyScreen('Approvals', () => import('../routes/Approvals/Approvals'));
const AcceptInvitation = lazyScreen(
  'AcceptInvitation',
  () => import('../routes/AcceptInvitation/AcceptInvitation'),
);
const ForgotPassword = lazyScreen('ForgotPassword', () => import('../routes/ForgotPassword/ForgotPassword'));
const ResetPassword = lazyScreen('ResetPassword', () => import('../routes/ResetPassword/ResetPassword'));
const AccountSecurity = lazyScreen(
  'AccountSecurity',
  () => import('../routes/AccountSecurity/AccountSecurity'),
);
const AccountEmail = lazyScreen('AccountEmail', () => import('../routes/AccountEmail/AccountEmail'));
const Saved = lazyScreen('Saved', () => import('../routes/Saved/Saved'));
const SavedSearches = lazyScreen('SavedSearches', () => import('../routes/SavedSearches/SavedSearches'));
const StopSavedSearchEmails = lazyScreen(
  'StopSavedSearchEmails',
  () => import('../routes/StopSavedSearchEmails/StopSavedSearchEmails'),
);
const Compare = lazyScreen('Compare', () => import('../routes/Compare/Compare'));
const AdminDisputes = lazyScreen('AdminDisputes', () => import('../routes/AdminDisputes/AdminDisputes'));
const AdminPayouts = lazyScreen('AdminPayouts', () => import('../routes/AdminPayouts/AdminPayouts'));
const AdminCommission = lazyScreen(
  'AdminCommission',
  () => import('../routes/AdminCommission/AdminCommission'),
);
const NotFound = lazyScreen('NotFound', () => import('../routes/NotFound/NotFound'));

const MARKETING_PAGES = [
  'ready-to-ship',
  'trade-assurance',
  'buyer-central',
  'supplier-membership',
  'logistics',
  'inspection',
];

/** The sample-data consoles, each a chunk of its own. */
const SAMPLE_CONSOLES = [
  ['hedging', Hedging],
  ['escrow', Escrow],
  ['barter', Barter],
  ['crypto', Crypto],
  // Its rooms too, at /auction/{id}.
  ['auction/*', Auctions],
  ['omnichannel', Omnichannel],
  ['multichannel', Multichannel],
  ['whatsapp', WhatsApp],
  ['telegram', Telegram],
] as const;

/** The catalogue's screens: the same for every visitor, so one rendering serves them all. */
const shared = (screen: ReactElement) => <SameForEveryone>{screen}</SameForEveryone>;

/** Every address of the storefront, inside the shared frame; anything unknown is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        <Route index element={shared(<Home />)} />
        <Route path="products" element={shared(<Products />)} />
        <Route path="products/:id" element={shared(<ProductDetail />)} />
        <Route path="category/:slug" element={shared(<Category />)} />
        <Route path="vendors" element={shared(<Vendors />)} />
        <Route path="vendors/:id" element={shared(<VendorProfile />)} />
        <Route path="cart" element={<Cart />} />
        <Route path="orders" element={<Orders />} />
        <Route path="rfqs" element={<Rfqs />} />
        <Route path="rfqs/new" element={<NewRfq />} />
        <Route path="rfqs/:id" element={<RfqDetail />} />
        <Route path="vendor/rfqs" element={<VendorRfqs />} />
        <Route path="vendor/rfqs/:id" element={<VendorRfq />} />
        <Route path="messages" element={<Messages />} />
        <Route path="messages/:id" element={<Messages />} />
        <Route path="notifications" element={<Notifications />} />
        <Route path="notifications/settings" element={<NotificationSettings />} />
        <Route path="vendor-dashboard" element={<VendorDashboard />} />
        <Route path="admin/suppliers" element={<AdminSuppliers />} />
        <Route path="admin/disputes" element={<AdminDisputes />} />
        <Route path="admin/payouts" element={<AdminPayouts />} />
        <Route path="admin/commission" element={<AdminCommission />} />
        <Route path="vendor/orders" element={<VendorOrders />} />
        <Route path="vendor/analytics" element={<VendorAnalytics />} />
        <Route path="vendor/receivables" element={<Receivables />} />
        <Route path="payables" element={<Payables />} />
        <Route path="vendor/products/add" element={<AddProduct />} />
        <Route path="vendor/products/:id/edit" element={<EditProduct />} />
        <Route path="signin" element={<SignIn />} />
        <Route path="join" element={<Join />} />
        <Route path="verify-email" element={<VerifyEmail />} />
        <Route path="forgot-password" element={<ForgotPassword />} />
        <Route path="reset-password" element={<ResetPassword />} />
        <Route path="account/security" element={<AccountSecurity />} />
        <Route path="account/email" element={<AccountEmail />} />
        <Route path="saved" element={<Saved />} />
        <Route path="saved-searches" element={<SavedSearches />} />
        <Route path="saved-searches/stop-emails" element={<StopSavedSearchEmails />} />
        <Route path="compare" element={shared(<Compare />)} />
        <Route path="company" element={<Company />} />
        <Route path="approvals" element={<Approvals />} />
        <Route path="invitations/accept" element={<AcceptInvitation />} />
        {MARKETING_PAGES.map((path) => (
          <Route key={path} path={path} element={<ContentPage />} />
        ))}
        {SAMPLE_CONSOLES.map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="blockchain" element={<Blockchain />} />
        <Route path="analytics" element={<MarketTrends />} />
        <Route path="api" element={<ApiConsole />} />
        <Route path="api-management" element={<MovedTo path="/api" />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
