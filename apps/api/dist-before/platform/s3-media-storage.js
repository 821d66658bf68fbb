import { loadS3 } from './lazy-modules.js';
import { isValidMediaKey, MEDIA_URL_PREFIX } from './media-storage.js';
/** Why the bucket cannot be used, in one line that names the setting to fix. */
export class MediaStoreError extends Error {
}
const IMMUTABLE = 'public, max-age=31536000, immutable';
const statusOf = (error) => error.$metadata?.httpStatusCode;
const isMissing = (error) => statusOf(error) === 404 || ['NotFound', 'NoSuchKey'].includes(error.name ?? '');
/**
 * Media in an S3-compatible bucket (MEDIA_STORE=s3), so every process on every machine stores and finds the
 * same files. Keys are the disk store's; URLs are MEDIA_PUBLIC_URL's, or the app's own /media/ which it
 * serves from the bucket (`read`).
 */
export function createS3MediaStorage(options) {
    const s3 = loadS3();
    const client = new s3.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        // A bucket that does not answer fails a request in seconds, and the health check says so.
        requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
        maxAttempts: 2,
    });
    const Bucket = options.bucket;
    const prefix = options.publicUrl ? `${options.publicUrl.replace(/\/+$/, '')}/` : MEDIA_URL_PREFIX;
    const where = options.endpoint ?? `S3 region ${options.region}`;
    const checkKey = (key) => {
        if (!isValidMediaKey(key))
            throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
    };
    return {
        async put(key, data, contentType) {
            checkKey(key);
            await client.send(new s3.PutObjectCommand({
                Bucket,
                Key: key,
                Body: data,
                ContentType: contentType,
                CacheControl: IMMUTABLE,
            }));
            return `${prefix}${key}`;
        },
        urlOf(key) {
            return `${prefix}${key}`;
        },
        async keyOf(url) {
            if (!url.startsWith(prefix))
                return null;
            const key = url.slice(prefix.length);
            if (!isValidMediaKey(key))
                return null;
            try {
                await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
                return key;
            }
            catch (error) {
                if (isMissing(error))
                    return null;
                throw error;
            }
        },
        async load(key) {
            if (!isValidMediaKey(key))
                return null;
            try {
                const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
                return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
            }
            catch (error) {
                if (isMissing(error))
                    return null;
                throw error;
            }
        },
        async remove(key) {
            checkKey(key);
            await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
        },
        async check() {
            try {
                await client.send(new s3.HeadBucketCommand({ Bucket }));
            }
            catch (error) {
                const status = statusOf(error);
                if (status === 404) {
                    throw new MediaStoreError(`S3_BUCKET: the bucket "${Bucket}" does not exist at ${where}`);
                }
                if (status === 403 || status === 401) {
                    throw new MediaStoreError(`S3_ACCESS_KEY_ID: the key may not use the bucket "${Bucket}" at ${where} (HTTP ${status})`);
                }
                const reason = error.code ?? (error instanceof Error ? error.message : String(error));
                throw new MediaStoreError(`S3_ENDPOINT: cannot reach the bucket "${Bucket}" at ${where} (${reason})`);
            }
        },
        async read(key) {
            if (!isValidMediaKey(key))
                return null;
            try {
                const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
                if (!object.Body)
                    return null;
                return {
                    body: object.Body,
                    contentType: object.ContentType ?? 'application/octet-stream',
                    ...(object.ContentLength === undefined ? {} : { bytes: object.ContentLength }),
                };
            }
            catch (error) {
                if (isMissing(error))
                    return null;
                throw error;
            }
        },
    };
}
//# sourceMappingURL=s3-media-storage.js.map