import { describe, expect, it } from 'vitest';
import { categories } from '../catalog/catalog.js';
import {
  financialYearOf,
  gstRateOf,
  hasInvoice,
  invoiceFigures,
  invoiceNumber,
  invoicePrefixOf,
  isIntraState,
  numberInWords,
  rupeesInWords,
  splitInclusive,
} from './invoice.js';

describe('GST rates by category', () => {
  it('taxes electronics at 18 %, printed books and fresh vegetables at nothing, jewellery at 3 %', () => {
    expect(gstRateOf('electronics', 'smartphones', 24_999_00)).toBe(18);
    expect(gstRateOf('books', 'fiction', 399_00)).toBe(0);
    expect(gstRateOf('grocery', 'vegetables', 40_00)).toBe(0);
    expect(gstRateOf('grocery', 'snacks', 40_00)).toBe(5);
    expect(gstRateOf('fashion', 'jewelry', 5_000_00)).toBe(3);
  });

  it('taxes clothing and shoes at 5 % up to ₹2,500 a piece and 18 % above', () => {
    expect(gstRateOf('clothing', 't-shirts', 2_500_00)).toBe(5);
    expect(gstRateOf('clothing', 'jeans', 2_500_01)).toBe(18);
    expect(gstRateOf('fashion', 'shoes', 1_999_00)).toBe(5);
    expect(gstRateOf('fashion', 'shoes', 7_999_00)).toBe(18);
  });

  it('has a rate for every category, and treats an unknown one as others (18 %)', () => {
    for (const category of categories) expect(gstRateOf(category, null, 100_00)).toBeGreaterThanOrEqual(0);
    expect(gstRateOf('no such category', null, 100_00)).toBe(18);
  });
});

describe('splitting a price that includes GST', () => {
  it('finds the taxable value and the tax, to the paisa, adding up to the price', () => {
    expect(splitInclusive(1_180_00, 18)).toEqual({ taxable: 1_000_00, tax: 180_00 });
    expect(splitInclusive(899_50, 5)).toEqual({ taxable: 856_67, tax: 42_83 });
    expect(splitInclusive(399_00, 0)).toEqual({ taxable: 399_00, tax: 0 });
  });
});

describe('invoice numbers', () => {
  it('counts financial years from April in India', () => {
    expect(financialYearOf(new Date('2026-11-26T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27');
    // 31 March 19:00 UTC is already 1 April in India
    expect(financialYearOf(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('writes the seller prefix, the year and a six-digit sequence', () => {
    expect(invoiceNumber(invoicePrefixOf('Asha Textiles Pvt. Ltd.'), '2026-27', 123)).toBe(
      'ASHA/2026-27/000123',
    );
    expect(invoicePrefixOf("Bhai's 2 Shop")).toBe('BHAI');
    expect(invoicePrefixOf('···')).toBe('INV');
  });
});

describe('invoice figures', () => {
  const lines = [
    {
      description: 'Cotton T-shirt (Size: M)',
      category: 'clothing',
      subCategory: 't-shirts',
      unitPrice: 899_50,
      quantity: 2,
    },
    {
      description: 'Wireless earbuds',
      category: 'electronics',
      subCategory: 'headphones',
      unitPrice: 1_180_00,
      quantity: 1,
    },
  ];

  it('charges CGST and SGST in halves within one state, whatever the spelling of the state', () => {
    expect(isIntraState('Karnataka', ' karnataka ')).toBe(true);
    const figures = invoiceFigures({
      lines,
      shipping: 0,
      shippingDescription: 'Shipping',
      sellerState: 'Karnataka',
      buyerState: 'karnataka',
    });
    expect(figures.intraState).toBe(true);
    const [shirts, earbuds] = figures.lines;
    expect(shirts).toMatchObject({
      amount: 1_799_00,
      rate: 5,
      taxable: 1_713_33,
      cgst: 42_83,
      sgst: 42_84,
      igst: 0,
    });
    expect(earbuds).toMatchObject({
      amount: 1_180_00,
      rate: 18,
      taxable: 1_000_00,
      cgst: 90_00,
      sgst: 90_00,
      igst: 0,
    });
    expect(figures.total).toBe(2_979_00);
    expect(figures.totalTaxable + figures.totalCgst + figures.totalSgst).toBe(figures.total);
  });

  it('charges IGST between states, and taxes shipping at the rate of the main supply', () => {
    const figures = invoiceFigures({
      lines,
      shipping: 50_00,
      shippingDescription: 'Shipping',
      sellerState: 'Karnataka',
      buyerState: 'Maharashtra',
    });
    expect(figures.intraState).toBe(false);
    expect(figures.totalCgst + figures.totalSgst).toBe(0);
    const shipping = figures.lines.at(-1);
    // the T-shirts (₹1,799) are the larger supply: shipping at their 5 %
    expect(shipping).toMatchObject({
      description: 'Shipping',
      amount: 50_00,
      rate: 5,
      taxable: 47_62,
      igst: 2_38,
    });
    expect(figures.total).toBe(3_029_00);
    expect(figures.totalTaxable + figures.totalIgst).toBe(figures.total);
  });
});

describe('amounts in words', () => {
  it('counts in thousands, lakhs and crores', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(1_799)).toBe('One Thousand Seven Hundred Ninety-Nine');
    expect(numberInWords(1_00_000)).toBe('One Lakh');
    expect(numberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
  });

  it('writes rupees and paise as an invoice does', () => {
    expect(rupeesInWords(1_799_50)).toBe(
      'Rupees One Thousand Seven Hundred Ninety-Nine and Fifty Paise Only',
    );
    expect(rupeesInWords(2_979_00)).toBe('Rupees Two Thousand Nine Hundred Seventy-Nine Only');
  });
});

describe('which orders have an invoice', () => {
  it('those that shipped, not those waiting or cancelled', () => {
    expect(hasInvoice('processing')).toBe(false);
    expect(hasInvoice('shipped')).toBe(true);
    expect(hasInvoice('delivered')).toBe(true);
    expect(hasInvoice('cancelled')).toBe(false);
  });
});
