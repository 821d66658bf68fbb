import { apiMessages, CANCELLED_ORDER_STATUS, hasInvoice, checkoutMessages, INITIAL_ORDER_STATUS, orderPaymentStatus, paiseToRupees, } from '@bazaar/domain';
import { retryingTransaction } from '../../db/transactions.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { newId, nowIso } from '../../platform/ids.js';
import { cancelOrderOf } from './orders.cancel.js';
import { orderCancellationMail } from './orders.mails.js';
import { lineVariantReply } from './orders.variants.js';
import * as repo from './orders.repository.js';
import { returnableUntil, returnsOf } from './orders.returns.js';
// The seller's side of orders (fulfilment: status steps, the seller's orders and customers, sales figures)
// and the order mails, for the modules that show or send them.
export { advanceOrders, advanceOrderStatus, cancelOrderBySeller, packingSlip, recentSellerOrders, sellerCustomers, sellerOrders, sellerSalesFigures, sellerSalesPerDay, topSellerProducts, } from './orders.fulfilment.js';
export { orderConfirmationMail } from './orders.mails.js';
export { decideReturn, requestReturn } from './orders.returns.js';
/**
 * The checkout a buyer already placed under this idempotency key: its orders and the fingerprint of what was
 * bought (null for checkouts placed before fingerprints were kept); null for a new key.
 */
export async function checkoutOfKey(db, buyerId, key) {
    const checkout = await repo.findCheckoutByKey(db, buyerId, key);
    if (!checkout)
        return null;
    return {
        orderIds: await repo.orderIdsOfCheckout(db, checkout.id),
        requestFingerprint: checkout.requestFingerprint,
    };
}
/**
 * Claims an idempotency key for a new checkout (unique per buyer), with the fingerprint of what it buys: of two
 * racing submissions with one key, the second fails here with a unique violation, before it touches any stock.
 */
export async function claimCheckout(db, buyerId, key, requestFingerprint) {
    const id = newId();
    await repo.insertCheckout(db, {
        id,
        userId: buyerId,
        idempotencyKey: key,
        requestFingerprint,
        createdAt: nowIso(),
    });
    return id;
}
/** Writes a checkout's orders and their lines; answers the order ids in the order given. */
export async function createOrders(db, input) {
    const now = nowIso();
    const address = JSON.stringify(input.address);
    const rows = input.orders.map((order) => ({ id: newId(), order }));
    await repo.insertOrders(db, rows.map(({ id, order }) => ({
        id,
        checkoutId: input.checkoutId,
        buyerId: input.buyerId,
        sellerId: order.sellerId,
        status: INITIAL_ORDER_STATUS,
        totalMrp: order.totalMrp,
        totalAmount: order.totalAmount,
        discount: order.discount,
        shippingCharge: order.shippingCharge,
        grandTotal: order.grandTotal,
        shippingAddress: address,
        deliveryDate: null,
        isInvoiceUploaded: 0,
        cancelledAt: null,
        createdAt: now,
        updatedAt: now,
    })));
    await repo.insertOrderLines(db, rows.flatMap(({ id, order }) => order.lines.map(({ variant, ...line }) => ({
        id: newId(),
        orderId: id,
        ...line,
        variantId: variant?.id ?? null,
        sku: variant?.sku ?? null,
        variantOptions: variant ? JSON.stringify(variant.options) : null,
    }))));
    return rows.map(({ id }) => id);
}
/**
 * Records how a checkout is paid: the method, a status and, for a card, its last four digits — nothing else
 * of the card ever reaches the database.
 */
