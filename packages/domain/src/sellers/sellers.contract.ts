// The seller calls of /api/seller/* (docs/product.md §7, Seller, and the fulfilment calls of issue 9). The
// path spelling `visibilty-toggle` is part of the contract. Amounts are rupees on the wire.
import { z } from 'zod';
import { RupeesSchema } from '../shared/common.js';
import {
  CreatedProductSchema,
  ProductIdParamsSchema,
  ProductVariantSchema,
} from '../catalog/catalog.contract.js';
import { EditProductSchema, ProductPatchSchema } from '../catalog/catalog.schemas.js';
import { anyOrderStatuses } from '../orders/order-status.js';
import { ReturnDecisionSchema, ReturnReplySchema } from '../orders/returns.js';
import {
  OrderIdParamsSchema,
  OrderLineVariantShape,
  OrderStatusSchema,
  PdfFileSchema,
  ShippingAddressReplySchema,
} from '../orders/orders.contract.js';
import type { PaymentMethod } from '../payments/payments.schemas.js';
import {
  endpoint,
  ErrorBodySchema,
  MessageSchema,
  roleFailures,
  TooManyRequestsSchema,
} from '../shared/contract.js';
import { validationMessages } from '../shared/shared.messages.js';
import {
  OrderStatusChangeSchema,
  SellerCancelOrderSchema,
  SellerProductQuerySchema,
  SellerProfileUpdateSchema,
  SellerRegisterSchema,
  VisibilityToggleSchema,
} from './sellers.schemas.js';

/** The business as registered; the bank account number never beyond its last four digits. */
export const SellerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  businessType: z.string(),
  phoneNumber: z.string(),
  emailAddress: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  country: z.string(),
  websiteUrl: z.string().optional(),
  socialMediaLinks: z.string().optional(),
  panNumber: z.string(),
  gstNumber: z.string(),
  companyRegistrationNumber: z.string().optional(),
  tradeLicenseNumber: z.string().optional(),
  /** masked: `XXXXXX1234` */
  bankAccountNumber: z.string(),
  bankName: z.string(),
  ifscCode: z.string(),
});
export type Seller = z.infer<typeof SellerSchema>;

/** A row of the seller's product table (hidden products included). */
export const SellerProductRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  category: z.string(),
  stock: z.number().int(),
  isHide: z.boolean(),
  isDraft: z.boolean().optional(),
  price: RupeesSchema,
  mrpPrice: RupeesSchema,
  sellingPrice: RupeesSchema,
  /** issue 20: its variants, each with its own stock and prices (absent or empty: sold as one) */
  variants: z.array(ProductVariantSchema).optional(),
});
export type SellerProductRow = z.infer<typeof SellerProductRowSchema>;

export const SellerProductPageSchema = z.object({
  allProduct: z.array(SellerProductRowSchema),
  totalProducts: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  startProductIndex: z.number().int(),
  endProductIndex: z.number().int(),
});
export type SellerProductPage = z.infer<typeof SellerProductPageSchema>;

/** One dashboard figure over the last 30 days and the 30 before; `changePercent` null when there was none before. */
export const PeriodChangeSchema = z.object({
  current: z.number(),
  previous: z.number(),
  changePercent: z.number().nullable(),
});

/** The seller dashboard: `totalSales` stays an array of one element (total 0 when none). */
export const SellerDashboardSchema = z.object({
  totalSales: z.array(z.object({ total: RupeesSchema })),
  totalOrder: z.number().int(),
  totalProducts: z.number().int(),
  totalCustomer: z.number().int(),
  recentOrders: z.array(
    z.object({
      orderId: z.string(),
      customerId: z.object({ name: z.string(), email: z.string() }),
      grandTotal: RupeesSchema,
      totalAmount: RupeesSchema,
      orderStatus: OrderStatusSchema,
    }),
  ),
  topProducts: z.array(
    z.object({ id: z.string(), name: z.string(), image: z.string(), unitsSold: z.number().int() }),
  ),
  recentReviews: z
    .array(
      z.object({
        _id: z.string(),
        productId: z.string(),
        productName: z.string(),
        rating: z.number().int(),
        title: z.string(),
        userName: z.string(),
        createdAt: z.string(),
      }),
    )
    .optional(),
  /** "from last month": the last 30 days against the 30 days before them */
  comparison: z
    .object({
      totalSales: PeriodChangeSchema,
      totalOrder: PeriodChangeSchema,
      totalCustomer: PeriodChangeSchema,
      totalProducts: PeriodChangeSchema,
    })
    .optional(),
  /** the sales chart: one entry per day of the last 30, oldest first (`date` is YYYY-MM-DD, UTC) */
  salesByDay: z
    .array(z.object({ date: z.string(), total: RupeesSchema, orders: z.number().int() }))
    .optional(),
});
export type SellerDashboard = z.infer<typeof SellerDashboardSchema>;

