import { ordersContract as calls } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { orderInvoice } from './invoices.service.js';
/** GET /api/order/:orderId/invoice (issue 21): the GST tax invoice, a PDF. */
export const invoicesRoutes = async (app) => {
    contractRoute(app, 'orders', calls.getInvoice, async (request, reply) => {
        const invoice = await orderInvoice(app.db, signedInUser(request), request.params.orderId);
        // A file, not JSON: the bytes go out as they are (Fastify serialises no Buffer).
        return reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="${invoice.fileName}"`)
            .header('cache-control', 'private, no-store')
            .send(invoice.pdf);
    });
};
//# sourceMappingURL=invoices.routes.js.map