// The seller's side of orders (issue 9): the fulfilment list, moving an order one step along the spec's status
// sequence with an e-mail to the buyer, the seller's customers, and the sales figures of the dashboard.
import { apiMessages, CANCELLED_ORDER_STATUS, FINAL_ORDER_STATUS, formatRupees, fulfilmentMails, isCancellable, nextOrderStatus, optionsText, ordersApiMessages, packingSlipMessages, paiseToRupees, SELLER_PAGE_SIZE, } from '@bazaar/domain';
import { retryingTransaction } from '../../db/transactions.js';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';
import { isId, nowIso } from '../../platform/ids.js';
import { escapeHtml } from '../../platform/mailer.js';
import { contactsOf } from '../account/account.service.js';
import { cancelOrderOf } from './orders.cancel.js';
import { returnsOf } from './orders.returns.js';
import * as repo from './orders.fulfilment.repository.js';
import { renderPackingSlip } from './orders.packing-slip.js';
import { lineVariantReply } from './orders.variants.js';
/** The rows with their buyer's name and e-mail (the account module's). */
async function withBuyers(db, rows) {
    const contacts = await contactsOf(db, rows.map((row) => row.buyerId));
    return rows.map((row) => {
        const contact = contacts.get(row.buyerId);
        return {
            ...row,
            buyerName: contact?.name ?? '',
            buyerEmail: contact?.email ?? '',
            buyerPhone: contact?.phoneNumber ?? '',
        };
    });
}
/** How each checkout is paid; an order whose payment row is missing reads as cash on delivery. */
async function paymentMethodsOf(db, checkoutIds) {
    if (checkoutIds.length === 0)
        return new Map();
    const rows = await repo.paymentMethodsOfCheckouts(db, [...new Set(checkoutIds)]);
    return new Map(rows.map((row) => [row.checkoutId, row.methodName]));
}
/**
 * issue 20: what the courier still collects at the door, paise: a cash-on-delivery order's grand total until it is
 * delivered (collected then) or cancelled.
 */
const cashToCollect = (order, method) => method === 'cod' && order.status !== CANCELLED_ORDER_STATUS && order.status !== FINAL_ORDER_STATUS
    ? Number(order.grandTotal)
    : 0;
const orderNotFound = () => new NotFoundError(ordersApiMessages.orderNotFound);
function parseAddress(json) {
    let value = {};
    try {
        value = JSON.parse(json);
    }
    catch {
        // an unreadable address shows as blank fields rather than failing the whole list
    }
    const text = (part) => (typeof part === 'string' ? part : '');
    return {
        addressLine1: text(value.addressLine1),
        addressLine2: text(value.addressLine2),
        country: text(value.country),
        state: text(value.state),
        city: text(value.city),
        pinCode: text(value.pinCode),
    };
}
/** The status the seller may move an order to next: none once delivered or cancelled. */
const nextStatusOf = (status) => status === CANCELLED_ORDER_STATUS ? null : nextOrderStatus(status);
/** The seller's orders, newest first, pages of 10, optionally of one status. */
export async function sellerOrders(db, sellerId, query) {
    const page = query.page ?? 1;
    const total = await repo.countSellerOrders(db, sellerId, query.status);
    const rows = total === 0
        ? []
        : await withBuyers(db, await repo.sellerOrdersPage(db, sellerId, query.status, {
            offset: (page - 1) * SELLER_PAGE_SIZE,
            limit: SELLER_PAGE_SIZE,
        }));
    const lines = rows.length === 0
        ? []
        : await repo.linesOfOrders(db, rows.map((row) => row.id));
    const methods = await paymentMethodsOf(db, rows.map((row) => row.checkoutId));
    const returns = await returnsOf(db, rows.map((row) => row.id));
    return {
        orders: rows.map((row) => {
            const paymentMethod = methods.get(row.checkoutId) ?? 'cod';
            return {
                orderId: row.id,
                orderDate: row.createdAt,
                orderStatus: row.status,
                customer: { name: row.buyerName, email: row.buyerEmail, phoneNumber: row.buyerPhone },
                totalAmount: paiseToRupees(Number(row.totalAmount)),
                grandTotal: paiseToRupees(Number(row.grandTotal)),
                paymentMethod,
                cashToCollect: paiseToRupees(cashToCollect(row, paymentMethod)),
                ...(row.deliveryDate ? { deliveryDate: row.deliveryDate } : {}),
                ...(row.carrier ? { carrier: row.carrier } : {}),
                ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
                ...(row.cancelledBy ? { cancelledBy: row.cancelledBy } : {}),
                ...(row.cancelReason ? { cancelReason: row.cancelReason } : {}),
                nextStatus: nextStatusOf(row.status),
                cancellable: isCancellable(row.status),
                ...(returns.has(row.id) ? { returns: returns.get(row.id) } : {}),
                shippingAddress: parseAddress(row.shippingAddress),
                items: lines
                    .filter((line) => line.orderId === row.id)
                    .map((line) => ({
                    productId: line.productId,
                    productName: line.productName,
                    productImage: line.productImage,
                    price: paiseToRupees(Number(line.sellingPrice)),
                    quantity: Number(line.quantity),
                    ...lineVariantReply(line),
                })),
            };
        }),
        total,
        page,
        totalPages: Math.ceil(total / SELLER_PAGE_SIZE),
    };
}
function buyerMail(order, subject, paragraphs) {
    const all = [...paragraphs, fulfilmentMails.signature];
    return {
        to: order.buyerEmail,
        subject,
        text: all.join('\n\n'),
        html: '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">' +
            all.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
            '</div>',
    };
}
function statusMail(order, status, details) {
    const number = order.id.toUpperCase();
    return buyerMail(order, fulfilmentMails.statusSubject(number, status), [
        fulfilmentMails.statusIntro(order.buyerName, number, status),
        ...(details.shipment
            ? [fulfilmentMails.shippedWith(details.shipment.carrier, details.shipment.trackingNumber)]
            : []),
        ...(details.deliveryDate ? [fulfilmentMails.deliveredOn(details.deliveryDate.slice(0, 10))] : []),
        fulfilmentMails.total(formatRupees(Number(order.grandTotal))),
        fulfilmentMails.track,
    ]);
}
/**
 * Moves one of the seller's orders to `status` if that is its next step, in its own transaction: never back,
 * never skipping, never once cancelled. Delivery records the date, shipping the carrier and tracking number.
 * The buyer's e-mail is queued in the same transaction, so it goes out exactly when the change holds.
 */
