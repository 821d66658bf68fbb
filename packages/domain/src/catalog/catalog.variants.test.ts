import { describe, expect, it } from 'vitest';
import {
  AddProductSchema,
  AddToCartSchema,
  EditProductSchema,
  optionsText,
  ProductDetailSchema,
  ProductPatchSchema,
  UpdateCartSchema,
  variantsSummary,
} from '../index.js';
import { messageAt, messagesOf, parsed } from '../shared/test-helpers.js';

const product = {
  name: 'Cotton T-shirt',
  brand: 'Bazaar Basics',
  description: 'A plain cotton T-shirt.',
  category: 'Fashion',
  subCategory: 'Shoes',
  image: ['/media/tee.webp'],
};

const variant = (sku: string, size: string, sellingPrice: number, stock = 5) => ({
  sku,
  options: { size },
  stock,
  mrpPrice: 999,
  sellingPrice,
});

const tees = [variant('TEE-S', 'S', 499), variant('TEE-M', 'M', 449, 3), variant('TEE-L', 'L', 549, 0)];

/** The first message of an add-product body with these variants. */
const firstMessage = (variants: unknown) => messagesOf(AddProductSchema, { ...product, variants })[0];

describe('AddProductSchema with variants (issue 20)', () => {
  it("prices and stocks the product from its variants: the lowest-priced one's prices, their stock summed", () => {
    const parsedProduct = parsed(AddProductSchema, { ...product, variants: tees });
    expect(parsedProduct).toMatchObject({ mrpPrice: 999, sellingPrice: 449, stock: 8 });
    expect(parsedProduct.variants.map((v) => v.sku)).toEqual(['TEE-S', 'TEE-M', 'TEE-L']);
    expect(parsedProduct.variants[0]).toEqual({
      sku: 'TEE-S',
      options: { size: 'S' },
      stock: 5,
      mrpPrice: 999,
      sellingPrice: 499,
      image: null,
    });
  });

  it('ignores the product-level prices and stock sent beside variants, even when they break the rules', () => {
    const body = { ...product, mrpPrice: 10, sellingPrice: 20, stock: -4, variants: tees };
    expect(parsed(AddProductSchema, body)).toMatchObject({ mrpPrice: 999, sellingPrice: 449, stock: 8 });
  });

  it('reads options trimmed, blank ones as absent, `color` as colour, and keeps a variant image', () => {
    const parsedProduct = parsed(AddProductSchema, {
      ...product,
      variants: [
        {
          ...variant(' TEE-RED-M ', ' M ', 499),
          options: { size: ' M ', color: 'Red', storage: '' },
          image: ' /media/red.webp ',
        },
      ],
    });
    expect(parsedProduct.variants[0]).toMatchObject({
      sku: 'TEE-RED-M',
      options: { size: 'M', colour: 'Red' },
      image: '/media/red.webp',
    });
  });

  it('works as before without variants: prices and stock stay required', () => {
    expect(
      parsed(AddProductSchema, { ...product, mrpPrice: 999, sellingPrice: 499, stock: 2 }),
    ).toMatchObject({
      mrpPrice: 999,
      sellingPrice: 499,
      stock: 2,
      variants: [],
    });
    expect(messageAt(AddProductSchema, { ...product, variants: [] }, 'mrpPrice')).toBe(
      'MRP Price is required!',
    );
    expect(messageAt(AddProductSchema, { ...product, variants: null }, 'stock')).toBe(
      'Stock Quantity is required!',
    );
  });

  it('refuses a variant without options, naming the variant and the field', () => {
    expect(firstMessage([variant('A', 'S', 1), { ...variant('B', 'M', 1), options: {} }])).toBe(
      'variants[1].options: Give at least one of size, colour or storage',
    );
    expect(firstMessage([{ sku: 'A', stock: 1, mrpPrice: 2, sellingPrice: 1 }])).toBe(
      'variants[0].options: Give at least one of size, colour or storage',
    );
    expect(firstMessage([{ ...variant('A', 'S', 1), options: { size: '  ' } }])).toBe(
      'variants[0].options: Give at least one of size, colour or storage',
    );
    expect(firstMessage([{ ...variant('A', 'S', 1), options: { size: 'S', material: 'silk' } }])).toBe(
      'variants[0].options: Options may be only size, colour and storage (not material)',
    );
  });

  it('refuses two variants with the same options, letter case aside', () => {
    expect(firstMessage([variant('A', 'M', 1), variant('B', 'L', 1), variant('C', 'm', 1)])).toBe(
      'variants[2].options: variants[0] already has these options',
    );
  });

  it('refuses variants that name different options (one picker per option)', () => {
    const colourOnly = { ...variant('B', 'M', 1), options: { colour: 'Red' } };
    expect(firstMessage([variant('A', 'S', 1), colourOnly])).toBe(
      'variants[1].options: Every variant must name the same options as variants[0] (size)',
    );
  });

  it('refuses a SKU given twice (letter case aside), a missing SKU and one with spaces', () => {
    expect(firstMessage([variant('TEE-1', 'S', 1), variant('tee-1', 'M', 1)])).toBe(
      'variants[1].sku: SKU tee-1 is also given to variants[0]',
    );
    expect(firstMessage([{ ...variant('', 'S', 1) }])).toBe('variants[0].sku: SKU is required');
    expect(firstMessage([variant('TEE 1', 'S', 1)])).toBe(
      'variants[0].sku: SKU may contain only letters, digits and . _ / - (no spaces)',
    );
  });

  it('refuses a negative or fractional stock and a selling price above the MRP', () => {
    expect(firstMessage([variant('A', 'S', 1), variant('B', 'M', 1, -1)])).toBe(
      'variants[1].stock: Stock Quantity must be a whole number of 0 or more',
    );
    expect(firstMessage([variant('A', 'S', 1, 1.5)])).toBe(
      'variants[0].stock: Stock Quantity must be a whole number of 0 or more',
    );
    expect(firstMessage([variant('A', 'S', 1), variant('B', 'M', 1000)])).toBe(
      'variants[1].sellingPrice: Selling Price must not be more than the MRP Price',
    );
    expect(firstMessage([{ ...variant('A', 'S', 1), mrpPrice: 0 }])).toBe(
      'variants[0].mrpPrice: MRP Price must be greater than 0',
    );
  });

  it('puts the message on the field path, so the 400 names it too', () => {
    expect(
      messageAt(AddProductSchema, { ...product, variants: [variant('A', 'S', 1, -2)] }, 'variants.0.stock'),
    ).toBe('variants[0].stock: Stock Quantity must be a whole number of 0 or more');
  });

  it('refuses more than 100 variants, and variants that are not a list of objects', () => {
    const many = Array.from({ length: 101 }, (_, index) => variant(`SKU-${index}`, `${index}`, 1));
    expect(firstMessage(many)).toBe('A product can have at most 100 variants');
    expect(parsed(AddProductSchema, { ...product, variants: many.slice(0, 100) }).variants).toHaveLength(100);
    expect(messageAt(AddProductSchema, { ...product, variants: 'XL' }, 'variants')).toBe(
      'Variants must be a list',
    );
    expect(firstMessage(['XL'])).toBe(
      'variants[0]: Each variant must be an object with sku, options, stock, mrpPrice and sellingPrice',
    );
  });

  it('refuses a variant image that is not a URL', () => {
    expect(firstMessage([{ ...variant('A', 'S', 1), image: 'javascript:alert(1)' }])).toBe(
      'variants[0].image: Image is not a valid URL',
    );
  });
});

