import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where product images and other public media go; an object store can implement the same interface. */
export interface MediaStorage {
  /** Stores `data` under `key` (e.g. `products/<productId>-1.webp`), replacing any earlier file; answers its public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The public URL a file stored under `key` has (whether or not it is stored yet). */
  urlOf(key: string): string;
  /** The key behind one of this store's public URLs, when it names a stored file; otherwise null. */
  keyOf(url: string): Promise<string | null>;
  /** A stored file's bytes (to make a copy of it); null when nothing is stored under `key`. */
  load(key: string): Promise<Buffer | null>;
  /** Deletes a stored file; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** Resolves while files can be stored (the health check asks); rejects saying why not. */
  check(): Promise<void>;
  /**
   * A stored file's bytes, for stores the app serves from at /media/ (an object store without a public URL);
   * absent for the disk, whose folder is served as static files. Null when nothing is stored under `key`.
   */
  read?(key: string): Promise<{ body: NodeJS.ReadableStream; contentType: string; bytes?: number } | null>;
}

/** The folder under the data directory that the server serves at MEDIA_URL_PREFIX. */
export const MEDIA_DIRNAME = 'media';
export const MEDIA_URL_PREFIX = '/media/';

// Keys become file paths and URLs verbatim, so only plain path segments are allowed: no `..`, no absolute
// paths, no backslashes, nothing that needs URL encoding.
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidMediaKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '..');
}

/** `<dataDir>/media`: the one place the disk storage writes and the server reads. */
export function mediaRootDir(dataDir: string): string {
  return path.join(dataDir, MEDIA_DIRNAME);
}

/**
 * Media on the local disk under `rootDir` (normally `mediaRootDir(config.dataDir)`), served by the app at
 * `/media/<key>`. Files are written to a temporary name and renamed, so a reader never sees a partial image.
 */
export function createDiskMediaStorage(rootDir: string): MediaStorage {
  const root = path.resolve(rootDir);
  return {
    async put(key, data) {
      if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
      const file = path.join(root, ...key.split('/'));
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, data);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return `${MEDIA_URL_PREFIX}${key}`;
    },
    urlOf(key) {
      return `${MEDIA_URL_PREFIX}${key}`;
    },
    async load(key) {
      if (!isValidMediaKey(key)) return null;
      return fs.readFile(path.join(root, ...key.split('/'))).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
    },
    async remove(key) {
      if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
      await fs.rm(path.join(root, ...key.split('/')), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
    async keyOf(url) {
      if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
      const key = url.slice(MEDIA_URL_PREFIX.length);
      if (!isValidMediaKey(key)) return null;
      const stat = await fs.stat(path.join(root, ...key.split('/'))).catch(() => null);
      return stat?.isFile() ? key : null;
    },
  };
}
