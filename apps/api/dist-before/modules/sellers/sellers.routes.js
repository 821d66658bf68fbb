import { apiMessages, returnMessages, sellersContract as calls } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { createSealer } from '../../platform/sealing.js';
import { advanceOrders, advanceOrderStatus, cancelOrderBySeller, decideReturn, packingSlip, sellerCustomers, sellerOrders, } from '../orders/orders.service.js';
import { BANK_ACCOUNT_SEAL_PURPOSE, dataKeyOpensBankAccounts, registerSeller, sellerDashboard, sellerProfile, updateSellerProfile, businessOf, } from './sellers.service.js';
/**
 * The seller back-office: /api/seller/* (docs/product.md §7, Seller); the seller's products are the listings
 * module's (listings.routes.ts).
 */
export const sellersRoutes = async (app) => {
    const area = 'sellers';
    const sealer = createSealer(app.dataKey, BANK_ACCOUNT_SEAL_PURPOSE);
    // On ready, that is after the server has migrated (migration 0012 seals numbers an older version stored in
    // clear): a data key that does not open the stored numbers is said at once, not at the first profile read.
    app.addHook('onReady', async () => {
        if (!(await dataKeyOpensBankAccounts(app.db, sealer))) {
            app.log.error('the data key does not open the bank account numbers stored in the database: start with the ' +
                'DATA_KEY (or DATA_DIR/data-key) they were sealed with, or seller profiles will fail to load');
        }
    });
    contractRoute(app, area, calls.register, async (request, reply) => {
        const seller = await registerSeller(app.db, sealer, signedInUser(request), request.body);
        return reply.status(201).send({ message: apiMessages.sellerRegistered, seller });
    });
    contractRoute(app, area, calls.profile, async (request) => ({
        seller: await sellerProfile(app.db, sealer, signedInUser(request).id),
    }));
    contractRoute(app, area, calls.updateProfile, async (request) => ({
        message: apiMessages.sellerProfileUpdated,
        seller: await updateSellerProfile(app.db, app.mailer, sealer, signedInUser(request).id, request.body, request.ip),
    }));
    contractRoute(app, area, calls.dashboard, async (request) => sellerDashboard(app.db, signedInUser(request).id));
    contractRoute(app, area, calls.orders, async (request) => sellerOrders(app.db, signedInUser(request).id, request.query));
    contractRoute(app, area, calls.orderStatus, async (request) => {
        const sellerId = signedInUser(request).id;
        const { orderId, orderIds, ...change } = request.body;
        if (orderIds !== undefined) {
            const result = await advanceOrders(app.db, app.mailer, sellerId, orderIds, change.orderStatus);
            return {
                message: apiMessages.ordersMoved(result.moved.length, orderIds.length, change.orderStatus),
                ...result,
            };
        }
        // the schema asks for exactly one of orderId and orderIds
        const order = await advanceOrderStatus(app.db, app.mailer, sellerId, {
            ...change,
            orderId: orderId ?? '',
        });
        return { message: apiMessages.orderStatusUpdated(order.orderStatus), order };
    });
    contractRoute(app, area, calls.cancelOrder, async (request) => ({
        message: apiMessages.orderCancelledBySeller,
        order: await cancelOrderBySeller(app.db, app.mailer, signedInUser(request).id, request.body),
    }));
    contractRoute(app, area, calls.returnDecision, async (request) => {
        const returnRequest = await decideReturn(app.db, app.mailer, signedInUser(request), request.body);
        return {
            message: returnRequest.status === 'approved' ? returnMessages.approved : returnMessages.rejected,
            returnRequest,
        };
    });
    contractRoute(app, area, calls.packingSlip, async (request, reply) => {
        const sellerId = signedInUser(request).id;
        const pdf = await packingSlip(app.db, sellerId, request.params.orderId, (await businessOf(app.db, sellerId)) ?? null);
        const name = `packing-slip-${request.params.orderId.toLowerCase()}.pdf`;
        return reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="${name}"`)
            .header('cache-control', 'private, no-store')
            .send(pdf); // bytes: Fastify sends a Buffer as it is
    });
    contractRoute(app, area, calls.customers, async (request) => ({
        customers: await sellerCustomers(app.db, signedInUser(request).id),
    }));
};
//# sourceMappingURL=sellers.routes.js.map