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

  // (text read back from a PDF comes in glyph order: the names avoid vowel signs drawn before their consonant)
  it("prints names in India's other scripts in their own fonts: Tamil, Bengali, Telugu, Gujarati", async () => {
    const document = invoice('அருண் குமார்');
    const mixed: InvoiceDocument = {
      ...document,
      seller: { ...document.seller, name: 'আশা ঘর', addressLines: ['12 MG Road', 'బెంగళూరు 560001'] },
      figures: invoiceFigures({
        lines: [
          {
            description: 'ખાદી કાપડ',
            category: 'clothing',
            subCategory: 'men',
            unitPrice: 89950,
            quantity: 2,
          },
        ],
        shipping: 0,
        shippingDescription: 'Shipping charges',
        sellerState: 'Karnataka',
        buyerState: 'Delhi',
      }),
    };
    const pdf = await invoicePdf(mixed);
    const text = pdfText(pdf).join('\n');
    for (const written of ['அருண் குமார்', 'আশা ঘর', 'బెంగళూరు 560001', 'ખાદી કાપડ', '1,799.00'])
      expect(text, written).toContain(written);
    for (const font of ['NotoSansTamil', 'NotoSansBengali', 'NotoSansTelugu', 'NotoSansGujarati'])
      expect(pdf.toString('latin1'), font).toContain(font);
  });

  it('embeds only the glyphs it uses, so a one-page invoice stays small', async () => {
    const pdf = await invoicePdf(invoice('Meera Das'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(60_000);
  });
});
