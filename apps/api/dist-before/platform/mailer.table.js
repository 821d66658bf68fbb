export {};
//# sourceMappingURL=mailer.table.js.map