// Every URL of the app (spec §2), in one place: the router declares `path`, links and redirects call
// `getHref`. Renaming a screen's URL is a change to this file only.

const encode = encodeURIComponent;

/** `?redirect=<path and query>` when there is somewhere to return to after signing in. */
function withRedirect(path: string, redirectTo?: string): string {
  return redirectTo ? `${path}?redirect=${encode(redirectTo)}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },

  // Outside the shell (spec §2): the sign-in screens.
  login: {
    path: '/login',
    /** '/login?redirect=<path and query>': the way back after signing in (spec §2, §6). */
    getHref: (redirectTo?: string) => withRedirect('/login', redirectTo),
  },
  loginAlternate: { path: '/login-1', getHref: () => '/login-1' },
  register: { path: '/register', getHref: () => '/register' },
  forgetPassword: { path: '/forget-password', getHref: () => '/forget-password' },

  // Catalogue and search.
  products: {
    path: '/products',
    /** `?category=` (a category link) or `?q=` (a search), as the products page reads them. */
    getHref: (filter: { category: string } | { q: string } | undefined = undefined) => {
      if (!filter) return '/products';
      return 'category' in filter
        ? `/products?category=${encode(filter.category)}`
        : `/products?q=${encode(filter.q)}`;
    },
  },
  product: { path: '/product/:productId', getHref: (productId: string) => `/product/${encode(productId)}` },

  // Signed-in screens.
  buyNow: {
    path: '/product/buy/:productId',
    getHref: (productId: string) => `/product/buy/${encode(productId)}`,
  },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  cart: { path: '/cart', getHref: () => '/cart' },
  orderSuccess: { path: '/order-success', getHref: () => '/order-success' },
  orders: { path: '/orders', getHref: () => '/orders' },
  orderDetail: { path: '/order/:orderId', getHref: (orderId: string) => `/order/${encode(orderId)}` },
  order: { path: '/order', getHref: () => '/order' },
  profile: { path: '/profile', getHref: () => '/profile' },

  // Seller side (spec §2): registration for consumers, the back office for sellers.
  sellerRegistration: { path: '/seller-registration', getHref: () => '/seller-registration' },
  seller: {
    root: { path: '/seller', getHref: () => '/seller' },
    dashboard: { path: '/seller/dashboard', getHref: () => '/seller/dashboard' },
    products: { path: '/seller/products', getHref: () => '/seller/products' },
    addProduct: { path: '/seller/products/add', getHref: () => '/seller/products/add' },
    editProduct: {
      path: '/seller/products/:productId/edit',
      getHref: (productId: string) => `/seller/products/${encode(productId)}/edit`,
    },
    orders: { path: '/seller/orders', getHref: () => '/seller/orders' },
    customers: { path: '/seller/customers', getHref: () => '/seller/customers' },
    setting: { path: '/seller/setting', getHref: () => '/seller/setting' },
  },
} as const;
