import { shellMessages as s } from '@bazaar/domain';
import { Suspense, useCallback, useContext, useMemo } from 'react';
import {
  Navigate,
  renderMatches,
  UNSAFE_NavigationContext,
  useLocation,
  type Location,
  type RouteObject,
} from 'react-router';
import { Loader } from '../components/loader';
import { paths } from '../config/paths';
import { RedirectIfSignedIn, RequireAuth, RequireRole } from '../lib/auth/guards';
import { lazyScreen, preloadScreens } from '../lib/router/lazy-screen';
import { matchRoutesKept } from '../lib/router/match-routes';
import { NavigationRouter, type RouterHistory } from '../lib/router/navigation-router';
import { pageMeta, useRouteMeta } from './route-meta';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppShell } from './shell/app-shell';

// Every screen is its own chunk. The router loads a location's screens before it switches to it, so the
// current page stays on screen meanwhile instead of a spinner (see NavigationRouter).
const LoginPage = lazyScreen(async () => (await import('../features/auth/pages/login-page')).LoginPage);
const LoginAlternatePage = lazyScreen(
  async () => (await import('../features/auth/pages/login-alternate-page')).LoginAlternatePage,
);
const RegisterPage = lazyScreen(
  async () => (await import('../features/auth/pages/register-page')).RegisterPage,
);
const ForgetPasswordPage = lazyScreen(
  async () => (await import('../features/auth/pages/forget-password-page')).ForgetPasswordPage,
);
const HomePage = lazyScreen(async () => (await import('../features/catalog/pages/home-page')).HomePage);
const ProductsPage = lazyScreen(
  async () => (await import('../features/catalog/pages/products-page')).ProductsPage,
);
const ProductDetailPage = lazyScreen(
  async () => (await import('../features/catalog/pages/product-detail-page')).ProductDetailPage,
);
const CheckoutPage = lazyScreen(
  async () => (await import('../features/checkout/pages/checkout-page')).CheckoutPage,
);
const CartPage = lazyScreen(async () => (await import('../features/cart/pages/cart-page')).CartPage);
const OrderSuccessPage = lazyScreen(
  async () => (await import('../features/orders/pages/order-success-page')).OrderSuccessPage,
);
const OrdersPage = lazyScreen(async () => (await import('../features/orders/pages/orders-page')).OrdersPage);
const OrderDetailPage = lazyScreen(
  async () => (await import('../features/orders/pages/order-detail-page')).OrderDetailPage,
);
const OrderPage = lazyScreen(async () => (await import('../features/orders/pages/order-page')).OrderPage);
const ProfilePage = lazyScreen(
  async () => (await import('../features/profile/pages/profile-page')).ProfilePage,
);
const SellerRegistrationPage = lazyScreen(
  async () => (await import('../features/seller/pages/seller-registration-page')).SellerRegistrationPage,
);
const SellerLayout = lazyScreen(async () => (await import('./shell/seller-layout')).SellerLayout);
const SellerDashboardPage = lazyScreen(
  async () => (await import('../features/seller/pages/seller-dashboard-page')).SellerDashboardPage,
);
const SellerProductsPage = lazyScreen(
  async () => (await import('../features/seller/pages/seller-products-page')).SellerProductsPage,
);
const AddProductPage = lazyScreen(
  async () => (await import('../features/seller/pages/add-product-page')).AddProductPage,
);
const EditProductPage = lazyScreen(
  async () => (await import('../features/seller/pages/edit-product-page')).EditProductPage,
);
const SellerOrdersPage = lazyScreen(
  async () => (await import('../features/seller/pages/seller-orders-page')).SellerOrdersPage,
);
const SellerCustomersPage = lazyScreen(
  async () => (await import('../features/seller/pages/seller-customers-page')).SellerCustomersPage,
);
const SellerSettingPage = lazyScreen(
  async () => (await import('../features/seller/pages/seller-setting-page')).SellerSettingPage,
);

