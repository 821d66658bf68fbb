import type { FastifyPluginAsync } from 'fastify';
import { apiMessages, catalogContract as calls } from '@bazaar/domain';
import { optionalUser, signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { createProduct } from './catalog.service.js';
import { isAddedToWishlist } from '../wishlist/wishlist.service.js';

/** The catalogue: /api/product/* (api-contract "Catalogue"). Public reads answer with an ETag. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const area = 'catalog';
  const cacheable = { config: { etag: true } };

  contractRoute(app, area, calls.addProduct, async (request, reply) => {
    const seller = signedInUser(request);
    await app.rateLimiter.hit('add-product-seller', seller.id, { limit: 60, windowMs: 60 * 60_000 });
    const product = await createProduct(app.db, app.media, seller, request.body);
    const message = product.isDraft ? apiMessages.draftSaved : apiMessages.productUploaded;
    return reply.status(201).send({ message, product });
  });

  contractRoute(
    app,
    area,
    calls.getAllProducts,
    async (request) => app.catalogReader.read('listProducts', request.query, await optionalUser(request)),
    cacheable,
  );

  contractRoute(
    app,
    area,
    calls.getRelatedProducts,
    async (request) => ({
      product: await app.catalogReader.read('relatedProducts', request.query, await optionalUser(request)),
    }),
    cacheable,
  );

  contractRoute(
    app,
    area,
    calls.bestSellers,
    async (request) => ({
      products: await app.catalogReader.read('bestSellers', await optionalUser(request)),
    }),
    cacheable,
  );

  contractRoute(
    app,
    area,
    calls.suggest,
    async (request) => ({ suggestions: await app.catalogReader.read('suggest', request.query.q) }),
    cacheable,
  );

  contractRoute(
    app,
    area,
    calls.getProduct,
    async (request) => {
      const [product, viewer] = await Promise.all([
        app.catalogReader.read('getProductPage', request.params.id),
        optionalUser(request),
      ]);
      // A signed-in viewer's heart on the product page starts filled when the product is saved.
      if (!viewer) return { product };
      return {
        product: { ...product, isAddedToWishlist: await isAddedToWishlist(app.db, viewer.id, product.id) },
      };
    },
    cacheable,
  );
};
