import type { ProductVariant } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { chosenVariant, initialChoice, isSoldOut, pickerOptions, toggleValue } from './variant-choice';

const variant = (id: string, size: string, colour: string, stock: number): ProductVariant => ({
  id,
  sku: id.toUpperCase(),
  options: { size, colour },
  stock,
  mrpPrice: 999,
  sellingPrice: 499,
  image: null,
});

// M is sold out in Blue only; L is sold out in every colour; Red comes in S and M only.
const variants = [
  variant('s-blue', 'S', 'Blue', 3),
  variant('m-blue', 'M', 'Blue', 0),
  variant('l-blue', 'L', 'Blue', 0),
  variant('s-red', 'S', 'Red', 1),
  variant('m-red', 'm', 'Red', 4),
];

describe('the product page picker (issue 20)', () => {
  it('offers each option once per value, letter case aside, in the order of the variants', () => {
    expect(pickerOptions(variants)).toEqual([
      { name: 'size', values: ['S', 'M', 'L'] },
      { name: 'colour', values: ['Blue', 'Red'] },
    ]);
  });

  it('strikes out a value sold out in every combination with the other options chosen', () => {
    expect(isSoldOut(variants, {}, 'size', 'L')).toBe(true);
    expect(isSoldOut(variants, {}, 'size', 'M')).toBe(false);
    expect(isSoldOut(variants, { colour: 'Blue' }, 'size', 'M')).toBe(true);
    expect(isSoldOut(variants, { colour: 'Red' }, 'size', 'M')).toBe(false);
    expect(isSoldOut(variants, { size: 'M' }, 'colour', 'Blue')).toBe(true);
    // the option's own choice does not count against its other values
    expect(isSoldOut(variants, { size: 'S', colour: 'Red' }, 'colour', 'Blue')).toBe(false);
  });

  it('names a variant only once every option is chosen', () => {
    expect(chosenVariant(variants, { size: 'M' })).toBeUndefined();
    expect(chosenVariant(variants, { size: 'M', colour: 'red' })?.id).toBe('m-red');
  });

  it("opens on a shared link's variant, or on the options with a single value", () => {
    expect(initialChoice(variants, 'm-red')).toEqual({ size: 'm', colour: 'Red' });
    expect(initialChoice(variants, 'gone')).toEqual({});
    const oneColour = variants.filter((each) => each.options.colour === 'Blue');
    expect(initialChoice(oneColour, null)).toEqual({ colour: 'Blue' });
  });

  it('chooses a value, and unchooses it on a second press', () => {
    expect(toggleValue({ colour: 'Red' }, 'size', 'S')).toEqual({ colour: 'Red', size: 'S' });
    expect(toggleValue({ colour: 'Red', size: 'S' }, 'size', 's')).toEqual({ colour: 'Red' });
  });
});
