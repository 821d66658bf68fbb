/** Bazaar: image uploads (POST /api/media/upload) take at most 6 files of at most 5 MB each. */
export const UPLOAD_IMAGES_MAX = 6;
export const UPLOAD_IMAGE_MAX_MEGABYTES = 5;
export const UPLOAD_IMAGE_MAX_BYTES = UPLOAD_IMAGE_MAX_MEGABYTES * 1024 * 1024;
