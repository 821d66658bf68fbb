import { apiMessages, paiseToRupees } from '@bazaar/domain';
import { NotFoundError } from '../../platform/errors.js';
import { nowIso } from '../../platform/ids.js';
import { findProductForSale, findProductsForSale } from '../inventory/inventory.service.js';
import * as repo from './wishlist.repository.js';
/**
 * The heart: removes a saved product, otherwise saves it. Only a product that can be bought is saved (404 for
 * an unknown, hidden or draft one); a saved product that has since been hidden can still be removed. Each step
 * is one statement that says whether it acted, so presses arriving together alternate save, remove, save…:
 * a save that finds the product saved meanwhile (by a press beside it) becomes a remove, and the other way.
 */
export async function toggleWishlist(db, userId, productId) {
    let forSale = false;
    // Each turn after the first means another press changed the item between this one's two statements, so the
    // loop ends once the presses beside it have.
    for (;;) {
        if (await repo.deleteItem(db, userId, productId))
            return { saved: false };
        forSale ||= (await findProductForSale(db, productId)) !== undefined;
        if (!forSale)
            throw new NotFoundError(apiMessages.productNotFound);
        if (await repo.insertItem(db, { userId, productId, addedAt: nowIso() }))
            return { saved: true };
    }
}
/** The saved products as cards (rupees on the wire), newest saved first; hidden and draft ones left out. */
export async function getWishlist(db, userId) {
    const saved = await repo.savedProductIds(db, userId);
    const products = await findProductsForSale(db, saved.map((item) => item.productId));
    const rows = saved.flatMap((item) => products.get(item.productId) ?? []);
    return rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        image: row.image,
        category: row.category,
        subCategory: row.subCategory,
        brand: row.brand,
        stock: row.stock,
        mrpPrice: paiseToRupees(row.mrpPrice),
        sellingPrice: paiseToRupees(row.sellingPrice),
        price: paiseToRupees(row.sellingPrice),
        rating: row.ratingCount > 0 ? Math.round((row.ratingTotal / row.ratingCount) * 10) / 10 : null,
        ratingNumber: row.ratingCount,
        isAddedToWishlist: true,
        // issue 20: "from ₹…", and Add to Cart becomes "Choose options" (a variant is chosen on the product page)
        ...(row.variantCount > 0 && { hasVariants: true }),
    }));
}
/** Removes a deleted product from every wishlist (inside the delete's transaction; decision 0007). */
export const removeProductFromWishlists = (db, productId) => repo.deleteItemsOfProduct(db, productId);
/** Which of these products the user keeps in the wishlist (for the cards' `isAddedToWishlist`). */
export async function wishlistedAmong(db, userId, productIds) {
    return new Set(await repo.wishlistedProductIds(db, userId, productIds));
}
/** For one product page: whether the user has saved it. */
export async function isAddedToWishlist(db, userId, productId) {
    return (await wishlistedAmong(db, userId, [productId])).has(productId);
}
//# sourceMappingURL=wishlist.service.js.map