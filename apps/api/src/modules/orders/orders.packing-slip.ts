// issue 20: the packing slip a packer prints and puts in the parcel, as a PDF (pdfkit). Only text a packer reads:
// the order number, where it goes, what goes in, and the cash the courier collects.
import PDFDocument from 'pdfkit';
import { formatRupees, packingSlipMessages, type ShippingAddressReply } from '@bazaar/domain';
import { fontFor, pdfFont, usePdfFonts } from '../../platform/pdf-fonts.js';

const t = packingSlipMessages;

export interface PackingSlip {
  orderNumber: string;
  placedAt: string;
  cancelled: boolean;
  /** the seller's business, when registered */
  from: {
    businessName: string;
    addressLine1: string;
    city: string;
    state: string;
    pinCode: string;
    country: string;
  } | null;
  shipTo: { name: string; phoneNumber: string; address: ShippingAddressReply };
  /** `variant`: the SKU and options of the variant bought (issue 20), printed under the name */
  lines: { productName: string; quantity: number; variant?: string }[];
  /** paise; 0 when prepaid */
  cashToCollect: number;
  shipment: { carrier: string; trackingNumber: string } | null;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

const addressLines = (address: ShippingAddressReply) =>
  [
    address.addressLine1,
    address.addressLine2,
    [address.city, address.state].filter((part) => part.trim() !== '').join(', '),
    [address.pinCode, address.country].filter((part) => part.trim() !== '').join(', '),
  ].filter((line) => line.trim() !== '');

/** The slip as a PDF. `compress: false` keeps its text readable as written (tests read it back). */
export function renderPackingSlip(slip: PackingSlip): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: false,
    info: { Title: `${t.title} ${slip.orderNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  usePdfFonts(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font(pdfFont.bold).fontSize(20).text(t.title);
  doc.font(pdfFont.bold).fontSize(14).text(t.order(slip.orderNumber));
  doc
    .font(pdfFont.regular)
    .fontSize(10)
    .text(t.placedOn(day(slip.placedAt)));
  if (slip.cancelled) doc.moveDown(0.5).font(pdfFont.bold).fontSize(14).text(t.cancelled);
  doc.moveDown();

  doc.font(pdfFont.bold).fontSize(11).text(t.shipTo);
  fontFor(doc, slip.shipTo.name, 'bold').fontSize(13).text(slip.shipTo.name);
  doc.fontSize(12);
  for (const line of addressLines(slip.shipTo.address)) fontFor(doc, line).text(line);
  if (slip.shipTo.phoneNumber) doc.font(pdfFont.regular).text(t.phone(slip.shipTo.phoneNumber));
  if (slip.from) {
    doc.moveDown(0.5).font(pdfFont.bold).fontSize(9).text(t.from);
    const { businessName, addressLine1, city, state, pinCode, country } = slip.from;
    const from = [businessName, addressLine1, city, `${state} ${pinCode}`, country].join(', ');
    fontFor(doc, from).fontSize(9).text(from);
  }
  doc.moveDown();

  // The lines: name (with the variant's SKU and options under it) and quantity.
  const quantityWidth = 60;
  const header = doc.y;
  doc.font(pdfFont.bold).fontSize(11);
  doc.text(t.item, left, header, { width: width - quantityWidth });
  doc.text(t.quantity, left + width - quantityWidth, header, { width: quantityWidth, align: 'right' });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  doc.font(pdfFont.regular).fontSize(11);
  for (const line of slip.lines) {
    const top = doc.y;
    fontFor(doc, line.productName).text(line.productName, left, top, { width: width - quantityWidth - 12 });
    if (line.variant)
      fontFor(doc, line.variant)
        .fontSize(9)
        .text(line.variant, left, doc.y, { width: width - quantityWidth - 12 });
    doc.font(pdfFont.regular).fontSize(11);
    const bottom = doc.y;
    doc.text(String(line.quantity), left + width - quantityWidth, top, {
      width: quantityWidth,
      align: 'right',
    });
    doc.y = Math.max(bottom, doc.y) + 4;
  }
  const units = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
  doc.moveDown(0.5).font(pdfFont.regular).fontSize(10).text(t.totalUnits(units), left, doc.y, { width });
  doc.moveDown();

  doc.font(pdfFont.bold).fontSize(14);
  doc.text(slip.cashToCollect > 0 ? t.collect(formatRupees(slip.cashToCollect)) : t.prepaid, left, doc.y, {
    width,
  });
  if (slip.shipment) {
    doc.moveDown(0.5).font(pdfFont.regular).fontSize(11);
    doc.text(t.shipment(slip.shipment.carrier, slip.shipment.trackingNumber), { width });
  }
  doc.end();
  return done;
}
