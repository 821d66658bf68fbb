export {};
//# sourceMappingURL=addresses.table.js.map