import { describe, expect, it } from 'vitest';
import {
  AddProductSchema,
  ProductFormSchema,
  ProductPatchSchema,
  ProductSearchQuerySchema,
  RelatedProductsQuerySchema,
} from '../index.js';
import { messageAt, messagesOf, parsed } from '../shared/test-helpers.js';

const form = {
  name: ' Galaxy S24 ',
  brand: 'samsung',
  mrpPrice: '79999',
  sellingPrice: '74999.50',
  stock: '25',
  description: 'A phone.',
  category: 'Electronics',
  subCategory: 'Smartphones',
};

describe('ProductFormSchema (Add New Product)', () => {
  it('reads numbers from the inputs and returns the spec spelling of category, subcategory and brand', () => {
    expect(parsed(ProductFormSchema, form)).toEqual({
      name: 'Galaxy S24',
      brand: 'Samsung',
      mrpPrice: 79_999,
      sellingPrice: 74_999.5,
      stock: 25,
      description: 'A phone.',
      category: 'electronics',
      subCategory: 'smartphones',
    });
  });

  it("marks each empty field with '<Label> is required!'", () => {
    const empty = {
      name: '',
      brand: '',
      mrpPrice: '',
      sellingPrice: '',
      stock: '',
      description: '',
      category: '',
      subCategory: '',
    };
    expect(messageAt(ProductFormSchema, empty, 'name')).toBe('Product Name is required!');
    expect(messageAt(ProductFormSchema, empty, 'brand')).toBe('Brand is required!');
    expect(messageAt(ProductFormSchema, empty, 'mrpPrice')).toBe('MRP Price is required!');
    expect(messageAt(ProductFormSchema, empty, 'sellingPrice')).toBe('Selling Price is required!');
    expect(messageAt(ProductFormSchema, empty, 'stock')).toBe('Stock Quantity is required!');
    expect(messageAt(ProductFormSchema, empty, 'description')).toBe('Description is required!');
    expect(messageAt(ProductFormSchema, empty, 'category')).toBe('Category is required!');
  });

  it('requires a subcategory unless the category is others', () => {
    expect(messageAt(ProductFormSchema, { ...form, subCategory: '' }, 'subCategory')).toBe(
      'Sub Category is required!',
    );
    expect(
      parsed(ProductFormSchema, { ...form, category: 'others', subCategory: '' }).subCategory,
    ).toBeNull();
    expect(parsed(ProductFormSchema, { ...form, category: 'Others', subCategory: 'anything' })).toMatchObject(
      {
        category: 'others',
        subCategory: null,
      },
    );
  });

  it("shows the subcategory message together with other fields' messages", () => {
    expect(messageAt(ProductFormSchema, { ...form, name: '', subCategory: '' }, 'subCategory')).toBe(
      'Sub Category is required!',
    );
  });

  it('matches Health Care in any case', () => {
    expect(
      parsed(ProductFormSchema, { ...form, category: 'HEALTH & BEAUTY', subCategory: 'health care' }),
    ).toMatchObject({ category: 'health & beauty', subCategory: 'Health Care' });
  });

  it('refuses an unknown category and a subcategory of another category', () => {
    expect(messageAt(ProductFormSchema, { ...form, category: 'weapons' }, 'category')).toBe(
      'Category is not valid',
    );
    expect(messageAt(ProductFormSchema, { ...form, subCategory: 'jeans' }, 'subCategory')).toBe(
      'Sub Category is not valid',
    );
  });

  it("says 'MRP Price should be greater than Selling Price' when selling is above MRP", () => {
    expect(messageAt(ProductFormSchema, { ...form, mrpPrice: 100, sellingPrice: 101 }, 'mrpPrice')).toBe(
      'MRP Price should be greater than Selling Price',
    );
    expect(ProductFormSchema.safeParse({ ...form, mrpPrice: 100, sellingPrice: 100 }).success).toBe(true);
    expect(
      messageAt(ProductFormSchema, { ...form, description: '', mrpPrice: 1, sellingPrice: 2 }, 'mrpPrice'),
    ).toBe('MRP Price should be greater than Selling Price');
  });

  it('wants positive prices and a whole stock of 0 or more', () => {
    expect(messageAt(ProductFormSchema, { ...form, mrpPrice: 'abc' }, 'mrpPrice')).toBe(
      'MRP Price must be a number',
    );
    expect(messageAt(ProductFormSchema, { ...form, sellingPrice: 0 }, 'sellingPrice')).toBe(
      'Selling Price must be greater than 0',
    );
    expect(messageAt(ProductFormSchema, { ...form, stock: -1 }, 'stock')).toBe(
      'Stock Quantity must be a whole number of 0 or more',
    );
    expect(messageAt(ProductFormSchema, { ...form, stock: '2.5' }, 'stock')).toBe(
      'Stock Quantity must be a whole number of 0 or more',
    );
    expect(parsed(ProductFormSchema, { ...form, stock: 0 }).stock).toBe(0);
  });

  it('keeps a brand outside the list as typed, trimmed', () => {
    expect(parsed(ProductFormSchema, { ...form, brand: ' Acme ' }).brand).toBe('Acme');
    expect(parsed(ProductFormSchema, { ...form, brand: 'LG' }).brand).toBe('LG');
    expect(parsed(ProductFormSchema, { ...form, brand: 'B'.repeat(40) }).brand).toBe('B'.repeat(40));
  });

  it('refuses a brand shorter than 2 or longer than 40 characters (issue 19), the form and the API alike', () => {
    for (const brand of ['X', ' X ', 'B'.repeat(41)]) {
      expect(messageAt(ProductFormSchema, { ...form, brand }, 'brand'), brand).toBe(
        'Brand must be 2 to 40 characters',
      );
      expect(messageAt(AddProductSchema, { ...form, brand, image: [], isDraft: true }, 'brand'), brand).toBe(
        'Brand must be 2 to 40 characters',
      );
    }
  });
});

