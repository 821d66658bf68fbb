// The seller's side of orders (issue 9): the fulfilment list, moving an order one step along the spec's status
// sequence with an e-mail to the buyer, the seller's customers, and the sales figures of the dashboard.
import {
  apiMessages,
  CANCELLED_ORDER_STATUS,
  formatRupees,
  fulfilmentMails,
  nextOrderStatus,
  ordersApiMessages,
  paiseToRupees,
  SELLER_PAGE_SIZE,
  type AnyOrderStatus,
  type OrderStatus,
  type SellerOrder,
  type ShippingAddressReply,
} from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import { retryingTransaction } from '../../db/transactions.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';
import { isId, nowIso } from '../../platform/ids.js';
import { escapeHtml, type Mailer, type MailMessage } from '../../platform/mailer.js';
import { contactsOf } from '../account/account.service.js';
import * as repo from './orders.fulfilment.repository.js';

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.sellerOrder>>>;

/** The rows with their buyer's name and e-mail (the account module's). */
async function withBuyers<Row extends { buyerId: string }>(
  db: Db,
  rows: Row[],
): Promise<(Row & { buyerName: string; buyerEmail: string })[]> {
  const contacts = await contactsOf(
    db,
    rows.map((row) => row.buyerId),
  );
  return rows.map((row) => {
    const contact = contacts.get(row.buyerId);
    return { ...row, buyerName: contact?.name ?? '', buyerEmail: contact?.email ?? '' };
  });
}

const orderNotFound = () => new NotFoundError(ordersApiMessages.orderNotFound);

function parseAddress(json: string): ShippingAddressReply {
  let value: Partial<Record<keyof ShippingAddressReply, unknown>> = {};
  try {
    value = JSON.parse(json) as typeof value;
  } catch {
    // an unreadable address shows as blank fields rather than failing the whole list
  }
  const text = (part: unknown) => (typeof part === 'string' ? part : '');
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
const nextStatusOf = (status: string): OrderStatus | null =>
  status === CANCELLED_ORDER_STATUS ? null : nextOrderStatus(status);

/** The seller's orders, newest first, pages of 10, optionally of one status. */
export async function sellerOrders(
  db: Db,
  sellerId: string,
  query: { status?: AnyOrderStatus | undefined; page?: number | undefined },
): Promise<{ orders: SellerOrder[]; total: number; page: number; totalPages: number }> {
  const page = query.page ?? 1;
  const total = await repo.countSellerOrders(db, sellerId, query.status);
  const rows =
    total === 0
      ? []
      : await withBuyers(
          db,
          await repo.sellerOrdersPage(db, sellerId, query.status, {
            offset: (page - 1) * SELLER_PAGE_SIZE,
            limit: SELLER_PAGE_SIZE,
          }),
        );
  const lines =
    rows.length === 0
      ? []
      : await repo.linesOfOrders(
          db,
          rows.map((row) => row.id),
        );
  return {
    orders: rows.map((row) => ({
      orderId: row.id,
      orderDate: row.createdAt,
      orderStatus: row.status,
      customer: { name: row.buyerName, email: row.buyerEmail },
      totalAmount: paiseToRupees(Number(row.totalAmount)),
      grandTotal: paiseToRupees(Number(row.grandTotal)),
      ...(row.deliveryDate ? { deliveryDate: row.deliveryDate } : {}),
      nextStatus: nextStatusOf(row.status),
      shippingAddress: parseAddress(row.shippingAddress),
      items: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          productId: line.productId,
          productName: line.productName,
          productImage: line.productImage,
          price: paiseToRupees(Number(line.sellingPrice)),
          quantity: Number(line.quantity),
        })),
    })),
    total,
    page,
    totalPages: Math.ceil(total / SELLER_PAGE_SIZE),
  };
}

