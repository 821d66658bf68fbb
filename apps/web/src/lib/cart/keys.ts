/**
 * The cart's query keys. The cart screen and the checkout both read the cart, so its query lives in lib/
 * (features never import each other); signing in or out clears the whole cache (lib/auth).
 */
export const cartKeys = {
  all: ['cart'] as const,
  items: () => [...cartKeys.all, 'items'] as const,
  add: () => [...cartKeys.all, 'add'] as const,
};
