export {};
//# sourceMappingURL=auth.table.js.map