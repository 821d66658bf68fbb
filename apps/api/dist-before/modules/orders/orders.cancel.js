// Cancelling an order, by its buyer (orders.service.ts) or its seller (orders.fulfilment.ts, issue 20): one way
// to do it, so both take their rows in the same order.
import { CANCELLED_ORDER_STATUS, isCancellable, orderStatuses } from '@bazaar/domain';
import { nowIso } from '../../platform/ids.js';
import { restoreStock } from '../inventory/inventory.service.js';
import * as repo from './orders.repository.js';
const CANCELLABLE_STATUSES = orderStatuses.filter(isCancellable);
/**
 * Cancels an order of this owner that has not shipped, in the caller's transaction: the status becomes
 * 'cancelled' by one conditional update (a seller shipping it and a buyer cancelling cannot both win), every
 * unit goes back to stock, and the payment is settled (refunded, or no longer due on delivery). Rows are taken
 * in one order, as checkout takes them: the order, its products by id, then the payment. Answers the order and
 * its lines, or why nothing changed: `missing` (unknown, or someone else's), `cancelled` (already), `shipped`.
 */
export async function cancelOrderOf(trx, owner, orderId, cancellation) {
    const now = nowIso();
    if (!(await repo.cancelOrderIfIn(trx, owner, orderId, CANCELLABLE_STATUSES, now, cancellation))) {
        const order = await repo.findOrderOf(trx, owner, orderId);
        if (!order)
            return { ok: false, why: 'missing' };
        return { ok: false, why: order.status === CANCELLED_ORDER_STATUS ? 'cancelled' : 'shipped' };
    }
    const order = await repo.findOrderOf(trx, owner, orderId);
    if (!order)
        return { ok: false, why: 'missing' };
    const lines = await repo.linesOfOrders(trx, [order.id]);
    // issue 20: units go back to the variant bought; keyed (and taken) by product id, then variant id
    const units = new Map();
    for (const line of lines) {
        const key = `${line.productId}\0${line.variantId ?? ''}`;
        const seen = units.get(key);
        if (seen)
            seen.quantity += line.quantity;
        else
            units.set(key, { productId: line.productId, variantId: line.variantId, quantity: line.quantity });
    }
    for (const [, { productId, variantId, quantity }] of [...units].sort(([a], [b]) => (a < b ? -1 : 1))) {
        await restoreStock(trx, productId, quantity, variantId);
    }
    await repo.settlePaymentAfterCancel(trx, order.checkoutId, order.grandTotal);
    return { ok: true, order, lines };
}
//# sourceMappingURL=orders.cancel.js.map