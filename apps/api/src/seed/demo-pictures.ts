// The demo catalogue's pictures, drawn after the server listens instead of before: a fresh `npm start` writes
// the demo rows (pictures' URLs included) in a few tens of milliseconds, listens, then draws the ~700 pictures
// in the background. A request for a picture not drawn yet draws that one at once (same bytes as the
// background would write: the drawing is deterministic), stores it and answers it, so the catalogue never
// shows a broken image while the rest are still being drawn.
import type { Category } from '@bazaar/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { createJobSlots } from '../platform/job-slots.js';
import type { Job } from '../platform/jobs.js';
import type { MediaStorage } from '../platform/media-storage.js';
import { makerName } from './product-generator.js';
import { IMAGE_CONTENT_TYPE, PRODUCT_IMAGE_SIZE, renderProductImage } from './product-images.js';
import { productImageKey } from './seed-demo.js';

/** `products/<productId>-<n>.webp`, n from 1: the demo seed's picture keys (uploads live under products/uploads/). */
const DEMO_PICTURE_KEY = /^products\/([A-Za-z0-9_-]+)-([1-9])\.webp$/;

export interface DemoPictures {
  /**
   * Draws and stores the demo picture under `key` when a demo product names it; null for any other key. Two
   * requests for the same picture share one drawing.
   */
  draw(key: string): Promise<Buffer | null>;
  /**
   * Draws, one at a time, those of `keys` whose file is still missing; answers how many it drew. Ends after
   * the picture in progress once `signal` aborts (the server is closing).
   */
  drawMissing(keys: readonly string[], signal?: AbortSignal): Promise<number>;
  /** As `drawMissing`, for every demo picture the database names (any process may run it: the job below). */
  drawAllMissing(signal?: AbortSignal): Promise<number>;
}

/** The background job that draws the demo pictures still missing, once across every process. */
export const demoPicturesJob = (pictures: DemoPictures): Job => ({
  name: 'demo-pictures',
  run: async (signal) => void (await pictures.drawAllMissing(signal)),
});

export function demoPictures(db: Db, media: MediaStorage): DemoPictures {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  // Requests and the background share two slots, so drawing never takes both cores from the API.
  const slots = createJobSlots(2);

  const drawNow = async (key: string, productId: string): Promise<Buffer | null> => {
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
    if (!row) return null;
    const subject = {
      key: productId,
      category: row.category as Category,
      subCategory: row.subCategory,
      label: makerName(row.name, row.brand),
      name: row.name,
    };
    const data = await slots(() =>
      renderProductImage(subject, row.position, row.width ?? PRODUCT_IMAGE_SIZE),
    );
    await media.put(key, data, IMAGE_CONTENT_TYPE);
    return data;
  };

  const draw = (key: string): Promise<Buffer | null> => {
    const match = DEMO_PICTURE_KEY.exec(key);
    if (!match?.[1]) return Promise.resolve(null);
    const running = inFlight.get(key);
    if (running) return running;
    const job = drawNow(key, match[1]).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  };

  const drawMissing = async (keys: readonly string[], signal?: AbortSignal) => {
    let drawn = 0;
    for (const key of keys) {
      if (signal?.aborted) break;
      if ((await media.keyOf(media.urlOf(key))) !== null) continue;
      if (await draw(key)) drawn += 1;
    }
    return drawn;
  };

  return {
    draw,
    drawMissing,
    async drawAllMissing(signal) {
      // Only the rows whose picture lives where the demo seed's do: a catalogue of 100,000 bulk products
      // (300,000 rows) read whole took a second of the event loop at the first start.
      const at = media.urlOf('products/');
      const rows = await db
        .selectFrom('productImages')
        .select(['productId', 'position', 'url'])
        .where(sql<string>`substr(url, 1, ${at.length})`, '=', at)
        .orderBy('productId')
        .orderBy('position')
        .execute();
      const keys = rows
        .map((row) => productImageKey(row.productId, row.position + 1))
        .filter((key, index) => media.urlOf(key) === rows[index]!.url);
      return drawMissing(keys, signal);
    },
  };
}
