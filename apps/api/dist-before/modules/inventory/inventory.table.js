export {};
//# sourceMappingURL=inventory.table.js.map