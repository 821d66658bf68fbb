// The order calls of /api/order/* (docs/product.md §7, Orders, and cancel-order from issue 8). Amounts are
// rupees on the wire.
import { z } from 'zod';
import { VariantOptionsReplySchema } from '../catalog/catalog.contract.js';
import { RupeesSchema } from '../shared/common.js';
import { endpoint, ErrorBodySchema, protectedFailures } from '../shared/contract.js';
import { orderPaymentStatuses } from '../payments/payments.schemas.js';
import { anyOrderStatuses } from './order-status.js';
import { ReturnReplySchema, ReturnRequestSchema } from './returns.js';
import { CancelOrderSchema, GetOrderDetailsByIdSchema, SubmitOrderSchema } from './orders.schemas.js';

/** An order's status as the API sends it: a step of the sequence (order-status.ts) or 'cancelled'. */
export const OrderStatusSchema = z.enum(anyOrderStatuses);

/** The saved shipping address, as the order and the profile return it. */
export const ShippingAddressReplySchema = z.object({
  /** issue 21: the recipient, when given */
  fullName: z.string().optional(),
  phoneNumber: z.string().optional(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  pinCode: z.string(),
  isDefaultShippingAddress: z.boolean().optional(),
});
export type ShippingAddressReply = z.infer<typeof ShippingAddressReplySchema>;

/**
 * issue 20: the variant an order line bought, as it was when bought (its SKU and options are kept with the line,
 * so history survives later edits). Absent for a product sold as one.
 */
export const OrderLineVariantShape = {
  variantId: z.string().optional(),
  sku: z.string().optional(),
  options: VariantOptionsReplySchema.optional(),
};

/** docs/product.md §3: an order date as the history shows it, month 1–12. */
export const OrderDateSchema = z.object({
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
});

/** One order of get-all-order (the history card). `totalAmount` is what the buyer paid for it. */
export const OrderSummarySchema = z.object({
  orderId: z.string(),
  id: z.string(),
  orderDate: OrderDateSchema,
  totalAmount: RupeesSchema,
  orderStatus: OrderStatusSchema,
  /** ISO 8601, once delivered */
  DeliveryDate: z.string().optional(),
  isInvoiceUploaded: z.boolean(),
  orderItems: z.array(
    z.object({
      productId: z.string(),
      productImage: z.string(),
      productName: z.string(),
      productDescription: z.string(),
      price: RupeesSchema,
      quantity: z.number().int(),
      ...OrderLineVariantShape,
    }),
  ),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** get-order-details-by-id: payment details never beyond the method and, for cards, the last four digits. */
export const OrderDetailSchema = z.object({
  orderId: z.string(),
  /** ISO 8601 */
  orderDate: z.string(),
  orderStatus: OrderStatusSchema,
  /** issue 21: when the order reached each status it went through, oldest first (ISO 8601); steps of orders
   * placed before the dates were kept may be missing */
  statusHistory: z.array(z.object({ status: OrderStatusSchema, at: z.string() })),
  /** issue 21: once cancelled, why (the buyer's reason, or the seller's) */
  cancelReason: z.string().optional(),
  orderItems: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      productImage: z.string(),
      price: RupeesSchema,
      quantity: z.number().int(),
      ...OrderLineVariantShape,
    }),
  ),
  customerDetail: z.object({
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhoneNumber: z.string(),
  }),
  shippingAddress: ShippingAddressReplySchema,
  paymentMethod: z.string(),
  paymentStatus: z.enum(orderPaymentStatuses),
  /** for cards: the last four digits */
  cardLast4: z.string().optional(),
  /** issue 20: once shipped, who carries it and its tracking number */
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  totalMrpPrice: RupeesSchema,
  totalDiscount: RupeesSchema,
  shippingCharge: RupeesSchema,
  grandTotal: RupeesSchema,
  /** issue 21: ISO 8601, while the buyer may still ask for a return (7 days after delivery) */
  returnableUntil: z.string().optional(),
  /** issue 21: the returns asked for, newest first */
  returns: z.array(ReturnReplySchema).optional(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/**
 * A reply that is a PDF file rather than JSON (issue 21's invoice): documented as binary; the route sends the
 * bytes with `Content-Type: application/pdf`.
 */
export const PdfFileSchema = z
  .string()
  .meta({ format: 'binary', description: 'a PDF file (application/pdf)' });

/** `/api/order/:orderId/…`: any case (order numbers are shown upper-case). */
/**
 * issue 21: a line of the cart that is not as the shopper saw it: its price now (`newPrice`) against the one
 * sent (`oldPrice`; the price now when the line came without one), and the stock now (`stock` below the line's
 * `quantity`: only that many can be bought, 0 none), with the MRP now. Named as the shopper sees it (a variant's options after
 * the name).
 */
export const CheckoutChangeSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  oldPrice: RupeesSchema,
  newPrice: RupeesSchema,
  /** the MRP now, so the confirmation's totals are the order's */
  mrpPrice: RupeesSchema,
  quantity: z.number().int(),
  stock: z.number().int(),
});
export type CheckoutChange = z.infer<typeof CheckoutChangeSchema>;

/** submit-order's 409: nothing was created; `changes` lists every line that is not as it was seen. */
export const CheckoutChangesSchema = z.object({
  message: z.string(),
  changes: z.array(CheckoutChangeSchema),
});
export type CheckoutChanges = z.infer<typeof CheckoutChangesSchema>;

export const OrderIdParamsSchema = z.object({ orderId: z.string().max(64) });

export const ordersContract = {
  submitOrder: endpoint({
    method: 'POST',
    path: '/api/order/submit-order',
    summary:
      'Check out the cart: one order per seller, prices from the database, stock taken, all or nothing; ' +
      'an Idempotency-Key header (or the same timeStamp) answers a retry with the orders already created, ' +
      'and refuses (422) the same key with a different cart; a seller cannot buy their own product (403); a line ' +
      'sent with a price that is no longer its price, or more than its stock, answers 409 with the changes and ' +
      'creates nothing (issue 21)',
    access: 'user',
    body: SubmitOrderSchema,
    responses: {
      201: z.object({
        message: z.string(),
        orderIds: z.array(z.string()),
        updatedShippingAddress: ShippingAddressReplySchema.optional(),
      }),
      400: ErrorBodySchema,
      ...protectedFailures,
      403: ErrorBodySchema,
      404: ErrorBodySchema,
      409: CheckoutChangesSchema,
      422: ErrorBodySchema,
    },
  }),
  getAllOrders: endpoint({
    method: 'POST',
    path: '/api/order/get-all-order',
    summary: "The buyer's orders, newest first",
    access: 'user',
    responses: { 200: z.object({ ordersArr: z.array(OrderSummarySchema) }), ...protectedFailures },
  }),
  getOrderDetails: endpoint({
    method: 'POST',
    path: '/api/order/get-order-details-by-id',
    summary: "One of the buyer's orders; 404 for an unknown id or another user's order",
    access: 'user',
    body: GetOrderDetailsByIdSchema,
    responses: {
      200: z.object({ filteredOrderDetails: OrderDetailSchema }),
      400: ErrorBodySchema,
      ...protectedFailures,
      404: ErrorBodySchema,
    },
  }),
  requestReturn: endpoint({
    method: 'POST',
    path: '/api/order/return-request',
    summary:
      'The buyer asks to return a delivered order, or some of its units, within 7 days of delivery, with a ' +
      'reason; the seller decides (POST /api/seller/return-decision)',
    access: 'user',
    body: ReturnRequestSchema,
    responses: {
      201: z.object({ message: z.string(), returnRequest: ReturnReplySchema }),
      400: ErrorBodySchema,
      ...protectedFailures,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: '/api/order/cancel-order',
    summary: 'The buyer cancels an order until it has shipped; the stock goes back',
    access: 'user',
    body: CancelOrderSchema,
    responses: {
      200: z.object({
        message: z.string(),
        order: z.object({ orderId: z.string(), orderStatus: OrderStatusSchema }),
      }),
      400: ErrorBodySchema,
      ...protectedFailures,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
  }),
  getInvoice: endpoint({
    method: 'GET',
    path: '/api/order/:orderId/invoice',
    summary:
      "The order's GST tax invoice as a PDF, for its buyer and its seller (others 404); issued when the order " +
      'ships (409 before, and for a cancelled order), numbered in the seller’s series for the financial year',
    access: 'user',
    params: OrderIdParamsSchema,
    responses: {
      200: PdfFileSchema,
      ...protectedFailures,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
  }),
} as const;
