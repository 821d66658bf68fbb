// A seller's listings (the back-office side of the catalogue, issue 9): listing a product, the product list with
// its filters, one product for the edit form, edit, delete and the visibility toggle. Only the caller's products are ever
// read or written; another seller's product answers exactly like an unknown one (404, nothing changed).
// Shoppers' reads filter on isHide/isDraft, and the search index follows product rows by triggers, so every
// write here shows in listing, search, related products, best sellers, carts and checkout at once.
import { AddProductSchema, apiMessages, paiseToRupees, rupeesToPaise, stockRange, variantsSummary, } from '@bazaar/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { retryingTransaction } from '../../db/transactions.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';
import { isId, newId, nowIso } from '../../platform/ids.js';
import { parseWith } from '../../platform/validation.js';
import { checkSellerImages, isOwnUpload } from '../media/media.service.js';
import { keepOnlyVariantsInCarts, removeProductFromCarts } from '../cart/cart.service.js';
import * as inventory from '../inventory/inventory.service.js';
import { removeProductFromWishlists } from '../wishlist/wishlist.service.js';
const notFound = () => new NotFoundError(apiMessages.productNotFound);
// --- issue 20: variants ---
/** Each variant image must be a file this seller uploaded (as the product's images); one kept as it was passes. */
async function checkVariantImages(db, media, sellerId, variants, current = []) {
    for (const [index, variant] of variants.entries()) {
        const { image } = variant;
        if (image === null || current.includes(image))
            continue;
        if (!(await isOwnUpload(db, media, sellerId, image))) {
            throw new BadRequestError(apiMessages.foreignVariantImage(index), { field: `variants.${index}.image` });
        }
    }
}
/** 400 naming the first variant whose SKU another of this seller's products uses (letter case aside). */
async function checkSkusFree(db, sellerId, productId, variants) {
    if (variants.length === 0)
        return;
    const taken = new Set((await inventory.skuKeysTaken(db, sellerId, productId, variants.map((variant) => variant.sku.toLowerCase()))).map((row) => row.skuKey));
    const index = variants.findIndex((variant) => taken.has(variant.sku.toLowerCase()));
    const variant = variants[index];
    if (variant) {
        throw new BadRequestError(apiMessages.skuTaken(index, variant.sku), { field: `variants.${index}.sku` });
    }
}
/**
 * The SKU index is the last word on uniqueness: a racing listing that took a SKU between the check and the write
 * fails on it, and gets the same 400 as if the check had seen it.
 */
async function withSkuRace(db, sellerId, productId, variants, work) {
    try {
        return await work();
    }
    catch (error) {
        if (variants !== undefined && isUniqueViolation(error))
            await checkSkusFree(db, sellerId, productId, variants);
        throw error;
    }
}
/**
 * The row of a product's variant as add-product and the edit write it (prices arrive in rupees); the demo seed
 * writes its variants through it too.
 */
export function variantRow(productId, sellerId, variant, position, now) {
    return {
        id: variant.id ?? newId(),
        productId,
        sellerId,
        position,
        sku: variant.sku,
        skuKey: variant.sku.toLowerCase(),
        size: variant.options.size ?? null,
        colour: variant.options.colour ?? null,
        storage: variant.options.storage ?? null,
        stock: variant.stock,
        mrpPrice: rupeesToPaise(variant.mrpPrice),
        sellingPrice: rupeesToPaise(variant.sellingPrice),
        image: variant.image,
        createdAt: now,
        updatedAt: now,
    };
}
/**
 * A seller lists a product: prices arrive in rupees and are stored in paise; every image must be a file this
 * seller uploaded to Bazaar first, so listings never hot-link, smuggle foreign URLs or take another's photos.
 * issue 20: its variants are written with it, their SKUs unique among the seller's products; the product's
 * prices and stock are then their aggregate (the schema reckoned it).
 */
