import { apiMessages, wishlistContract as calls } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { getWishlist, toggleWishlist } from './wishlist.service.js';
/** get-wishlist and the add-to-wishlist toggle (docs/product.md §7, Wishlist). */
export const wishlistRoutes = async (app) => {
    contractRoute(app, 'wishlist', calls.getWishlist, async (request, reply) => {
        const wishListProducts = await getWishlist(app.db, signedInUser(request).id);
        // contract: 204 without a body when nothing is saved
        if (wishListProducts.length === 0)
            return reply.status(204).send(null);
        return reply.status(200).send({ wishListProducts });
    });
    contractRoute(app, 'wishlist', calls.addToWishlist, async (request, reply) => {
        const { saved } = await toggleWishlist(app.db, signedInUser(request).id, request.body.productId);
        if (saved)
            return reply.status(201).send({ message: apiMessages.wishlistSaved });
        return reply.status(200).send({ message: apiMessages.wishlistRemoved, isRemoved: true });
    });
};
//# sourceMappingURL=wishlist.routes.js.map