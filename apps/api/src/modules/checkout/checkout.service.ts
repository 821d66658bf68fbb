// Checkout (POST /api/order/submit-order) as named steps in ONE transaction (docs/architecture.md):
// claim the idempotency key → validate the cart → price lines → create orders → record payment → clear the
// bought units → save the address when asked → queue the confirmation → take stock. issue 21: before anything is
// written, every line is checked against what the shopper saw (its price, and stock to cover it): a difference
// refuses the checkout with 409 and the list of changes, and nothing is written. Any failure rolls back
// everything; checkout owns no table and works through the other modules' services.
import { createHash } from 'node:crypto';
import {
  apiMessages,
  cardLastFour,
  paiseToRupees,
  type CheckoutChange,
  cartTotals,
  shippingCharge,
  splitInProportion,
  type OrderLine,
  type PaymentData,
  type ShippingAddress,
  type ShippingAddressReply,
  type SubmitOrder,
} from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { retryingTransaction, writeTogether, type CommitWith, type Write } from '../../db/transactions.js';
import type { User } from '../account/account.service.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnprocessableError,
} from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mailer.js';
import {
  checkoutBookEntry,
  keepCheckoutAddress,
  saveCheckoutAddress,
} from '../addresses/addresses.service.js';
import { lineName, lineVariant, removeBoughtUnits } from '../cart/cart.service.js';
import {
  findProductsForSale,
  findVariants,
  StockNotTaken,
  takeStock,
  takeStocks,
  takeStocksAndCommit,
  type ProductForSale,
  type Variant,
} from '../inventory/inventory.service.js';
import {
  checkoutClaim,
  checkoutOfKey,
  orderConfirmationMail,
  ordersToWrite,
  paymentLabel,
  paymentToWrite,
  type NewOrder,
  type NewOrderLine,
} from '../orders/orders.service.js';

export interface SubmittedOrder {
  orderIds: string[];
  /** the address saved as the buyer's default, when asked */
  updatedShippingAddress?: ShippingAddressReply;
}

/**
 * contract: an `Idempotency-Key` header, or failing that the same `timeStamp` from the same buyer, names one
 * checkout; with neither, every submission is new.
 */
export function idempotencyKeyOf(header: string | undefined, timeStamp: string | undefined): string {
  if (header && header.trim() !== '') return `key:${header.trim()}`;
  if (timeStamp && timeStamp !== '') return `timeStamp:${timeStamp}`;
  return `once:${newId()}`;
}

/**
 * What a submission buys, as a fingerprint kept with its checkout: the lines, the address, the source and how it
 * is paid (method and the card's last four, never the card itself). A retry under the same idempotency key must
 * match it; `timeStamp` stands in for the key, so it is left out.
 */
export function requestFingerprint(input: SubmitOrder): string {
  const { methodName } = input.paymentData;
  const payment =
    input.paymentData.methodName === 'debitcard'
      ? { methodName, card: cardLastFour(input.paymentData.methodDetail.cardNumber) }
      : input.paymentData.methodName === 'upi'
        ? { methodName, upiId: input.paymentData.methodDetail.upiId }
        : { methodName };
  // issue 20: a line of a variant carries its id (lines without one read as they always did)
  // issue 21: the price the shopper confirmed is part of what is bought (absent, the line reads as before)
  const lines = [...input.cartProduct].sort(byProductThenVariant).map((line) => {
    const bought =
      line.variantId === null
        ? [line.productId, line.quantity]
        : [line.productId, line.quantity, line.variantId];
    return line.seenPrice === undefined ? bought : [...bought, { seenPrice: line.seenPrice }];
  });
  const address = Object.entries(input.shippingAddress).sort(([a], [b]) => (a < b ? -1 : 1));
  const book = input.saveToAddressBook ? { saveToAddressBook: true } : {};
  return createHash('sha256')
    .update(JSON.stringify({ lines, address, payment, source: input.source, ...book }))
    .digest('base64url');
}

/** The orders placed earlier under this key, or 422 when they were placed for something else. */
function earlierOrders(
  earlier: { orderIds: string[]; requestFingerprint: string | null },
  fingerprint: string,
): string[] {
  if (earlier.requestFingerprint !== null && earlier.requestFingerprint !== fingerprint) {
    throw new UnprocessableError(apiMessages.idempotencyKeyReused);
  }
  return earlier.orderIds;
}