export async function createProduct(db, media, seller, input) {
    await checkSellerImages(db, media, seller.id, input.image);
    await checkVariantImages(db, media, seller.id, input.variants);
    const now = nowIso();
    const id = newId();
    await checkSkusFree(db, seller.id, id, input.variants);
    const product = {
        id,
        sellerId: seller.id,
        name: input.name,
        description: input.description,
        brand: input.brand,
        category: input.category,
        subCategory: input.subCategory ?? '',
        mrpPrice: rupeesToPaise(input.mrpPrice),
        sellingPrice: rupeesToPaise(input.sellingPrice),
        stock: input.stock,
        isHide: 0,
        isDraft: input.isDraft ? 1 : 0,
        createdAt: now,
        updatedAt: now,
        variantCount: input.variants.length,
    };
    const variants = input.variants.map((variant, index) => variantRow(id, seller.id, { ...variant, id: undefined }, index + 1, now));
    await withSkuRace(db, seller.id, id, input.variants, () => db.transaction().execute(async (trx) => {
        await inventory.insertProduct(trx, product);
        await inventory.insertProductImages(trx, input.image.map((url, index) => ({
            id: newId(),
            productId: id,
            position: index + 1,
            url,
            width: null,
            height: null,
        })));
        await inventory.insertVariants(trx, variants);
    }));
    return {
        _id: id,
        id,
        name: product.name,
        description: product.description,
        brand: product.brand,
        category: product.category,
        subCategory: product.subCategory,
        image: input.image,
        stock: product.stock,
        mrpPrice: input.mrpPrice,
        sellingPrice: input.sellingPrice,
        price: input.sellingPrice,
        isHide: false,
        isDraft: input.isDraft,
        sellerId: seller.id,
        variants: input.variants.map((variant, index) => ({
            id: variants[index]?.id ?? '',
            sku: variant.sku,
            options: variant.options,
            stock: variant.stock,
            mrpPrice: variant.mrpPrice,
            sellingPrice: variant.sellingPrice,
            image: variant.image,
        })),
    };
}
async function imagesByProduct(db, ids) {
    const byProduct = new Map();
    if (ids.length === 0)
        return byProduct;
    for (const row of await inventory.imageRows(db, ids)) {
        const list = byProduct.get(row.productId) ?? [];
        list.push(row.url);
        byProduct.set(row.productId, list);
    }
    return byProduct;
}
function toProduct(row, image, variants = []) {
    const sellingPrice = paiseToRupees(Number(row.sellingPrice));
    return {
        _id: row.id,
        id: row.id,
        name: row.name,
        description: row.description,
        brand: row.brand,
        category: row.category,
        subCategory: row.subCategory,
        image,
        stock: Number(row.stock),
        mrpPrice: paiseToRupees(Number(row.mrpPrice)),
        sellingPrice,
        price: sellingPrice,
        isHide: Number(row.isHide) === 1,
        isDraft: Number(row.isDraft) === 1,
        sellerId: row.sellerId,
        variants: variants.map(inventory.variantReply),
    };
}
async function findOwn(db, sellerId, id) {
    const row = isId(id) ? await inventory.ownProduct(db, sellerId, id) : undefined;
    if (!row)
        throw notFound();
    return row;
}
/**
 * The seller's product list: newest first, pages of `limit` (10 by default), filtered by category, stock status
 * (docs/product.md §4 thresholds) and a search in the name, the brand or the exact id. Hidden products and drafts are
 * included; the indexes are 1-based and inclusive (`Showing 11 to 20 of 42 results`), 0 when there is none.
 */
export async function sellerProductPage(db, sellerId, query) {
    const range = query.productStockStatus ? stockRange(query.productStockStatus) : {};
    const filter = {
        category: query.category,
        stockMin: range.min,
        stockMax: range.max,
        search: query.search?.toLowerCase(),
    };
    const { page, limit } = query;
    const total = await inventory.countOwnProducts(db, sellerId, filter);
    const rows = total === 0
        ? []
        : await inventory.ownProductsPage(db, sellerId, filter, { offset: (page - 1) * limit, limit });
    const ids = rows.map((row) => row.id);
    const [images, variants] = await Promise.all([
        imagesByProduct(db, ids),
        inventory.variantsOfProducts(db, rows.filter((row) => Number(row.variantCount) > 0).map((row) => row.id)),
    ]);
    const start = rows.length === 0 ? 0 : (page - 1) * limit + 1;
    return {
        allProduct: rows.map((row) => {
            const product = toProduct(row, images.get(row.id) ?? [], variants.get(row.id));
            return {
                _id: product._id,
                name: product.name,
                image: product.image,
                category: product.category,
                stock: product.stock,
                isHide: product.isHide,
                isDraft: product.isDraft,
                price: product.price,
                mrpPrice: product.mrpPrice,
                sellingPrice: product.sellingPrice,
                variants: product.variants ?? [],
            };
        }),
        totalProducts: total,
        totalPages: Math.ceil(total / limit),
        page,
        startProductIndex: start,
        endProductIndex: rows.length === 0 ? 0 : start + rows.length - 1,
    };
}
/** One of the seller's products, drafts and hidden ones included. */
export async function sellerProduct(db, sellerId, id) {
    const row = await findOwn(db, sellerId, id);
    const [images, variants] = await Promise.all([
        imagesByProduct(db, [row.id]),
        inventory.variantsOfProducts(db, [row.id]),
    ]);
    return toProduct(row, images.get(row.id) ?? [], variants.get(row.id));
}
/**
 * issue 20: writes an edit's variants over the stored ones, inside the edit's transaction (the product's row
 * locked, so no purchase moves their stock meanwhile): a variant sent with its `id` is kept (its cart lines stay),
 * one without is new, one not sent is removed (from carts too). A variant's stock follows the product's rule: sent
 * with the stock the seller saw, it is left alone when unchanged, and a change is refused with 409 when orders
 * moved it. Answers the variants as stored now.
 */
