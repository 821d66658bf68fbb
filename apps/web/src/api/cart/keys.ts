/**
 * The cart's TanStack keys: the account's lines (read by the cart screen and the checkout, reloaded after every
 * change and after an order), the products a visitor's cart shows (issue 21: the lines themselves live in the
 * browser, lib/visitor-cart.ts; the key names the products, whose current prices and stock come from the
 * catalogue's own product answers) and the mutations. Signing in or out clears the whole cache (lib/auth).
 */
export const cartKeys = {
  all: ['cart'] as const,
  items: () => [...cartKeys.all, 'items'] as const,
  visitorProducts: (productIds: readonly string[]) => [...cartKeys.all, 'visitor', ...productIds] as const,
  add: () => [...cartKeys.all, 'add'] as const,
  update: () => [...cartKeys.all, 'update'] as const,
};
