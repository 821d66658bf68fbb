import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, contract } from '@bazaar/domain';
import { requireUser } from '../../platform/auth.js';
import { addToCart, getCart, updateCart } from './cart.service.js';

const { addToCart: addEntry, updateCart: updateEntry, getCartItems: getEntry } = contract.cart;

/** add-to-cart, update-cart and get-cart-items (api-contract "Account, wishlist, cart"). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  const security = [{ bearer: [] }];

  app.post(
    addEntry.path,
    {
      schema: {
        tags,
        security,
        summary: addEntry.summary,
        body: addEntry.body,
        response: addEntry.responses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const cartCount = await addToCart(app.db, user.id, request.body);
      return { message: apiMessages.productAdded, cartCount };
    },
  );

  app.post(
    updateEntry.path,
    {
      schema: {
        tags,
        security,
        summary: updateEntry.summary,
        body: updateEntry.body,
        response: updateEntry.responses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const cartCount = await updateCart(app.db, user.id, request.body);
      return { message: apiMessages.cartUpdated, cartCount };
    },
  );

  app.post(
    getEntry.path,
    { schema: { tags, security, summary: getEntry.summary, response: getEntry.responses } },
    async (request) => {
      const user = await requireUser(request);
      return getCart(app.db, user.id);
    },
  );
};