const PaymentMethodSchema = z.enum(['debitcard', 'upi', 'cod'] as const satisfies readonly PaymentMethod[]);

/** An order of the seller's fulfilment list: what to pack, where it goes, how it is paid (issue 20). */
export const SellerOrderSchema = z.object({
  orderId: z.string(),
  /** ISO 8601 */
  orderDate: z.string(),
  orderStatus: OrderStatusSchema,
  customer: z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() }),
  totalAmount: RupeesSchema,
  grandTotal: RupeesSchema,
  /** how the buyer pays: `cod` is cash on delivery */
  paymentMethod: PaymentMethodSchema,
  /** what the courier still collects at the door: a cash-on-delivery order's grand total until delivered or cancelled */
  cashToCollect: RupeesSchema,
  /** ISO 8601, once delivered */
  deliveryDate: z.string().optional(),
  /** once shipped */
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  /** once cancelled: by whom, and the seller's reason */
  cancelledBy: z.enum(['buyer', 'seller']).optional(),
  cancelReason: z.string().optional(),
  /** the status the seller may move it to next; null once delivered or cancelled */
  nextStatus: z.string().nullable(),
  /** whether the seller may still cancel it (not shipped yet) */
  cancellable: z.boolean(),
  /** issue 21: the buyer's returns of this order, newest first (one at most waits for a decision) */
  returns: z.array(ReturnReplySchema).optional(),
  shippingAddress: ShippingAddressReplySchema,
  items: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      productImage: z.string(),
      price: RupeesSchema,
      quantity: z.number().int(),
      ...OrderLineVariantShape,
    }),
  ),
});
export type SellerOrder = z.infer<typeof SellerOrderSchema>;

export const SellerOrdersQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(anyOrderStatuses, validationMessages.notValid('Status')).optional(),
  ),
  page: z.coerce.number(validationMessages.wholeNumberFrom('Page', 1)).int().min(1).optional(),
});

export const SellerCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  orderCount: z.number().int(),
  totalSpent: RupeesSchema,
});

