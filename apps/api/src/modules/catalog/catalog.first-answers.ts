// A landing page is sent with the API answers its first render asks for, so a phone shows the cards when the
// app runs instead of an API round trip later, and with preloads of the photos it shows first, fetched beside
// the app's code instead of after it (issue 7: LCP). Visitors only: a signed-in shopper's app asks again, as
// its answers carry the shopper's wishlist flags (apps/web/src/lib/first-answers.ts).
import {
  catalogContract,
  endpointPath,
  filtersFromSearchParams,
  imageSrcSet,
  PRODUCT_CARD_IMAGE_SIZES,
  productListQuery,
  relatedProductsQuery,
  withQuery,
} from '@bazaar/domain';
import type { FastifyInstance } from 'fastify';
import type { PageData } from '../../platform/web-app.js';

/** A photo to preload: `href`, or the `srcset` and `sizes` its <img> uses (the browser picks the same one). */
export type FirstPhoto = PageData['photos'][number];

/** How many of a list's cards are preloaded: the first row on a phone (2 columns). */
const LIST_PHOTOS = 2;

/** The API URLs a page's first render asks for (what the web app would send, byte for byte). */
export function firstAnswerUrls(url: URL): string[] {
  const { pathname, searchParams } = url;
  if (pathname === '/') return [endpointPath(catalogContract.bestSellers)];
  if (/^\/products\/?$/.test(pathname)) {
    const query = productListQuery(filtersFromSearchParams(searchParams), 1);
    return [withQuery(endpointPath(catalogContract.getAllProducts), query)];
  }
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!product) return [];
  try {
    return [endpointPath(catalogContract.getProduct, { id: decodeURIComponent(product) })];
  } catch {
    return []; // malformed %-escapes: the app's own request gets the 404
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The photos the page shows first, from its answer: a list's first cards, a product page's main photo. */
export function firstPhotos(answerUrl: string, body: unknown): FirstPhoto[] {
  if (!isRecord(body)) return [];
  if (answerUrl.startsWith(catalogContract.getAllProducts.path) && Array.isArray(body.products)) {
    return body.products
      .slice(0, LIST_PHOTOS)
      .flatMap((card: unknown) => (isRecord(card) && typeof card.image === 'string' ? [card.image] : []))
      .map((href) => {
        const srcset = imageSrcSet(href);
        return srcset ? { href, srcset, sizes: PRODUCT_CARD_IMAGE_SIZES } : { href };
      });
  }
  if (isRecord(body.product) && Array.isArray(body.product.image)) {
    const [main] = body.product.image as unknown[];
    return typeof main === 'string' ? [{ href: main }] : [];
  }
  return [];
}

/** The related products a product page asks for once its product is in (the same query as the app's). */
function relatedAnswerUrl(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.product)) return null;
  const { id, category } = body.product;
  if (typeof id !== 'string' || typeof category !== 'string') return null;
  return withQuery(endpointPath(catalogContract.getRelatedProducts), relatedProductsQuery(id, category));
}

/** The JSON text of this app's own 200 answer to `answerUrl` (in process), or null for any other answer. */
async function ask(app: FastifyInstance, answerUrl: string): Promise<string | null> {
  try {
    const answer = await app.inject({ method: 'GET', url: answerUrl });
    const json = String(answer.headers['content-type']).startsWith('application/json');
    return answer.statusCode === 200 && json ? answer.body : null;
  } catch (error) {
    app.log.warn({ err: error, url: answerUrl }, 'first answer failed: the page is sent without it');
    return null;
  }
}

/**
 * A page's first answers and photos, asked of this app's own routes (in process: the same cache, checks
 * and bytes as the app's own request), and a product page's related products once its product is known.
 * An answer that is not a 200 is left out: the app asks for it itself.
 */
export async function catalogPageData(app: FastifyInstance, url: URL): Promise<PageData> {
  const data: PageData = { answers: [], photos: [] };
  for (const answerUrl of firstAnswerUrls(url)) {
    const json = await ask(app, answerUrl);
    if (json === null) continue;
    data.answers.push({ url: answerUrl, json });
    if (answerUrl === endpointPath(catalogContract.bestSellers)) continue; // the home page's photos: below the hero
    const body = JSON.parse(json) as unknown;
    data.photos.push(...firstPhotos(answerUrl, body));
    const relatedUrl = relatedAnswerUrl(body);
    const related = relatedUrl === null ? null : await ask(app, relatedUrl);
    if (relatedUrl !== null && related !== null) data.answers.push({ url: relatedUrl, json: related });
  }
  return data;
}
