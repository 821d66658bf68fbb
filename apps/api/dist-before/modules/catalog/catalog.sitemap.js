// What search engines read to find every product (issue 22): /sitemap.xml is a sitemap index over chunks of
// at most 50,000 product URLs (the sitemaps protocol's limit), each URL with its product's last change.
// Hidden products and drafts are in none. robots.txt names the index (platform/web-app.ts).
import { apiMessages, appPaths } from '@bazaar/domain';
import { countVisibleProducts, visibleProductsPage } from '../inventory/inventory.service.js';
/** Product URLs in one sitemap: the protocol's maximum. */
export const SITEMAP_CHUNK = 50_000;
const xmlEscapes = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
};
const xml = (text) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
/** The site's address as this request reached it. */
const originOf = (request) => `${request.protocol}://${request.host}`;
/** The sitemap index: one sitemap per chunk of products (at least one, so the index is never empty). */
export function sitemapIndexXml(origin, products, chunk = SITEMAP_CHUNK) {
    const chunks = Math.max(1, Math.ceil(products / chunk));
    const sitemaps = Array.from({ length: chunks }, (_, index) => `<sitemap><loc>${xml(`${origin}/sitemaps/products-${index + 1}.xml`)}</loc></sitemap>`).join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemaps}</sitemapindex>\n`;
}
/** One chunk: each product's page and the day-and-time it last changed. */
export function productsSitemapXml(origin, rows) {
    const urls = rows
        .map(({ id, updatedAt }) => `<url><loc>${xml(`${origin}${appPaths.product.getHref(id)}`)}</loc><lastmod>${xml(new Date(updatedAt).toISOString())}</lastmod></url>`)
        .join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}
export const sitemapRoutes = async (app) => {
    const hidden = { schema: { hide: true } };
    app.get('/sitemap.xml', hidden, async (request, reply) => {
        const products = await countVisibleProducts(app.db);
        return reply
            .type('application/xml; charset=utf-8')
            .header('cache-control', 'public, max-age=3600')
            .send(sitemapIndexXml(originOf(request), products));
    });
    app.get('/sitemaps/products-:chunk.xml', hidden, async (request, reply) => {
        const chunk = /^[1-9]\d{0,5}$/.test(request.params.chunk) ? Number(request.params.chunk) : 0;
        const rows = chunk > 0 ? await visibleProductsPage(app.db, (chunk - 1) * SITEMAP_CHUNK, SITEMAP_CHUNK) : [];
        // a chunk past the last one, or a name that is none, is not there (the first always is)
        if (rows.length === 0 && chunk !== 1) {
            return reply.status(404).send({ message: apiMessages.routeNotFound('GET', request.url) });
        }
        return reply
            .type('application/xml; charset=utf-8')
            .header('cache-control', 'public, max-age=3600')
            .send(productsSitemapXml(originOf(request), rows));
    });
};
//# sourceMappingURL=catalog.sitemap.js.map