// issue 21: the GST tax invoice of an order. Prices on Bazaar include GST (as Indian retail prices do): an
// invoice splits each amount into its taxable value and the tax, at the rate of the line's category, as CGST +
// SGST (half each) when the seller and the buyer are in the same state and as IGST otherwise. Pure rules, in
// paise; the API gathers the order and draws the PDF.
import type { Category } from '../catalog/catalog.js';
import type { Paise } from '../shared/money.js';
import { orderStatusIndex } from './order-status.js';

/**
 * Whether an order of this status has its invoice: from the moment it ships (the supply, for GST). An order
 * cancelled before shipping never has one.
 */
export const hasInvoice = (status: string): boolean =>
  orderStatusIndex(status) >= orderStatusIndex('shipped');

/** A GST rate in percent. */
export type GstRate = 0 | 3 | 5 | 18 | 40;

/** Clothing and shoes ('apparel' below): 5 % up to this price a piece (₹2,500), 18 % above it. */
export const APPAREL_LOW_RATE_UP_TO: Paise = 2_500_00;

/**
 * The GST rate of each category, and of the subcategories that differ from it: the rates in force since the
 * rate rationalisation of 22 September 2025 (5 % and 18 %, 0 % for unprocessed food and printed books, 3 % for
 * jewellery). Edit here: every invoice reads this one table.
 */
type RateRule = GstRate | 'apparel';
export const gstRates: Record<Category, { rate: RateRule; subCategories?: Record<string, RateRule> }> = {
  electronics: { rate: 18 },
  clothing: { rate: 'apparel' },
  'home & kitchen': { rate: 18, subCategories: { cookware: 5, kitchenware: 5 } },
  books: { rate: 0 },
  grocery: {
    rate: 5,
    subCategories: { vegetables: 0, fruits: 0, meat: 0, dairy: 5, bakery: 5, snacks: 5, beverages: 5 },
  },
  toys: { rate: 5, subCategories: { 'electronic toys': 18 } },
  sports: { rate: 5 },
  'health & beauty': {
    rate: 18,
    subCategories: { 'hair care': 5, 'personal care': 5, 'Health Care': 5 },
  },
  fashion: { rate: 18, subCategories: { shoes: 'apparel', jewelry: 3 } },
  others: { rate: 18 },
};

/** The GST rate of a product of this category and subcategory sold at this price a piece. */
export function gstRateOf(category: string, subCategory: string | null, unitPrice: Paise): GstRate {
  const entry =
    (gstRates as Record<string, (typeof gstRates)[Category] | undefined>)[category] ?? gstRates.others;
  const rate = (subCategory !== null ? entry.subCategories?.[subCategory] : undefined) ?? entry.rate;
  if (rate === 'apparel') return unitPrice <= APPAREL_LOW_RATE_UP_TO ? 5 : 18;
  return rate;
}

/** An amount that includes GST at `rate`, split into its taxable value and the tax (to the paisa). */
export function splitInclusive(amount: Paise, rate: GstRate): { taxable: Paise; tax: Paise } {
  const taxable = Math.round((amount * 100) / (100 + rate));
  return { taxable, tax: amount - taxable };
}

/** India's financial year (April to March) of an instant, as invoices write it: `2026-27`. Dates in IST. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The prefix of a seller's invoice series: the first four letters or digits of the business name, upper-case. */
export function invoicePrefixOf(businessName: string): string {
  const letters = businessName.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (letters || 'INV').slice(0, 4);
}

/** An invoice number of a seller's series: `ASHA/2026-27/000123`. */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/** Whether a sale from `sellerState` to `buyerState` is within one state (CGST + SGST) or between two (IGST). */
export function isIntraState(sellerState: string, buyerState: string): boolean {
  const key = (state: string) => state.trim().toLowerCase().replace(/\s+/g, ' ');
  return key(sellerState) === key(buyerState);
}

export interface InvoiceLineInput {
  readonly description: string;
  readonly category: string;
  readonly subCategory: string | null;
  readonly unitPrice: Paise;
  readonly quantity: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  /** the line's amount as paid, GST included */
  readonly amount: Paise;
  readonly rate: GstRate;
  readonly taxable: Paise;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
}

export interface InvoiceFigures {
  readonly intraState: boolean;
  readonly lines: readonly InvoiceLine[];
  readonly totalTaxable: Paise;
  readonly totalCgst: Paise;
  readonly totalSgst: Paise;
  readonly totalIgst: Paise;
  /** what the buyer paid for the order: the lines and the shipping, GST included */
  readonly total: Paise;
}

function taxLine<T extends InvoiceLineInput>(line: T, amount: Paise, rate: GstRate, intraState: boolean) {
  const { taxable, tax } = splitInclusive(amount, rate);
  const cgst = intraState ? Math.floor(tax / 2) : 0;
  return {
    ...line,
    amount,
    rate,
    taxable,
    cgst,
    sgst: intraState ? tax - cgst : 0,
    igst: intraState ? 0 : tax,
  };
}

/**
 * The figures of an invoice: each line split at its category's rate; the shipping charge, when there is one, as
 * a line of its own taxed at the rate of the order's main supply (the line of the largest amount), as GST treats
 * the delivery of goods as part of their supply.
 */
export function invoiceFigures(input: {
  readonly lines: readonly InvoiceLineInput[];
  readonly shipping: Paise;
  readonly shippingDescription: string;
  readonly sellerState: string;
  readonly buyerState: string;
}): InvoiceFigures {
  const intraState = isIntraState(input.sellerState, input.buyerState);
  const lines: InvoiceLine[] = input.lines.map((line) =>
    taxLine(
      line,
      line.unitPrice * line.quantity,
      gstRateOf(line.category, line.subCategory, line.unitPrice),
      intraState,
    ),
  );
  if (input.shipping > 0) {
    const main = lines.reduce<InvoiceLine | undefined>(
      (largest, line) => (largest === undefined || line.amount > largest.amount ? line : largest),
      undefined,
    );
    lines.push(
      taxLine(
        {
          description: input.shippingDescription,
          category: 'shipping',
          subCategory: null,
          unitPrice: input.shipping,
          quantity: 1,
        },
        input.shipping,
        main?.rate ?? 18,
        intraState,
      ),
    );
  }
  const sum = (pick: (line: InvoiceLine) => Paise) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    intraState,
    lines,
    totalTaxable: sum((line) => line.taxable),
    totalCgst: sum((line) => line.cgst),
    totalSgst: sum((line) => line.sgst),
    totalIgst: sum((line) => line.igst),
    total: sum((line) => line.amount),
  };
}

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? '';
  const unit = n % 10;
  return `${tens[Math.floor(n / 10)]}${unit ? `-${ones[unit]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ones[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words the Indian way: crore, lakh, thousand (1,23,45,678 → One Crore Twenty-Three Lakh …). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount in words as an invoice writes it: `Rupees One Thousand Seven Hundred Ninety-Nine and Fifty Paise Only`. */
export function rupeesInWords(amount: Paise): string {
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  return `Rupees ${numberInWords(rupees)}${paise ? ` and ${belowHundred(paise)} Paise` : ''} Only`;
}