async function moveOneOrder(db, mailer, sellerId, orderId, status, shipment) {
    if (!isId(orderId))
        throw orderNotFound();
    return retryingTransaction(db, async (trx) => {
        const order = await repo.sellerOrder(trx, sellerId, orderId.toLowerCase());
        if (!order)
            throw orderNotFound();
        if (order.status === CANCELLED_ORDER_STATUS)
            throw new ConflictError(apiMessages.orderCancelled);
        const next = nextStatusOf(order.status);
        if (status !== next) {
            throw new BadRequestError(apiMessages.statusOutOfOrder(order.status, next), { field: 'orderStatus' });
        }
        const now = nowIso();
        const deliveryDate = next === 'delivered' ? now : null;
        if (!(await repo.moveStatus(trx, order.id, order.status, next, now, { deliveryDate, shipment }))) {
            throw new ConflictError(apiMessages.orderChanged);
        }
        const [buyer] = await withBuyers(trx, [order]);
        await mailer.send(statusMail(buyer, next, { deliveryDate, shipment }), trx);
        return {
            orderId: order.id,
            orderStatus: next,
            ...(deliveryDate ? { deliveryDate } : {}),
            ...(shipment ?? {}),
        };
    });
}
/**
 * The seller moves one of their orders one step along the spec's sequence (order placed → … → delivered);
 * `shipped` comes with a carrier and a tracking number (the schema requires both).
 */
export async function advanceOrderStatus(db, mailer, sellerId, input) {
    const shipment = input.carrier !== undefined && input.trackingNumber !== undefined
        ? { carrier: input.carrier, trackingNumber: input.trackingNumber }
        : null;
    return moveOneOrder(db, mailer, sellerId, input.orderId, input.orderStatus, shipment);
}
/**
 * issue 20: several of the seller's orders moved to `status` at once (never `shipped`: the schema keeps that to
 * one order with its tracking number). Each order is checked and moved in its own transaction, so one that may
 * not move keeps no other from moving; the answer lists the orders moved and, for each other, why not.
 */
export async function advanceOrders(db, mailer, sellerId, orderIds, status) {
    const moved = [];
    const notMoved = [];
    for (const orderId of orderIds) {
        try {
            const order = await moveOneOrder(db, mailer, sellerId, orderId, status, null);
            moved.push({ orderId: order.orderId, orderStatus: order.orderStatus });
        }
        catch (error) {
            // A refusal of this order (unknown, out of order, cancelled, changed meanwhile) is reported, not thrown.
            if (!(error instanceof AppError))
                throw error;
            notMoved.push({ orderId: orderId.toLowerCase(), message: error.message });
        }
    }
    return { moved, notMoved };
}
/**
 * issue 20: the seller cancels one of their orders that has not shipped, with a reason: the buyer's cancel
 * (orders.cancel.ts: stock back, payment settled, the same lock order), then an e-mail telling the buyer why.
 * 404 for an unknown order or another seller's, 409 once shipped or already cancelled.
 */
