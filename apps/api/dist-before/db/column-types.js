// Portable across SQLite and PostgreSQL: text ids, ISO-8601 text timestamps (sortable), 0/1 integer flags,
// money as integer paise. Each module declares its own tables (<module>.table.ts) with these types.
export {};
//# sourceMappingURL=column-types.js.map