import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, sellersContract as calls, type Endpoint } from '@bazaar/domain';
import { requireConsumer, requireSeller } from '../../platform/auth.js';
import {
  deleteProduct,
  editProduct,
  patchProduct,
  sellerProduct,
  sellerProductPage,
  setProductVisibility,
} from '../catalog/catalog.listings.js';
import { advanceOrderStatus, sellerCustomers, sellerOrders } from '../orders/orders.fulfilment.js';
import { registerSeller, sellerDashboard, sellerProfile } from './sellers.service.js';

/** The Fastify schema of a contract entry (tags, security, request and response schemas). */
function schemaOf(entry: Endpoint) {
  return {
    tags: ['sellers'],
    summary: entry.summary,
    security: [{ bearer: [] }],
    ...(entry.body ? { body: entry.body } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.params ? { params: entry.params } : {}),
    response: Object.fromEntries(
      Object.entries(entry.responses).filter((pair): pair is [string, NonNullable<(typeof pair)[1]>] =>
        Boolean(pair[1]),
      ),
    ),
  };
}

/** The seller back-office: /api/seller/* (api-contract "Seller" and "Beyond section 7"). */
export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    calls.register.path,
    { schema: { ...schemaOf(calls.register), body: calls.register.body } },
    async (request, reply) => {
      const user = await requireConsumer(request);
      const seller = await registerSeller(app.db, user.id, request.body);
      return reply.status(201).send({ message: apiMessages.sellerRegistered, seller });
    },
  );

  app.get(calls.profile.path, { schema: schemaOf(calls.profile) }, async (request) => {
    const user = await requireSeller(request);
    return { seller: await sellerProfile(app.db, user.id) };
  });

  app.get(
    calls.getAllProducts.path,
    { schema: { ...schemaOf(calls.getAllProducts), querystring: calls.getAllProducts.query } },
    async (request) => {
      const user = await requireSeller(request);
      return sellerProductPage(app.db, user.id, request.query);
    },
  );

  app.get(
    calls.getProduct.path,
    { schema: { ...schemaOf(calls.getProduct), params: calls.getProduct.params } },
    async (request) => {
      const user = await requireSeller(request);
      return { product: await sellerProduct(app.db, user.id, request.params.id) };
    },
  );

  app.put(
    calls.editProduct.path,
    {
      schema: {
        ...schemaOf(calls.editProduct),
        params: calls.editProduct.params,
        body: calls.editProduct.body,
      },
    },
    async (request) => {
      const user = await requireSeller(request);
      const product = await editProduct(app.db, app.media, user.id, request.params.id, request.body);
      return { message: apiMessages.productUpdated, product };
    },
  );

  app.patch(
    calls.patchProduct.path,
    {
      schema: {
        ...schemaOf(calls.patchProduct),
        params: calls.patchProduct.params,
        body: calls.patchProduct.body,
      },
    },
    async (request) => {
      const user = await requireSeller(request);
      const product = await patchProduct(app.db, app.media, user.id, request.params.id, request.body);
      return { message: apiMessages.productUpdated, product };
    },
  );

  app.delete(
    calls.deleteProduct.path,
    { schema: { ...schemaOf(calls.deleteProduct), params: calls.deleteProduct.params } },
    async (request) => {
      const user = await requireSeller(request);
      await deleteProduct(app.db, user.id, request.params.id);
      return { message: apiMessages.productDeleted };
    },
  );

  app.patch(
    calls.visibilityToggle.path,
    {
      schema: {
        ...schemaOf(calls.visibilityToggle),
        params: calls.visibilityToggle.params,
        body: calls.visibilityToggle.body,
      },
    },
    async (request) => {
      const user = await requireSeller(request);
      const product = await setProductVisibility(app.db, user.id, request.params.id, request.body.state);
      return { message: apiMessages.visibilityUpdated, product };
    },
  );

  app.get(calls.dashboard.path, { schema: schemaOf(calls.dashboard) }, async (request) => {
    const user = await requireSeller(request);
    return sellerDashboard(app.db, user.id);
  });

  app.get(
    calls.orders.path,
    { schema: { ...schemaOf(calls.orders), querystring: calls.orders.query } },
    async (request) => {
      const user = await requireSeller(request);
      return sellerOrders(app.db, user.id, request.query);
    },
  );

  app.post(
    calls.orderStatus.path,
    { schema: { ...schemaOf(calls.orderStatus), body: calls.orderStatus.body } },
    async (request) => {
      const user = await requireSeller(request);
      const order = await advanceOrderStatus(app.db, app.mailer, user.id, request.body);
      return { message: apiMessages.orderStatusUpdated(order.orderStatus), order };
    },
  );

  app.get(calls.customers.path, { schema: schemaOf(calls.customers) }, async (request) => {
    const user = await requireSeller(request);
    return { customers: await sellerCustomers(app.db, user.id) };
  });
};