describe('AddProductSchema (POST /api/product/add-product)', () => {
  const body = { ...form, image: ['https://cdn.example.com/a.webp', '/media/b.webp'], price: '' };

  it('drops price, keeps image URLs and defaults isDraft to false', () => {
    const product = parsed(AddProductSchema, { ...body, sellerId: 'x' });
    expect(product).toEqual({
      name: 'Galaxy S24',
      brand: 'Samsung',
      mrpPrice: 79_999,
      sellingPrice: 74_999.5,
      stock: 25,
      description: 'A phone.',
      category: 'electronics',
      subCategory: 'smartphones',
      image: ['https://cdn.example.com/a.webp', '/media/b.webp'],
      isDraft: false,
      variants: [],
    });
    expect('price' in product).toBe(false);
  });

  it('reads one image string as a list, and no image on a draft as none', () => {
    expect(parsed(AddProductSchema, { ...body, image: '/media/a.webp' }).image).toEqual(['/media/a.webp']);
    expect(parsed(AddProductSchema, { ...form, isDraft: true }).image).toEqual([]);
  });

  it('refuses to publish a product without an image, and saves it as a draft', () => {
    const needsImage = 'Add at least one image to publish the product (a draft may have none)';
    expect(messageAt(AddProductSchema, { ...form }, 'image')).toBe(needsImage);
    expect(messageAt(AddProductSchema, { ...body, image: [] }, 'image')).toBe(needsImage);
    expect(messageAt(AddProductSchema, { ...body, image: [], isDraft: 'false' }, 'image')).toBe(needsImage);
    expect(parsed(AddProductSchema, { ...body, image: [], isDraft: 'true' }).isDraft).toBe(true);
  });

  it('refuses an image that is not a URL, naming it by its position', () => {
    expect(messageAt(AddProductSchema, { ...body, image: ['javascript:alert(1)'] }, 'image.0')).toBe(
      'Image 1 is not a valid URL',
    );
    expect(
      messageAt(AddProductSchema, { ...body, image: ['/media/a.webp', '//evil.example/a.png'] }, 'image.1'),
    ).toBe('Image 2 is not a valid URL');
    expect(messageAt(AddProductSchema, { ...body, image: [3] }, 'image.0')).toBe(
      'Image 1 is not a valid URL',
    );
    expect(messagesOf(AddProductSchema, { ...body, image: { a: 1 } })).toEqual([
      'Images must be a list of URLs',
    ]);
  });

  it('accepts isDraft as a boolean or its text', () => {
    expect(parsed(AddProductSchema, { ...body, isDraft: true }).isDraft).toBe(true);
    expect(parsed(AddProductSchema, { ...body, isDraft: 'true' }).isDraft).toBe(true);
    expect(messagesOf(AddProductSchema, { ...body, isDraft: 'yes' })).toEqual([
      'isDraft must be true or false',
    ]);
  });

  it('applies the form rules', () => {
    expect(messageAt(AddProductSchema, { ...body, mrpPrice: 10, sellingPrice: 20 }, 'mrpPrice')).toBe(
      'MRP Price should be greater than Selling Price',
    );
    expect(messageAt(AddProductSchema, { ...body, stock: -5 }, 'stock')).toBe(
      'Stock Quantity must be a whole number of 0 or more',
    );
    expect(messageAt(AddProductSchema, { ...body, category: 'cars' }, 'category')).toBe(
      'Category is not valid',
    );
  });

  it('refuses a body that is not an object', () => {
    expect(AddProductSchema.safeParse(null).success).toBe(false);
    expect(AddProductSchema.safeParse('x').success).toBe(false);
  });
});

