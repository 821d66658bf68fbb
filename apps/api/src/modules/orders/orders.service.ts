import {
  apiMessages,
  CANCELLED_ORDER_STATUS,
  hasInvoice,
  checkoutMessages,
  INITIAL_ORDER_STATUS,
  orderPaymentStatus,
  paiseToRupees,
  type OrderDetail,
  type OrderSummary,
  type PaymentMethod,
  type PaymentStatus,
  type ShippingAddressReply,
  type VariantOptions,
} from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import { retryingTransaction, type Write } from '../../db/transactions.js';
import type { User } from '../account/account.service.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { newId, nowIso } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mailer.js';
import { cancelOrderOf } from './orders.cancel.js';
import { orderCancellationMail, type MailOrder } from './orders.mails.js';
import { lineVariantReply } from './orders.variants.js';
import * as repo from './orders.repository.js';
import { returnableUntil, returnsOf } from './orders.returns.js';

// The seller's side of orders (fulfilment: status steps, the seller's orders and customers, sales figures)
// and the order mails, for the modules that show or send them.
export {
  advanceOrders,
  advanceOrderStatus,
  cancelOrderBySeller,
  packingSlip,
  recentSellerOrders,
  sellerCustomers,
  sellerOrders,
  sellerSalesFigures,
  sellerSalesPerDay,
  topSellerProducts,
} from './orders.fulfilment.js';
export { orderConfirmationMail } from './orders.mails.js';
export { decideReturn, requestReturn } from './orders.returns.js';

/** A priced order line, paise; issue 20: the variant bought, as it is now (null for a product sold as one). */
export interface NewOrderLine {
  productId: string;
  productName: string;
  productImage: string;
  productDescription: string;
  mrpPrice: number;
  sellingPrice: number;
  quantity: number;
  variant: { id: string; sku: string; options: VariantOptions } | null;
}

/** One seller's order of a checkout, with its totals and its share of the shipping, paise. */
export interface NewOrder {
  sellerId: string;
  lines: NewOrderLine[];
  totalMrp: number;
  totalAmount: number;
  discount: number;
  shippingCharge: number;
  grandTotal: number;
}

/**
 * The checkout a buyer already placed under this idempotency key: its orders and the fingerprint of what was
 * bought (null for checkouts placed before fingerprints were kept); null for a new key.
 */
export async function checkoutOfKey(
  db: Db,
  buyerId: string,
  key: string,
): Promise<{ orderIds: string[]; requestFingerprint: string | null } | null> {
  const checkout = await repo.findCheckoutByKey(db, buyerId, key);
  if (!checkout) return null;
  return {
    orderIds: await repo.orderIdsOfCheckout(db, checkout.id),
    requestFingerprint: checkout.requestFingerprint,
  };
}

/**
 * The claim of an idempotency key for a new checkout (unique per buyer), with the fingerprint of what it buys, as
 * a write the caller runs first (with its first read: readAfterWrites): of two racing submissions with one key,
 * the second fails it with a unique violation, before it touches any stock.
 */
export function checkoutClaim(
  db: Db,
  buyerId: string,
  key: string,
  requestFingerprint: string,
): { checkoutId: string; claim: Write } {
  const id = newId();
  const claim = repo.insertCheckout(db, {
    id,
    userId: buyerId,
    idempotencyKey: key,
    requestFingerprint,
    createdAt: nowIso(),
  });
  return { checkoutId: id, claim };
}

/**
 * A checkout's orders and their lines, to be written with its other writes (writeTogether): the two writes, and
 * the order ids in the order given.
 */
export function ordersToWrite(
  db: Db,
  input: { checkoutId: string; buyerId: string; address: ShippingAddressReply; orders: NewOrder[] },
): { orderIds: string[]; writes: Write[] } {
  const now = nowIso();
  const address = JSON.stringify(input.address);
  const rows = input.orders.map((order) => ({ id: newId(), order }));
  const orders = repo.insertOrders(
    db,
    rows.map(({ id, order }) => ({
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
    })),
  );
  const lines = repo.insertOrderLines(
    db,
    rows.flatMap(({ id, order }) =>
      order.lines.map(({ variant, ...line }) => ({
        id: newId(),
        orderId: id,
        ...line,
        variantId: variant?.id ?? null,
        sku: variant?.sku ?? null,
        variantOptions: variant ? JSON.stringify(variant.options) : null,
      })),
    ),
  );
  return { orderIds: rows.map(({ id }) => id), writes: [orders, lines] };
}

/**
 * Records how a checkout is paid: the method, a status and, for a card, its last four digits — nothing else
 * of the card ever reaches the database. The write, to be run with the checkout's others (writeTogether).
 */
export function paymentToWrite(
  db: Db,
  input: {
    checkoutId: string;
    buyerId: string;
    method: PaymentMethod;
    status: PaymentStatus;
    cardLastFour: string | null;
    amount: number;
  },
): Write {
  return repo.insertPayment(db, {
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
export function paymentLabel(method: PaymentMethod, cardLastFour: string | null): string {
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
function orderDate(iso: string): { day: number; month: number; year: number } {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { day: Number(parts.day), month: Number(parts.month), year: Number(parts.year) };
}

function parseAddress(json: string): ShippingAddressReply {
  const value = JSON.parse(json) as Partial<ShippingAddressReply>;
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
export async function listOrders(db: Db, buyerId: string): Promise<OrderSummary[]> {
  const orders = await repo.listOrdersOfBuyer(db, buyerId);
  const lines = await repo.linesOfOrders(
    db,
    orders.map((order) => order.id),
  );
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
export async function getOrderDetails(db: Db, buyer: User, orderId: string): Promise<OrderDetail> {
  const order = await repo.findOrderOfBuyer(db, buyer.id, orderId);
  if (!order) throw new NotFoundError(apiMessages.orderNotFound);
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
export async function cancelOrder(
  db: Db,
  mailer: Mailer,
  buyer: User,
  orderId: string,
  reason?: string,
): Promise<{ orderId: string; orderStatus: string }> {
  return retryingTransaction(db, async (trx) => {
    const result = await cancelOrderOf(trx, { buyerId: buyer.id }, orderId, {
      by: 'buyer',
      reason: reason ?? null,
    });
    if (!result.ok) {
      if (result.why === 'missing') throw new NotFoundError(apiMessages.orderNotFound);
      throw new ConflictError(
        result.why === 'cancelled' ? apiMessages.alreadyCancelled : apiMessages.notCancellable,
      );
    }
    const { order, lines } = result;
    const mailOrder: MailOrder = {
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
export async function orderWithLines(db: Db, orderId: string) {
  const order = await repo.findOrder(db, orderId.toLowerCase());
  if (!order) return undefined;
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
export async function mostOrderedProductIds(db: Db, limit: number): Promise<string[]> {
  const rows = await repo.unitsOrderedByProduct(db, limit);
  return rows.map((row) => row.productId);
}

/** Which of these buyers received the product in a delivered order (a verified purchase). */
export async function buyersWhoReceived(
  db: Db,
  productId: string,
  buyerIds: readonly string[],
): Promise<Set<string>> {
  if (buyerIds.length === 0) return new Set();
  const rows = await repo.buyersWhoReceived(db, productId, buyerIds);
  return new Set(rows.map((row) => row.buyerId));
}
