// The media module's table: who uploaded which file.
export {};
//# sourceMappingURL=media.table.js.map