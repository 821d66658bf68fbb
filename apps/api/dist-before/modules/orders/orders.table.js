export {};
//# sourceMappingURL=orders.table.js.map