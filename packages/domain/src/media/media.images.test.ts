import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, linkPreviewImageUrl } from './media.images.js';

describe('responsive product images', () => {
  it('names the copies of an uploaded image after it', () => {
    expect(imageVariantUrl('/media/products/uploads/abc123.webp', 320)).toBe(
      '/media/products/uploads/abc123-w320.webp',
    );
    expect(imageVariantUrl('https://shop.example/media/products/uploads/abc.webp', 640)).toBe(
      'https://shop.example/media/products/uploads/abc-w640.webp',
    );
  });

  it('builds a srcset of the copies narrower than the original, then the original', () => {
    expect(imageSrcSet('/media/products/uploads/abc.webp', 800)).toBe(
      '/media/products/uploads/abc-w320.webp 320w, /media/products/uploads/abc-w640.webp 640w, ' +
        '/media/products/uploads/abc.webp 800w',
    );
    expect(imageSrcSet('/media/products/uploads/abc.webp')).toMatch(/-w960\.webp 960w, .*abc\.webp 1600w$/);
  });

  it('leaves images without copies alone', () => {
    expect(imageSrcSet('/media/p/seeded-1.webp')).toBeUndefined();
    expect(imageVariantUrl('https://elsewhere.example/a.webp', 320)).toBeNull();
    expect(imageSrcSet('/media/products/uploads/abc-w320.webp')).toBeUndefined();
  });

  it("names a stored photo's link-preview copy after it, and none for a photo stored elsewhere", () => {
    expect(linkPreviewImageUrl('https://shop.example/media/products/uploads/abc.webp')).toBe(
      'https://shop.example/media/products/uploads/abc-og.jpg',
    );
    expect(linkPreviewImageUrl('/media/products/p1-1.webp')).toBe('/media/products/p1-1-og.jpg');
    expect(linkPreviewImageUrl('https://images.example/a.webp')).toBeNull();
    expect(linkPreviewImageUrl('/media/products/a.png')).toBeNull();
  });
});
