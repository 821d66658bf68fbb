import { apiMessages, ordersContract as calls, returnMessages } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { cancelOrder, getOrderDetails, listOrders, requestReturn } from './orders.service.js';
/** get-all-order, get-order-details-by-id and cancel-order (docs/product.md §7, Orders; issue 8). */
export const ordersRoutes = async (app) => {
    contractRoute(app, 'orders', calls.getAllOrders, async (request) => ({
        ordersArr: await listOrders(app.db, signedInUser(request).id),
    }));
    contractRoute(app, 'orders', calls.getOrderDetails, async (request) => ({
        filteredOrderDetails: await getOrderDetails(app.db, signedInUser(request), request.body.orderId),
    }));
    contractRoute(app, 'orders', calls.requestReturn, async (request, reply) => {
        const returnRequest = await requestReturn(app.db, app.mailer, signedInUser(request), request.body);
        return reply.code(201).send({ message: returnMessages.requested, returnRequest });
    });
    contractRoute(app, 'orders', calls.cancelOrder, async (request) => {
        const { orderId, reason } = request.body;
        const order = await cancelOrder(app.db, app.mailer, signedInUser(request), orderId, reason);
        return { message: apiMessages.cancelledByBuyer, order };
    });
};
//# sourceMappingURL=orders.routes.js.map