import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
/** The folder under the data directory that the server serves at MEDIA_URL_PREFIX. */
export const MEDIA_DIRNAME = 'media';
export const MEDIA_URL_PREFIX = '/media/';
// Keys become file paths and URLs verbatim, so only plain path segments are allowed: no `..`, no absolute
// paths, no backslashes, nothing that needs URL encoding.
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export function isValidMediaKey(key) {
    return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '..');
}
/** `<dataDir>/media`: the one place the disk storage writes and the server reads. */
export function mediaRootDir(dataDir) {
    return path.join(dataDir, MEDIA_DIRNAME);
}
/**
 * Media on the local disk under `rootDir` (normally `mediaRootDir(config.dataDir)`), served by the app at
 * `/media/<key>`. Files are written to a temporary name and renamed, so a reader never sees a partial image.
 */
export function createDiskMediaStorage(rootDir) {
    const root = path.resolve(rootDir);
    return {
        async put(key, data) {
            if (!isValidMediaKey(key))
                throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
            const file = path.join(root, ...key.split('/'));
            await fs.mkdir(path.dirname(file), { recursive: true });
            const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
            try {
                await fs.writeFile(temporary, data);
                await fs.rename(temporary, file);
            }
            catch (error) {
                await fs.rm(temporary, { force: true });
                throw error;
            }
            return `${MEDIA_URL_PREFIX}${key}`;
        },
        urlOf(key) {
            return `${MEDIA_URL_PREFIX}${key}`;
        },
        async load(key) {
            if (!isValidMediaKey(key))
                return null;
            return fs.readFile(path.join(root, ...key.split('/'))).catch((error) => {
                if (error.code === 'ENOENT' || error.code === 'EISDIR')
                    return null;
                throw error;
            });
        },
        async remove(key) {
            if (!isValidMediaKey(key))
                throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
            await fs.rm(path.join(root, ...key.split('/')), { force: true });
        },
        async check() {
            await fs.mkdir(root, { recursive: true });
            await fs.access(root, fs.constants.W_OK);
        },
        async keyOf(url) {
            if (!url.startsWith(MEDIA_URL_PREFIX))
                return null;
            const key = url.slice(MEDIA_URL_PREFIX.length);
            if (!isValidMediaKey(key))
                return null;
            const stat = await fs.stat(path.join(root, ...key.split('/'))).catch(() => null);
            return stat?.isFile() ? key : null;
        },
    };
}
//# sourceMappingURL=media-storage.js.map