export async function cancelOrderBySeller(db, mailer, sellerId, input) {
    if (!isId(input.orderId))
        throw orderNotFound();
    const orderId = input.orderId.toLowerCase();
    return retryingTransaction(db, async (trx) => {
        const result = await cancelOrderOf(trx, { sellerId }, orderId, { by: 'seller', reason: input.reason });
        if (!result.ok) {
            if (result.why === 'missing')
                throw orderNotFound();
            throw new ConflictError(result.why === 'cancelled' ? ordersApiMessages.alreadyCancelled : ordersApiMessages.notCancellable);
        }
        const { order, lines } = result;
        const [buyer] = await withBuyers(trx, [order]);
        const number = order.id.toUpperCase();
        await mailer.send(buyerMail(buyer, fulfilmentMails.cancelledSubject(number), [
            fulfilmentMails.cancelledIntro(buyer.buyerName, number),
            fulfilmentMails.cancelledReason(input.reason),
            lines.map((line) => `${line.quantity} × ${line.productName}`).join('\n'),
            fulfilmentMails.cancelledRefund,
            fulfilmentMails.total(formatRupees(Number(order.grandTotal))),
        ]), trx);
        return { orderId: order.id, orderStatus: order.status };
    });
}
/** The buyers who ordered from this seller: order count and total paid (cancelled orders aside), biggest first. */
export async function sellerCustomers(db, sellerId) {
    const rows = await withBuyers(db, await repo.customersOfSeller(db, sellerId));
    return rows.map((row) => ({
        id: row.buyerId,
        name: row.buyerName,
        email: row.buyerEmail,
        orderCount: Number(row.orderCount),
        totalSpent: paiseToRupees(Number(row.totalSpent ?? 0)),
    }));
}
/** Sales in paise (cancelled orders aside), orders and distinct buyers, over all time or `[from, to)`. */
export const sellerSalesFigures = (db, sellerId, window = {}) => repo.salesFigures(db, sellerId, window);
/** The seller's newest orders with the buyer's name and e-mail (amounts in paise). */
export async function recentSellerOrders(db, sellerId, limit) {
    const rows = await withBuyers(db, await repo.sellerOrdersPage(db, sellerId, undefined, { offset: 0, limit }));
    return rows.map((row) => ({
        orderId: row.id,
        customer: { name: row.buyerName, email: row.buyerEmail },
        totalAmount: Number(row.totalAmount),
        grandTotal: Number(row.grandTotal),
        orderStatus: row.status,
    }));
}
/** Sales (paise) and orders per UTC day since `from`, cancelled orders aside; days without any are absent. */
export async function sellerSalesPerDay(db, sellerId, from) {
    const rows = await repo.salesPerDay(db, sellerId, from);
    return new Map(rows.map((row) => [row.day, { sales: Number(row.sales), orders: Number(row.orders) }]));
}
/** The seller's products by units sold (orders not cancelled), as the order lines name them. */
export async function topSellerProducts(db, sellerId, limit) {
    const rows = await repo.unitsSoldBySeller(db, sellerId, limit);
    return rows.map((row) => ({
        id: row.productId,
        name: String(row.productName),
        image: String(row.productImage),
        unitsSold: Number(row.units),
    }));
}
/**
 * issue 20: the packing slip of one of the seller's orders, as a PDF; 404 for an unknown order or another
 * seller's. `from` is the seller's business and address when they registered one.
 */
export async function packingSlip(db, sellerId, orderId, from) {
    if (!isId(orderId))
        throw orderNotFound();
    const order = await repo.sellerOrder(db, sellerId, orderId.toLowerCase());
    if (!order)
        throw orderNotFound();
    const [[buyer], lines, methods] = await Promise.all([
        withBuyers(db, [order]),
        repo.linesOfOrders(db, [order.id]),
        paymentMethodsOf(db, [order.checkoutId]),
    ]);
    return renderPackingSlip({
        orderNumber: order.id.toUpperCase(),
        placedAt: order.createdAt,
        cancelled: order.status === CANCELLED_ORDER_STATUS,
        from,
        shipTo: {
            name: buyer.buyerName,
            phoneNumber: buyer.buyerPhone,
            address: parseAddress(order.shippingAddress),
        },
        lines: lines.map((line) => {
            const { sku, options } = lineVariantReply(line);
            return {
                productName: line.productName,
                quantity: Number(line.quantity),
                ...(sku !== undefined && options
                    ? { variant: packingSlipMessages.variantLine(sku, optionsText(options)) }
                    : {}),
            };
        }),
        cashToCollect: cashToCollect(order, methods.get(order.checkoutId) ?? 'cod'),
        shipment: order.carrier && order.trackingNumber
            ? { carrier: order.carrier, trackingNumber: order.trackingNumber }
            : null,
    });
}
//# sourceMappingURL=orders.fulfilment.js.map