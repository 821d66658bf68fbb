import { createJobSlots } from '../platform/job-slots.js';
import { makerName } from './product-generator.js';
import { IMAGE_CONTENT_TYPE, PRODUCT_IMAGE_SIZE, renderProductImage } from './product-images.js';
import { productImageKey } from './seed-demo.js';
/** `products/<productId>-<n>.webp`, n from 1: the demo seed's picture keys (uploads live under products/uploads/). */
const DEMO_PICTURE_KEY = /^products\/([A-Za-z0-9_-]+)-([1-9])\.webp$/;
/** The background job that draws the demo pictures still missing, once across every process. */
export const demoPicturesJob = (pictures) => ({
    name: 'demo-pictures',
    run: async (signal) => void (await pictures.drawAllMissing(signal)),
});
export function demoPictures(db, media) {
    const inFlight = new Map();
    // Requests and the background share two slots, so drawing never takes both cores from the API.
    const slots = createJobSlots(2);
    const drawNow = async (key, productId) => {
        const row = await db
            .selectFrom('productImages')
            .innerJoin('products', 'products.id', 'productImages.productId')
            .select([
            'productImages.position',
            'productImages.width',
            'products.name',
            'products.brand',
            'products.category',
            'products.subCategory',
        ])
            .where('productImages.productId', '=', productId)
            .where('productImages.url', '=', media.urlOf(key))
            .executeTakeFirst();
        if (!row)
            return null;
        const subject = {
            key: productId,
            category: row.category,
            subCategory: row.subCategory,
            label: makerName(row.name, row.brand),
        };
        const data = await slots(() => renderProductImage(subject, row.position, row.width ?? PRODUCT_IMAGE_SIZE));
        await media.put(key, data, IMAGE_CONTENT_TYPE);
        return data;
    };
    const draw = (key) => {
        const match = DEMO_PICTURE_KEY.exec(key);
        if (!match?.[1])
            return Promise.resolve(null);
        const running = inFlight.get(key);
        if (running)
            return running;
        const job = drawNow(key, match[1]).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
        return job;
    };
    const drawMissing = async (keys, signal) => {
        let drawn = 0;
        for (const key of keys) {
            if (signal?.aborted)
                break;
            if ((await media.keyOf(media.urlOf(key))) !== null)
                continue;
            if (await draw(key))
                drawn += 1;
        }
        return drawn;
    };
    return {
        draw,
        drawMissing,
        async drawAllMissing(signal) {
            const rows = await db
                .selectFrom('productImages')
                .select(['productId', 'position', 'url'])
                .orderBy('productId')
                .orderBy('position')
                .execute();
            const keys = rows
                .map((row) => productImageKey(row.productId, row.position + 1))
                .filter((key, index) => media.urlOf(key) === rows[index].url);
            return drawMissing(keys, signal);
        },
    };
}
//# sourceMappingURL=demo-pictures.js.map