/** Lines in product id order, then variant id: the one order in which rows are locked. */
function byProductThenVariant(a: OrderLine, b: OrderLine): number {
  const first = a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;
  if (first !== 0) return first;
  const [x, y] = [a.variantId ?? '', b.variantId ?? ''];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A line of the cart with what it buys: the product and (issue 20) its variant. */
interface CartItem {
  line: OrderLine;
  product: ProductForSale;
  variant: Variant | undefined;
}

/**
 * Every line names a product that can be bought now (404 otherwise: unknown, hidden or draft), not the buyer's
 * own (403; issue 21: a seller cannot buy, then review, what they sell) and, for a product with variants, one
 * of its variants (400 naming the line's variantId otherwise; issue 20). The checkout's claim is written first,
 * in the same statement as the products' read on PostgreSQL.
 */
async function validateCart(
  trx: Db,
  buyerId: string,
  lines: readonly OrderLine[],
  claim: Write,
): Promise<CartItem[]> {
  const products = await findProductsForSale(
    trx,
    lines.map((line) => line.productId),
    [claim],
  );
  const items: CartItem[] = [];
  for (const [index, line] of lines.entries()) {
    const product = products.get(line.productId);
    if (!product) throw new NotFoundError(apiMessages.productNotFound);
    if (product.sellerId === buyerId) throw new ForbiddenError(apiMessages.cannotBuyOwnProduct(product.name));
    const fault = (text: string) =>
      new BadRequestError(apiMessages.lineField(index, 'variantId', text), {
        field: `cartProduct.${index}.variantId`,
      });
    items.push({ line, product, variant: await lineVariant(trx, product, line.variantId, fault) });
  }
  return items;
}

/** What a line costs now (paise): its variant's price, or its product's. */
const priceNow = ({ product, variant }: CartItem): number => (variant ?? product).sellingPrice;

/** A line as it is now against what the shopper saw, with the stock there is now. */
function changeOf(item: CartItem, stock: number): CheckoutChange {
  const { line, product, variant } = item;
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    name: lineName(product, variant),
    oldPrice: paiseToRupees(line.seenPrice ?? priceNow(item)),
    newPrice: paiseToRupees(priceNow(item)),
    mrpPrice: paiseToRupees((variant ?? product).mrpPrice),
    quantity: line.quantity,
    stock,
  };
}

/**
 * issue 21: 409 with every change, the price's first ('Prices changed…'), otherwise the first short line's
 * 'Not enough stock for …' (the text this refusal always had).
 */
function changedError(changes: readonly CheckoutChange[]): ConflictError {
  const repriced = changes.some((change) => change.oldPrice !== change.newPrice);
  const short = changes.find((change) => change.stock < change.quantity);
  const message = repriced || !short ? apiMessages.pricesChanged : apiMessages.notEnoughStock(short.name);
  return new ConflictError(message, { changes });
}

/**
 * issue 21: no surprise at Place Order. Every line sent with a price must still cost that (a variant's own
 * price for a variant), and every line's stock must cover it; otherwise 409 lists each change and nothing is
 * written. Lines without a price are priced from the database unchecked, as they always were.
 */
function checkAsSeen(items: readonly CartItem[]): void {
  const changes = items
    .filter((item) => {
      const { line, product, variant } = item;
      const repriced = line.seenPrice !== undefined && line.seenPrice !== priceNow(item);
      return repriced || (variant ?? product).stock < line.quantity;
    })
    .map((item) => changeOf(item, (item.variant ?? item.product).stock));
  if (changes.length > 0) throw changedError(changes);
}

/** The units of a line left now (0 once it stopped being for sale), read after a stock update missed. */
async function stockNow(trx: Db, { product, variant }: CartItem): Promise<number> {
  const current = (await findProductsForSale(trx, [product.id])).get(product.id);
  if (!current) return 0;
  if (!variant) return current.stock;
  return (await findVariants(trx, [variant.id])).get(variant.id)?.stock ?? 0;
}

/**
 * One conditional UPDATE per line (`stock >= q`; of a variant, its product's row then its own); the first miss
 * (another checkout took the units since they were checked) aborts the checkout with 409 naming the line and
 * the stock left. Lines are taken in product id order, then variant id, so two checkouts never wait on each
 * other's rows in opposite orders. On PostgreSQL a cart of products sold as one is taken in one statement sent
 * with the COMMIT (takeStocksAndCommit): a miss there throws StockNotTaken, answered after the rollback
 * (shortLineError).
 */
