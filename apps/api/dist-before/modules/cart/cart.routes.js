import { apiMessages, cartContract as calls } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { addToCart, getCart, mergeCart, updateCart } from './cart.service.js';
/** add-to-cart, update-cart, get-cart-items and merge-cart (issue 21) (docs/product.md §7, Cart). */
export const cartRoutes = async (app) => {
    contractRoute(app, 'cart', calls.addToCart, async (request) => {
        const cartCount = await addToCart(app.db, signedInUser(request).id, request.body);
        return { message: apiMessages.productAdded, cartCount };
    });
    contractRoute(app, 'cart', calls.updateCart, async (request) => {
        const cartCount = await updateCart(app.db, signedInUser(request).id, request.body);
        return { message: apiMessages.cartUpdated, cartCount };
    });
    contractRoute(app, 'cart', calls.getCartItems, async (request) => getCart(app.db, signedInUser(request).id));
    contractRoute(app, 'cart', calls.mergeCart, async (request) => mergeCart(app.db, signedInUser(request).id, request.body));
};
//# sourceMappingURL=cart.routes.js.map