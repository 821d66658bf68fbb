// The buyer's orders' TanStack keys: the history (the /orders page and the account page's latest orders read the
// same answer) and one order's detail. Placing or cancelling an order invalidates them all.
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: string) => [...orderKeys.details(), orderId] as const,
  submit: () => [...orderKeys.all, 'submit'] as const,
  cancel: () => [...orderKeys.all, 'cancel'] as const,
  returnRequest: () => [...orderKeys.all, 'return-request'] as const,
};
