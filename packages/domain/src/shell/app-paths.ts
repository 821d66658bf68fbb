// Every URL of the web app (docs/product.md §2), in one place: the web router declares `path`, links and redirects call
// `getHref`, and the server answers 404 to a page path that none of these patterns matches (api
// platform/web-app.ts). Renaming a screen's URL is a change to this file only.

const encode = encodeURIComponent;

/** `?redirect=<path and query>` when there is somewhere to return to after signing in. */
function withRedirect(path: string, redirectTo?: string): string {
  return redirectTo ? `${path}?redirect=${encode(redirectTo)}` : path;
}

/** The query parameters of the product page and Buy Now (issue 20, 21). */
export const productQuery = { variant: 'variant', quantity: 'quantity' } as const;

export const appPaths = {
  home: { path: '/', getHref: () => '/' },

  // Outside the shell (docs/product.md §2): the sign-in screens.
  login: {
    path: '/login',
    /** '/login?redirect=<path and query>': the way back after signing in (docs/product.md §2, §6). */
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
  product: {
    path: '/product/:productId',
    /** issue 20: `?variant=<id>` opens the page on that variant (a shared link keeps the size) */
    getHref: (productId: string, variantId?: string) =>
      `/product/${encode(productId)}${variantId ? `?${productQuery.variant}=${encode(variantId)}` : ''}`,
  },

  // Signed-in screens.
  buyNow: {
    path: '/product/buy/:productId',
    /** issue 20, 21: `?variant=<id>&quantity=<n>` buys that variant, that many (one when left out) */
    getHref: (productId: string, line: { variantId?: string; quantity?: number } = {}) => {
      const query = new URLSearchParams();
      if (line.variantId) query.set(productQuery.variant, line.variantId);
      if (line.quantity !== undefined && line.quantity !== 1)
        query.set(productQuery.quantity, String(line.quantity));
      const search = query.toString();
      return `/product/buy/${encode(productId)}${search ? `?${search}` : ''}`;
    },
  },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  cart: { path: '/cart', getHref: () => '/cart' },
  orderSuccess: { path: '/order-success', getHref: () => '/order-success' },
  orders: { path: '/orders', getHref: () => '/orders' },
  orderDetail: { path: '/order/:orderId', getHref: (orderId: string) => `/order/${encode(orderId)}` },
  order: { path: '/order', getHref: () => '/order' },
  profile: { path: '/profile', getHref: () => '/profile' },

  // Seller side (docs/product.md §2): registration for consumers, the back office for sellers.
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

interface PathTree {
  [key: string]: { path: string } | PathTree;
}

/** Every `path` pattern of `appPaths` ('/product/:productId', …): the screens the web router shows. */
export const appPathPatterns: readonly string[] = (function collect(tree: PathTree): string[] {
  return Object.values(tree).flatMap((node) =>
    typeof node.path === 'string' ? [node.path] : collect(node as PathTree),
  );
})(appPaths);

/**
 * A pattern as React Router 7 compiles it for a route that ends there (its `compilePath`): literal segments
 * compared case-insensitively, `:name` one non-empty segment, any number of trailing slashes.
 */
function routeMatcher(pattern: string): RegExp {
  const source = pattern
    .replace(/\/+$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/([^\\/]+)');
  return new RegExp(`^${source}\\/*$`, 'i');
}

const appPathMatchers = appPathPatterns.map(routeMatcher);

/**
 * The path as React Router matches it: each segment decoded (a `/` it decodes to kept as `%2F`), or the path
 * as it is when any segment is malformed (`/product/%ZZ`).
 */
function routerPathname(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * Whether the web router shows a screen at `pathname` (matched as React Router matches it); for any other
 * path it redirects (docs/product.md §2: unknown paths go to /, unknown seller paths to the dashboard), and the server
 * answers such a page with 404.
 */
export function isAppPath(pathname: string): boolean {
  const path = routerPathname(pathname);
  return appPathMatchers.some((matcher) => matcher.test(path));
}