export async function recordPayment(db, input) {
    await repo.insertPayment(db, {
        id: newId(),
        checkoutId: input.checkoutId,
        userId: input.buyerId,
        methodName: input.method,
        status: input.status,
        maskedDetail: input.cardLastFour,
        amount: input.amount,
        createdAt: nowIso(),
    });
}
/** How the e-mails name a payment: 'Debit / Credit Card ending 4242', 'UPI', 'Cash On Delivery'. */
export function paymentLabel(method, cardLastFour) {
    const label = checkoutMessages.paymentMethods[method];
    return cardLastFour ? `${label} ending ${cardLastFour}` : label;
}
// Order dates are shown as the shopper's calendar day in India.
const dayParts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
});
function orderDate(iso) {
    const parts = Object.fromEntries(dayParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    return { day: Number(parts.day), month: Number(parts.month), year: Number(parts.year) };
}
function parseAddress(json) {
    const value = JSON.parse(json);
    return {
        ...(value.fullName ? { fullName: value.fullName } : {}),
        ...(value.phoneNumber ? { phoneNumber: value.phoneNumber } : {}),
        addressLine1: value.addressLine1 ?? '',
        addressLine2: value.addressLine2 ?? '',
        country: value.country ?? '',
        state: value.state ?? '',
        city: value.city ?? '',
        pinCode: value.pinCode ?? '',
    };
}
/** The buyer's orders, newest first; `totalAmount` is what the buyer paid for each (goods + its shipping). */
export async function listOrders(db, buyerId) {
    const orders = await repo.listOrdersOfBuyer(db, buyerId);
    const lines = await repo.linesOfOrders(db, orders.map((order) => order.id));
    return orders.map((order) => ({
        orderId: order.id,
        id: order.id,
        orderDate: orderDate(order.createdAt),
        totalAmount: paiseToRupees(order.grandTotal),
        orderStatus: order.status,
        ...(order.deliveryDate ? { DeliveryDate: order.deliveryDate } : {}),
        // issue 21: the GST invoice exists once the order shipped (GET /api/order/:orderId/invoice)
        isInvoiceUploaded: order.isInvoiceUploaded === 1 || hasInvoice(order.status),
        orderItems: lines
            .filter((line) => line.orderId === order.id)
            .map((line) => ({
            productId: line.productId,
            productImage: line.productImage,
            productName: line.productName,
            productDescription: line.productDescription,
            price: paiseToRupees(line.sellingPrice),
            quantity: line.quantity,
            ...lineVariantReply(line),
        })),
    }));
}
/** One of the buyer's orders; 404 for an unknown id and for someone else's order alike. */
export async function getOrderDetails(db, buyer, orderId) {
    const order = await repo.findOrderOfBuyer(db, buyer.id, orderId);
    if (!order)
        throw new NotFoundError(apiMessages.orderNotFound);
    const [lines, payment, events, returns] = await Promise.all([
        repo.linesOfOrders(db, [order.id]),
        repo.findPaymentOfCheckout(db, order.checkoutId),
        repo.statusEventsOf(db, order.id),
        returnsOf(db, [order.id]),
    ]);
    const returnable = returnableUntil(order);
    return {
        orderId: order.id,
        orderDate: order.createdAt,
        orderStatus: order.status,
        statusHistory: events.map((event) => ({ status: event.status, at: event.at })),
        ...(order.status === CANCELLED_ORDER_STATUS && order.cancelReason
            ? { cancelReason: order.cancelReason }
            : {}),
        orderItems: lines.map((line) => ({
            productId: line.productId,
            productName: line.productName,
            productImage: line.productImage,
            price: paiseToRupees(line.sellingPrice),
            quantity: line.quantity,
            ...lineVariantReply(line),
        })),
        customerDetail: {
            customerName: buyer.name,
            customerEmail: buyer.email,
            customerPhoneNumber: buyer.phoneNumber,
        },
        shippingAddress: parseAddress(order.shippingAddress),
        paymentMethod: payment?.methodName ?? 'cod',
        paymentStatus: orderPaymentStatus(payment?.status ?? 'pending', order.status === CANCELLED_ORDER_STATUS),
        ...(payment?.methodName === 'debitcard' && payment.maskedDetail
            ? { cardLast4: payment.maskedDetail }
            : {}),
        ...(order.carrier && order.trackingNumber
            ? { carrier: order.carrier, trackingNumber: order.trackingNumber }
            : {}),
        totalMrpPrice: paiseToRupees(order.totalMrp),
        totalDiscount: paiseToRupees(order.discount),
        shippingCharge: paiseToRupees(order.shippingCharge),
        grandTotal: paiseToRupees(order.grandTotal),
        ...(returnable ? { returnableUntil: returnable } : {}),
        ...(returns.has(order.id) ? { returns: returns.get(order.id) } : {}),
    };
}
/**
 * The buyer cancels an order that has not shipped (orders.cancel.ts: status, stock back, payment settled, one
 * lock order), and the e-mail is queued in the same transaction. 404 for an unknown or someone else's order,
 * 409 once shipped or already cancelled. A deadlock that still happens runs the cancel again
 * (retryingTransaction).
 */
export async function cancelOrder(db, mailer, buyer, orderId, reason) {
    return retryingTransaction(db, async (trx) => {
        const result = await cancelOrderOf(trx, { buyerId: buyer.id }, orderId, {
            by: 'buyer',
            reason: reason ?? null,
        });
        if (!result.ok) {
            if (result.why === 'missing')
                throw new NotFoundError(apiMessages.orderNotFound);
            throw new ConflictError(result.why === 'cancelled' ? apiMessages.alreadyCancelled : apiMessages.notCancellable);
        }
        const { order, lines } = result;
        const mailOrder = {
            orderId: order.id,
            lines: lines.map((line) => {
                const { options } = lineVariantReply(line);
                return { ...line, variant: options ? { options } : null };
            }),
            totalAmount: order.totalAmount,
            shippingCharge: order.shippingCharge,
            grandTotal: order.grandTotal,
        };
        await mailer.send(orderCancellationMail({ to: buyer.email, name: buyer.name, order: mailOrder }), trx);
        return { orderId: order.id, orderStatus: order.status };
    });
}
/**
 * An order with its lines, its shipping address and its payment, whoever asks: the callers (the invoice) check
 * that the user is its buyer or its seller. Undefined for an unknown id.
 */
export async function orderWithLines(db, orderId) {
    const order = await repo.findOrder(db, orderId.toLowerCase());
    if (!order)
        return undefined;
    const [lines, payment] = await Promise.all([
        repo.linesOfOrders(db, [order.id]),
        repo.findPaymentOfCheckout(db, order.checkoutId),
    ]);
    return {
        ...order,
        shippingAddress: parseAddress(order.shippingAddress),
        lines: lines.map((line) => ({ ...line, variant: lineVariantReply(line) })),
        payment,
    };
}
/** Product ids by units ordered, most first; a cancelled order is no sale (for best sellers). */
export async function mostOrderedProductIds(db, limit) {
    const rows = await repo.unitsOrderedByProduct(db, limit);
    return rows.map((row) => row.productId);
}
/** Which of these buyers received the product in a delivered order (a verified purchase). */
export async function buyersWhoReceived(db, productId, buyerIds) {
    if (buyerIds.length === 0)
        return new Set();
    const rows = await repo.buyersWhoReceived(db, productId, buyerIds);
    return new Set(rows.map((row) => row.buyerId));
}
//# sourceMappingURL=orders.service.js.map