import { shellMessages as s } from '@bazaar/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Loader } from '../components/loader';
import { paths } from '../config/paths';
import { RedirectIfSignedIn, RequireAuth, RequireRole } from '../lib/auth/guards';
import { pageMeta, RouteMeta } from './route-meta';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppShell } from './shell/app-shell';

// Every screen is its own chunk (route `lazy`): the router fetches it before switching, so the current
// page stays on screen instead of flashing a spinner.

function FullPageLoader() {
  return <Loader fullPage />;
}

/** The routes of spec §2. Exported for tests, which mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: FullPageLoader,
    // Every screen's document title and description (from its route's `handle`).
    Component: RouteMeta,
    children: [
      // Outside the shared shell: no header and footer. spec §2: a signed-in user is sent to /.
      {
        Component: RedirectIfSignedIn,
        children: [
          {
            path: paths.login.path,
            handle: pageMeta(s.screens.login, 'signIn'),
            lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
          },
          {
            path: paths.loginAlternate.path,
            handle: pageMeta(s.screens.loginAlternate, 'signIn'),
            lazy: async () => ({
              Component: (await import('../features/auth/pages/login-alternate-page')).LoginAlternatePage,
            }),
          },
          {
            path: paths.register.path,
            handle: pageMeta(s.screens.register, 'signIn'),
            lazy: async () => ({
              Component: (await import('../features/auth/pages/register-page')).RegisterPage,
            }),
          },
          {
            path: paths.forgetPassword.path,
            handle: pageMeta(s.screens.forgetPassword, 'signIn'),
            lazy: async () => ({
              Component: (await import('../features/auth/pages/forget-password-page')).ForgetPasswordPage,
            }),
          },
        ],
      },

      // Inside the shared shell: header, page, footer.
      {
        Component: AppShell,
        children: [
          {
            // A failing page keeps the header and footer around the 500 screen.
            errorElement: <RouteErrorBoundary />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/catalog/pages/home-page')).HomePage,
                }),
              },
              {
                path: paths.products.path,
                handle: pageMeta(s.screens.products, 'products'),
                lazy: async () => ({
                  Component: (await import('../features/catalog/pages/products-page')).ProductsPage,
                }),
              },
              {
                path: paths.product.path,
                handle: pageMeta(s.screens.productDetail, 'products'),
                lazy: async () => ({
                  Component: (await import('../features/catalog/pages/product-detail-page'))
                    .ProductDetailPage,
                }),
              },
              // Signed-in screens (spec §2, §6): without a token they send the user to /login?redirect=….
              {
                Component: RequireAuth,
                children: [
                  {
                    path: paths.buyNow.path,
                    handle: pageMeta(s.screens.buyNow, 'account'),
                    lazy: async () => ({
                      Component: (await import('../features/checkout/pages/checkout-page')).CheckoutPage,
                    }),
                  },
                  {
                    path: paths.checkout.path,
                    handle: pageMeta(s.screens.checkout, 'account'),
                    lazy: async () => ({
                      Component: (await import('../features/checkout/pages/checkout-page')).CheckoutPage,
                    }),
                  },
                  {
                    path: paths.cart.path,
                    handle: pageMeta(s.screens.cart, 'account'),
                    lazy: async () => ({
                      Component: (await import('../features/cart/pages/cart-page')).CartPage,
                    }),
                  },
                  {
                    path: paths.orderSuccess.path,
                    handle: pageMeta(s.screens.orderSuccess, 'account'),
                    lazy: async () => ({
                      Component: (await import('../features/orders/pages/order-success-page'))
                        .OrderSuccessPage,
                    }),
                  },
                  {
                    path: paths.orders.path,
                    handle: pageMeta(s.screens.orders, 'account'),
                    lazy: async () => ({
                      Component: (await import('../features/orders/pages/orders-page')).OrdersPage,
                    }),
                  },
                  {
                    path: paths.orderDetail.path,
                    handle: pageMeta(s.screens.orderDetail, 'account'),
                    lazy: async () => ({
                      Component: (await import('../features/orders/pages/order-detail-page')).OrderDetailPage,
                    }),
                  },
                  {
                    path: paths.order.path,
                    handle: pageMeta(s.screens.order, 'account'),
                    lazy: async () => ({
                      Component: (await import('../features/orders/pages/order-page')).OrderPage,
                    }),
                  },
                  {
                    path: paths.profile.path,
                    handle: pageMeta(s.screens.profile, 'account'),
                    lazy: async () => ({
                      Component: (await import('../features/profile/pages/profile-page')).ProfilePage,
                    }),
                  },
                ],
              },
              // spec §2: only a consumer registers as a seller; a seller is sent to /seller.
              {
                element: <RequireRole role="consumer" />,
                children: [
                  {
                    path: paths.sellerRegistration.path,
                    handle: pageMeta(s.screens.sellerRegistration, 'seller'),
                    lazy: async () => ({
                      Component: (await import('../features/seller/pages/seller-registration-page'))
                        .SellerRegistrationPage,
                    }),
                  },
                ],
              },
              // spec §2: the seller area is for sellers; anyone else is sent to /seller-registration.
              {
                path: paths.seller.root.path,
                element: <RequireRole role="seller" />,
                children: [
                  {
                    lazy: async () => ({ Component: (await import('./shell/seller-layout')).SellerLayout }),
                    children: [
                      { index: true, element: <Navigate to={paths.seller.dashboard.getHref()} replace /> },
                      {
                        path: paths.seller.dashboard.path,
                        handle: pageMeta(s.screens.sellerDashboard, 'seller'),
                        lazy: async () => ({
                          Component: (await import('../features/seller/pages/seller-dashboard-page'))
                            .SellerDashboardPage,
                        }),
                      },
                      {
                        path: paths.seller.products.path,
                        handle: pageMeta(s.screens.sellerProducts, 'seller'),
                        lazy: async () => ({
                          Component: (await import('../features/seller/pages/seller-products-page'))
                            .SellerProductsPage,
                        }),
                      },
                      {
                        path: paths.seller.addProduct.path,
                        handle: pageMeta(s.screens.sellerAddProduct, 'seller'),
                        lazy: async () => ({
                          Component: (await import('../features/seller/pages/add-product-page'))
                            .AddProductPage,
                        }),
                      },
                      {
                        path: paths.seller.editProduct.path,
                        handle: pageMeta(s.screens.sellerEditProduct, 'seller'),
                        lazy: async () => ({
                          Component: (await import('../features/seller/pages/edit-product-page'))
                            .EditProductPage,
                        }),
                      },
                      // issue 9: orders, customers and setting are real screens (the spec's coming-soon page
                      // is no longer shown here).
                      {
                        path: paths.seller.orders.path,
                        handle: pageMeta(s.seller.tabs.orders, 'seller'),
                        lazy: async () => ({
                          Component: (await import('../features/seller/pages/seller-orders-page'))
                            .SellerOrdersPage,
                        }),
                      },
                      {
                        path: paths.seller.customers.path,
                        handle: pageMeta(s.seller.tabs.customers, 'seller'),
                        lazy: async () => ({
                          Component: (await import('../features/seller/pages/seller-customers-page'))
                            .SellerCustomersPage,
                        }),
                      },
                      {
                        path: paths.seller.setting.path,
                        handle: pageMeta(s.seller.tabs.setting, 'seller'),
                        lazy: async () => ({
                          Component: (await import('../features/seller/pages/seller-setting-page'))
                            .SellerSettingPage,
                        }),
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

      // spec §2: any unknown path redirects to /.
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
