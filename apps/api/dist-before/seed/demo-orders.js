import { CANCELLED_ORDER_STATUS, orderStatusIndex, sellerMessages, stockStatusKey, } from '@bazaar/domain';
import { splitBySeller } from '../modules/checkout/checkout.service.js';
import { hashString, Rng } from './random.js';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * The newest orders, one per age (hours) with the status it has reached, so every step of the sequence waits
 * on the seller whatever the seed: two to confirm, then one or two at each later step.
 */
const RECENT_ORDERS = [
    [3, 'order placed'],
    [10, 'order placed'],
    [22, 'order confirmed'],
    [34, 'order confirmed'],
    [46, 'processing'],
    [62, 'processing'],
    [80, 'shipped'],
    [98, 'shipped'],
    [118, 'out for delivery'],
];
/** issue 20: a shipped order names its carrier and tracking number, drawn from the order id (not the rng). */
function shipmentOf(orderId, status) {
    if (orderStatusIndex(status) < orderStatusIndex('shipped'))
        return {};
    const carriers = sellerMessages.orders.carrierSuggestions;
    const hash = hashString(orderId);
    return {
        carrier: carriers[hash % carriers.length] ?? carriers[0],
        trackingNumber: `BZ${String(hash).padStart(10, '0')}IN`,
    };
}
/** Older orders, delivered or cancelled, between `OLDER_FROM_DAYS` and `OLDER_TO_DAYS` ago, more of them lately. */
const OLDER_ORDERS = 38;
const OLDER_FROM_DAYS = 6;
const OLDER_TO_DAYS = 58;
const CANCELLED_SHARE = 0.1;
/** Share of checkouts that also buy from another seller (checkout then makes one order per seller). */
const OTHER_SELLER_SHARE = 0.3;
const SECOND_LINE_SHARE = 0.3;
/** Share of delivered orders whose buyer later reviewed what they bought (the review shows Verified Purchase). */
const REVIEWED_PURCHASE_SHARE = 0.5;
/** An order has arrived within a week: a buyer's review of what they bought comes later than that. */
const ARRIVED_WITHIN_MS = 7 * DAY_MS;
/** Above this price (paise) a buyer takes one unit. */
const ONE_UNIT_FROM = 1_500_000;
const iso = (ms) => new Date(ms).toISOString();
function timelines(rng, nowMs) {
    const recent = RECENT_ORDERS.map(([hours, status]) => {
        const createdMs = Math.round(nowMs - (hours + rng.float()) * HOUR_MS);
        // Each step the seller took so far, a few hours apart.
        const updatedMs = status === 'order placed' ? createdMs : Math.round(createdMs + (nowMs - createdMs) * 0.7);
        return { createdMs, status, updatedMs, deliveredMs: null, cancelledMs: null };
    });
    const older = Array.from({ length: OLDER_ORDERS }, () => {
        const days = OLDER_FROM_DAYS + (OLDER_TO_DAYS - OLDER_FROM_DAYS) * rng.float() ** 1.4;
        const createdMs = Math.round(nowMs - days * DAY_MS);
        if (rng.chance(CANCELLED_SHARE)) {
            // spec: the buyer may cancel until the order ships, here within a day or so.
            const cancelledMs = createdMs + rng.int(1, 30) * HOUR_MS;
            return {
                createdMs,
                status: CANCELLED_ORDER_STATUS,
                updatedMs: cancelledMs,
                deliveredMs: null,
                cancelledMs,
            };
        }
        const deliveredMs = Math.min(nowMs - HOUR_MS, createdMs + rng.int(2 * 24 + 6, 6 * 24) * HOUR_MS);
        return { createdMs, status: 'delivered', updatedMs: deliveredMs, deliveredMs, cancelledMs: null };
    });
    return [...older, ...recent].sort((a, b) => a.createdMs - b.createdMs);
}
/** Card and UPI are paid at once, cash on delivery stays due (checkout's rule; nothing marks it paid later). */
function paymentStatusOf(method) {
    return method === 'cod' ? 'pending' : 'paid';
}
/**
 * Plans the demo seller's orders from the demo catalogue: pure, deterministic for a seed and `now`. Buyers only
 * buy what was for sale then (visible, listed before, in stock) and never take a listing into another stock
 * band, so the catalogue keeps the bands it pins (docs/product.md §4); a buyer never buys what they had already reviewed
 * (a delivered order makes their review a verified purchase, which must not predate the purchase).
 */
