import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
// The two screens most visits start on come with the app: no second round trip before they paint.
import Home from '../routes/Home/Home';
import Products from '../routes/Products/Products';
import { Layout } from './Layout';

// Every other screen is its own chunk, loaded when its route is first visited.
const ProductDetail = lazy(() => import('../routes/ProductDetail/ProductDetail'));
const Category = lazy(() => import('../routes/Category/Category'));
const Vendors = lazy(() => import('../routes/Vendors/Vendors'));
const VendorProfile = lazy(() => import('../routes/VendorProfile/VendorProfile'));
const Cart = lazy(() => import('../routes/Cart/Cart'));
const Orders = lazy(() => import('../routes/Orders/Orders'));
const VendorDashboard = lazy(() => import('../routes/VendorDashboard/VendorDashboard'));
const VendorOrders = lazy(() => import('../routes/VendorOrders/VendorOrders'));
const VendorAnalytics = lazy(() => import('../routes/VendorAnalytics/VendorAnalytics'));
const AddProduct = lazy(() => import('../routes/AddProduct/AddProduct'));
const EditProduct = lazy(() => import('../routes/EditProduct/EditProduct'));
const SignIn = lazy(() => import('../routes/SignIn/SignIn'));
const Join = lazy(() => import('../routes/Join/Join'));
const ContentPage = lazy(() => import('../routes/ContentPage/ContentPage'));
const ConsolePlaceholder = lazy(() => import('../routes/ConsolePlaceholder/ConsolePlaceholder'));
const NotFound = lazy(() => import('../routes/NotFound/NotFound'));

const MARKETING_PAGES = [
  'ready-to-ship',
  'trade-assurance',
  'buyer-central',
  'supplier-membership',
  'logistics',
  'inspection',
];

/** The consoles of a later release: their routes exist and say so. */
const CONSOLES = [
  'hedging',
  'escrow',
  'barter',
  'crypto',
  'auction',
  'omnichannel',
  'multichannel',
  'blockchain',
  'whatsapp',
  'telegram',
  'api',
  'api-management',
  'analytics',
];

/** Every address of the storefront, inside the shared frame; anything unknown is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="products" element={<Products />} />
        <Route path="products/:id" element={<ProductDetail />} />
        <Route path="category/:slug" element={<Category />} />
        <Route path="vendors" element={<Vendors />} />
        <Route path="vendors/:id" element={<VendorProfile />} />
        <Route path="cart" element={<Cart />} />
        <Route path="orders" element={<Orders />} />
        <Route path="vendor-dashboard" element={<VendorDashboard />} />
        <Route path="vendor/orders" element={<VendorOrders />} />
        <Route path="vendor/analytics" element={<VendorAnalytics />} />
        <Route path="vendor/products/add" element={<AddProduct />} />
        <Route path="vendor/products/:id/edit" element={<EditProduct />} />
        <Route path="signin" element={<SignIn />} />
        <Route path="join" element={<Join />} />
        {MARKETING_PAGES.map((path) => (
          <Route key={path} path={path} element={<ContentPage />} />
        ))}
        {CONSOLES.map((path) => (
          <Route key={path} path={path} element={<ConsolePlaceholder />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