/** The routes of docs/product.md §2. Exported for tests, which mount them on a memory history. */
export const routes: RouteObject[] = [
  // Outside the shared shell: no header and footer. docs/product.md §2: a signed-in user is sent to /.
  {
    element: <RedirectIfSignedIn />,
    children: [
      {
        path: paths.login.path,
        handle: pageMeta(s.screens.login, 'signIn'),
        element: <LoginPage />,
      },
      {
        path: paths.loginAlternate.path,
        handle: pageMeta(s.screens.loginAlternate, 'signIn'),
        element: <LoginAlternatePage />,
      },
      {
        path: paths.register.path,
        handle: pageMeta(s.screens.register, 'signIn'),
        element: <RegisterPage />,
      },
      {
        path: paths.forgetPassword.path,
        handle: pageMeta(s.screens.forgetPassword, 'signIn'),
        element: <ForgetPasswordPage />,
      },
    ],
  },

  // Inside the shared shell: header, page, footer.
  {
    element: <AppShell />,
    children: [
      {
        // A failing page keeps the header and footer around the 500 screen.
        element: <RouteErrorBoundary />,
        children: [
          {
            index: true,
            element: <HomePage />,
          },
          {
            path: paths.products.path,
            handle: pageMeta(s.screens.products, 'products'),
            element: <ProductsPage />,
          },
          {
            path: paths.product.path,
            handle: pageMeta(s.screens.productDetail, 'products'),
            element: <ProductDetailPage />,
          },
          // issue 21: a visitor's cart (kept in the browser) shows here too; checking out asks them to sign in.
          {
            path: paths.cart.path,
            handle: pageMeta(s.screens.cart, 'account'),
            element: <CartPage />,
          },
          // Signed-in screens (docs/product.md §2, §6): without a token they send the user to /login?redirect=….
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.buyNow.path,
                handle: pageMeta(s.screens.buyNow, 'account'),
                element: <CheckoutPage />,
              },
              {
                path: paths.checkout.path,
                handle: pageMeta(s.screens.checkout, 'account'),
                element: <CheckoutPage />,
              },
              {
                path: paths.orderSuccess.path,
                handle: pageMeta(s.screens.orderSuccess, 'account'),
                element: <OrderSuccessPage />,
              },
              {
                path: paths.orders.path,
                handle: pageMeta(s.screens.orders, 'account'),
                element: <OrdersPage />,
              },
              {
                path: paths.orderDetail.path,
                handle: pageMeta(s.screens.orderDetail, 'account'),
                element: <OrderDetailPage />,
              },
              {
                path: paths.order.path,
                handle: pageMeta(s.screens.order, 'account'),
                element: <OrderPage />,
              },
              {
                path: paths.profile.path,
                handle: pageMeta(s.screens.profile, 'account'),
                element: <ProfilePage />,
              },
            ],
          },
          // docs/product.md §2: only a consumer registers as a seller; a seller is sent to /seller.
          {
            element: <RequireRole role="consumer" />,
            children: [
              {
                path: paths.sellerRegistration.path,
                handle: pageMeta(s.screens.sellerRegistration, 'seller'),
                element: <SellerRegistrationPage />,
              },
            ],
          },
          // docs/product.md §2: the seller area is for sellers; anyone else is sent to /seller-registration.
          {
            path: paths.seller.root.path,
            element: <RequireRole role="seller" />,
            children: [
              {
                element: <SellerLayout />,
                children: [
                  { index: true, element: <Navigate to={paths.seller.dashboard.getHref()} replace /> },
                  {
                    path: paths.seller.dashboard.path,
                    handle: pageMeta(s.screens.sellerDashboard, 'seller'),
                    element: <SellerDashboardPage />,
                  },
                  {
                    path: paths.seller.products.path,
                    handle: pageMeta(s.screens.sellerProducts, 'seller'),
                    element: <SellerProductsPage />,
                  },
                  {
                    path: paths.seller.addProduct.path,
                    handle: pageMeta(s.screens.sellerAddProduct, 'seller'),
                    element: <AddProductPage />,
                  },
                  {
                    path: paths.seller.editProduct.path,
                    handle: pageMeta(s.screens.sellerEditProduct, 'seller'),
                    element: <EditProductPage />,
                  },
                  // issue 9: orders, customers and setting are real screens (the spec's coming-soon page
                  // is no longer shown here).
                  {
                    path: paths.seller.orders.path,
                    handle: pageMeta(s.seller.tabs.orders, 'seller'),
                    element: <SellerOrdersPage />,
                  },
                  {
                    path: paths.seller.customers.path,
                    handle: pageMeta(s.seller.tabs.customers, 'seller'),
                    element: <SellerCustomersPage />,
                  },
                  {
                    path: paths.seller.setting.path,
                    handle: pageMeta(s.seller.tabs.setting, 'seller'),
                    element: <SellerSettingPage />,
                  },
                  { path: '*', element: <Navigate to={paths.seller.dashboard.getHref()} replace /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },

  // docs/product.md §2: any unknown path redirects to /.
  { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
];

/**
 * The app on a history (the browser's in main.tsx, a memory one in tests): the first load shows the loader
 * until its screens are in; a screen that fails outside the shell shows the 500 screen on its own.
 */
export function AppRouter({ history, routes }: { history: RouterHistory; routes: RouteObject[] }) {
  const prepare = useCallback((location: Location) => preloadScreens(routes, location), [routes]);
  return (
    <NavigationRouter history={history} prepare={prepare} fallback={<Loader fullPage />}>
      <RouteErrorBoundary>
        {/* Only for a screen that was not loaded ahead (none today): navigations never reach it. */}
        <Suspense fallback={<Loader fullPage />}>
          <Screens routes={routes} />
        </Suspense>
      </RouteErrorBoundary>
    </NavigationRouter>
  );
}

/**
 * `useRoutes(routes)` from the matches kept per path: `useRoutes` flattens and compiles the whole route table
 * on every render (about 0.4 ms of a server-rendered page that nobody asked for before, bench/results.md,
 * issue 22), and the render has matched this path already (the screens it loaded first, the title). The
 * matches' paths are encoded again as `useRoutes` does (matching decodes them).
 */
function Screens({ routes }: { routes: RouteObject[] }) {
  // Every screen's document title and description (from its route's `handle`).
  useRouteMeta(routes);
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const matches = useMemo(() => {
    const encoded = (path: string) =>
      (navigator.encodeLocation
        ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23'))
            .pathname
        : path
      ).replace(/\/\/+/g, '/');
    return matchRoutesKept(routes, pathname || '/')?.map((match) => ({
      ...match,
      params: { ...match.params },
      pathname: encoded(match.pathname),
      pathnameBase: match.pathnameBase === '/' ? '/' : encoded(match.pathnameBase),
    }));
  }, [navigator, routes, pathname]);
  return renderMatches(matches ?? null);
}