async function saveVariants(trx, product, sent) {
    const stored = (await inventory.variantsOfProducts(trx, [product.id])).get(product.id) ?? [];
    const storedById = new Map(stored.map((variant) => [variant.id, variant]));
    const now = nowIso();
    const rows = sent.map((variant, index) => {
        const before = variant.id === undefined ? undefined : storedById.get(variant.id);
        if (variant.id !== undefined && !before) {
            throw new BadRequestError(apiMessages.unknownVariant(index), { field: `variants.${index}.id` });
        }
        let stock = variant.stock;
        if (before && variant.expectedStock !== undefined) {
            if (variant.stock === variant.expectedStock)
                stock = before.stock;
            else if (before.stock !== variant.expectedStock) {
                throw new ConflictError(apiMessages.variantStockMoved(index, variant.sku, before.stock));
            }
        }
        return { before, row: variantRow(product.id, product.sellerId, { ...variant, stock }, index + 1, now) };
    });
    const kept = new Set(rows.flatMap(({ before }) => (before ? [before.id] : [])));
    // SKUs may move between this product's variants in one edit: their keys are cleared first, then written again.
    await inventory.releaseSkus(trx, product.id);
    await inventory.deleteVariants(trx, product.id, stored.filter((variant) => !kept.has(variant.id)).map((variant) => variant.id));
    for (const { before, row } of rows) {
        if (!before)
            continue;
        const { id, productId, sellerId, createdAt, ...changes } = row;
        void productId;
        void sellerId;
        void createdAt;
        await inventory.updateVariant(trx, product.id, id, changes);
    }
    await inventory.insertVariants(trx, rows.filter(({ before }) => !before).map(({ row }) => row));
    await keepOnlyVariantsInCarts(trx, product.id, rows.map(({ row }) => row.id));
    return (await inventory.variantsOfProducts(trx, [product.id])).get(product.id) ?? [];
}
/**
 * Writes the fields an edit sent, and only those, with the product's row locked (PostgreSQL): the stored
 * product with the edit laid over it must pass the add-product rules (a new selling price against the stored
 * MRP, and so on). The stock is the one field buyers change too: sent with the stock the seller saw, it is
 * left alone when unchanged, and a change is refused with 409 when orders moved it meanwhile. issue 20: variants
 * sent replace the stored ones (saveVariants) and the product's prices and stock become their aggregate; an edit
 * without variants may not change the prices or stock of a product that has them (400).
 */
