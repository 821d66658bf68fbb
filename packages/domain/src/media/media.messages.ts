// The API's answers of POST /api/media/upload (the upload form's own texts are in productFormMessages).
import {
  SELLER_STORAGE_QUOTA_MEGABYTES,
  UPLOAD_IMAGE_MAX_MEGABYTES,
  UPLOAD_IMAGES_MAX,
} from './media.limits.js';

export const mediaApiMessages = {
  notMultipart: 'Send the images as multipart/form-data, in parts named "file".',
  imageTooLarge: `Each image must be at most ${UPLOAD_IMAGE_MAX_MEGABYTES} MB.`,
  tooManyImages: `At most ${UPLOAD_IMAGES_MAX} images can be uploaded at once.`,
  noImage: 'Choose at least one image to upload.',
  malformedMultipart: 'The upload is not a well-formed multipart/form-data body.',
  storageQuotaReached: `Your images may take at most ${SELLER_STORAGE_QUOTA_MEGABYTES} MB. Remove unused products' images first.`,
  unsupportedImage: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.',
} as const;
