export {};
//# sourceMappingURL=reviews.table.js.map