export const sellersContract = {
  profile: endpoint({
    method: 'GET',
    path: '/api/seller/profile',
    summary: "The seller's business as registered (bank account number masked)",
    access: 'seller',
    responses: { 200: z.object({ seller: SellerSchema }), ...roleFailures, 404: ErrorBodySchema },
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/seller/profile',
    summary:
      "Change the seller's business details (the registration's rules); a new bank account needs the number " +
      'twice and the current password, and is e-mailed to the seller',
    access: 'seller',
    body: SellerProfileUpdateSchema,
    responses: {
      200: z.object({ message: z.string(), seller: SellerSchema }),
      400: ErrorBodySchema,
      ...roleFailures,
      404: ErrorBodySchema,
      429: TooManyRequestsSchema,
    },
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/seller/register',
    summary:
      'A shopper registers a business and becomes a seller at once; a seller registering again answers 400',
    // issue 20: any signed-in user, so a second registration gets the contract's 400 rather than a role's 403.
    access: 'user',
    body: SellerRegisterSchema,
    responses: {
      201: z.object({ message: z.string(), seller: SellerSchema }),
      400: ErrorBodySchema,
      ...roleFailures,
    },
  }),
  getAllProducts: endpoint({
    method: 'GET',
    path: '/api/seller/get-all-product',
    summary: "The seller's own products, pages of 10, filters also as filters[name]",
    access: 'seller',
    query: SellerProductQuerySchema,
    responses: { 200: SellerProductPageSchema, 400: ErrorBodySchema, ...roleFailures },
  }),
  visibilityToggle: endpoint({
    method: 'PATCH',
    path: '/api/seller/product/visibilty-toggle/:id',
    summary: "Show (state true) or hide one of the seller's products",
    access: 'seller',
    params: ProductIdParamsSchema,
    body: VisibilityToggleSchema,
    responses: {
      200: z.object({ message: z.string(), product: z.object({ _id: z.string(), isHide: z.boolean() }) }),
      400: ErrorBodySchema,
      ...roleFailures,
      404: ErrorBodySchema,
    },
  }),
  getProduct: endpoint({
    method: 'GET',
    path: '/api/seller/product/:id',
    summary: "One of the seller's products, drafts and hidden ones included (the edit form)",
    access: 'seller',
    params: ProductIdParamsSchema,
    responses: { 200: z.object({ product: CreatedProductSchema }), ...roleFailures, 404: ErrorBodySchema },
  }),
  editProduct: endpoint({
    method: 'PUT',
    path: '/api/seller/product/:id',
    summary: "Edit one of the seller's products (the add-product fields)",
    access: 'seller',
    params: ProductIdParamsSchema,
    body: EditProductSchema,
    responses: {
      200: z.object({ message: z.string(), product: CreatedProductSchema }),
      400: ErrorBodySchema,
      ...roleFailures,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
  }),
  patchProduct: endpoint({
    method: 'PATCH',
    path: '/api/seller/product/:id',
    summary: "Change some fields of one of the seller's products (isDraft:false publishes a draft)",
    access: 'seller',
    params: ProductIdParamsSchema,
    body: ProductPatchSchema,
    responses: {
      200: z.object({ message: z.string(), product: CreatedProductSchema }),
      400: ErrorBodySchema,
      ...roleFailures,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
  }),
  deleteProduct: endpoint({
    method: 'DELETE',
    path: '/api/seller/product/:id',
    summary: "Delete one of the seller's products (past orders keep their lines)",
    access: 'seller',
    params: ProductIdParamsSchema,
    responses: { 200: MessageSchema, ...roleFailures, 404: ErrorBodySchema },
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/seller/seller-dashboard',
    summary: "The seller's sales, orders, customers, products, recent orders and top products",
    access: 'seller',
    responses: { 200: SellerDashboardSchema, ...roleFailures },
  }),
  orders: endpoint({
    method: 'GET',
    path: '/api/seller/orders',
    summary: "The seller's orders, newest first, by status and page",
    access: 'seller',
    query: SellerOrdersQuerySchema,
    responses: {
      200: z.object({
        orders: z.array(SellerOrderSchema),
        total: z.number().int(),
        page: z.number().int(),
        totalPages: z.number().int(),
      }),
      400: ErrorBodySchema,
      ...roleFailures,
    },
  }),
  orderStatus: endpoint({
    method: 'POST',
    path: '/api/seller/order-status',
    summary:
      "Move one of the seller's orders one step along the status sequence (`shipped` with a carrier and a " +
      'tracking number), or several with `orderIds`: each is checked, and the reply says which moved',
    access: 'seller',
    body: OrderStatusChangeSchema,
    responses: {
      200: z.object({
        message: z.string(),
        /** with `orderId` */
        order: z
          .object({
            orderId: z.string(),
            orderStatus: OrderStatusSchema,
            deliveryDate: z.string().optional(),
            carrier: z.string().optional(),
            trackingNumber: z.string().optional(),
          })
          .optional(),
        /** with `orderIds`: the orders moved, and the others with the reason each stayed */
        moved: z.array(z.object({ orderId: z.string(), orderStatus: OrderStatusSchema })).optional(),
        notMoved: z.array(z.object({ orderId: z.string(), message: z.string() })).optional(),
      }),
      400: ErrorBodySchema,
      ...roleFailures,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: '/api/seller/cancel-order',
    summary:
      'The seller cancels one of their orders that has not shipped, with a reason: stock back, payment ' +
      'settled, the buyer e-mailed; 409 once shipped or cancelled',
    access: 'seller',
    body: SellerCancelOrderSchema,
    responses: {
      200: z.object({
        message: z.string(),
        order: z.object({ orderId: z.string(), orderStatus: OrderStatusSchema }),
      }),
      400: ErrorBodySchema,
      ...roleFailures,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
  }),
  returnDecision: endpoint({
    method: 'POST',
    path: '/api/seller/return-decision',
    summary:
      'The seller approves or rejects (with a note) the return waiting on one of their orders: approval puts ' +
      'the units back in stock and records the refund; the buyer is e-mailed either way',
    access: 'seller',
    body: ReturnDecisionSchema,
    responses: {
      200: z.object({ message: z.string(), returnRequest: ReturnReplySchema }),
      400: ErrorBodySchema,
      ...roleFailures,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
  }),
  packingSlip: endpoint({
    method: 'GET',
    path: '/api/seller/order/:orderId/packing-slip',
    summary: "A PDF packing slip of one of the seller's orders: ship-to, lines, cash to collect",
    access: 'seller',
    params: OrderIdParamsSchema,
    responses: { 200: PdfFileSchema, ...roleFailures, 404: ErrorBodySchema },
  }),
  customers: endpoint({
    method: 'GET',
    path: '/api/seller/customers',
    summary: 'The buyers who ordered from this seller, with order count and total spent',
    access: 'seller',
    responses: { 200: z.object({ customers: z.array(SellerCustomerSchema) }), ...roleFailures },
  }),
} as const;
