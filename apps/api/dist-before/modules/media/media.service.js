import { apiMessages, IMAGE_VARIANT_WIDTHS, imageSrcSet, LINK_PREVIEW_IMAGE, SELLER_STORAGE_QUOTA_BYTES, } from '@bazaar/domain';
import { AppError, BadRequestError } from '../../platform/errors.js';
import { newId, nowIso } from '../../platform/ids.js';
import { createJobSlots } from '../../platform/job-slots.js';
import { loadSharp } from '../../platform/lazy-modules.js';
import * as repo from './media.repository.js';
export { UPLOAD_IMAGE_MAX_BYTES as UPLOAD_MAX_BYTES, UPLOAD_IMAGES_MAX as UPLOAD_MAX_FILES, } from '@bazaar/domain';
const MAX_EDGE = 1600;
const MAX_INPUT_PIXELS = 40_000_000;
// Raster formats only: SVG (scripts, external references) and anything sharp merely can read are refused.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
// A decoded image can take a hundred times its file size: two at a time (see loadSharp for the rest).
const imageSlots = createJobSlots(2);
/** Uploads nobody uses are removed after a day. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60_000;
const UNSUPPORTED_IMAGE = apiMessages.unsupportedImage;
/** The smaller copies stored beside an upload (its srcset), named after it. */
const variantKey = (key, width) => key.replace(/\.webp$/, `-w${width}.webp`);
/** The link-preview copy stored beside a photo (linkPreviewImageUrl names its URL). */
const linkPreviewKey = (key) => key.replace(/\.webp$/, '-og.jpg');
const LINK_PREVIEW_KEY = /^([A-Za-z0-9_/-]+)-og\.jpg$/;
/**
 * A photo's link-preview copy (decision 0017): LINK_PREVIEW_IMAGE's size, the whole photo letterboxed on
 * white (a preview crops to this shape, so nothing of the product is cut), as a JPEG small enough for
 * WhatsApp's preview (about 300 KB at most).
 */
