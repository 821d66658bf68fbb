// The orders feature's TanStack keys: the buyer's history and one order's detail. Cancelling an order
// invalidates both.
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: string) => [...orderKeys.details(), orderId] as const,
  cancel: () => [...orderKeys.all, 'cancel'] as const,
};
