// The wishlist module's table.
export {};
//# sourceMappingURL=wishlist.table.js.map