describe('ProductSearchQuerySchema (GET /api/product/get-all-products)', () => {
  it('reads blank parameters as absent and ignores activeUserId', () => {
    expect(
      parsed(ProductSearchQuerySchema, { searchQuery: ' ', searchCategory: '', activeUserId: 'u1' }),
    ).toEqual({});
  });

  it('trims the search and reads the extra filters', () => {
    expect(
      parsed(ProductSearchQuerySchema, {
        searchQuery: ' red shoes ',
        searchCategory: 'home ',
        sort: 'price-asc',
        minPrice: '100',
        maxPrice: '999.5',
        inStock: 'true',
        page: '2',
        limit: '20',
      }),
    ).toEqual({
      searchQuery: 'red shoes',
      searchCategory: 'home',
      sort: 'price-asc',
      minPrice: 100,
      maxPrice: 999.5,
      inStock: true,
      page: 2,
      limit: 20,
    });
  });

  it('cuts a long search text to 200 characters instead of refusing it, and reads price_asc', () => {
    expect(parsed(ProductSearchQuerySchema, { searchQuery: 'a'.repeat(1000), sort: 'price_asc' })).toEqual({
      searchQuery: 'a'.repeat(200),
      sort: 'price-asc',
    });
  });

  it('refuses an unknown sort, a bad page and a limit above 100', () => {
    expect(messagesOf(ProductSearchQuerySchema, { sort: 'cheapest' })).toEqual(['Sort is not valid']);
    expect(messagesOf(ProductSearchQuerySchema, { page: '0' })).toEqual([
      'Page must be a whole number of at least 1',
    ]);
    expect(messagesOf(ProductSearchQuerySchema, { limit: '101' })).toEqual(['Limit must be at most 100']);
    expect(messagesOf(ProductSearchQuerySchema, { minPrice: 'cheap' })).toEqual([
      'Minimum price must be a number',
    ]);
  });

  it('refuses a price range the wrong way round, naming the minimum, and takes a range of one price', () => {
    expect(messagesOf(ProductSearchQuerySchema, { minPrice: '5000', maxPrice: '100' })).toEqual([
      'Minimum price must not be more than the maximum price',
    ]);
    expect(parsed(ProductSearchQuerySchema, { minPrice: '499', maxPrice: '499' })).toEqual({
      minPrice: 499,
      maxPrice: 499,
    });
  });
});

describe('RelatedProductsQuerySchema', () => {
  it('reads category and productId', () => {
    expect(parsed(RelatedProductsQuerySchema, { category: 'books', productId: 'p1' })).toEqual({
      category: 'books',
      productId: 'p1',
    });
    expect(parsed(RelatedProductsQuerySchema, {})).toEqual({});
  });
});

describe('ProductPatchSchema', () => {
  it('keeps only the fields sent, each checked as add-product checks it', () => {
    expect(ProductPatchSchema.parse({ stock: '7' })).toEqual({ stock: 7 });
    expect(ProductPatchSchema.parse({ category: 'ELECTRONICS', isDraft: 'false' })).toEqual({
      category: 'electronics',
      isDraft: false,
    });
    expect(ProductPatchSchema.parse({})).toEqual({});
    expect(ProductPatchSchema.safeParse({ stock: -1 }).success).toBe(false);
    expect(ProductPatchSchema.safeParse({ image: ['javascript:alert(1)'] }).success).toBe(false);
  });
});

describe('ProductSearchQuerySchema brand filter (issue 19)', () => {
  it('reads one brand or several, trimmed, from repeated or comma-separated values', () => {
    expect(parsed(ProductSearchQuerySchema, { brand: " levi's " }).brand).toEqual(["levi's"]);
    expect(parsed(ProductSearchQuerySchema, { brand: ['Amul', 'Nike,Bata'] }).brand).toEqual([
      'Amul',
      'Nike',
      'Bata',
    ]);
    expect(parsed(ProductSearchQuerySchema, {}).brand).toBeUndefined();
  });

  it('refuses a filter that names no brand, naming the field', () => {
    for (const brand of ['', ',', '  ', ['', ' ']]) {
      expect(messageAt(ProductSearchQuerySchema, { brand }, 'brand'), JSON.stringify(brand)).toBe(
        'Brand must name at least one brand',
      );
    }
  });
});
