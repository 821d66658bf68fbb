import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddProductSchema, apiMessages, contract } from '@bazaar/domain';
import { optionalUser, requireSeller } from '../../platform/auth.js';
import { createProduct } from './catalog.service.js';

const CreatedProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string(),
  image: z.array(z.string()),
  stock: z.number(),
  mrpPrice: z.number(),
  sellingPrice: z.number(),
  price: z.number(),
  isHide: z.boolean(),
  isDraft: z.boolean(),
  sellerId: z.string(),
});

/** The catalogue: /api/product/* (api-contract "Catalogue"). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/product/add-product',
    {
      schema: {
        tags: ['catalog'],
        security: [{ bearer: [] }],
        summary: 'A seller lists a product (prices in rupees; images uploaded first to /api/media/upload)',
        body: AddProductSchema,
        response: { 201: z.object({ message: z.string(), product: CreatedProductSchema }) },
      },
    },
    async (request, reply) => {
      const seller = await requireSeller(request);
      await app.rateLimiter.hit('add-product-seller', seller.id, { limit: 60, windowMs: 60 * 60_000 });
      const product = await createProduct(app.db, app.media, seller, request.body);
      const message = product.isDraft ? apiMessages.draftSaved : apiMessages.productUploaded;
      return reply.status(201).send({ message, product });
    },
  );

  const {
    getAllProducts,
    getRelatedProducts,
    bestSellers: best,
    suggest: suggestCall,
    getProduct,
  } = contract.catalog;
  const tags = ['catalog'];
  const config = { etag: true };

  app.get(
    getAllProducts.path,
    {
      config,
      schema: {
        tags,
        summary: getAllProducts.summary,
        querystring: getAllProducts.query,
        response: getAllProducts.responses,
      },
    },
    async (request) => app.catalogReader.read('listProducts', request.query, await optionalUser(request)),
  );

  app.get(
    getRelatedProducts.path,
    {
      config,
      schema: {
        tags,
        summary: getRelatedProducts.summary,
        querystring: getRelatedProducts.query,
        response: getRelatedProducts.responses,
      },
    },
    async (request) => ({
      product: await app.catalogReader.read('relatedProducts', request.query, await optionalUser(request)),
    }),
  );

  app.get(
    best.path,
    { config, schema: { tags, summary: best.summary, response: best.responses } },
    async (request) => ({
      products: await app.catalogReader.read('bestSellers', await optionalUser(request)),
    }),
  );

  app.get(
    suggestCall.path,
    {
      config,
      schema: {
        tags,
        summary: suggestCall.summary,
        querystring: suggestCall.query,
        response: suggestCall.responses,
      },
    },
    async (request) => ({ suggestions: await app.catalogReader.read('suggest', request.query.q) }),
  );

  app.get(
    getProduct.path,
    {
      config,
      schema: {
        tags,
        summary: getProduct.summary,
        params: getProduct.params,
        response: getProduct.responses,
      },
    },
    async (request) => ({ product: await app.catalogReader.read('getProductPage', request.params.id) }),
  );
};
