// Draws a GST tax invoice as a PDF (pdfkit, A4). The figures come from the domain's invoiceFigures; this file only
// lays them out, in Bazaar's PDF typefaces (platform/pdf-fonts.ts: ₹ and India's scripts print as written).
import PDFDocument from 'pdfkit';
import { fontFor, pdfFont, usePdfFonts } from '../../platform/pdf-fonts.js';
import {
  groupIndian,
  invoiceTexts as t,
  RUPEE_SYMBOL,
  rupeesInWords,
  type InvoiceFigures,
  type Paise,
} from '@bazaar/domain';

export interface InvoiceDocument {
  readonly invoiceNumber: string;
  /** IST day, as printed: `26 Nov 2026` */
  readonly invoiceDate: string;
  readonly orderNumber: string;
  readonly orderDate: string;
  readonly seller: {
    readonly name: string;
    readonly gstin: string | null;
    readonly addressLines: readonly string[];
  };
  readonly buyer: {
    readonly name: string;
    readonly phone: string;
    readonly addressLines: readonly string[];
    readonly state: string;
  };
  readonly paymentMethod: string;
  readonly figures: InvoiceFigures;
}

/** `179900` paise → `1,799.00` */
export const invoiceAmount = (paise: Paise): string =>
  `${groupIndian(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, '0')}`;

const MARGIN = 40;
const PAGE_BOTTOM = 800;

/** The invoice as PDF bytes. `compress: false` keeps the text readable in the file (the tests read it). */
export function invoicePdf(invoice: InvoiceDocument, { compress = true } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    info: { Title: `${t.title} ${invoice.invoiceNumber}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
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
  fontFor(doc, invoice.seller.name).text(invoice.seller.name, { width: width / 2 - 10 });
  for (const line of invoice.seller.addressLines) fontFor(doc, line).text(line, { width: width / 2 - 10 });
  doc.font(pdfFont.regular).text(invoice.seller.gstin ? t.gstin(invoice.seller.gstin) : t.noGstin);
  const leftBottom = doc.y;
  const facts: [string, string][] = [
    [t.invoiceNumber, invoice.invoiceNumber],
    [t.invoiceDate, invoice.invoiceDate],
    [t.orderNumber, invoice.orderNumber],
    [t.orderDate, invoice.orderDate],
    [t.placeOfSupply, invoice.buyer.state],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font(pdfFont.bold).text(`${label}: `, MARGIN + width / 2, y, { continued: true });
    fontFor(doc, value).text(value);
    y = doc.y;
  }
  doc.y = Math.max(leftBottom, y) + 10;

  doc.font(pdfFont.bold).text(t.billTo, MARGIN);
  fontFor(doc, invoice.buyer.name).text(invoice.buyer.name);
  for (const line of invoice.buyer.addressLines) fontFor(doc, line).text(line);
  if (invoice.buyer.phone) doc.font(pdfFont.regular).text(t.phone(invoice.buyer.phone));
  doc.moveDown(1);

  // The lines: CGST and SGST columns within one state, IGST between two.
  const { figures } = invoice;
  const taxColumns = figures.intraState
    ? [
        { label: t.columns.cgst, pick: (line: InvoiceFigures['lines'][number]) => line.cgst },
        { label: t.columns.sgst, pick: (line: InvoiceFigures['lines'][number]) => line.sgst },
      ]
    : [{ label: t.columns.igst, pick: (line: InvoiceFigures['lines'][number]) => line.igst }];
  const columns = [
    { label: t.columns.item, width: width - 30 - 70 - 30 - 60 * taxColumns.length - 70, align: 'left' },
    { label: t.columns.quantity, width: 30, align: 'right' },
    { label: t.columns.taxable, width: 70, align: 'right' },
    { label: t.columns.rate, width: 30, align: 'right' },
    ...taxColumns.map((column) => ({ label: column.label, width: 60, align: 'right' as const })),
    { label: `${t.columns.amount} (${RUPEE_SYMBOL})`, width: 70, align: 'right' },
  ] as const;

  const row = (cells: readonly string[], bold = false) => {
    const weight = bold ? 'bold' : 'regular';
    doc.fontSize(8);
    const height = Math.max(
      ...cells.map((cell, index) =>
        fontFor(doc, cell, weight).heightOfString(cell, { width: (columns[index]?.width ?? 40) - 4 }),
      ),
    );
    if (doc.y + height > PAGE_BOTTOM) doc.addPage();
    const rowTop = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      fontFor(doc, cell, weight).text(cell, x + 2, rowTop, { width: column.width - 4, align: column.align });
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

  row(
    columns.map((column) => column.label),
    true,
  );
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
  row(
    [
      t.totals,
      '',
      invoiceAmount(figures.totalTaxable),
      '',
      ...(figures.intraState
        ? [invoiceAmount(figures.totalCgst), invoiceAmount(figures.totalSgst)]
        : [invoiceAmount(figures.totalIgst)]),
      invoiceAmount(figures.total),
    ],
    true,
  );

  doc.moveDown(0.5).fontSize(9);
  doc.font(pdfFont.bold).text(`${t.amountInWords}: `, MARGIN, doc.y, { continued: true });
  doc.font(pdfFont.regular).text(rupeesInWords(figures.total));
  doc.text(t.payment(invoice.paymentMethod));
  doc.moveDown(0.5).fontSize(8).text(t.pricesInclude);
  const signature = t.signature(invoice.seller.name);
  fontFor(doc, signature).moveDown(2).text(signature, { align: 'right' });
  doc.end();
  return done;
}
