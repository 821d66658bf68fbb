// The orders module's tables: a checkout (one submission) makes one order per seller, with its lines and
// one payment record (method, status and a masked detail only).
import type {
  AnyOrderStatus,
  PaymentMethod,
  PaymentStatus,
  RefundStatus,
  ReturnStatus,
} from '@bazaar/domain';
import type { Flag } from '../../db/column-types.js';

export interface CheckoutsTable {
  id: string;
  userId: string;
  idempotencyKey: string;
  /** what was bought under the key (see checkout's requestFingerprint); null on checkouts placed before */
  requestFingerprint: string | null;
  createdAt: string;
}

export interface OrdersTable {
  id: string;
  checkoutId: string;
  buyerId: string;
  sellerId: string;
  status: AnyOrderStatus;
  totalMrp: number; // Σ mrpPrice × quantity
  totalAmount: number; // the goods: Σ sellingPrice × quantity
  discount: number; // totalMrp − totalAmount
  shippingCharge: number; // this order's share of the checkout's shipping
  grandTotal: number; // what the buyer pays for this order: totalAmount + shippingCharge
  shippingAddress: string; // JSON
  deliveryDate: string | null;
  isInvoiceUploaded: Flag;
  /** set when the order was cancelled (status 'cancelled') */
  cancelledAt: string | null;
  /** issue 20: who cancelled it, and the seller's reason */
  cancelledBy: 'buyer' | 'seller' | null;
  cancelReason: string | null;
  /** issue 20: set when the seller marks it shipped */
  carrier: string | null;
  trackingNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

/** issue 21: when an order reached each status (written by triggers: migration 0019), for the tracker. */
export interface OrderStatusEventsTable {
  orderId: string;
  status: AnyOrderStatus;
  /** ISO 8601 */
  at: string;
}

export interface OrderLinesTable {
  id: string;
  orderId: string;
  productId: string;
  productName: string;
  productImage: string;
  productDescription: string;
  mrpPrice: number;
  sellingPrice: number;
  quantity: number;
  /** issue 20: the variant bought, as it was (null for a product sold as one); options as JSON */
  variantId: string | null;
  sku: string | null;
  variantOptions: string | null;
}

export interface PaymentsTable {
  id: string;
  checkoutId: string;
  userId: string;
  methodName: PaymentMethod;
  /** 'paid' → 'refunded' once every order of the checkout is cancelled */
  status: PaymentStatus;
  maskedDetail: string | null; // e.g. "•••• 4242" or "ra•••@okbank"; never a full card number or CVV
  /** paid, or for cash on delivery still due: a cancelled order's grand total no longer is */
  amount: number;
  createdAt: string;
}

/** issue 21: a buyer's request to return units of a delivered order, and the seller's decision. */
export interface OrderReturnsTable {
  id: string;
  orderId: string;
  buyerId: string;
  sellerId: string;
  status: ReturnStatus;
  reason: string;
  /** the seller's note with the decision */
  note: string | null;
  /** once approved, paise: the units' price, and the order's shipping when every unit came back */
  refundAmount: number | null;
  refundStatus: RefundStatus | null;
  createdAt: string;
  decidedAt: string | null;
}

/** Which units of which order line a return takes back. */
export interface OrderReturnLinesTable {
  returnId: string;
  orderLineId: string;
  quantity: number;
}
