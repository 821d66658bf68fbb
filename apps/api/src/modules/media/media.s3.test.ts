import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { profilesShowing } from '../account/account.service.js';
import { photosShowing } from '../inventory/inventory.service.js';
import { sweepUnusedUploads } from './media.service.js';
import { post } from '../../test-support/auth-helpers.js';
import { startS3, type TestS3 } from '../../test-support/s3-server.js';
import { productForm, signUpSeller, uploadPhotos } from '../../test-support/seller-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createS3MediaStorage } from '../../platform/s3-media-storage.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3(4720);
});
afterAll(async () => s3?.close());

const store = (changes: Partial<Parameters<typeof createS3MediaStorage>[0]> = {}) =>
  createS3MediaStorage({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket: 'bazaar-media',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    publicUrl: undefined,
    ...changes,
  });

describe('media in an S3 bucket', () => {
  it('stores, finds, reads and removes a file by its key', async () => {
    const media = store();
    await media.check();
    const url = await media.put('products/abc-1.webp', Buffer.from('picture'), 'image/webp');
    expect(url).toBe('/media/products/abc-1.webp');
    expect(await media.keyOf(url)).toBe('products/abc-1.webp');
    const file = await media.read!('products/abc-1.webp');
    expect(file?.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('picture');

    await media.remove('products/abc-1.webp');
    expect(await media.keyOf(url)).toBeNull();
    expect(await media.read!('products/abc-1.webp')).toBeNull();
    await expect(media.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid media key/);
  });

  it('answers URLs under MEDIA_PUBLIC_URL when the bucket is served from elsewhere', async () => {
    const media = store({ publicUrl: 'https://cdn.example.com/bazaar/' });
    const url = await media.put('a.webp', Buffer.from('x'), 'image/webp');
    expect(url).toBe('https://cdn.example.com/bazaar/a.webp');
    expect(await media.keyOf(url)).toBe('a.webp');
    expect(await media.keyOf('/media/a.webp')).toBeNull();
  });

  it('says in one line which setting is wrong: a missing bucket, an unreachable endpoint', async () => {
    await expect(store({ bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      /^S3_BUCKET: the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:4720$/,
    );
    // Port 4721 on loopback: nothing listens there.
    await expect(store({ endpoint: 'http://127.0.0.1:4721' }).check()).rejects.toThrow(
      /^S3_ENDPOINT: cannot reach the bucket "bazaar-media" at http:\/\/127\.0\.0\.1:4721 \(ECONNREFUSED\)$/,
    );
  });
});

describe('two processes on one database and one bucket', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const bDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-data-b-'));
  beforeAll(async () => {
    // As processes behind one balancer: the same secrets, database and bucket, data directories apart.
    const shared = {
      ...s3.env,
      JWT_SECRET: 'scale-test-secret-scale-test-secret-0123',
      DATA_KEY: 'k'.repeat(32),
    };
    a = await createTestApp(shared);
    b = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: bDir, ...shared }),
      a.database,
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    fs.rmSync(bDir, { recursive: true, force: true });
  });

  it('serves a photo uploaded through one from the other, which accepts it in add-product; the tidy removes it from the bucket', async () => {
    const seller = await signUpSeller(a.app, a.database.db, 's3-seller@example.com');
    const [kept, dropped] = await uploadPhotos(a.app, seller.token, 2);
    expect(fs.existsSync(path.join(a.config.dataDir, 'media', 'products'))).toBe(false); // nothing on disk

    const fromB = await b.inject({ method: 'GET', url: kept! });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.headers['cache-control']).toContain('immutable');
    expect((await sharp(fromB.rawPayload).metadata()).format).toBe('webp');
    const srcset = (await a.app.inject({ method: 'GET', url: kept!.replace(/\.webp$/, '-w320.webp') }))
      .statusCode;
    expect(srcset).toBe(200);

    const added = await post(b, '/api/product/add-product', productForm({ image: [kept] }), seller.token);
    expect(added.statusCode, added.body).toBe(201);

    await a.database.db
      .updateTable('mediaUploads')
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .execute();
    expect(await sweepUnusedUploads(b.db, b.media, [photosShowing, profilesShowing])).toBe(1);
    expect((await a.app.inject({ method: 'GET', url: dropped! })).statusCode).toBe(404);
    expect((await b.inject({ method: 'GET', url: kept! })).statusCode).toBe(200);
  });

  it('reports the bucket in /api/health', async () => {
    const health = await b.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().checks.media).toBe('ok');
  });
});
