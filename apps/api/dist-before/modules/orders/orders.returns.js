// issue 21: returns. The buyer asks to return units of a delivered order within 7 days, with a reason; the seller
// approves (units back to stock, refund recorded: paid back for card and UPI, due to the buyer's bank for cash on
// delivery) or rejects with a note. Each step locks the order's row, so two requests for one order, or a request
// and a decision, take turns on PostgreSQL as on SQLite.
import { apiMessages, CANCELLED_ORDER_STATUS, isReturnable, paiseToRupees, RETURN_WINDOW_DAYS, returnMessages, returnWindowEnd, } from '@bazaar/domain';
import { retryingTransaction } from '../../db/transactions.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';
import { newId, nowIso } from '../../platform/ids.js';
import { contactsOf } from '../account/account.service.js';
import { restoreStock } from '../inventory/inventory.service.js';
import { returnDecisionMail, returnRequestedMail } from './orders.mails.js';
import * as orders from './orders.repository.js';
import * as repo from './orders.returns.repository.js';
function replyOf(row, lines) {
    return {
        id: row.id,
        status: row.status,
        reason: row.reason,
        ...(row.note ? { note: row.note } : {}),
        lines: lines
            .filter((line) => line.returnId === row.id)
            .map((line) => ({ productId: line.productId, productName: line.productName, quantity: line.quantity })),
        requestedAt: row.createdAt,
        ...(row.decidedAt ? { decidedAt: row.decidedAt } : {}),
        ...(row.refundAmount !== null ? { refundAmount: paiseToRupees(row.refundAmount) } : {}),
        ...(row.refundStatus ? { refundStatus: row.refundStatus } : {}),
    };
}
/** The returns of these orders, newest first, by order id (for the buyer's order and the seller's orders). */
export async function returnsOf(db, orderIds) {
    const rows = await repo.returnsOfOrders(db, orderIds);
    const lines = await repo.linesOfReturns(db, rows.map((row) => row.id));
    const byOrder = new Map();
    for (const row of rows)
        byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), replyOf(row, lines)]);
    return byOrder;
}
/** Until when the buyer may still ask for a return of this order (ISO 8601), or undefined. */
export function returnableUntil(order, now = new Date()) {
    return order.deliveryDate && isReturnable(order.status, order.deliveryDate, now)
        ? returnWindowEnd(order.deliveryDate).toISOString()
        : undefined;
}
/** Units of each order line already returned or waiting to be (rejected returns give theirs back). */
async function unitsTaken(db, orderId) {
    const rows = await repo.returnsOfOrders(db, [orderId]);
    const open = rows.find((row) => row.status === 'requested');
    const counted = rows.filter((row) => row.status !== 'rejected').map((row) => row.id);
    const taken = new Map();
    for (const line of await repo.linesOfReturns(db, counted))
        taken.set(line.orderLineId, (taken.get(line.orderLineId) ?? 0) + line.quantity);
    return { open, taken };
}
/**
 * The buyer asks to return units of a delivered order (every unit when no lines are named). 404 for an unknown
 * or someone else's order; 400 for a cancelled or undelivered order, after the 7 days, for an item not in the
 * order or more units than are left to return; 409 while another return of the order waits for the seller.
 */
