// The cart screen's mutation keys; the cart itself is read through lib/cart (shared with the checkout).
export const cartFeatureKeys = {
  all: ['cart-screen'] as const,
  updateCart: () => [...cartFeatureKeys.all, 'update-cart'] as const,
};
