// issue 21: returns. Within 7 days of delivery the buyer may ask to return an order or some of its lines, with a
// reason; the seller approves (the units go back to stock and the refund is recorded) or rejects, with a note.
import { z } from 'zod';
import { variantIdField } from '../cart/cart.schemas.js';
import { optionalText, requiredText } from '../shared/common.js';
import { orderIdField, productIdField } from '../shared/ids.js';
import { returnMessages } from './orders.messages.js';

/** Days after delivery within which a return may be asked for. */
export const RETURN_WINDOW_DAYS = 7;
export const RETURN_REASON_MAX = 500;
export const RETURN_NOTE_MAX = 500;

/** The reasons the return form lists (the shopper adds their own words to any of them). */
export const returnReasons = [
  'Damaged or defective',
  'Wrong item sent',
  'Size or fit is not right',
  'Not as described',
  'No longer needed',
  'Other',
] as const;

export const returnStatuses = ['requested', 'approved', 'rejected'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** How an approved return is refunded: card and UPI back at once, cash on delivery to the buyer's bank (due). */
export const refundStatuses = ['refunded', 'due'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for, for an order delivered at `deliveredAt` (ISO 8601). */
export const returnWindowEnd = (deliveredAt: string): Date =>
  new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/** Whether an order of this status, delivered then, may still be returned now. */
export function isReturnable(
  status: string,
  deliveredAt: string | null | undefined,
  now = new Date(),
): boolean {
  return status === 'delivered' && !!deliveredAt && now.getTime() <= returnWindowEnd(deliveredAt).getTime();
}

const ReturnLineSchema = z.object({
  productId: productIdField(),
  variantId: variantIdField(),
  quantity: z
    .number(returnMessages.quantityWhole)
    .int(returnMessages.quantityWhole)
    .min(1, returnMessages.quantityWhole)
    .max(10_000, returnMessages.quantityWhole),
});

/**
 * POST /api/order/return-request `{orderId, reason, lines?}`: without lines, every unit of the order; a line
 * names a product (and its variant) of the order and how many of its units.
 */
export const ReturnRequestSchema = z.object({
  orderId: orderIdField(),
  reason: requiredText(
    returnMessages.reasonRequired,
    { length: RETURN_REASON_MAX, message: returnMessages.reasonTooLong },
    { multiLine: true },
  ),
  lines: z.array(ReturnLineSchema).min(1, returnMessages.noLines).max(100, returnMessages.noLines).optional(),
});
export type ReturnRequest = z.input<typeof ReturnRequestSchema>;

/** POST /api/seller/return-decision `{orderId, approve, note}`: a note is required when rejecting. */
export const ReturnDecisionSchema = z
  .object({
    orderId: orderIdField(),
    approve: z.boolean(returnMessages.approveRequired),
    note: optionalText({ length: RETURN_NOTE_MAX, message: returnMessages.noteTooLong }, { multiLine: true }),
  })
  .refine((decision) => decision.approve || decision.note !== undefined, {
    message: returnMessages.noteRequired,
    path: ['note'],
  });
export type ReturnDecision = z.input<typeof ReturnDecisionSchema>;

/** A return as the buyer's order and the seller's orders show it. Amounts in rupees. */
export const ReturnReplySchema = z.object({
  id: z.string(),
  status: z.enum(returnStatuses),
  reason: z.string(),
  note: z.string().optional(),
  lines: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string().optional(),
      productName: z.string(),
      quantity: z.number().int(),
    }),
  ),
  /** ISO 8601 */
  requestedAt: z.string(),
  decidedAt: z.string().optional(),
  /** once approved: what is refunded, and whether it is paid back already or due (cash on delivery) */
  refundAmount: z.number().optional(),
  refundStatus: z.enum(refundStatuses).optional(),
});
export type ReturnReply = z.infer<typeof ReturnReplySchema>;
