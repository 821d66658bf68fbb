import { describe, expect, it } from 'vitest';
import {
  brandOptions,
  brands,
  categories,
  categoriesStartingWith,
  categoryNamed,
  categoryOf,
  categoryOptions,
  categoryTree,
  findBrand,
  findCategory,
  findSubCategory,
  hasSubCategories,
  isBrand,
  mergeBrandSpellings,
  sameBrand,
  isCategory,
  isSubCategory,
  monthOptions,
  months,
  sortOptions,
  subCategories,
  subCategoriesOf,
  subCategoryOptions,
} from './catalog.js';

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('catalog data', () => {
  it('lists the ten categories of docs/product.md §3 in its order and spelling', () => {
    expect(categories).toEqual([
      'electronics',
      'clothing',
      'home & kitchen',
      'books',
      'grocery',
      'toys',
      'sports',
      'health & beauty',
      'fashion',
      'others',
    ]);
  });

  it('lists every subcategory of docs/product.md §3 under its category, exactly as spelt', () => {
    expect(categoryTree).toEqual({
      electronics: ['smartphones', 'laptops', 'cameras', 'headphones', 'gadgets'],
      clothing: ['shirts', 'pants', 't-shirts', 'jeans', 'dresses'],
      'home & kitchen': ['cookware', 'appliances', 'furniture', 'kitchenware', 'household items'],
      books: ['fiction', 'non-fiction', "children's books", 'mystery', 'romance'],
      grocery: ['vegetables', 'fruits', 'meat', 'dairy', 'bakery', 'snacks', 'beverages'],
      toys: ['action figures', 'electronic toys', 'building toys', 'sports toys', 'diy toys'],
      sports: ['football', 'basketball', 'tennis', 'hockey', 'golf'],
      'health & beauty': [
        'makeup',
        'skincare',
        'hair care',
        'beauty supplies',
        'personal care',
        'fragrances',
        'Health Care',
      ],
      fashion: ['shoes', 'accessories', 'jewelry'],
      others: [],
    });
  });

  it('gives others no subcategories', () => {
    expect(subCategoriesOf('others')).toEqual([]);
    expect(hasSubCategories('others')).toBe(false);
    expect(hasSubCategories('books')).toBe(true);
  });

  it('lists each subcategory once and knows its category', () => {
    expect(new Set(subCategories).size).toBe(subCategories.length);
    expect(subCategories).toHaveLength(47);
    expect(categoryOf('Health Care')).toBe('health & beauty');
    expect(categoryOf("children's books")).toBe('books');
    expect(categoryOf('gadgets')).toBe('electronics');
  });

  it('lists the 21 brands of docs/product.md §3 in its order', () => {
    expect(brands).toEqual([
      'Apple',
      'Nike',
      'Samsung',
      'Adidas',
      'Sony',
      'Microsoft',
      'Gucci',
      'LG',
      'Rolex',
      'Puma',
      'Reebok',
      'Vans',
      'H&M',
      'Zara',
      'Versace',
      'Chanel',
      'Dior',
      'Prada',
      'Burberry',
      'Boat',
      'Others',
    ]);
  });

  it('lists the months January to December in calendar order', () => {
    expect(months).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  });
});

