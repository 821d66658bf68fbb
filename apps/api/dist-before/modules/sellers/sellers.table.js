export {};
//# sourceMappingURL=sellers.table.js.map