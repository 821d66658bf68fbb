// The buyer's order e-mails: a text part and an HTML part whose every value is escaped (product names and
// addresses are user input). They go through the outbox (platform/mailer.ts) like every mail.
import {
  formatRupees,
  optionsText,
  orderMails,
  returnMails,
  type ShippingAddressReply,
  type VariantOptions,
} from '@bazaar/domain';
import { escapeHtml, type MailMessage } from '../../platform/mailer.js';

export interface MailOrder {
  orderId: string;
  lines: {
    productName: string;
    quantity: number;
    sellingPrice: number;
    /** issue 20: the variant bought, named by its options */
    variant?: { options: VariantOptions } | null;
  }[];
  totalAmount: number;
  shippingCharge: number;
  grandTotal: number;
}

const orderNumber = (orderId: string) => orderId.toUpperCase();

const addressText = (address: ShippingAddressReply) =>
  [address.addressLine1, address.addressLine2, address.city, address.state, address.pinCode, address.country]
    .filter((part) => part.trim() !== '')
    .join(', ');

/** One block of paragraphs per order: heading, lines, then the totals. */
function orderParagraphs(order: MailOrder): string[][] {
  return [
    [orderMails.order(orderNumber(order.orderId))],
    order.lines.map((line) =>
      orderMails.line(
        line.quantity,
        line.variant ? `${line.productName} (${optionsText(line.variant.options)})` : line.productName,
        formatRupees(line.sellingPrice * line.quantity),
      ),
    ),
    [
      `${orderMails.goods}: ${formatRupees(order.totalAmount)}`,
      `${orderMails.shipping}: ${formatRupees(order.shippingCharge)}`,
      `${orderMails.total}: ${formatRupees(order.grandTotal)}`,
    ],
  ];
}

function mail(to: string, subject: string, blocks: string[][]): MailMessage {
  return {
    to,
    subject,
    text: [...blocks, [orderMails.signature]].map((block) => block.join('\n')).join('\n\n'),
    html:
      '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">' +
      [...blocks, [orderMails.signature]]
        .map((block) => `<p>${block.map(escapeHtml).join('<br>')}</p>`)
        .join('') +
      '</div>',
  };
}

/** One mail per checkout: every order it created, its items and totals, the address and the payment. */
export function orderConfirmationMail(input: {
  to: string;
  name: string;
  orders: MailOrder[];
  grandTotal: number;
  address: ShippingAddressReply;
  payment: string;
}): MailMessage {
  return mail(input.to, orderMails.confirmationSubject(input.orders.length), [
    [orderMails.confirmationIntro(input.name)],
    ...input.orders.flatMap(orderParagraphs),
    [
      `${orderMails.grandTotal}: ${formatRupees(input.grandTotal)}`,
      `${orderMails.payment}: ${input.payment}`,
    ],
    [`${orderMails.deliverTo}: ${addressText(input.address)}`],
  ]);
}

export function orderCancellationMail(input: { to: string; name: string; order: MailOrder }): MailMessage {
  const number = orderNumber(input.order.orderId);
  return mail(input.to, orderMails.cancellationSubject(number), [
    [orderMails.cancellationIntro(input.name, number)],
    ...orderParagraphs(input.order),
  ]);
}

/** issue 21: the buyer's return request is received. */
export function returnRequestedMail(input: {
  to: string;
  name: string;
  orderId: string;
  lines: { productName: string; quantity: number }[];
  reason: string;
}): MailMessage {
  const number = orderNumber(input.orderId);
  return mail(input.to, returnMails.requestedSubject(number), [
    [returnMails.requestedIntro(input.name, number)],
    input.lines.map((line) => returnMails.line(line.quantity, line.productName)),
    [input.reason],
  ]);
}

/** issue 21: the seller approved (with the refund) or rejected the return, with their note. */
export function returnDecisionMail(input: {
  to: string;
  name: string;
  orderId: string;
  approved: boolean;
  refund: { amount: number; due: boolean } | null;
  note: string | null;
}): MailMessage {
  const number = orderNumber(input.orderId);
  const intro =
    input.approved && input.refund
      ? returnMails.approvedIntro(input.name, formatRupees(input.refund.amount), input.refund.due)
      : returnMails.rejectedIntro(input.name);
  return mail(
    input.to,
    input.approved ? returnMails.approvedSubject(number) : returnMails.rejectedSubject(number),
    [[intro], ...(input.note ? [[returnMails.note(input.note)]] : [])],
  );
}
