import type { FastifyPluginAsync } from 'fastify';
import { apiMessages, sellersContract as calls } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { createSealer } from '../../platform/sealing.js';
import { advanceOrderStatus, sellerCustomers, sellerOrders } from '../orders/orders.service.js';
import {
  BANK_ACCOUNT_SEAL_PURPOSE,
  dataKeyOpensBankAccounts,
  registerSeller,
  sellerDashboard,
  sellerProfile,
} from './sellers.service.js';

/**
 * The seller back-office: /api/seller/* (docs/product.md §7, Seller); the seller's products are the listings
 * module's (listings.routes.ts).
 */
export const sellersRoutes: FastifyPluginAsync = async (app) => {
  const area = 'sellers';
  const sealer = createSealer(app.dataKey, BANK_ACCOUNT_SEAL_PURPOSE);

  // On ready, that is after the server has migrated (migration 0012 seals numbers an older version stored in
  // clear): a data key that does not open the stored numbers is said at once, not at the first profile read.
  app.addHook('onReady', async () => {
    if (!(await dataKeyOpensBankAccounts(app.db, sealer))) {
      app.log.error(
        'the data key does not open the bank account numbers stored in the database: start with the ' +
          'DATA_KEY (or DATA_DIR/data-key) they were sealed with, or seller profiles will fail to load',
      );
    }
  });

  contractRoute(app, area, calls.register, async (request, reply) => {
    const seller = await registerSeller(app.db, sealer, signedInUser(request), request.body);
    return reply.status(201).send({ message: apiMessages.sellerRegistered, seller });
  });

  contractRoute(app, area, calls.profile, async (request) => ({
    seller: await sellerProfile(app.db, sealer, signedInUser(request).id),
  }));

  contractRoute(app, area, calls.dashboard, async (request) =>
    sellerDashboard(app.db, signedInUser(request).id),
  );

  contractRoute(app, area, calls.orders, async (request) =>
    sellerOrders(app.db, signedInUser(request).id, request.query),
  );

  contractRoute(app, area, calls.orderStatus, async (request) => {
    const order = await advanceOrderStatus(app.db, app.mailer, signedInUser(request).id, request.body);
    return { message: apiMessages.orderStatusUpdated(order.orderStatus), order };
  });

  contractRoute(app, area, calls.customers, async (request) => ({
    customers: await sellerCustomers(app.db, signedInUser(request).id),
  }));
};
