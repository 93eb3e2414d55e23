import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { PageLoading } from './PageLoading';

type PageModule = Promise<{ default: React.ComponentType }>;

/** Each screen is its own chunk, loaded when its route is first visited. */
const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });

const contentPage = (path: string): RouteObject => ({
  path,
  lazy: page(() => import('../routes/ContentPage/ContentPage')),
});

const consolePage = (path: string): RouteObject => ({
  path,
  lazy: page(() => import('../routes/ConsolePlaceholder/ConsolePlaceholder')),
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: page(() => import('../routes/Home/Home')) },
      { path: 'products', lazy: page(() => import('../routes/Products/Products')) },
      { path: 'products/:id', lazy: page(() => import('../routes/ProductDetail/ProductDetail')) },
      { path: 'category/:slug', lazy: page(() => import('../routes/Category/Category')) },
      { path: 'vendors', lazy: page(() => import('../routes/Vendors/Vendors')) },
      { path: 'vendors/:id', lazy: page(() => import('../routes/VendorProfile/VendorProfile')) },
      { path: 'cart', lazy: page(() => import('../routes/Cart/Cart')) },
      { path: 'orders', lazy: page(() => import('../routes/Orders/Orders')) },
      { path: 'vendor-dashboard', lazy: page(() => import('../routes/VendorDashboard/VendorDashboard')) },
      { path: 'vendor/orders', lazy: page(() => import('../routes/VendorOrders/VendorOrders')) },
      { path: 'vendor/analytics', lazy: page(() => import('../routes/VendorAnalytics/VendorAnalytics')) },
      { path: 'vendor/products/add', lazy: page(() => import('../routes/AddProduct/AddProduct')) },
      { path: 'vendor/products/:id/edit', lazy: page(() => import('../routes/EditProduct/EditProduct')) },
      { path: 'signin', lazy: page(() => import('../routes/SignIn/SignIn')) },
      { path: 'join', lazy: page(() => import('../routes/Join/Join')) },
      ...[
        'ready-to-ship',
        'trade-assurance',
        'buyer-central',
        'supplier-membership',
        'logistics',
        'inspection',
      ].map(contentPage),
      ...[
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
      ].map(consolePage),
      { path: '*', lazy: page(() => import('../routes/NotFound/NotFound')) },
    ],
  },
];
