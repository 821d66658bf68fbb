// Payments have no call of their own: the payment data travels in POST /api/order/submit-order (see
// orders.contract.ts) and only the method, a status and a card's last four digits come back.
export const paymentsContract = {} as const;