export async function requestReturn(db, mailer, buyer, input, now = new Date()) {
    return retryingTransaction(db, async (trx) => {
        const order = await repo.lockOrderOf(trx, { buyerId: buyer.id }, input.orderId);
        if (!order)
            throw new NotFoundError(apiMessages.orderNotFound);
        if (order.status === CANCELLED_ORDER_STATUS)
            throw new BadRequestError(returnMessages.cancelled);
        if (order.status !== 'delivered')
            throw new BadRequestError(returnMessages.notDelivered);
        if (!isReturnable(order.status, order.deliveryDate, now))
            throw new BadRequestError(returnMessages.windowClosed(RETURN_WINDOW_DAYS));
        const { open, taken } = await unitsTaken(trx, order.id);
        if (open)
            throw new ConflictError(returnMessages.alreadyOpen);
        const orderLines = await orders.linesOfOrders(trx, [order.id]);
        const left = (line) => line.quantity - (taken.get(line.id) ?? 0);
        const wanted = new Map();
        if (input.lines === undefined) {
            for (const line of orderLines)
                if (left(line) > 0)
                    wanted.set(line.id, left(line));
            if (wanted.size === 0)
                throw new BadRequestError(returnMessages.nothingLeft);
        }
        else {
            input.lines.forEach((asked, index) => {
                const line = orderLines.find((candidate) => candidate.productId === asked.productId);
                if (!line)
                    throw new BadRequestError(returnMessages.notInOrder(index), { field: `lines[${index}].productId` });
                const quantity = (wanted.get(line.id) ?? 0) + asked.quantity;
                if (quantity > left(line))
                    throw new BadRequestError(returnMessages.tooMany(index, left(line) - (wanted.get(line.id) ?? 0)), {
                        field: `lines[${index}].quantity`,
                    });
                wanted.set(line.id, quantity);
            });
        }
        const id = newId();
        const row = {
            id,
            orderId: order.id,
            buyerId: buyer.id,
            sellerId: order.sellerId,
            status: 'requested',
            reason: input.reason,
            note: null,
            refundAmount: null,
            refundStatus: null,
            createdAt: now.toISOString(),
            decidedAt: null,
        };
        await repo.insertReturn(trx, row);
        await repo.insertReturnLines(trx, [...wanted].map(([orderLineId, quantity]) => ({ returnId: id, orderLineId, quantity })));
        const lines = await repo.linesOfReturns(trx, [id]);
        await mailer.send(returnRequestedMail({
            to: buyer.email,
            name: buyer.name,
            orderId: order.id,
            lines,
            reason: input.reason,
        }), trx);
        return replyOf(row, lines);
    });
}
/**
 * The seller approves or rejects the return waiting on one of their orders. Approval puts the units back in
 * stock (by product id, the one lock order) and records the refund: the units' price, and the order's shipping
 * too once every unit has come back; refunded at once for card and UPI, due for cash on delivery. 404 for an
 * order that is not theirs, 409 when no return waits.
 */
export async function decideReturn(db, mailer, seller, input) {
    return retryingTransaction(db, async (trx) => {
        const order = await repo.lockOrderOf(trx, { sellerId: seller.id }, input.orderId);
        if (!order)
            throw new NotFoundError(apiMessages.orderNotFound);
        const { open, taken } = await unitsTaken(trx, order.id);
        if (!open)
            throw new ConflictError(returnMessages.noOpenReturn);
        const lines = await repo.linesOfReturns(trx, [open.id]);
        const note = input.note ?? null;
        let refund = null;
        if (input.approve) {
            // issue 20: a variant's units go back to the variant
            for (const line of lines)
                await restoreStock(trx, line.productId, line.quantity, line.variantId);
            const orderLines = await orders.linesOfOrders(trx, [order.id]);
            const allBack = orderLines.every((line) => (taken.get(line.id) ?? 0) >= line.quantity);
            const goods = lines.reduce((sum, line) => sum + line.sellingPrice * line.quantity, 0);
            const payment = await orders.findPaymentOfCheckout(trx, order.checkoutId);
            refund = { amount: goods + (allBack ? order.shippingCharge : 0), due: payment?.methodName === 'cod' };
        }
        const decision = {
            status: input.approve ? 'approved' : 'rejected',
            note,
            refundAmount: refund?.amount ?? null,
            refundStatus: refund ? (refund.due ? 'due' : 'refunded') : null,
            decidedAt: nowIso(),
        };
        if (!(await repo.decideReturn(trx, open.id, decision)))
            throw new ConflictError(returnMessages.noOpenReturn);
        const buyer = (await contactsOf(trx, [order.buyerId])).get(order.buyerId);
        if (buyer)
            await mailer.send(returnDecisionMail({
                to: buyer.email,
                name: buyer.name,
                orderId: order.id,
                approved: input.approve,
                refund,
                note,
            }), trx);
        return replyOf({ ...open, ...decision }, lines);
    });
}
//# sourceMappingURL=orders.returns.js.map