// The buyer's order e-mails: a text part and an HTML part whose every value is escaped (product names and
// addresses are user input). They go through the outbox (platform/mailer.ts) like every mail.
import { formatRupees, orderMails, type ShippingAddressReply } from '@bazaar/domain';
import { escapeHtml, type MailMessage } from '../../platform/mailer.js';

export interface MailOrder {
  orderId: string;
  lines: { productName: string; quantity: number; sellingPrice: number }[];
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
      orderMails.line(line.quantity, line.productName, formatRupees(line.sellingPrice * line.quantity)),
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
