import { bestSellers, brandSuggestions, getProductPage, listProducts, relatedProducts, suggest, } from './catalog.service.js';
/** The shopper's catalogue reads, each the service function of the same name minus the database. */
export const catalogReads = {
    listProducts: (db, engine, ...args) => listProducts(db, engine, ...args),
    relatedProducts: (db, engine, ...args) => relatedProducts(db, engine, ...args),
    bestSellers: (db, engine, viewer) => bestSellers(db, engine, viewer),
    suggest: (db, engine, text) => suggest(db, engine, text),
    brandSuggestions: (db, _engine, start) => brandSuggestions(db, start),
    getProductPage: (db, _engine, id) => getProductPage(db, id),
};
export function inlineCatalogReader(db, engine) {
    return {
        read: (name, ...args) => catalogReads[name](db, engine, ...args),
        close: async () => { },
    };
}
/**
 * PostgreSQL: the reads on a handle with a pool of its own (`DbHandle.withOwnPool`), closed with the reader. A
 * burst of uncached reads then waits for one of its own connections, never for the checkout's.
 */
export function pooledCatalogReader(handle) {
    const inline = inlineCatalogReader(handle.db, handle.engine);
    return { read: inline.read, close: () => handle.db.destroy() };
}
//# sourceMappingURL=catalog.reads.js.map