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

  it('draws an appliance as what its name says it is: a mixer grinder is not the refrigerator', () => {
    const appliance = (name: string) => productImageSvg({ ...subject('appliances'), name }, 0);
    const fridge = appliance('LG 242 L 3 Star Frost-Free Double Door Refrigerator');
    const drawn = [
      'LG 7 Kg Fully-Automatic Front Load Washing Machine',
      'Samsung 28 L Convection Microwave Oven',
      'Samsung 1.5 Ton 3 Star Inverter Split AC (Copper)',
      'Philips HL7756/00 750W Mixer Grinder with 3 Jars',
      'Kent Supreme RO+UV+UF+TDS Water Purifier 8 Litre',
      'Havells Instanio 3 Litre Instant Water Geyser',
    ].map(appliance);
    expect(new Set([fridge, ...drawn]).size).toBe(7);
    // an oven toaster grill is drawn as the microwave oven is; a name that says nothing known, as the refrigerator
    expect(appliance('Bajaj Majesty 16-Litre Oven Toaster Grill')).toBe(drawn[1]);
    expect(appliance('Morphy Richards Appliance 2000')).toBe(fridge);
    expect(productImageSvg(subject('appliances'), 0)).toBe(fridge);
  });

  it('keeps the pot for cookware and kitchenware', () => {
    expect(productImageSvg(subject('kitchenware'), 0)).toBe(pot);
  });
});
