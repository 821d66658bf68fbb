import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddProductSchema, apiMessages } from '@bazaar/domain';
import { requireSeller } from '../../platform/auth.js';
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
      const product = await createProduct(app.db, app.media, seller, request.body);
      const message = product.isDraft ? apiMessages.draftSaved : apiMessages.productUploaded;
      return reply.status(201).send({ message, product });
    },
  );
};
