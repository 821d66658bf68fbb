import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { catalogContract as calls } from '@bazaar/domain';
import { bearerToken, optionalUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { checkAnswerShape } from '../../platform/validation.js';
import type { CachedAnswer, Shown } from './catalog.cache.js';
import { isAddedToWishlist, wishlistedAmong } from '../wishlist/wishlist.service.js';

/** The catalogue: /api/product/* (docs/product.md §7, Catalogue). Public reads answer with an ETag. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const area = 'catalog';

  // Public reads come from the catalogue cache (catalog.cache.ts): the bytes built earlier, with their ETag,
  // while the catalogue version and the stock of the products they show are unchanged. A signed-in shopper
  // gets the same cards with their wishlist marks laid over.
  const cache = app.catalogCache;
  type Cards = { id: string; stock?: number; isAddedToWishlist?: boolean }[];
  const cardsShown = (cards: readonly { id: string; stock: number }[], orders = false): Shown => ({
    stock: cards,
    orders,
  });
  const sendCached = (reply: FastifyReply, answer: CachedAnswer) =>
    reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
  const withWishlist = async <T extends object>(
    request: FastifyRequest,
    answer: CachedAnswer,
    cardsOf: (value: T) => Cards,
    rebuild: (value: T, cards: Cards) => T,
  ): Promise<T | null> => {
    const viewer = await optionalUser(request);
    if (!viewer) return null;
    const value = JSON.parse(answer.body.toString()) as T;
    const cards = cardsOf(value);
    const saved = await wishlistedAmong(
      app.db,
      viewer.id,
      cards.map((card) => card.id),
    );
    return rebuild(
      value,
      cards.map((card) => ({ ...card, isAddedToWishlist: saved.has(card.id) })),
    );
  };
  // Answers are built in the contract's shape (the cards field by field, catalog.service.ts) and sent as built.
  // Outside production each is checked against its response schema first (checkAnswerShape), so one that drifts
  // fails the tests that read it; in production the parse took a seventh of the API's CPU per answer in
  // PostgreSQL's long tail (decision 0030, session 19).
  const checkShapes = app.config.env !== 'production';
  const cached = <T>(
    request: FastifyRequest,
    name: string,
    args: unknown,
    schema: { parse(value: unknown): T },
    build: (version: number) => Promise<unknown>,
    shown: (value: T) => Shown,
  ) =>
    cache.answer(
      `${name}\0${JSON.stringify(args)}`,
      async (version) => {
        const value = (await build(version)) as T;
        return checkShapes ? checkAnswerShape(schema, value, name) : value;
      },
      shown,
      request.url,
    );
  // A visitor asking again for a URL already answered under this catalogue version gets the same bytes from the
  // route's first hook, before the query is parsed or validated (that URL was valid, and its answer depends on
  // nothing else).
  const cacheable = {
    config: { etag: true },
    onRequest: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (bearerToken(request)) return done();
      const answered = (hit: CachedAnswer | undefined) => (hit ? sendCached(reply, hit) : done());
      const found = cache.byUrl(request.url);
      if (found instanceof Promise) found.then(answered, done);
      else answered(found);
    },
  };

  contractRoute(
    app,
    area,
    calls.getAllProducts,
    async (request, reply) => {
      const answer = await cached(
        request,
        'listProducts',
        request.query,
        calls.getAllProducts.responses[200],
        (version) => app.catalogReader.read('listProducts', request.query, null, version),
        (value) => cardsShown(value.products),
      );
      type List = { products: Cards; total?: number };
      const own = await withWishlist<List>(
        request,
        answer,
        (value) => value.products,
        (value, products) => ({ ...value, products }),
      );
      return own ? reply.send(own as never) : sendCached(reply, answer);
    },
    cacheable,
  );

  contractRoute(
    app,
    area,
    calls.getRelatedProducts,
    async (request, reply) => {
      const answer = await cached(
        request,
        'relatedProducts',
        request.query,
        calls.getRelatedProducts.responses[200],
        async () => ({
          product: await app.catalogReader.read('relatedProducts', request.query, null),
        }),
        (value) => cardsShown(value.product),
      );
      type Related = { product: Cards };
      const own = await withWishlist<Related>(
        request,
        answer,
        (value) => value.product,
        (_value, product) => ({ product }),
      );
      return own ? reply.send(own as never) : sendCached(reply, answer);
    },
    cacheable,
  );

  contractRoute(
    app,
    area,
    calls.bestSellers,
    async (request, reply) => {
      const answer = await cached(
        request,
        'bestSellers',
        null,
        calls.bestSellers.responses[200],
        async () => ({
          products: await app.catalogReader.read('bestSellers', null),
        }),
        (value) => cardsShown(value.products, true),
      );
      type Best = { products: Cards };
      const own = await withWishlist<Best>(
        request,
        answer,
        (value) => value.products,
        (_value, products) => ({ products }),
      );
      return own ? reply.send(own as never) : sendCached(reply, answer);
    },
    cacheable,
  );

  contractRoute(
    app,
    area,
    calls.suggest,
    async (request, reply) =>
      sendCached(
        reply,
        await cached(
          request,
          'suggest',
          request.query.q,
          calls.suggest.responses[200],
          async () => ({ suggestions: await app.catalogReader.read('suggest', request.query.q) }),
          () => cardsShown([]),
        ),
      ),
    cacheable,
  );

  contractRoute(
    app,
    area,
    calls.brands,
    async (request, reply) =>
      sendCached(
        reply,
        await cached(
          request,
          'brands',
          request.query.q ?? null,
          calls.brands.responses[200],
          async () => ({ brands: await app.catalogReader.read('brandSuggestions', request.query.q) }),
          () => cardsShown([]),
        ),
      ),
    cacheable,
  );

  contractRoute(
    app,
    area,
    calls.getProduct,
    async (request, reply) => {
      const answer = await cached(
        request,
        'getProductPage',
        request.params.id,
        calls.getProduct.responses[200],
        async () => ({
          product: await app.catalogReader.read('getProductPage', request.params.id),
        }),
        (value) => ({ ...cardsShown([value.product]), variants: (value.product.variants ?? []).length > 0 }),
      );
      const viewer = await optionalUser(request);
      // A signed-in viewer's heart on the product page starts filled when the product is saved.
      if (!viewer) return sendCached(reply, answer);
      const { product } = JSON.parse(answer.body.toString()) as { product: { id: string } };
      return reply.send({
        product: { ...product, isAddedToWishlist: await isAddedToWishlist(app.db, viewer.id, product.id) },
      } as never);
    },
    cacheable,
  );
};
