import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@bazaar/domain';
import { startS3, type TestS3 } from '../test-support/s3-server.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { demoPictures } from './demo-pictures.js';
import { renderProductImage } from './product-images.js';
import { makerName } from './product-generator.js';
import { seedDemo } from './seed-demo.js';

// With MEDIA_STORE=s3 a fresh start writes the demo rows and draws the pictures later, into the bucket: a
// picture asked for before the background reaches it is drawn on the spot and kept in the bucket, so every
// process serves it and the catalogue never shows a broken image.
const SIZE = 96;
let s3: TestS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3(4724);
  t = await createTestApp(s3.env, { drawMissingMedia: (app) => demoPictures(app.db, app.media).draw });
  await seedDemo({
    db: t.database.db,
    media: t.app.media,
    now: new Date('2025-06-01T10:00:00.000Z'),
    imageSize: SIZE,
    pictures: 'later',
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('demo pictures in an S3 bucket', () => {
  it('draws a picture on its first request into the bucket, then serves it from there', async () => {
    const image = await t.database.db
      .selectFrom('productImages')
      .innerJoin('products', 'products.id', 'productImages.productId')
      .select(['url', 'productId', 'name', 'brand', 'category', 'subCategory'])
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    const key = image.url.slice('/media/'.length);
    expect(await t.app.media.read!(key)).toBeNull(); // not drawn yet

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
    const first = await t.app.inject({ method: 'GET', url: image.url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('immutable');
    expect(first.rawPayload.equals(expected)).toBe(true);

    const stored = await t.app.media.read!(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(expected)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', 'products'))).toBe(false); // nothing on disk

    const again = await t.app.inject({ method: 'GET', url: image.url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(expected)).toBe(true);
  });

  it('answers 404 for a picture no demo product names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/products/AAAAAAAAAAAAAAAA-1.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
