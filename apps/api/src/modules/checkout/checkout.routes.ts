import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, contract } from '@bazaar/domain';
import { requireUser } from '../../platform/auth.js';
import { idempotencyKeyOf, submitOrder } from './checkout.service.js';

const entry = contract.orders.submitOrder;

/** POST /api/order/submit-order (api-contract "Orders"). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    entry.path,
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: entry.summary,
        body: entry.body,
        response: entry.responses,
      },
    },
    async (request, reply) => {
      const buyer = await requireUser(request);
      const header = request.headers['idempotency-key'];
      const key = idempotencyKeyOf(typeof header === 'string' ? header : undefined, request.body.timeStamp);
      const result = await submitOrder(app.db, app.mailer, buyer, request.body, key);
      return reply.status(201).send({ message: apiMessages.orderPlaced, ...result });
    },
  );
};