export function planDemoOrders(input) {
    const rng = new Rng(hashString(`demo-orders:${input.seed}`));
    const nowMs = input.now.getTime();
    const stock = new Map(input.products.flatMap((product) => [
        [product.id, product.stock],
        ...product.variants.map((variant) => [variant.id, variant.stock]),
    ]));
    const unitsTaken = new Map();
    const reviewedAt = new Map(input.reviews.map((review) => [`${review.userId}:${review.productId}`, Date.parse(review.createdAt)]));
    const quantityOf = (product) => product.sellingPrice >= ONE_UNIT_FROM
        ? 1
        : rng.weighted([
            [1, 0.65],
            [2, 0.25],
            [3, 0.1],
        ]);
    /** Whether the product (or variant) `id` can spare `quantity` units without changing its stock band. */
    const spares = (id, quantity) => {
        const left = stock.get(id) ?? 0;
        return left >= quantity && stockStatusKey(left - quantity) === stockStatusKey(left);
    };
    /** The variants that can spare `quantity` units (none for a product sold as one). */
    const sizesFor = (product, quantity) => product.variants.filter((variant) => spares(variant.id, quantity));
    const canBuy = (product, quantity, buyerId, atMs) => {
        const reviewed = reviewedAt.get(`${buyerId}:${product.id}`);
        return (product.isHide === 0 &&
            Date.parse(product.createdAt) < atMs - DAY_MS &&
            spares(product.id, quantity) &&
            (product.variants.length === 0 || sizesFor(product, quantity).length > 0) &&
            (reviewed === undefined || reviewed > atMs + ARRIVED_WITHIN_MS));
    };
    const take = (id, units) => stock.set(id, (stock.get(id) ?? 0) - units);
    // Better-reviewed listings sell more, so the best sellers are ones shoppers rate.
    const pickWeighted = (candidates) => candidates.length === 0
        ? undefined
        : rng.weighted(candidates.map((product) => [product, 1 + product.ratingTotal]));
    const demoProducts = input.products.filter((product) => product.sellerId === input.demoSellerId);
    const otherProducts = input.products.filter((product) => product.sellerId !== input.demoSellerId);
    const checkouts = [];
    for (const timeline of timelines(rng, nowMs)) {
        const buyer = rng.pick(input.buyers);
        const lines = [];
        /** Adds a line of the product picked (from those `open` offers): the units wanted, or one if it cannot spare them. */
        const add = (pick) => {
            const product = pick();
            if (!product)
                return;
            const wanted = quantityOf(product);
            const units = canBuy(product, wanted, buyer.id, timeline.createdMs) ? wanted : 1;
            const sizes = sizesFor(product, units);
            const variant = sizes.length > 0 ? rng.pick(sizes) : undefined;
            if (product.variants.length > 0 && !variant)
                return;
            take(product.id, units);
            if (variant)
                take(variant.id, units);
            // As checkout prices a line: a variant's own prices, its SKU and options kept on the line.
            lines.push({
                sellerId: product.sellerId,
                productId: product.id,
                productName: product.name,
                productImage: '',
                productDescription: product.description,
                mrpPrice: (variant ?? product).mrpPrice,
                sellingPrice: (variant ?? product).sellingPrice,
                quantity: units,
                variant: variant ? { id: variant.id, sku: variant.sku, options: variant.options } : null,
            });
        };
        const open = (products) => products.filter((product) => canBuy(product, 1, buyer.id, timeline.createdMs) &&
            !lines.some((line) => line.productId === product.id));
        // Half the delivered orders are of something the buyer reviewed after it arrived.
        const laterReviewed = timeline.deliveredMs !== null && rng.chance(REVIEWED_PURCHASE_SHARE)
            ? open(demoProducts).filter((product) => (reviewedAt.get(`${buyer.id}:${product.id}`) ?? 0) > (timeline.deliveredMs ?? 0))
            : [];
        add(() => (laterReviewed.length > 0 ? rng.pick(laterReviewed) : pickWeighted(open(demoProducts))));
        if (lines.length === 0)
            continue;
        if (rng.chance(SECOND_LINE_SHARE))
            add(() => pickWeighted(open(demoProducts)));
        if (rng.chance(OTHER_SELLER_SHARE))
            add(() => pickWeighted(open(otherProducts)));
        const checkoutId = rng.id();
        const createdAt = iso(timeline.createdMs);
        const address = JSON.stringify(buyer.shippingAddress);
        const { orders, grandTotal } = splitBySeller(lines);
        const method = rng.weighted([
            ['upi', 0.45],
            ['debitcard', 0.3],
            ['cod', 0.25],
        ]);
        const planned = {
            checkout: { id: checkoutId, userId: buyer.id, idempotencyKey: `once:${rng.id()}`, createdAt },
            orders: [],
            lines: [],
            payment: {
                id: rng.id(),
                checkoutId,
                userId: buyer.id,
                methodName: method,
                status: paymentStatusOf(method),
                maskedDetail: method === 'debitcard' ? String(rng.int(0, 9999)).padStart(4, '0') : null,
                amount: grandTotal,
                createdAt,
            },
        };
        for (const order of orders) {
            // The buyer cancels their order with the demo seller; another seller's order of the checkout ships.
            const cancelled = timeline.cancelledMs !== null && order.sellerId === input.demoSellerId;
            const timelineOfOrder = timeline.cancelledMs !== null && !cancelled
                ? {
                    ...timeline,
                    status: 'delivered',
                    deliveredMs: timeline.createdMs + 4 * DAY_MS,
                    updatedMs: timeline.createdMs + 4 * DAY_MS,
                }
                : timeline;
            const id = rng.id();
            planned.orders.push({
                id,
                checkoutId,
                buyerId: buyer.id,
                sellerId: order.sellerId,
                status: timelineOfOrder.status,
                totalMrp: order.totalMrp,
                totalAmount: order.totalAmount,
                discount: order.discount,
                shippingCharge: order.shippingCharge,
                grandTotal: order.grandTotal,
                shippingAddress: address,
                deliveryDate: timelineOfOrder.deliveredMs === null ? null : iso(timelineOfOrder.deliveredMs),
                isInvoiceUploaded: 0,
                cancelledAt: cancelled ? iso(timeline.cancelledMs ?? timeline.createdMs) : null,
                cancelledBy: cancelled ? 'buyer' : null,
                ...shipmentOf(id, timelineOfOrder.status),
                createdAt,
                updatedAt: iso(timelineOfOrder.updatedMs),
            });
            for (const { variant, ...line } of order.lines) {
                planned.lines.push({
                    id: rng.id(),
                    orderId: id,
                    ...line,
                    variantId: variant?.id ?? null,
                    sku: variant?.sku ?? null,
                    variantOptions: variant ? JSON.stringify(variant.options) : null,
                });
            }
            if (cancelled) {
                // As cancel-order settles it: the units go back; cash on delivery no longer collects this order, a
                // card or UPI payment is refunded once no order of the checkout stands.
                for (const line of order.lines) {
                    take(line.productId, -line.quantity);
                    if (line.variant)
                        take(line.variant.id, -line.quantity);
                }
                if (planned.payment.status === 'pending')
                    planned.payment.amount = (planned.payment.amount ?? 0) - order.grandTotal;
                else if (orders.length === 1)
                    planned.payment.status = 'refunded';
            }
            else {
                for (const line of order.lines) {
                    for (const id of [line.productId, ...(line.variant ? [line.variant.id] : [])])
                        unitsTaken.set(id, (unitsTaken.get(id) ?? 0) + line.quantity);
                }
            }
        }
        checkouts.push(planned);
    }
    return { checkouts, unitsTaken };
}
//# sourceMappingURL=demo-orders.js.map