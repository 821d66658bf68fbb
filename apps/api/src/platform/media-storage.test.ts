import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskMediaStorage, isValidMediaKey } from './media-storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-media-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('disk media storage', () => {
  it('writes the file under its root and answers its /media/ URL', async () => {
    const media = createDiskMediaStorage(root);
    const url = await media.put('products/abc-1.webp', Buffer.from('picture'), 'image/webp');
    expect(url).toBe('/media/products/abc-1.webp');
    expect(fs.readFileSync(path.join(root, 'products', 'abc-1.webp'), 'utf8')).toBe('picture');
    expect(fs.readdirSync(path.join(root, 'products'))).toEqual(['abc-1.webp']);
  });

  it('replaces a file stored under the same key', async () => {
    const media = createDiskMediaStorage(root);
    await media.put('a.webp', Buffer.from('one'), 'image/webp');
    await media.put('a.webp', Buffer.from('two'), 'image/webp');
    expect(fs.readFileSync(path.join(root, 'a.webp'), 'utf8')).toBe('two');
  });

  it('rejects keys that could leave the root or need escaping, and writes nothing', async () => {
    const media = createDiskMediaStorage(path.join(root, 'inner'));
    for (const key of [
      '../x.webp',
      'a/../../x.webp',
      '/etc/x.webp',
      'a\\b.webp',
      '',
      'a//b.webp',
      '.hidden',
      'a b.webp',
      'a/',
    ]) {
      expect(isValidMediaKey(key), key).toBe(false);
      await expect(media.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid media key/);
    }
    expect(fs.existsSync(path.join(root, 'inner'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'x.webp'))).toBe(false);
  });
});
