// The cart module's table: one line per user, product and variant (issue 20: two sizes are two lines).
export {};
//# sourceMappingURL=cart.table.js.map