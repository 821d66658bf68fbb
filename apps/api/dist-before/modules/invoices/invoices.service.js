// issue 21: the GST tax invoice of an order, for its buyer and its seller. The number comes from the seller's own
// series for the financial year, given once (when the invoice is first asked for after the order shipped) in the
// transaction that moves the series on: never reused, never skipped.
import { apiMessages, CANCELLED_ORDER_STATUS, financialYearOf, hasInvoice, invoiceFigures, invoiceNumber, invoicePrefixOf, invoiceTexts, optionsText, } from '@bazaar/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { retryingTransaction } from '../../db/transactions.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { findAccountById } from '../account/account.service.js';
import { categoriesOf } from '../inventory/inventory.service.js';
import { orderWithLines, paymentLabel } from '../orders/orders.service.js';
import { businessOf } from '../sellers/sellers.service.js';
import { invoicePdf } from './invoices.pdf.js';
import * as repo from './invoices.repository.js';
/** An instant as the invoice prints a day in India: `26 Nov 2026`. */
const dayInIndia = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
});
const printedDay = (iso) => dayInIndia.format(new Date(iso));
/** The order's invoice number, given now from the seller's series if it has none yet. */
async function numberOf(db, order, prefix) {
    const issued = await repo.findInvoice(db, order.id);
    if (issued)
        return issued;
    try {
        return await retryingTransaction(db, async (trx) => {
            const now = new Date();
            const year = financialYearOf(now);
            const sequence = await repo.nextSequence(trx, order.sellerId, year);
            const invoice = {
                orderId: order.id,
                sellerId: order.sellerId,
                invoiceNumber: invoiceNumber(prefix, year, sequence),
                issuedAt: now.toISOString(),
            };
            await repo.insertInvoice(trx, invoice);
            return invoice;
        });
    }
    catch (error) {
        // Asked twice at once: the other request numbered it, and this one's step of the series was rolled back.
        const raced = isUniqueViolation(error) ? await repo.findInvoice(db, order.id) : undefined;
        if (raced)
            return raced;
        throw error;
    }
}
/**
 * The invoice of an order as a PDF, for its buyer or its seller: 404 for anyone else and for an unknown id (in
 * any letter case), 409 before it ships and for a cancelled order.
 */
export async function orderInvoice(db, user, orderId, options = {}) {
    const order = await orderWithLines(db, orderId);
    if (!order || (order.buyerId !== user.id && order.sellerId !== user.id))
        throw new NotFoundError(apiMessages.orderNotFound);
    if (order.status === CANCELLED_ORDER_STATUS)
        throw new ConflictError(apiMessages.invoiceOfCancelledOrder);
    if (!hasInvoice(order.status))
        throw new ConflictError(apiMessages.invoiceNotYet);
    const [business, sellerAccount, buyer, categories] = await Promise.all([
        businessOf(db, order.sellerId),
        findAccountById(db, order.sellerId),
        findAccountById(db, order.buyerId),
        categoriesOf(db, order.lines.map((line) => line.productId)),
    ]);
    const sellerName = business?.businessName ?? sellerAccount?.name ?? '';
    const issued = await numberOf(db, order, invoicePrefixOf(sellerName));
    const address = order.shippingAddress;
    const figures = invoiceFigures({
        lines: order.lines.map((line) => {
            const category = categories.get(line.productId);
            return {
                // issue 20: the size or colour bought, and its SKU
                description: line.variant.options
                    ? invoiceTexts.lineWithVariant(line.productName, optionsText(line.variant.options), line.variant.sku ?? '')
                    : line.productName,
                category: category?.category ?? 'others',
                subCategory: category?.subCategory ?? null,
                unitPrice: line.sellingPrice,
                quantity: line.quantity,
            };
        }),
        shipping: order.shippingCharge,
        shippingDescription: invoiceTexts.shipping,
        sellerState: business?.state ?? '',
        buyerState: address.state,
    });
    if (figures.total !== order.grandTotal)
        throw new Error(`Invoice of order ${order.id} adds up to ${figures.total}, not ${order.grandTotal} paise`);
    const pdf = await invoicePdf({
        invoiceNumber: issued.invoiceNumber,
        invoiceDate: printedDay(issued.issuedAt),
        orderNumber: order.id.toUpperCase(),
        orderDate: printedDay(order.createdAt),
        seller: {
            name: sellerName,
            gstin: business?.gstNumber ?? null,
            addressLines: business
                ? [
                    business.addressLine1,
                    `${business.city} ${business.pinCode}`,
                    `${business.state}, ${business.country}`,
                ]
                : [],
        },
        buyer: {
            name: buyer?.name ?? '',
            phone: buyer?.phoneNumber ?? '',
            addressLines: [
                address.addressLine1,
                address.addressLine2,
                `${address.city} ${address.pinCode}`,
                `${address.state}, ${address.country}`,
            ].filter((line) => line.trim() !== ''),
            state: address.state,
        },
        paymentMethod: paymentLabel(order.payment?.methodName ?? 'cod', order.payment?.maskedDetail ?? null),
        figures,
    }, options);
    return { invoiceNumber: issued.invoiceNumber, fileName: invoiceTexts.fileName(issued.invoiceNumber), pdf };
}
//# sourceMappingURL=invoices.service.js.map