describe('the edit calls with variants (issue 20)', () => {
  const form = { ...product, mrpPrice: 999, sellingPrice: 499, stock: 4 };

  it('PUT: variants left out stay as they are; [] removes them; ids and expected stocks are kept', () => {
    expect(parsed(EditProductSchema, form).variants).toBeUndefined();
    expect(parsed(EditProductSchema, { ...form, variants: [] }).variants).toEqual([]);
    const edited = parsed(EditProductSchema, {
      ...form,
      variants: [
        { ...variant('TEE-S', 'S', 399), id: 'v1', expectedStock: '5' },
        variant('TEE-XL', 'XL', 599),
      ],
    });
    expect(edited).toMatchObject({ sellingPrice: 399, stock: 10 });
    expect(edited.variants?.map((v) => [v.id, v.expectedStock])).toEqual([
      ['v1', 5],
      [undefined, undefined],
    ]);
    expect(
      messagesOf(EditProductSchema, {
        ...form,
        variants: [
          { ...variant('A', 'S', 1), id: 'v1' },
          { ...variant('B', 'M', 1), id: 'v1' },
        ],
      })[0],
    ).toBe('variants[1].id: The same variant as variants[0]');
  });

  it('PATCH: with variants, the product-level prices and stock sent are not read', () => {
    const patch = parsed(ProductPatchSchema, { stock: 9, sellingPrice: 1, variants: tees });
    expect(patch.stock).toBeUndefined();
    expect(patch.sellingPrice).toBeUndefined();
    expect(patch.variants).toHaveLength(3);
    expect(parsed(ProductPatchSchema, { stock: '7' })).toEqual({ stock: 7 });
    expect(messagesOf(ProductPatchSchema, { variants: [variant('A', 'S', 1, -1)] })[0]).toBe(
      'variants[0].stock: Stock Quantity must be a whole number of 0 or more',
    );
  });
});

