import { performance } from 'node:perf_hooks';
import { categories } from '@bazaar/domain';
import { insertVariants } from '../modules/inventory/inventory.service.js';
import { variantRow } from '../modules/listings/listings.service.js';
import { newId } from '../platform/ids.js';
import { inBatches, rowsPerInsert } from './batches.js';
import { demoSeller, otherSellers } from './people.js';
import { generateListing, shelves, variantInputs } from './product-generator.js';
import { IMAGE_CONTENT_TYPE, mapWithConcurrency, PRODUCT_IMAGE_SIZE, renderProductImage, } from './product-images.js';
import { hashString, Rng } from './random.js';
/** Pictures per category in the shared pool (10 categories × 5 = 50 files for any number of products). */
const POOL_IMAGES_PER_CATEGORY = 5;
/** Products written per transaction: few transactions, none holding the database for long. */
const PRODUCTS_PER_TRANSACTION = 20_000;
const DEMO_SELLER_SHARE = 0.25;
const HIDDEN_SHARE = 0.02;
const DAY_MS = 86_400_000;
const slug = (text) => text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** Draws the shared pool: per category a few pictures, stored once and referenced by URL from many products. */
async function drawImagePool(media, size) {
    const jobs = categories.flatMap((category) => Array.from({ length: POOL_IMAGES_PER_CATEGORY }, (_, n) => ({ category, n })));
    const urls = await mapWithConcurrency(jobs, 4, async ({ category, n }) => {
        const shelf = shelves.filter((s) => s.category === category)[n % 5];
        const subject = {
            key: `bulk-${category}-${n}`,
            category,
            subCategory: shelf?.subCategory ?? '',
            label: '',
        };
        const data = await renderProductImage(subject, n % 4, size);
        return media.put(`bulk/${slug(category)}-${n + 1}.webp`, data, IMAGE_CONTENT_TYPE);
    });
    const pool = new Map();
    jobs.forEach(({ category }, index) => pool.set(category, [...(pool.get(category) ?? []), urls[index] ?? '']));
    return pool;
}
/**
 * Appends `products` generated listings for benchmarks, owned by the demo seed's sellers (run seedDemo
 * first), each with 2–4 pictures from a pool of 50 shared files; no reviews, so ratings stay 0. Clothing and
 * shoes come in sizes as in the demo catalogue (issue 20), their SKUs unique per seller (built on the product id).
 */
export async function seedBulk(options) {
    const { db, media, log = () => { } } = options;
    const count = options.products;
    if (!Number.isSafeInteger(count) || count < 0)
        throw new RangeError(`products must be a whole number ≥ 0: ${count}`);
    const size = options.imageSize ?? PRODUCT_IMAGE_SIZE;
    const started = performance.now();
    const sellerEmails = [demoSeller.email, ...otherSellers.map((seller) => seller.email)];
    const sellerRows = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', 'in', sellerEmails)
        .execute();
    const sellerId = new Map(sellerRows.map((row) => [row.email, row.id]));
    const demoSellerId = sellerId.get(demoSeller.email);
    if (demoSellerId === undefined)
        throw new Error('seedBulk needs the demo sellers: run seedDemo first');
    const specialists = new Map(categories.map((category) => [
        category,
        otherSellers.filter((s) => s.categories.includes(category)).flatMap((s) => sellerId.get(s.email) ?? []),
    ]));
    const existing = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
    const rng = new Rng(options.seed ?? hashString(`bulk:${Number(existing?.count ?? 0)}`));
    const pool = await drawImagePool(media, size);
    log(`bulk seed: ${POOL_IMAGES_PER_CATEGORY * categories.length} pooled pictures in ${Math.round(performance.now() - started)} ms`);
    const nowMs = (options.now ?? new Date()).getTime();
    let images = 0;
    let variantCount = 0;
    for (let done = 0; done < count;) {
        const chunk = Math.min(PRODUCTS_PER_TRANSACTION, count - done);
        const products = [];
        const productImages = [];
        const variants = [];
        for (let i = 0; i < chunk; i++) {
            const shelf = rng.pick(shelves);
            const listing = generateListing(rng, shelf);
            const id = newId();
            const owners = specialists.get(shelf.category) ?? [];
            const createdMs = nowMs - rng.int(1, 365) * DAY_MS - rng.int(0, DAY_MS / 1000) * 1000;
            const createdAt = new Date(createdMs).toISOString();
            const seller = owners.length === 0 || rng.chance(DEMO_SELLER_SHARE) ? demoSellerId : rng.pick(owners);
            variantInputs(id, listing, newId).forEach((input, index) => variants.push(variantRow(id, seller, input, index + 1, createdAt)));
            products.push({
                id,
                sellerId: seller,
                name: listing.name,
                description: listing.description,
                brand: listing.brand,
                category: listing.category,
                subCategory: listing.subCategory,
                mrpPrice: listing.mrpPrice,
                sellingPrice: listing.sellingPrice,
                stock: listing.stock,
                isHide: rng.chance(HIDDEN_SHARE) ? 1 : 0,
                isDraft: 0,
                ratingTotal: 0,
                ratingCount: 0,
                variantCount: listing.variants.length,
                createdAt,
                updatedAt: createdAt,
            });
            const pictures = rng.sample(pool.get(shelf.category) ?? [], rng.int(2, 4));
            pictures.forEach((url, position) => productImages.push({ id: newId(), productId: id, position, url, width: size, height: size }));
        }
        await db.transaction().execute(async (trx) => {
            await inBatches(products, rowsPerInsert(17), (batch) => trx.insertInto('products').values(batch).execute());
            await inBatches(variants, rowsPerInsert(15), (batch) => insertVariants(trx, batch));
            await inBatches(productImages, rowsPerInsert(6), (batch) => trx.insertInto('productImages').values(batch).execute());
        });
        done += chunk;
        images += productImages.length;
        variantCount += variants.length;
        log(`bulk seed: ${done}/${count} products (${Math.round(performance.now() - started)} ms)`);
    }
    return {
        products: count,
        images,
        variants: variantCount,
        pooledImages: POOL_IMAGES_PER_CATEGORY * categories.length,
    };
}
//# sourceMappingURL=seed-bulk.js.map