async function takeStockFor(trx: Db, items: readonly CartItem[], commitWith: CommitWith): Promise<void> {
  const ordered = [...items].sort((a, b) => byProductThenVariant(a.line, b.line));
  if (ordered.every((item) => !item.variant)) {
    const lines = ordered.map(({ line }) => line);
    if (await takeStocksAndCommit(trx, lines, commitWith)) return;
    const missed = await takeStocks(trx, lines);
    const item = ordered.find(({ line }) => line.productId === missed);
    if (item) throw changedError([changeOf(item, await stockNow(trx, item))]);
    return;
  }
  for (const item of ordered) {
    const { line, variant } = item;
    if (!(await takeStock(trx, line.productId, line.quantity, variant?.id ?? null))) {
      throw changedError([changeOf(item, await stockNow(trx, item))]);
    }
  }
}

/**
 * The 409 for a cart whose units were not all there when its stock was taken (StockNotTaken: rolled back, nothing
 * written): the first line, in product id order, short now. None is when another checkout's units came back
 * in between (a cancelled order): undefined, and the checkout runs again.
 */
async function shortLineError(db: Db, items: readonly CartItem[]): Promise<ConflictError | undefined> {
  const ordered = [...items].sort((a, b) => byProductThenVariant(a.line, b.line));
  for (const item of ordered) {
    const stock = await stockNow(db, item);
    if (stock < item.line.quantity) return changedError([changeOf(item, stock)]);
  }
  return undefined;
}

/** A priced line with the seller it is bought from. */
export type SellerLine = NewOrderLine & { sellerId: string };

/**
 * Prices come from the database only (a variant's own, issue 20): a price the client sent was checked against
 * them (checkAsSeen); names and sellers sent are never read. A variant's line keeps its SKU and options as they
 * are now.
 */
function priceLines(items: readonly CartItem[]): SellerLine[] {
  return items.map(({ line, product, variant }) => ({
    sellerId: product.sellerId,
    productId: product.id,
    productName: product.name,
    productImage: variant?.image ?? product.image,
    productDescription: product.description,
    mrpPrice: (variant ?? product).mrpPrice,
    sellingPrice: (variant ?? product).sellingPrice,
    quantity: line.quantity,
    variant: variant ? { id: variant.id, sku: variant.sku, options: variant.options } : null,
  }));
}

/**
 * One order per seller, in the cart's order. docs/product.md §9 shipping is reckoned on the whole cart (what the checkout
 * screen shows) and shared across the orders in proportion to their goods, to the paisa, so the orders add up
 * to exactly what the buyer saw.
 */
export function splitBySeller(priced: readonly SellerLine[]): { orders: NewOrder[]; grandTotal: number } {
  const groups = new Map<string, NewOrderLine[]>();
  for (const { sellerId, ...line } of priced) groups.set(sellerId, [...(groups.get(sellerId) ?? []), line]);
  const cart = cartTotals(priced);
  const shipping = shippingCharge(cart.total);
  const sellers = [...groups].map(([sellerId, lines]) => ({ sellerId, lines, totals: cartTotals(lines) }));
  const shares = splitInProportion(
    shipping,
    sellers.map((seller) => seller.totals.total),
  );
  const orders = sellers.map(({ sellerId, lines, totals }, index) => {
    const share = shares[index] ?? 0;
    return {
      sellerId,
      lines,
      totalMrp: totals.totalMrp,
      totalAmount: totals.total,
      discount: totals.discount,
      shippingCharge: share,
      grandTotal: totals.total + share,
    };
  });
  return { orders, grandTotal: cart.total + shipping };
}

/** Card and UPI payments are taken at once (no gateway yet); cash on delivery waits for the courier. */
function paymentRecord(payment: PaymentData) {
  return {
    method: payment.methodName,
    status: payment.methodName === 'cod' ? ('pending' as const) : ('paid' as const),
    cardLastFour: payment.methodName === 'debitcard' ? cardLastFour(payment.methodDetail.cardNumber) : null,
  };
}

const addressReply = (address: ShippingAddress): ShippingAddressReply => ({ ...address });

/**
 * Places the buyer's cart as orders (see the steps above). A submission whose idempotency key already
 * produced orders answers with those orders and writes nothing; sent with a different cart, address or
 * payment, it is refused with 422 and writes nothing.
 */
