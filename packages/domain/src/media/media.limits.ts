/** Bazaar: image uploads (POST /api/media/upload) take at most 6 files of at most 5 MB each. */
export const UPLOAD_IMAGES_MAX = 6;
export const UPLOAD_IMAGE_MAX_MEGABYTES = 5;
export const UPLOAD_IMAGE_MAX_BYTES = UPLOAD_IMAGE_MAX_MEGABYTES * 1024 * 1024;
/** What one seller's uploaded images may take on disk (after re-encoding to WebP). */
export const SELLER_STORAGE_QUOTA_MEGABYTES = 200;
export const SELLER_STORAGE_QUOTA_BYTES = SELLER_STORAGE_QUOTA_MEGABYTES * 1024 * 1024;
