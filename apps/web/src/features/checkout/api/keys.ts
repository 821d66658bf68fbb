// The checkout's TanStack keys: the Buy Now product and the order submission. The cart itself is read
// through lib/cart, the same cache the cart screen fills.
export const checkoutKeys = {
  all: ['checkout'] as const,
  product: (id: string) => [...checkoutKeys.all, 'product', id] as const,
  submitOrder: () => [...checkoutKeys.all, 'submit-order'] as const,
};
