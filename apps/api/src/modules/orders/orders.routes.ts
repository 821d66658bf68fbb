import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, contract } from '@bazaar/domain';
import { requireUser } from '../../platform/auth.js';
import { cancelOrder, getOrderDetails, listOrders } from './orders.service.js';

const { getAllOrders, getOrderDetails: detailsEntry, cancelOrder: cancelEntry } = contract.orders;

/** get-all-order, get-order-details-by-id and cancel-order (api-contract "Orders", issue 8). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const security = [{ bearer: [] }];

  app.post(
    getAllOrders.path,
    { schema: { tags, security, summary: getAllOrders.summary, response: getAllOrders.responses } },
    async (request) => {
      const buyer = await requireUser(request);
      return { ordersArr: await listOrders(app.db, buyer.id) };
    },
  );

  app.post(
    detailsEntry.path,
    {
      schema: {
        tags,
        security,
        summary: detailsEntry.summary,
        body: detailsEntry.body,
        response: detailsEntry.responses,
      },
    },
    async (request) => {
      const buyer = await requireUser(request);
      return { filteredOrderDetails: await getOrderDetails(app.db, buyer, request.body.orderId) };
    },
  );

  app.post(
    cancelEntry.path,
    {
      schema: {
        tags,
        security,
        summary: cancelEntry.summary,
        body: cancelEntry.body,
        response: cancelEntry.responses,
      },
    },
    async (request) => {
      const buyer = await requireUser(request);
      const order = await cancelOrder(app.db, app.mailer, buyer, request.body.orderId);
      return { message: apiMessages.cancelledByBuyer, order };
    },
  );
};
