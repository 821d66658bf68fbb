import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, contract } from '@bazaar/domain';
import { requireUser } from '../../platform/auth.js';
import { getWishlist, toggleWishlist } from './wishlist.service.js';

const { getWishlist: getEntry, addToWishlist: toggleEntry } = contract.wishlist;

/** get-wishlist and the add-to-wishlist toggle (api-contract "Account, wishlist, cart"). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wishlist'];
  const security = [{ bearer: [] }];

  app.post(
    getEntry.path,
    {
      schema: {
        tags,
        security,
        summary: getEntry.summary,
        response: { 200: getEntry.responses[200], 204: z.undefined() },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const wishListProducts = await getWishlist(app.db, user.id);
      // contract: 204 without a body when nothing is saved
      if (wishListProducts.length === 0) return reply.status(204).send();
      return reply.status(200).send({ wishListProducts });
    },
  );

  app.post(
    toggleEntry.path,
    {
      schema: {
        tags,
        security,
        summary: toggleEntry.summary,
        body: toggleEntry.body,
        response: toggleEntry.responses,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { saved } = await toggleWishlist(app.db, user.id, request.body.productId);
      if (saved) return reply.status(201).send({ message: apiMessages.wishlistSaved });
      return reply.status(200).send({ message: apiMessages.wishlistRemoved, isRemoved: true as const });
    },
  );
};
