import { describe, expect, it } from 'vitest';
import { productImageSvg, type ImageSubject } from './product-images.js';

// The demo catalogue's pictures show what the product is: a refrigerator is not drawn as a cooking pot.
describe('demo product pictures', () => {
  const subject = (subCategory: string): ImageSubject => ({
    key: 'p1',
    category: 'home & kitchen',
    subCategory,
    label: 'LG',
  });
  // the home & kitchen category's own icon, the one a subcategory without an icon of its own shows
  const pot = productImageSvg(subject('cookware'), 0);

  it('draws appliances, furniture and household items with icons of their own, not the cooking pot', () => {
    const drawn = ['appliances', 'furniture', 'household items'].map((sub) =>
      productImageSvg(subject(sub), 0),
    );
    for (const svg of drawn) expect(svg).not.toBe(pot);
    expect(new Set(drawn).size).toBe(3);
  });

  it('keeps the pot for cookware and kitchenware', () => {
    expect(productImageSvg(subject('kitchenware'), 0)).toBe(pot);
  });
});
