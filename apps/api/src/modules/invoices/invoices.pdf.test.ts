import { invoiceFigures } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test-support/pdf-text.js';
import { invoicePdf, type InvoiceDocument } from './invoices.pdf.js';

// The invoice's typeface: a buyer's name typed in Hindi and the ₹ sign print as written (PDF's standard fonts
// have neither, and used to print the amounts under "Rs.").
const invoice = (buyerName: string): InvoiceDocument => ({
  invoiceNumber: 'ASHA/2026-27/000123',
  invoiceDate: '26 Nov 2026',
  orderNumber: 'ORD-7F3A',
  orderDate: '24 Nov 2026',
  seller: { name: 'आशा हैंडलूम', gstin: '29ABCDE1234F1Z5', addressLines: ['12 MG Road', 'Bengaluru 560001'] },
  buyer: {
    name: buyerName,
    phone: '9876543210',
    addressLines: ['Flat 12B, Lodhi Road', 'New Delhi 110003'],
    state: 'Delhi',
  },
  paymentMethod: 'UPI',
  figures: invoiceFigures({
    lines: [
      { description: 'खादी कुर्ता', category: 'clothing', subCategory: 'men', unitPrice: 89950, quantity: 2 },
    ],
    shipping: 0,
    shippingDescription: 'Shipping charges',
    sellerState: 'Karnataka',
    buyerState: 'Delhi',
  }),
});

describe('the invoice PDF', () => {
  it('prints Devanagari names and the ₹ sign as written, in the compressed file a buyer downloads', async () => {
    const text = pdfText(await invoicePdf(invoice('मीरा दास'))).join('\n');
    expect(text).toContain('मीरा दास');
    expect(text).toContain('आशा हैंडलूम');
    expect(text).toContain('Amount (₹)');
    expect(text).not.toContain('Rs.');
    expect(text).toContain('1,799.00');
    expect(text).toContain('IGST');
  });

  it('embeds only the glyphs it uses, so a one-page invoice stays small', async () => {
    const pdf = await invoicePdf(invoice('Meera Das'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(60_000);
  });
});
