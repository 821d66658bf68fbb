// The order status sequence of docs/product.md §3, spelled as the spec spells it (these strings are stored and sent).

export const orderStatuses = [
  'order placed',
  'order confirmed',
  'processing',
  'shipped',
  'out for delivery',
  'delivered',
] as const;

export type OrderStatus = (typeof orderStatuses)[number];

/** The status every new order starts with. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'order placed';
/** The last status of the sequence. */
export const FINAL_ORDER_STATUS: OrderStatus = 'delivered';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

/** Position in the sequence (0 for 'order placed' … 5 for 'delivered'), or -1 for an unknown status. */
export function orderStatusIndex(status: string): number {
  return (orderStatuses as readonly string[]).indexOf(status);
}

/** The status after this one, or null after 'delivered' or for an unknown status. */
export function nextOrderStatus(status: string): OrderStatus | null {
  const index = orderStatusIndex(status);
  if (index < 0) return null;
  return orderStatuses[index + 1] ?? null;
}

/** docs/product.md §4: every step up to and including the current status is done. Nothing is done for an unknown status. */
export function isStepDone(current: string, step: string): boolean {
  const currentIndex = orderStatusIndex(current);
  const stepIndex = orderStatusIndex(step);
  return currentIndex >= 0 && stepIndex >= 0 && stepIndex <= currentIndex;
}

export interface OrderStep {
  readonly status: OrderStatus;
  readonly done: boolean;
  readonly current: boolean;
}

/** The step tracker of the order detail page: all six statuses, each marked done/current for `current`. */
export function orderSteps(current: string): OrderStep[] {
  return orderStatuses.map((status) => ({
    status,
    done: isStepDone(current, status),
    current: status === current,
  }));
}

export type OrderStatusTone = 'success' | 'warning';

/** docs/product.md §4: the dashboard styles 'delivered' green (success) and any other status yellow (warning). */
export function orderStatusTone(status: string): OrderStatusTone {
  return status === 'delivered' ? 'success' : 'warning';
}

/** Bazaar: a buyer's cancellation, outside the spec's sequence. */
export const CANCELLED_ORDER_STATUS = 'cancelled';

/** Every status an order can have: a step of the sequence, or cancelled by the buyer. */
export type AnyOrderStatus = OrderStatus | typeof CANCELLED_ORDER_STATUS;

/** Every status an order can have, as a status filter lists them: the sequence, then cancelled. */
export const anyOrderStatuses = [...orderStatuses, CANCELLED_ORDER_STATUS] as const;

export function isAnyOrderStatus(value: unknown): value is AnyOrderStatus {
  return typeof value === 'string' && (anyOrderStatuses as readonly string[]).includes(value);
}

/** Bazaar: a buyer may cancel until the order has shipped. */
export function isCancellable(status: string): boolean {
  const index = orderStatusIndex(status);
  return index >= 0 && index < orderStatusIndex('shipped');
}
