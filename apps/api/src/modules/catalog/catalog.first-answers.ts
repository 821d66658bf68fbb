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
  type Reply,
} from '@bazaar/domain';
import type { FastifyInstance } from 'fastify';
import { isId } from '../../platform/ids.js';
import type { LandingPage, PageData } from '../../platform/web-app.js';

type ListReply = Reply<typeof catalogContract.getAllProducts, 200>;
type ProductReply = Reply<typeof catalogContract.getProduct, 200>;

/** How many of a list's cards are preloaded: the first row on a phone (2 columns). */
const LIST_PHOTOS = 2;

/** A card's photo as the card's <img> asks for it: an upload's copies with the card's sizes, or the one file. */
function cardPhoto(href: string): PageData['photos'][number] {
  const srcset = imageSrcSet(href);
  return srcset ? { href, srcset, sizes: PRODUCT_CARD_IMAGE_SIZES } : { href };
}

/** The product id of a /product/{id} path, or null when it is not one (malformed %-escapes included). */
function productIdOf(pathname: string): string | null {
  const segment = pathname.split('/')[2];
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null; // names no product: the page is a 404, and the app's own request gets the API's 404
  }
}

/**
 * This app's own answer to `answerUrl` (in process): its status, and its JSON text when it is a 200 (the
 * only answers a page is sent with). A failure to answer is a 500.
 */
async function ask(
  app: FastifyInstance,
  answerUrl: string,
): Promise<{ status: number; json: string | null }> {
  try {
    const answer = await app.inject({ method: 'GET', url: answerUrl });
    const json = String(answer.headers['content-type']).startsWith('application/json');
    return { status: answer.statusCode, json: answer.statusCode === 200 && json ? answer.body : null };
  } catch (error) {
    app.log.warn({ err: error, url: answerUrl }, 'first answer failed: the page is sent without it');
    return { status: 500, json: null };
  }
}

/**
 * A landing page's first answers, asked of this app's own routes (in process: the same cache, checks and
 * bytes as the app's own request) for exactly the URLs the app will request (the domain's page queries), and
 * the photos it shows first. An answer that is not a 200 is left out: the app asks for it itself. A product
 * page whose product the API answers 404 for (unknown, hidden, malformed id) is marked not found.
 */
export async function catalogPageData(app: FastifyInstance, page: LandingPage, url: URL): Promise<PageData> {
  const data: PageData = { answers: [], photos: [] };
  const answer = async (answerUrl: string) => {
    const { status, json } = await ask(app, answerUrl);
    if (json !== null) data.answers.push({ url: answerUrl, json });
    return { status, json };
  };

  if (page === 'home') {
    await answer(endpointPath(catalogContract.bestSellers)); // its photos are below the hero: no preloads
  } else if (page === 'products') {
    const query = productListQuery(filtersFromSearchParams(url.searchParams), 1);
    const { json } = await answer(withQuery(endpointPath(catalogContract.getAllProducts), query));
    const cards = json === null ? [] : (JSON.parse(json) as ListReply).products.slice(0, LIST_PHOTOS);
    data.photos.push(...cards.flatMap((card) => (card.image ? [cardPhoto(card.image)] : [])));
  } else {
    const id = productIdOf(url.pathname);
    // Not an id (the API's 404 without a query): not asked, as `/api/product/{it}` may be another call's URL
    // (`get-related-product`), whose answer is no product.
    const { status, json } =
      id === null || !isId(id)
        ? { status: 404, json: null }
        : await answer(endpointPath(catalogContract.getProduct, { id }));
    data.notFound = status === 404;
    if (json === null) return data;
    const { product } = JSON.parse(json) as ProductReply;
    const [main] = product.image;
    if (main) data.photos.push({ href: main });
    // its related products, asked once the product's category is known
    await answer(
      withQuery(
        endpointPath(catalogContract.getRelatedProducts),
        relatedProductsQuery(product.id, product.category),
      ),
    );
  }
  return data;
}
