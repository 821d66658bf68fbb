import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_STORAGE_QUOTA_BYTES } from '@bazaar/domain';
import { newId, nowIso } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { signSessionToken } from '../../platform/tokens.js';
import { post } from '../../test-support/auth-helpers.js';
import { multipartBody } from '../../test-support/multipart.js';
import { productForm, signUpSeller } from '../../test-support/seller-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { profilesShowing } from '../account/account.service.js';
import { photosShowing } from '../inventory/inventory.service.js';
import { sweepUnusedUploads } from './media.service.js';

let t: TestApp;
let seller: { token: string; id: string };
let rival: { token: string; id: string };
let jpeg: Buffer;

const file = (data: Buffer, filename = 'a.jpg') => ({ field: 'file', filename, type: 'image/jpeg', data });

const upload = (token: string, parts: ReturnType<typeof file>[]) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
};

const uploadsDir = () => path.join(t.config.dataDir, 'media', 'products', 'uploads');
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
const uploadRows = (uploaderId: string) =>
  t.database.db.selectFrom('mediaUploads').selectAll().where('uploaderId', '=', uploaderId).execute();

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUpSeller(t.app, t.database.db, 'media@example.com');
  rival = await signUpSeller(t.app, t.database.db, 'media-rival@example.com');
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2255aa' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => t.close());

describe('POST /api/media/upload refusals leave nothing behind', () => {
  it('counts the files before decoding any: seven answer 413 and store none', async () => {
    const before = storedFiles().length;
    const res = await upload(
      seller.token,
      Array.from({ length: 7 }, (_, i) => file(jpeg, `${i}.jpg`)),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('At most 6 images can be uploaded at once.');
    expect(storedFiles()).toHaveLength(before);
    expect(await uploadRows(seller.id)).toHaveLength(0);
  });

  it('removes the images already stored when a later file is not an image', async () => {
    const before = storedFiles().length;
    const res = await upload(seller.token, [file(jpeg), file(jpeg), file(Buffer.from('not an image'))]);
    expect(res.statusCode).toBe(400);
    expect(storedFiles()).toHaveLength(before);
    expect(await uploadRows(seller.id)).toHaveLength(0);
  });

  it('answers 400 to a multipart body without a boundary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${seller.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The upload is not a well-formed multipart/form-data body.');
  });

  it('refuses a seller over the storage quota with 413, storing nothing', async () => {
    const heavy = await signUpSeller(t.app, t.database.db, 'media-heavy@example.com');
    await t.database.db
      .insertInto('mediaUploads')
      .values({
        key: `products/uploads/${newId()}.webp`,
        url: `/media/products/uploads/${newId()}.webp`,
        uploaderId: heavy.id,
        bytes: SELLER_STORAGE_QUOTA_BYTES - 10,
        createdAt: nowIso(),
      })
      .execute();
    const before = storedFiles().length;
    const res = await upload(heavy.token, [file(jpeg)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 200 MB/);
    expect(storedFiles()).toHaveLength(before);
  });
});

const previewOf = (url: string) => url.replace(/\.webp$/, '-og.jpg');

