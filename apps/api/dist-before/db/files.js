// File names under the data directory, shared by the server and the seed CLI so both open the same database.
export const SQLITE_FILENAME = 'bazaar.sqlite';
//# sourceMappingURL=files.js.map