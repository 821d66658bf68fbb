/**
 * The cart's TanStack keys: the lines (read by the cart screen and the checkout, reloaded after every change and
 * after an order) and its two mutations. Signing in or out clears the whole cache (lib/auth).
 */
export const cartKeys = {
  all: ['cart'] as const,
  items: () => [...cartKeys.all, 'items'] as const,
  add: () => [...cartKeys.all, 'add'] as const,
  update: () => [...cartKeys.all, 'update'] as const,
};
