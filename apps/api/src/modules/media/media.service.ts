import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, imageSrcSet } from '@bazaar/domain';
import { BadRequestError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { MediaStorage } from '../../platform/media-storage.js';

export {
  UPLOAD_IMAGE_MAX_BYTES as UPLOAD_MAX_BYTES,
  UPLOAD_IMAGES_MAX as UPLOAD_MAX_FILES,
} from '@bazaar/domain';
const MAX_EDGE = 1600;
const MAX_INPUT_PIXELS = 40_000_000;
// Raster formats only: SVG (scripts, external references) and anything sharp merely can read are refused.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.';

export interface UploadedImage {
  secure_url: string;
  width: number;
  height: number;
  srcset: string;
}

/**
 * Decodes an uploaded file and re-encodes it as WebP (at most 1600 px a side, EXIF orientation applied and
 * metadata dropped), so nothing the uploader wrote into the file reaches other users.
 */
export async function storeProductImage(media: MediaStorage, data: Buffer): Promise<UploadedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new BadRequestError(UNSUPPORTED_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new BadRequestError(UNSUPPORTED_IMAGE);
  const { data: webp, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new BadRequestError(UNSUPPORTED_IMAGE);
    });
  const id = newId();
  // The smaller copies first: once the original's URL exists, every copy its srcset names exists too.
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const copy = await sharp(webp)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await media.put(`products/uploads/${id}-w${width}.webp`, copy, 'image/webp');
  }
  const url = await media.put(`products/uploads/${id}.webp`, webp, 'image/webp');
  return {
    secure_url: url,
    width: info.width,
    height: info.height,
    srcset: imageSrcSet(url, info.width) ?? '',
  };
}