/** The colour of one pixel of an image. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe("a photo's link-preview copy (og:image)", () => {
  it('is stored with each upload: a 1200 × 630 JPEG holding the whole photo, on white', async () => {
    const res = await upload(seller.token, [file(jpeg, 'preview.jpg')]);
    expect(res.statusCode).toBe(201);
    const preview = await t.app.inject({ method: 'GET', url: previewOf(res.json().images[0].secure_url) });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(preview.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // the 800 × 600 photo scaled to 840 × 630 in the middle: white bars left and right, the photo whole
    const [r, g, b] = await pixel(preview.rawPayload, 600, 315);
    expect(Math.abs(r! - 0x22) + Math.abs(g! - 0x55) + Math.abs(b! - 0xaa)).toBeLessThan(30);
    expect(await pixel(preview.rawPayload, 20, 315)).toEqual([255, 255, 255]);
    expect(await pixel(preview.rawPayload, 200, 20)).not.toEqual([255, 255, 255]);
  });

  it('is made on its first request for a photo stored without one, then kept', async () => {
    const res = await upload(seller.token, [file(jpeg, 'older.jpg')]);
    const url = res.json().images[0].secure_url as string;
    const copy = path.join(uploadsDir(), path.basename(previewOf(url)));
    fs.rmSync(copy);

    const preview = await t.app.inject({ method: 'GET', url: previewOf(url) });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(1200);
    expect(fs.existsSync(copy)).toBe(true);
  });

  it('answers 404 for a photo that is not stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/products/uploads/${newId()}-og.jpg` });
    expect(res.statusCode).toBe(404);
  });
});

describe('the uploader of each file', () => {
  it('is recorded, and add-product refuses another seller’s upload', async () => {
    const res = await upload(rival.token, [file(jpeg)]);
    expect(res.statusCode).toBe(201);
    const url = res.json().images[0].secure_url as string;
    expect((await uploadRows(rival.id)).map((row) => row.url)).toContain(url);

    const stolen = await post(t.app, '/api/product/add-product', productForm({ image: [url] }), seller.token);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ field: 'image.0' });
    const own = await post(t.app, '/api/product/add-product', productForm({ image: [url] }), rival.token);
    expect(own.statusCode).toBe(201);
  });
});

describe('unused uploads', () => {
  it('are swept after a day, while images a product shows stay', async () => {
    const res = await upload(seller.token, [file(jpeg, 'kept.jpg'), file(jpeg, 'dropped.jpg')]);
    const [kept, dropped] = (res.json().images as { secure_url: string }[]).map((image) => image.secure_url);
    expect(
      (await post(t.app, '/api/product/add-product', productForm({ image: [kept] }), seller.token))
        .statusCode,
    ).toBe(201);
    await t.database.db
      .updateTable('mediaUploads')
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('url', 'in', [kept!, dropped!])
      .execute();

    expect(
      await sweepUnusedUploads(t.database.db, t.app.media, [photosShowing, profilesShowing]),
    ).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: dropped! })).statusCode).toBe(404);
    // its copies go with it, the link-preview copy too (it is not made again without the photo)
    expect(storedFiles().filter((name) => name.startsWith(path.basename(dropped!, '.webp')))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: previewOf(dropped!) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: kept! })).statusCode).toBe(200);
    expect((await uploadRows(seller.id)).map((row) => row.url)).not.toContain(dropped);
  });

  it('keep a photo that is someone’s profile picture', async () => {
    const res = await upload(seller.token, [file(jpeg, 'me.jpg')]);
    const [picture] = (res.json().images as { secure_url: string }[]).map((image) => image.secure_url);
    await t.database.db
      .updateTable('users')
      .set({ profilePic: picture! })
      .where('id', '=', seller.id)
      .execute();
    await t.database.db
      .updateTable('mediaUploads')
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('url', '=', picture!)
      .execute();

    await sweepUnusedUploads(t.database.db, t.app.media, [photosShowing, profilesShowing]);
    expect((await t.app.inject({ method: 'GET', url: picture! })).statusCode).toBe(200);
    expect((await uploadRows(seller.id)).map((row) => row.url)).toContain(picture);
  });
});

describe('profilePic', () => {
  const updateProfile = (token: string, profilePic: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      payload: { profilePic },
      headers: { authorization: `Bearer ${token}` },
    });

  it('takes only an image this user uploaded here', async () => {
    const mine = (await upload(seller.token, [file(jpeg)])).json().images[0].secure_url as string;
    const theirs = (await upload(rival.token, [file(jpeg)])).json().images[0].secure_url as string;
    for (const bad of ['javascript:alert(1)', 'https://tracker.example/pixel.gif', theirs]) {
      const res = await updateProfile(seller.token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Profile picture must be an image you uploaded to Bazaar.');
    }
    expect((await updateProfile(seller.token, mine)).statusCode).toBe(200);
    expect((await updateProfile(seller.token, '')).statusCode).toBe(200);
  });

  it('cannot be changed, nor any other field, on a shared demo account', async () => {
    const id = newId();
    const now = nowIso();
    await t.database.db
      .insertInto('users')
      .values({
        id,
        name: 'Guest',
        email: 'demo-guest@example.com',
        passwordHash: await hashPassword('Secret@123'),
        phoneNumber: '',
        address: '',
        profilePic: '',
        userType: 'consumer',
        isVerified: 1,
        isDemo: 1,
        shippingAddress: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const token = await signSessionToken(t.app.jwtSecret, { userId: id, tokenVersion: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      payload: { name: 'Hacked' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
    const stored = await t.database.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Guest');
  });
});

describe('a body refused before it is read', () => {
  it('closes the keep-alive connection, so the next request is not read from its leftovers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    // Large enough that the refusal comes before the body has arrived, as with real photos.
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const { payload, headers } = multipartBody(Array.from({ length: 7 }, (_, i) => file(big, `${i}.jpg`)));
    const socket = net.connect(port, '127.0.0.1');
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      // The server may close while the rest of the body is still being written: that is the point.
      socket.on('error', () => undefined);
      socket.write(
        `POST /api/media/upload HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n` +
          `Authorization: Bearer ${seller.token}\r\nContent-Type: ${headers['content-type']}\r\n` +
          `Content-Length: ${payload.length}\r\n\r\n`,
      );
      socket.write(payload);
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