describe('variant rules', () => {
  it('sums the stock and takes the lowest selling price (the lower MRP on a tie); none for no variants', () => {
    expect(
      variantsSummary([
        { mrpPrice: 900, sellingPrice: 500, stock: 1 },
        { mrpPrice: 800, sellingPrice: 500, stock: 2 },
        { mrpPrice: 999, sellingPrice: 600, stock: 0 },
      ]),
    ).toEqual({ mrpPrice: 800, sellingPrice: 500, stock: 3 });
    expect(variantsSummary([])).toBeNull();
  });

  it('names a variant by its options in a fixed order', () => {
    expect(optionsText({ colour: 'Red', size: 'M' })).toBe('Size: M · Colour: Red');
    expect(optionsText({ storage: '256 GB' })).toBe('Storage: 256 GB');
  });

  it('the product page reply may carry variants, and still parses without them', () => {
    const page = {
      _id: 'p',
      id: 'p',
      name: 'n',
      description: 'd',
      image: [],
      category: 'fashion',
      subCategory: 'shoes',
      brand: 'b',
      stock: 1,
      mrpPrice: 2,
      sellingPrice: 1,
      price: 1,
      rating: null,
      ratingNumber: 0,
      sellerId: 's',
      review: [],
      ratingBreakdown: [],
    };
    expect(ProductDetailSchema.parse(page).variants).toBeUndefined();
    const withVariant = {
      ...page,
      variants: [
        { id: 'v', sku: 'A', options: { size: 'M' }, stock: 1, mrpPrice: 2, sellingPrice: 1, image: null },
      ],
    };
    expect(ProductDetailSchema.parse(withVariant).variants?.[0]?.options).toEqual({ size: 'M' });
  });
});

describe('cart bodies name a variant (issue 20)', () => {
  it('reads variantId, blank as none, and refuses one that is not an id', () => {
    expect(parsed(AddToCartSchema, { productId: 'p', variantId: 'v' })).toEqual({
      productId: 'p',
      variantId: 'v',
      quantity: 1,
    });
    expect(
      parsed(UpdateCartSchema, { productId: 'p', variantId: '', quantity: 0 }).variantId,
    ).toBeUndefined();
    expect(messageAt(AddToCartSchema, { productId: 'p', variantId: ['v'] }, 'variantId')).toBe(
      'Variant ID is not valid',
    );
  });
});