async function saveEdit(db, media, sellerId, id, edit) {
    const row = await findOwn(db, sellerId, id);
    if (edit.image !== undefined) {
        const current = (await imagesByProduct(db, [row.id])).get(row.id) ?? [];
        await checkSellerImages(db, media, sellerId, edit.image, current);
    }
    if (edit.variants !== undefined) {
        const current = ((await inventory.variantsOfProducts(db, [row.id])).get(row.id) ?? []).flatMap((variant) => (variant.image === null ? [] : [variant.image]));
        await checkVariantImages(db, media, sellerId, edit.variants, current);
        await checkSkusFree(db, sellerId, row.id, edit.variants);
    }
    const sent = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
    const { expectedStock, variants: sentVariants, ...fields } = sent;
    await withSkuRace(db, sellerId, row.id, sentVariants, () => retryingTransaction(db, async (trx) => {
        const stored = await inventory.ownProductForUpdate(trx, sellerId, row.id);
        if (!stored)
            throw notFound(); // deleted by a racing request since the read above
        const storedImages = (await imagesByProduct(trx, [row.id])).get(row.id) ?? [];
        const storedProduct = toProduct(stored, storedImages);
        const pricedByVariants = sentVariants === undefined && Number(stored.variantCount) > 0;
        if (pricedByVariants) {
            const stockChanged = fields.stock !== undefined &&
                fields.stock !== storedProduct.stock &&
                fields.stock !== expectedStock;
            const priceChanged = (fields.mrpPrice !== undefined && fields.mrpPrice !== storedProduct.mrpPrice) ||
                (fields.sellingPrice !== undefined && fields.sellingPrice !== storedProduct.sellingPrice);
            if (stockChanged || priceChanged) {
                throw new BadRequestError(apiMessages.pricedByVariants, { field: 'variants' });
            }
            delete fields.stock;
            delete fields.mrpPrice;
            delete fields.sellingPrice;
        }
        const merged = parseWith(AddProductSchema, {
            name: storedProduct.name,
            brand: storedProduct.brand,
            description: storedProduct.description,
            category: storedProduct.category,
            subCategory: storedProduct.subCategory,
            mrpPrice: storedProduct.mrpPrice,
            sellingPrice: storedProduct.sellingPrice,
            stock: storedProduct.stock,
            image: storedImages,
            isDraft: storedProduct.isDraft,
            ...fields,
        });
        const changes = { updatedAt: nowIso() };
        if (fields.name !== undefined)
            changes.name = merged.name;
        if (fields.description !== undefined)
            changes.description = merged.description;
        if (fields.brand !== undefined)
            changes.brand = merged.brand;
        if (fields.category !== undefined || fields.subCategory !== undefined) {
            changes.category = merged.category;
            changes.subCategory = merged.subCategory ?? '';
        }
        if (fields.mrpPrice !== undefined)
            changes.mrpPrice = rupeesToPaise(merged.mrpPrice);
        if (fields.sellingPrice !== undefined)
            changes.sellingPrice = rupeesToPaise(merged.sellingPrice);
        if (fields.isDraft !== undefined)
            changes.isDraft = merged.isDraft ? 1 : 0;
        if (fields.stock !== undefined && fields.stock !== expectedStock) {
            if (expectedStock !== undefined && Number(stored.stock) !== expectedStock) {
                throw new ConflictError(apiMessages.stockMoved(stored.name, Number(stored.stock)));
            }
            changes.stock = merged.stock;
        }
        if (sentVariants !== undefined) {
            const variants = await saveVariants(trx, { id: row.id, sellerId }, sentVariants);
            const figures = variantsSummary(variants);
            changes.variantCount = variants.length;
            if (figures)
                Object.assign(changes, figures);
        }
        await inventory.updateOwnProduct(trx, sellerId, row.id, changes);
        if (fields.image !== undefined) {
            await inventory.replaceProductImages(trx, row.id, merged.image.map((url, index) => ({
                id: newId(),
                productId: row.id,
                position: index + 1,
                url,
                width: null,
                height: null,
            })));
        }
    }));
    return sellerProduct(db, sellerId, row.id);
}
/**
 * Replaces a product's fields and images with the add-product form (PUT). `isDraft` true keeps or makes it a
 * draft, false publishes it; its visibility is the toggle's business and stays as it is. With `expectedStock`
 * (the stock the form was filled with), the stock is guarded as saveEdit says.
 */
export async function editProduct(db, media, sellerId, id, input) {
    return saveEdit(db, media, sellerId, id, { ...input, subCategory: input.subCategory ?? '' });
}
/**
 * Changes only the fields sent (PATCH): the stored product with the changes laid over it must pass the same
 * add-product rules, so a new selling price is checked against the stored MRP and vice versa.
 */
export async function patchProduct(db, media, sellerId, id, patch) {
    return saveEdit(db, media, sellerId, id, patch);
}
/**
 * Deletes one of the seller's products. Past orders keep their lines (product id, name, image and price were
 * copied into them), so the row stays, marked deleted and hidden (decision 0007): it leaves the seller's list
 * and every shopper's view at once, and every cart and wishlist in the same transaction, as it can never be
 * bought again. 404 for another seller's, an unknown or an already deleted product, and then nothing changes.
 */
export async function deleteProduct(db, sellerId, id) {
    if (!isId(id))
        throw notFound();
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
        const result = await inventory.updateOwnProduct(trx, sellerId, id, {
            deletedAt: now,
            isHide: 1,
            updatedAt: now,
        });
        if (Number(result.numUpdatedRows) !== 1)
            throw notFound();
        // issue 20: its SKUs are free for the seller's other products again
        await inventory.releaseSkus(trx, id);
        // A deleted product never comes back: it leaves every cart and wishlist with the delete (decision 0007).
        await removeProductFromCarts(trx, id);
        await removeProductFromWishlists(trx, id);
    });
}
/** The visibility toggle: `visible` true shows the product (isHide false), false hides it at once. */
export async function setProductVisibility(db, sellerId, id, visible) {
    if (!isId(id))
        throw notFound();
    const result = await inventory.updateOwnProduct(db, sellerId, id, {
        isHide: visible ? 0 : 1,
        updatedAt: nowIso(),
    });
    if (Number(result.numUpdatedRows) !== 1)
        throw notFound();
    return { _id: id, isHide: !visible };
}
/** How many live products the seller has; with `since`, how many of them were listed since then. */
export const countSellerProducts = (db, sellerId, since) => inventory.countLiveProducts(db, sellerId, since);
//# sourceMappingURL=listings.service.js.map