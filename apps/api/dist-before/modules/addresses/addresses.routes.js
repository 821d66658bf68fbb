import { addressesContract as calls, apiMessages } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.js';
/** GET/POST /api/user/addresses, PUT/DELETE /api/user/addresses/{id} (issue 21). */
export const addressesRoutes = async (app) => {
    contractRoute(app, 'addresses', calls.listAddresses, async (request) => ({
        addresses: await listAddresses(app.db, signedInUser(request).id),
    }));
    contractRoute(app, 'addresses', calls.addAddress, async (request, reply) => {
        const result = await addAddress(app.db, signedInUser(request).id, request.body);
        return reply.status(201).send({ message: apiMessages.addressSaved, ...result });
    });
    contractRoute(app, 'addresses', calls.updateAddress, async (request) => ({
        message: apiMessages.addressSaved,
        ...(await updateAddress(app.db, signedInUser(request).id, request.params.id, request.body)),
    }));
    contractRoute(app, 'addresses', calls.deleteAddress, async (request) => ({
        message: apiMessages.addressDeleted,
        addresses: await deleteAddress(app.db, signedInUser(request).id, request.params.id),
    }));
};
//# sourceMappingURL=addresses.routes.js.map