import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { mediaRootDir } from '../platform/media-storage.js';
import { seedDemo } from './seed-demo.js';
import { demoPictures, demoPicturesJob, type DemoPictures } from './demo-pictures.js';
import { createJobRunner } from '../platform/jobs.js';
import { renderProductImage } from './product-images.js';
import { makerName } from './product-generator.js';
import type { Category } from '@bazaar/domain';

// A fresh `npm start` writes the demo rows, listens, and draws the pictures afterwards: a picture asked for
// before the background reaches it is drawn on the spot, so the catalogue never shows a broken image.
const NOW = new Date('2025-06-01T10:00:00.000Z');
const SIZE = 96;
let t: TestApp;
let pending: string[];
let pictures: DemoPictures;

beforeAll(async () => {
  // As the start script does: the app draws a missing picture through what it is handed, never the seed.
  t = await createTestApp(
    {},
    { drawMissingMedia: (app) => (pictures = demoPictures(app.db, app.media)).draw },
  );
  const result = await seedDemo({
    db: t.database.db,
    media: t.app.media,
    now: NOW,
    imageSize: SIZE,
    pictures: 'later',
  });
  pending = result.pendingPictures;
});
afterAll(async () => t?.close());

const fileOf = (key: string) => path.join(mediaRootDir(t.config.dataDir), ...key.split('/'));

describe('demo pictures drawn after start', () => {
  it('writes every row at once, with the URLs of pictures still to draw', async () => {
    expect(pending.length).toBeGreaterThan(400);
    expect(pending.every((key) => !fs.existsSync(fileOf(key)))).toBe(true);
    const urls = (await t.database.db.selectFrom('productImages').select('url').execute()).map((r) => r.url);
    expect(new Set(urls)).toEqual(new Set(pending.map((key) => `/media/${key}`)));
  });

  it('draws a picture on its first request: the same bytes the seed would draw, cacheable, then from disk', async () => {
    const image = await t.database.db
      .selectFrom('productImages')
      .innerJoin('products', 'products.id', 'productImages.productId')
      .select(['url', 'position', 'productId', 'name', 'brand', 'category', 'subCategory'])
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    const expected = await renderProductImage(
      {
        key: image.productId,
        category: image.category as Category,
        subCategory: image.subCategory,
        label: makerName(image.name, image.brand),
        name: image.name,
      },
      1,
      SIZE,
    );

    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url: image.url }),
      t.app.inject({ method: 'GET', url: image.url }),
    ]);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.rawPayload.equals(expected)).toBe(true);
    }
    expect(fs.readFileSync(fileOf(image.url.slice('/media/'.length))).equals(expected)).toBe(true);

    const again = await t.app.inject({ method: 'GET', url: image.url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(expected)).toBe(true);
  });

  it('answers 404 for a missing file no demo product names', async () => {
    const product = await t.database.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    for (const url of [`/media/products/${product.id}-9.webp`, '/media/products/AAAAAAAAAAAAAAAA-1.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('draws the rest in the background, skipping those already drawn', async () => {
    const some = pending.slice(0, 8);
    const missing = some.filter((key) => !fs.existsSync(fileOf(key)));
    expect(missing.length).toBeGreaterThan(4);
    expect(await pictures.drawMissing(some)).toBe(missing.length);
    expect(some.every((key) => fs.existsSync(fileOf(key)))).toBe(true);
    expect(await pictures.drawMissing(some)).toBe(0);
  });

  it('draws every missing picture once, in whichever of several processes wins the job', async () => {
    const runners = [1, 2].map(() => createJobRunner({ db: t.database.db, log: t.app.log }));
    for (const runner of runners) runner.schedule(demoPicturesJob(pictures));
    const ran = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(ran.flat()).toEqual(['demo-pictures']);
    expect(pending.every((key) => fs.existsSync(fileOf(key)))).toBe(true);
    // Done: neither process draws them again, until a new seed asks for it.
    expect((await Promise.all(runners.map((runner) => runner.runDue()))).flat()).toEqual([]);
    await runners[0]!.requestRun('demo-pictures');
    expect(await runners[1]!.runDue()).toEqual(['demo-pictures']);
  }, 60_000);
});
