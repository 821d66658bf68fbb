// Responsive product images (issue 9): every uploaded image is also stored at a few smaller widths, named after
// the original (`…/abc.webp` → `…/abc-w320.webp`), so a page can build `srcset` from the URL alone.

/** Widths (px) of the smaller copies made of every uploaded product image. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** The longest side of an uploaded image as stored (larger ones are scaled down). */
export const IMAGE_MAX_EDGE = 1600;

// Only uploads have copies; seeded and older images are served as they are.
const UPLOADED_IMAGE = /^(.*\/media\/products\/uploads\/[0-9a-z]+)\.webp$/;

/** The URL of an uploaded image's copy at `width`, or null for an image that has none. */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | null {
  const match = UPLOADED_IMAGE.exec(url);
  return match ? `${match[1]}-w${width}.webp` : null;
}

/**
 * The `srcset` of an uploaded image (`…-w320.webp 320w, …, original 1600w`; `width` is the original's when
 * known); undefined for an image without copies, which is then shown as it is.
 */
export function imageSrcSet(url: string, width: number = IMAGE_MAX_EDGE): string | undefined {
  if (!UPLOADED_IMAGE.test(url)) return undefined;
  const copies = IMAGE_VARIANT_WIDTHS.filter((w) => w < width).map((w) => `${imageVariantUrl(url, w)} ${w}w`);
  return [...copies, `${url} ${width}w`].join(', ');
}

/**
 * A product card's width in the product grid (2 columns on a phone, up to 5 in max-w-7xl): its photo is fetched
 * from the smallest copy that fills the card. The server's preload of a list's first photos uses the same.
 */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 232px, (min-width: 1024px) 18vw, (min-width: 768px) 23vw, (min-width: 640px) 31vw, 46vw';

/**
 * The link-preview copy of a stored photo (`og:image`, issue 22): 1200 × 630 px, the shape WhatsApp, Facebook
 * and X crop previews to, the whole photo letterboxed on white, as JPEG, the one format every preview reads
 * (decision 0017).
 */
export const LINK_PREVIEW_IMAGE = { width: 1200, height: 630, contentType: 'image/jpeg' } as const;

// A photo this Bazaar stores and serves at /media/ (uploads, demo and bulk pictures): each has a preview copy.
const STORED_PHOTO = /^(.*\/media\/[A-Za-z0-9_/-]+)\.webp$/;

/** The URL of a stored photo's link-preview copy (`…/abc.webp` → `…/abc-og.jpg`); null for any other image. */
export function linkPreviewImageUrl(url: string): string | null {
  const match = STORED_PHOTO.exec(url);
  return match ? `${match[1]}-og.jpg` : null;
}
