// The invoices module's tables (issue 21): each seller's invoice series per financial year, and the number each
// order's GST invoice was given.

export interface InvoiceSeriesTable {
  sellerId: string;
  /** India's financial year, `2026-27` */
  financialYear: string;
  /** the last number given in the series (1, 2, …) */
  lastSequence: number;
}

export interface InvoicesTable {
  orderId: string;
  sellerId: string;
  /** `ASHA/2026-27/000123` */
  invoiceNumber: string;
  issuedAt: string;
}