function statusMail(
  order: OrderRow & { buyerName: string; buyerEmail: string },
  status: OrderStatus,
  deliveryDate: string | null,
): MailMessage {
  const number = order.id.toUpperCase();
  const paragraphs = [
    fulfilmentMails.statusIntro(order.buyerName, number, status),
    ...(deliveryDate ? [fulfilmentMails.deliveredOn(deliveryDate.slice(0, 10))] : []),
    fulfilmentMails.total(formatRupees(Number(order.grandTotal))),
    fulfilmentMails.track,
  ];
  return {
    to: order.buyerEmail,
    subject: fulfilmentMails.statusSubject(number, status),
    text: [...paragraphs, fulfilmentMails.signature].join('\n\n'),
    html:
      '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">' +
      [...paragraphs, fulfilmentMails.signature].map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      '</div>',
  };
}

/**
 * The seller moves one of their orders one step along the spec's sequence (order placed → … → delivered):
 * never back, never skipping, never once cancelled. Delivery records the date. The buyer's e-mail is queued in
 * the same transaction, so it goes out exactly when the change holds.
 */
export async function advanceOrderStatus(
  db: Db,
  mailer: Mailer,
  sellerId: string,
  input: { orderId: string; status: OrderStatus },
): Promise<{ orderId: string; orderStatus: OrderStatus; deliveryDate?: string }> {
  if (!isId(input.orderId)) throw orderNotFound();
  return retryingTransaction(db, async (trx) => {
    const order = await repo.sellerOrder(trx, sellerId, input.orderId.toLowerCase());
    if (!order) throw orderNotFound();
    if (order.status === CANCELLED_ORDER_STATUS) throw new ConflictError(apiMessages.orderCancelled);
    const next = nextStatusOf(order.status);
    if (input.status !== next) {
      throw new BadRequestError(apiMessages.statusOutOfOrder(order.status, next), { field: 'status' });
    }
    const now = nowIso();
    const deliveryDate = next === 'delivered' ? now : null;
    if (!(await repo.moveStatus(trx, order.id, order.status, next, now, deliveryDate))) {
      throw new ConflictError(apiMessages.orderChanged);
    }
    const [buyer] = await withBuyers(trx, [order]);
    await mailer.send(statusMail(buyer!, next, deliveryDate), trx);
    return { orderId: order.id, orderStatus: next, ...(deliveryDate ? { deliveryDate } : {}) };
  });
}

/** The buyers who ordered from this seller: order count and total paid (cancelled orders aside), biggest first. */
export async function sellerCustomers(db: Db, sellerId: string) {
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
export const sellerSalesFigures = (db: Db, sellerId: string, window: { from?: string; to?: string } = {}) =>
  repo.salesFigures(db, sellerId, window);

/** The seller's newest orders with the buyer's name and e-mail (amounts in paise). */
export async function recentSellerOrders(db: Db, sellerId: string, limit: number) {
  const rows = await withBuyers(
    db,
    await repo.sellerOrdersPage(db, sellerId, undefined, { offset: 0, limit }),
  );
  return rows.map((row) => ({
    orderId: row.id,
    customer: { name: row.buyerName, email: row.buyerEmail },
    totalAmount: Number(row.totalAmount),
    grandTotal: Number(row.grandTotal),
    orderStatus: row.status,
  }));
}

/** Sales (paise) and orders per UTC day since `from`, cancelled orders aside; days without any are absent. */
export async function sellerSalesPerDay(db: Db, sellerId: string, from: string) {
  const rows = await repo.salesPerDay(db, sellerId, from);
  return new Map(rows.map((row) => [row.day, { sales: Number(row.sales), orders: Number(row.orders) }]));
}

/** The seller's products by units sold (orders not cancelled), as the order lines name them. */
export async function topSellerProducts(db: Db, sellerId: string, limit: number) {
  const rows = await repo.unitsSoldBySeller(db, sellerId, limit);
  return rows.map((row) => ({
    id: row.productId,
    name: String(row.productName),
    image: String(row.productImage),
    unitsSold: Number(row.units),
  }));
}