describe('select options', () => {
  it('sorts category options alphabetically by value, the id being the value', () => {
    expect(values(categoryOptions)).toEqual([
      'books',
      'clothing',
      'electronics',
      'fashion',
      'grocery',
      'health & beauty',
      'home & kitchen',
      'others',
      'sports',
      'toys',
    ]);
    for (const option of categoryOptions) expect(option.id).toBe(option.value);
  });

  it('offers every category', () => {
    expect(new Set(values(categoryOptions))).toEqual(new Set(categories));
  });

  it('sorts subcategory options case-insensitively (Health Care after hair care)', () => {
    expect(values(subCategoryOptions('health & beauty'))).toEqual([
      'beauty supplies',
      'fragrances',
      'hair care',
      'Health Care',
      'makeup',
      'personal care',
      'skincare',
    ]);
    expect(subCategoryOptions('health & beauty').find((o) => o.value === 'Health Care')?.id).toBe(
      'Health Care',
    );
  });

  it('sorts the subcategories of every category and keeps them all', () => {
    for (const category of categories) {
      const options = values(subCategoryOptions(category));
      expect(new Set(options)).toEqual(new Set(categoryTree[category]));
      expect(options).toEqual([...options].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    }
    expect(values(subCategoryOptions('books'))).toEqual([
      "children's books",
      'fiction',
      'mystery',
      'non-fiction',
      'romance',
    ]);
  });

  it('matches the category of subCategoryOptions like findCategory, and gives none for others or an unknown one', () => {
    expect(values(subCategoryOptions(' Fashion '))).toEqual(['accessories', 'jewelry', 'shoes']);
    expect(subCategoryOptions('others')).toEqual([]);
    expect(subCategoryOptions('weapons')).toEqual([]);
  });

  it('sorts brand options case-insensitively by value', () => {
    expect(values(brandOptions)).toEqual([
      'Adidas',
      'Apple',
      'Boat',
      'Burberry',
      'Chanel',
      'Dior',
      'Gucci',
      'H&M',
      'LG',
      'Microsoft',
      'Nike',
      'Others',
      'Prada',
      'Puma',
      'Reebok',
      'Rolex',
      'Samsung',
      'Sony',
      'Vans',
      'Versace',
      'Zara',
    ]);
  });

  it('lists the months in calendar order with their numbers as ids (issue 21)', () => {
    expect(monthOptions.map((o) => `${o.id} ${o.value}`)).toEqual([
      '1 January',
      '2 February',
      '3 March',
      '4 April',
      '5 May',
      '6 June',
      '7 July',
      '8 August',
      '9 September',
      '10 October',
      '11 November',
      '12 December',
    ]);
  });

  it('sorts stably and ignores case', () => {
    const sorted = sortOptions([
      { id: 'b', value: 'beta' },
      { id: 'A1', value: 'Alpha' },
      { id: 'a2', value: 'alpha' },
    ]);
    expect(sorted.map((o) => o.id)).toEqual(['A1', 'a2', 'b']);
  });
});

describe('lookups', () => {
  it('finds a category ignoring case and spaces, in the spec spelling', () => {
    expect(findCategory('  Home & Kitchen ')).toBe('home & kitchen');
    expect(findCategory('ELECTRONICS')).toBe('electronics');
    expect(findCategory('home')).toBeUndefined();
    expect(findCategory('')).toBeUndefined();
  });

  it('finds a subcategory within its category only', () => {
    expect(findSubCategory('health & beauty', 'health care')).toBe('Health Care');
    expect(findSubCategory('Electronics', 'Smartphones')).toBe('smartphones');
    expect(findSubCategory('books', " Children's Books")).toBe("children's books");
    expect(findSubCategory('clothing', 'smartphones')).toBeUndefined();
    expect(findSubCategory('nowhere', 'smartphones')).toBeUndefined();
    expect(findSubCategory('others', '')).toBeUndefined();
  });

  it('finds a brand ignoring case', () => {
    expect(findBrand('boat')).toBe('Boat');
    expect(findBrand(' h&m ')).toBe('H&M');
    expect(findBrand('Acme')).toBeUndefined();
  });

  it('takes brands as one whatever their case and surrounding spaces', () => {
    expect(sameBrand("levi's", " Levi's ")).toBe(true);
    expect(sameBrand('Levis', "Levi's")).toBe(false);
  });

  it('merges the spellings of a brand into one, shown as most products spell it, most listed first', () => {
    expect(
      mergeBrandSpellings([
        { key: 'boat', brand: 'Boat', count: 2 },
        { key: "levi's", brand: "levi's", count: 1 },
        { key: "levi's", brand: "Levi's", count: 2 },
        { key: "levi's", brand: "LEVI'S", count: 1 },
        { key: 'amul', brand: 'Amul', count: 2 },
        { key: 'amul', brand: 'AMUL', count: 2 },
      ]),
    ).toEqual([
      { brand: 'AMUL', count: 4 },
      { brand: "Levi's", count: 4 },
      { brand: 'Boat', count: 2 },
    ]);
  });

  it('recognises brands, categories and subcategories exactly', () => {
    expect(isBrand('LG')).toBe(true);
    expect(isBrand('lg')).toBe(false);
    expect(isBrand(3)).toBe(false);
    expect(isCategory('home & kitchen')).toBe(true);
    expect(isCategory('toString')).toBe(false);
    expect(isSubCategory('Health Care')).toBe(true);
    expect(isSubCategory('health care')).toBe(false);
  });
});

describe('categoriesStartingWith', () => {
  it('finds "home & kitchen" from "home"', () => {
    expect(categoriesStartingWith('home')).toEqual({ categories: ['home & kitchen'], subCategories: [] });
    expect(categoriesStartingWith('house').subCategories).toEqual(['household items']);
  });

  it('matches categories and subcategories by prefix, ignoring case and spaces', () => {
    expect(categoriesStartingWith(' HEALTH')).toEqual({
      categories: ['health & beauty'],
      subCategories: ['Health Care'],
    });
    expect(categoriesStartingWith('sport')).toEqual({
      categories: ['sports'],
      subCategories: ['sports toys'],
    });
    expect(categoriesStartingWith('smart')).toEqual({ categories: [], subCategories: ['smartphones'] });
  });

  it('finds nothing for an unknown prefix and everything for an empty one', () => {
    expect(categoriesStartingWith('zzz')).toEqual({ categories: [], subCategories: [] });
    expect(categoriesStartingWith('').categories).toHaveLength(10);
    expect(categoriesStartingWith('').subCategories).toHaveLength(47);
  });
});

describe('categoryNamed', () => {
  it("names the category a prefix lists, in the catalogue's spelling", () => {
    expect(categoryNamed('home')).toBe('home & kitchen');
    expect(categoryNamed('Home & Kitchen')).toBe('home & kitchen');
    expect(categoryNamed(' CLOTH')).toBe('clothing');
    expect(categoryNamed('smart')).toBe('smartphones');
    expect(categoryNamed('health care')).toBe('Health Care');
  });

  it('names the category alone when the other matches are its own subcategories', () => {
    expect(categoryNamed('health')).toBe('health & beauty');
  });

  it('prefers the name a prefix equals over longer names it starts', () => {
    expect(categoryNamed('sports')).toBe('sports');
    expect(categoryNamed('fiction')).toBe('fiction');
  });

  it('names nothing for an unknown, empty or ambiguous prefix', () => {
    expect(categoryNamed('zzz')).toBeUndefined();
    expect(categoryNamed('  ')).toBeUndefined();
    expect(categoryNamed('sport')).toBeUndefined();
    expect(categoryNamed('elec')).toBeUndefined();
    expect(categoryNamed('s')).toBeUndefined();
  });
});
