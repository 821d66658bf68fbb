// The profile feature's TanStack keys. The profile it shows is the session's query (lib/auth/keys.ts);
// saving it is this feature's mutation. The account page also reads the shopper's wishlist and orders.
export const profileKeys = {
  all: ['profile'] as const,
  recentOrders: () => [...profileKeys.all, 'recent-orders'] as const,
};
