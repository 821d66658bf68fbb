export {};
//# sourceMappingURL=account.table.js.map