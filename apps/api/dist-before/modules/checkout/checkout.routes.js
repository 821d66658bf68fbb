import { apiMessages, ordersContract as calls } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { idempotencyKeyOf, submitOrder } from './checkout.service.js';
/** POST /api/order/submit-order (docs/product.md §7, Checkout). */
export const checkoutRoutes = async (app) => {
    contractRoute(app, 'orders', calls.submitOrder, async (request, reply) => {
        const header = request.headers['idempotency-key'];
        const key = idempotencyKeyOf(typeof header === 'string' ? header : undefined, request.body.timeStamp);
        const result = await submitOrder(app.db, app.mailer, signedInUser(request), request.body, key);
        return reply.status(201).send({ message: apiMessages.orderPlaced, ...result });
    });
};
//# sourceMappingURL=checkout.routes.js.map