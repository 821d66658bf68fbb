export {};
//# sourceMappingURL=catalog.table.js.map