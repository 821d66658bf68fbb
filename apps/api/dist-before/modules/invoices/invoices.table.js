// The invoices module's tables (issue 21): each seller's invoice series per financial year, and the number each
// order's GST invoice was given.
export {};
//# sourceMappingURL=invoices.table.js.map