// The buyer's order e-mails: a text part and an HTML part whose every value is escaped (product names and
// addresses are user input). They go through the outbox (platform/mailer.ts) like every mail.
import { formatRupees, optionsText, orderMails, returnMails, } from '@bazaar/domain';
import { escapeHtml } from '../../platform/mailer.js';
const orderNumber = (orderId) => orderId.toUpperCase();
const addressText = (address) => [address.addressLine1, address.addressLine2, address.city, address.state, address.pinCode, address.country]
    .filter((part) => part.trim() !== '')
    .join(', ');
/** One block of paragraphs per order: heading, lines, then the totals. */
function orderParagraphs(order) {
    return [
        [orderMails.order(orderNumber(order.orderId))],
        order.lines.map((line) => orderMails.line(line.quantity, line.variant ? `${line.productName} (${optionsText(line.variant.options)})` : line.productName, formatRupees(line.sellingPrice * line.quantity))),
        [
            `${orderMails.goods}: ${formatRupees(order.totalAmount)}`,
            `${orderMails.shipping}: ${formatRupees(order.shippingCharge)}`,
            `${orderMails.total}: ${formatRupees(order.grandTotal)}`,
        ],
    ];
}
function mail(to, subject, blocks) {
    return {
        to,
        subject,
        text: [...blocks, [orderMails.signature]].map((block) => block.join('\n')).join('\n\n'),
        html: '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">' +
            [...blocks, [orderMails.signature]]
                .map((block) => `<p>${block.map(escapeHtml).join('<br>')}</p>`)
                .join('') +
            '</div>',
    };
}
/** One mail per checkout: every order it created, its items and totals, the address and the payment. */
export function orderConfirmationMail(input) {
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
export function orderCancellationMail(input) {
    const number = orderNumber(input.order.orderId);
    return mail(input.to, orderMails.cancellationSubject(number), [
        [orderMails.cancellationIntro(input.name, number)],
        ...orderParagraphs(input.order),
    ]);
}
/** issue 21: the buyer's return request is received. */
export function returnRequestedMail(input) {
    const number = orderNumber(input.orderId);
    return mail(input.to, returnMails.requestedSubject(number), [
        [returnMails.requestedIntro(input.name, number)],
        input.lines.map((line) => returnMails.line(line.quantity, line.productName)),
        [input.reason],
    ]);
}
/** issue 21: the seller approved (with the refund) or rejected the return, with their note. */
export function returnDecisionMail(input) {
    const number = orderNumber(input.orderId);
    const intro = input.approved && input.refund
        ? returnMails.approvedIntro(input.name, formatRupees(input.refund.amount), input.refund.due)
        : returnMails.rejectedIntro(input.name);
    return mail(input.to, input.approved ? returnMails.approvedSubject(number) : returnMails.rejectedSubject(number), [[intro], ...(input.note ? [[returnMails.note(input.note)]] : [])]);
}
//# sourceMappingURL=orders.mails.js.map