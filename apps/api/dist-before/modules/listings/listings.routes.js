import { apiMessages, catalogContract as catalogCalls, sellersContract as sellerCalls } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { createProduct, deleteProduct, editProduct, patchProduct, sellerProduct, sellerProductPage, setProductVisibility, } from './listings.service.js';
/**
 * A seller's listings: POST /api/product/add-product (docs/product.md §7, Catalogue) and the seller's own
 * products under /api/seller/* (§7, Seller), each tagged in the OpenAPI document with the area it is in.
 */
export const listingsRoutes = async (app) => {
    contractRoute(app, 'catalog', catalogCalls.addProduct, async (request, reply) => {
        const seller = signedInUser(request);
        await app.rateLimiter.hit('add-product-seller', seller.id, { limit: 60, windowMs: 60 * 60_000 });
        const product = await createProduct(app.db, app.media, seller, request.body);
        const message = product.isDraft ? apiMessages.draftSaved : apiMessages.productUploaded;
        return reply.status(201).send({ message, product });
    });
    contractRoute(app, 'sellers', sellerCalls.getAllProducts, async (request) => sellerProductPage(app.db, signedInUser(request).id, request.query));
    contractRoute(app, 'sellers', sellerCalls.getProduct, async (request) => ({
        product: await sellerProduct(app.db, signedInUser(request).id, request.params.id),
    }));
    contractRoute(app, 'sellers', sellerCalls.editProduct, async (request) => {
        const { id } = signedInUser(request);
        const product = await editProduct(app.db, app.media, id, request.params.id, request.body);
        return { message: apiMessages.productUpdated, product };
    });
    contractRoute(app, 'sellers', sellerCalls.patchProduct, async (request) => {
        const { id } = signedInUser(request);
        const product = await patchProduct(app.db, app.media, id, request.params.id, request.body);
        return { message: apiMessages.productUpdated, product };
    });
    contractRoute(app, 'sellers', sellerCalls.deleteProduct, async (request) => {
        await deleteProduct(app.db, signedInUser(request).id, request.params.id);
        return { message: apiMessages.productDeleted };
    });
    contractRoute(app, 'sellers', sellerCalls.visibilityToggle, async (request) => {
        const { id } = signedInUser(request);
        const product = await setProductVisibility(app.db, id, request.params.id, request.body.state);
        return { message: apiMessages.visibilityUpdated, product };
    });
};
//# sourceMappingURL=listings.routes.js.map