function encodeLinkPreview(photo) {
    const { width, height } = LINK_PREVIEW_IMAGE;
    return imageSlots(() => loadSharp()(photo, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width, height, fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer());
}
/**
 * Decodes an uploaded file and re-encodes it as WebP (at most 1600 px a side, EXIF orientation applied and
 * metadata dropped), so nothing the uploader wrote into the file reaches other users.
 */
async function encodeProductImage(file) {
    return imageSlots(async () => {
        let format;
        try {
            format = (await loadSharp()(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
        }
        catch {
            throw new BadRequestError(UNSUPPORTED_IMAGE);
        }
        if (!format || !ACCEPTED_FORMATS.has(format))
            throw new BadRequestError(UNSUPPORTED_IMAGE);
        return loadSharp()(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
            .rotate()
            .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer({ resolveWithObject: true })
            .catch(() => {
            throw new BadRequestError(UNSUPPORTED_IMAGE);
        });
    });
}
/**
 * Stores a seller's uploaded files (already counted and written to temporary files) as product images,
 * recording the uploader of each. All or nothing: on any refusal or failure no file stays behind.
 */
export async function storeProductImages(db, media, uploaderId, files) {
    const used = await repo.bytesUploadedBy(db, uploaderId);
    if (used >= SELLER_STORAGE_QUOTA_BYTES)
        throw new AppError(413, apiMessages.storageQuotaReached);
    const encoded = [];
    for (const file of files) {
        const image = await encodeProductImage(file);
        const variants = [];
        for (const width of IMAGE_VARIANT_WIDTHS) {
            const copy = await imageSlots(() => loadSharp()(image.data).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer());
            variants.push({ key: (original) => variantKey(original, width), data: copy });
        }
        variants.push({ key: linkPreviewKey, data: await encodeLinkPreview(image.data) });
        encoded.push({ ...image, variants });
    }
    const bytes = encoded.reduce((sum, image) => sum + image.data.length + image.variants.reduce((n, v) => n + v.data.length, 0), 0);
    if (used + bytes > SELLER_STORAGE_QUOTA_BYTES)
        throw new AppError(413, apiMessages.storageQuotaReached);
    const stored = [];
    try {
        const rows = [];
        const images = [];
        for (const { data, info, variants } of encoded) {
            const key = `products/uploads/${newId()}.webp`;
            // The smaller copies first: once the original's URL exists, every copy its srcset names exists too.
            for (const variant of variants) {
                const copyKey = variant.key(key);
                await media.put(copyKey, variant.data, copyKey.endsWith('.jpg') ? LINK_PREVIEW_IMAGE.contentType : 'image/webp');
                stored.push(copyKey);
            }
            const url = await media.put(key, data, 'image/webp');
            stored.push(key);
            const size = data.length + variants.reduce((n, v) => n + v.data.length, 0);
            rows.push({ key, url, uploaderId, bytes: size, createdAt: nowIso() });
            images.push({
                secure_url: url,
                width: info.width,
                height: info.height,
                srcset: imageSrcSet(url, info.width) ?? '',
            });
        }
        await repo.insertUploads(db, rows);
        return images;
    }
    catch (error) {
        await Promise.all(stored.map((key) => media.remove(key).catch(() => undefined)));
        throw error;
    }
}
/**
 * Every image of a product must be one it already shows, or a file this Bazaar stores that this seller
 * uploaded: never a foreign URL, never another seller's upload. Refused by position ('Image 2 …').
 */
export async function checkSellerImages(db, media, sellerId, urls, current = []) {
    for (const [index, url] of urls.entries()) {
        if (current.includes(url))
            continue;
        const key = await media.keyOf(url);
        const upload = key ? await repo.findUpload(db, key) : undefined;
        if (!upload || upload.uploaderId !== sellerId) {
            throw new BadRequestError(apiMessages.foreignImage(index + 1), { field: `image.${index}` });
        }
    }
}
/** Whether `url` is a file this Bazaar stores that `userId` uploaded (a profile picture must be). */
export async function isOwnUpload(db, media, userId, url) {
    const key = await media.keyOf(url);
    const upload = key ? await repo.findUpload(db, key) : undefined;
    return upload?.uploaderId === userId;
}
/**
 * Removes uploads older than a day that none of `uses` finds in use (the caller names them: product photos,
 * profile pictures); answers how many.
 */
export async function sweepUnusedUploads(db, media, uses, now = Date.now()) {
    const before = new Date(now - UNUSED_UPLOAD_TTL_MS).toISOString();
    let removed = 0;
    for (;;) {
        const unused = await repo.unusedUploadsBefore(db, before, 200, uses);
        if (unused.length === 0)
            return removed;
        for (const { key } of unused) {
            for (const width of IMAGE_VARIANT_WIDTHS)
                await media.remove(variantKey(key, width));
            await media.remove(linkPreviewKey(key));
            await media.remove(key);
        }
        await repo.deleteUploads(db, unused.map((u) => u.key));
        removed += unused.length;
    }
}
/**
 * Makes a stored photo's link-preview copy on its first request (`…/abc-og.jpg` from `…/abc.webp`): photos
 * stored before the copies existed, and demo pictures, which `drawPhoto` draws when they are not stored yet
 * either. Stores it and answers its bytes; null for any other key or a photo that is not there. Two requests
 * for one copy share one making.
 */
export function linkPreviews(media, drawPhoto = () => Promise.resolve(null)) {
    const inFlight = new Map();
    const make = async (key, photoKey) => {
        const photo = (await media.load(photoKey)) ?? (await drawPhoto(photoKey));
        if (!photo)
            return null;
        const copy = await encodeLinkPreview(photo);
        await media.put(key, copy, LINK_PREVIEW_IMAGE.contentType);
        return copy;
    };
    return (key) => {
        const photoKey = LINK_PREVIEW_KEY.exec(key)?.[1];
        if (!photoKey)
            return Promise.resolve(null);
        const running = inFlight.get(key);
        if (running)
            return running;
        const job = make(key, `${photoKey}.webp`).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
        return job;
    };
}
//# sourceMappingURL=media.service.js.map