export async function submitOrder(
  db: Db,
  mailer: Mailer,
  buyer: User,
  input: SubmitOrder,
  idempotencyKey: string,
): Promise<SubmittedOrder> {
  const fingerprint = requestFingerprint(input);
  // a cart whose units went between their check and their taking (StockNotTaken) is answered 409 from the stock
  // left then, or, should every line be there again by then, placed again
  for (let attempt = 1; ; attempt += 1) {
    let items: CartItem[] = [];
    try {
      return await placeOrders(db, mailer, buyer, input, idempotencyKey, fingerprint, (checked) => {
        items = checked;
      });
    } catch (error) {
      // The key was used before, or a twin submission with the same key committed first: answer with its
      // orders (or 422 if it bought something else).
      if (isUniqueViolation(error)) {
        const twin = await checkoutOfKey(db, buyer.id, idempotencyKey);
        if (twin) return { orderIds: earlierOrders(twin, fingerprint) };
      }
      if (error instanceof StockNotTaken) {
        const refusal = await shortLineError(db, items);
        if (refusal || attempt >= 3) throw refusal ?? changedError([changeOf(items[0]!, 0)]);
        continue;
      }
      throw error;
    }
  }
}

/** The transaction of submitOrder; `checked` hears the cart's lines as validated. */
function placeOrders(
  db: Db,
  mailer: Mailer,
  buyer: User,
  input: SubmitOrder,
  idempotencyKey: string,
  fingerprint: string,
  checked: (items: CartItem[]) => void,
): Promise<SubmittedOrder> {
  return retryingTransaction(db, async (trx, commitWith) => {
    // The key is claimed first, without looking it up before: a key used before fails here with a unique
    // violation (answered by submitOrder with the earlier orders, or 422) before anything else is read or written.
    // The claim goes with the products' read (one statement on PostgreSQL).
    const { checkoutId, claim } = checkoutClaim(trx, buyer.id, idempotencyKey, fingerprint);
    // issue 21: an address to be saved must be one the address book's own form takes (a phone above all): 400,
    // and nothing written, rather than an order whose address is saved by half; the claim still goes first (a
    // reused key answers with its orders, or 422)
    if (input.shippingAddress.isDefaultShippingAddress || input.saveToAddressBook) {
      try {
        checkoutBookEntry(buyer, addressReply(input.shippingAddress));
      } catch (error) {
        await writeTogether(trx, [claim]);
        throw error;
      }
    }
    const items = await validateCart(trx, buyer.id, input.cartProduct, claim);
    checked(items);
    checkAsSeen(items);
    const { orders, grandTotal } = splitBySeller(priceLines(items));
    const address = addressReply(input.shippingAddress);
    const { orderIds, writes: orderRows } = ordersToWrite(trx, {
      checkoutId,
      buyerId: buyer.id,
      address,
      orders,
    });
    const payment = paymentRecord(input.paymentData);
    const mail = orderConfirmationMail({
      to: buyer.email,
      name: buyer.name,
      orders: orders.map((order, index) => ({ ...order, orderId: orderIds[index] ?? '' })),
      grandTotal,
      address,
      payment: paymentLabel(payment.method, payment.cardLastFour),
    });
    // the orders, their lines, the payment and the queued mail: one statement on PostgreSQL, with the read of
    // the cart's lines bought
    const writes = [
      ...orderRows,
      paymentToWrite(trx, { checkoutId, buyerId: buyer.id, amount: grandTotal, ...payment }),
      mailer.queued(mail, trx),
    ];
    // Buy Now buys past the cart: the shopper's cart stays as it was. issue 21: a cart line keeps what of
    // it was not bought.
    if (input.source === 'cart') await removeBoughtUnits(trx, buyer.id, input.cartProduct, writes);
    else await writeTogether(trx, writes);
    // issue 21: the address is saved with the order, so a refused order saves nothing
    const saved = input.shippingAddress.isDefaultShippingAddress
      ? await saveCheckoutAddress(trx, buyer, address).then(() => address)
      : undefined;
    if (!saved && input.saveToAddressBook) await keepCheckoutAddress(trx, buyer, address);
    // The stock is taken last: a product's row stays locked from its UPDATE to the commit, and every
    // checkout of that product waits that long (on PostgreSQL, one statement sent with the COMMIT). A miss rolls
    // back everything written above.
    await takeStockFor(trx, items, commitWith);
    return { orderIds, ...(saved ? { updatedShippingAddress: saved } : {}) };
  });
}
