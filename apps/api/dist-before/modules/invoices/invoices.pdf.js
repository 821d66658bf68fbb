// Draws a GST tax invoice as a PDF (pdfkit, A4). The figures come from the domain's invoiceFigures; this file only
// lays them out, in Bazaar's PDF typeface (platform/pdf-fonts.ts: ₹ and Devanagari print as written).
import PDFDocument from 'pdfkit';
import { pdfFont, usePdfFonts } from '../../platform/pdf-fonts.js';
import { groupIndian, invoiceTexts as t, RUPEE_SYMBOL, rupeesInWords, } from '@bazaar/domain';
/** `179900` paise → `1,799.00` */
export const invoiceAmount = (paise) => `${groupIndian(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, '0')}`;
const MARGIN = 40;
const PAGE_BOTTOM = 800;
/** The invoice as PDF bytes. `compress: false` keeps the text readable in the file (the tests read it). */
export function invoicePdf(invoice, { compress = true } = {}) {
    const doc = new PDFDocument({
        size: 'A4',
        margin: MARGIN,
        compress,
        info: { Title: `${t.title} ${invoice.invoiceNumber}`, Author: invoice.seller.name },
    });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    const done = new Promise((resolve, reject) => {
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
    });
    usePdfFonts(doc);
    const width = doc.page.width - 2 * MARGIN;
    doc.font(pdfFont.bold).fontSize(16).text(t.title, { align: 'center' });
    doc.font(pdfFont.regular).fontSize(8).text(t.original, { align: 'center' }).moveDown(1);
    // Seller on the left, the invoice's numbers on the right.
    const top = doc.y;
    doc.fontSize(9).font(pdfFont.bold).text(t.soldBy, MARGIN, top);
    doc.font(pdfFont.regular).text(invoice.seller.name, { width: width / 2 - 10 });
    for (const line of invoice.seller.addressLines)
        doc.text(line, { width: width / 2 - 10 });
    doc.text(invoice.seller.gstin ? t.gstin(invoice.seller.gstin) : t.noGstin);
    const leftBottom = doc.y;
    const facts = [
        [t.invoiceNumber, invoice.invoiceNumber],
        [t.invoiceDate, invoice.invoiceDate],
        [t.orderNumber, invoice.orderNumber],
        [t.orderDate, invoice.orderDate],
        [t.placeOfSupply, invoice.buyer.state],
    ];
    let y = top;
    for (const [label, value] of facts) {
        doc.font(pdfFont.bold).text(`${label}: `, MARGIN + width / 2, y, { continued: true });
        doc.font(pdfFont.regular).text(value);
        y = doc.y;
    }
    doc.y = Math.max(leftBottom, y) + 10;
    doc.font(pdfFont.bold).text(t.billTo, MARGIN);
    doc.font(pdfFont.regular).text(invoice.buyer.name);
    for (const line of invoice.buyer.addressLines)
        doc.text(line);
    if (invoice.buyer.phone)
        doc.text(t.phone(invoice.buyer.phone));
    doc.moveDown(1);
    // The lines: CGST and SGST columns within one state, IGST between two.
    const { figures } = invoice;
    const taxColumns = figures.intraState
        ? [
            { label: t.columns.cgst, pick: (line) => line.cgst },
            { label: t.columns.sgst, pick: (line) => line.sgst },
        ]
        : [{ label: t.columns.igst, pick: (line) => line.igst }];
    const columns = [
        { label: t.columns.item, width: width - 30 - 70 - 30 - 60 * taxColumns.length - 70, align: 'left' },
        { label: t.columns.quantity, width: 30, align: 'right' },
        { label: t.columns.taxable, width: 70, align: 'right' },
        { label: t.columns.rate, width: 30, align: 'right' },
        ...taxColumns.map((column) => ({ label: column.label, width: 60, align: 'right' })),
        { label: `${t.columns.amount} (${RUPEE_SYMBOL})`, width: 70, align: 'right' },
    ];
    const row = (cells, bold = false) => {
        doc.font(bold ? pdfFont.bold : pdfFont.regular).fontSize(8);
        const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: (columns[index]?.width ?? 40) - 4 })));
        if (doc.y + height > PAGE_BOTTOM)
            doc.addPage();
        const rowTop = doc.y;
        let x = MARGIN;
        cells.forEach((cell, index) => {
            const column = columns[index];
            if (!column)
                return;
            doc.text(cell, x + 2, rowTop, { width: column.width - 4, align: column.align });
            x += column.width;
        });
        doc.y = rowTop + height + 4;
        doc
            .moveTo(MARGIN, doc.y - 2)
            .lineTo(MARGIN + width, doc.y - 2)
            .lineWidth(0.5)
            .strokeColor('#999999')
            .stroke();
    };
    row(columns.map((column) => column.label), true);
    for (const line of figures.lines) {
        row([
            line.description,
            String(line.quantity),
            invoiceAmount(line.taxable),
            `${line.rate}%`,
            ...taxColumns.map((column) => invoiceAmount(column.pick(line))),
            invoiceAmount(line.amount),
        ]);
    }
    row([
        t.totals,
        '',
        invoiceAmount(figures.totalTaxable),
        '',
        ...(figures.intraState
            ? [invoiceAmount(figures.totalCgst), invoiceAmount(figures.totalSgst)]
            : [invoiceAmount(figures.totalIgst)]),
        invoiceAmount(figures.total),
    ], true);
    doc.moveDown(0.5).fontSize(9);
    doc.font(pdfFont.bold).text(`${t.amountInWords}: `, MARGIN, doc.y, { continued: true });
    doc.font(pdfFont.regular).text(rupeesInWords(figures.total));
    doc.text(t.payment(invoice.paymentMethod));
    doc.moveDown(0.5).fontSize(8).text(t.pricesInclude);
    doc.moveDown(2).text(t.signature(invoice.seller.name), { align: 'right' });
    doc.end();
    return done;
}
//# sourceMappingURL=invoices.pdf.js.map