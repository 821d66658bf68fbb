// The catalogue vocabulary of docs/product.md §3: categories → subcategories, brands, months, and select options.
// Values are spelled exactly as the spec spells them (`home & kitchen`, `children's books`, `Health Care`):
// they are stored in the database and sent on the wire in this spelling.

/** docs/product.md §3 category list, in the spec's order. `others` has no subcategories. */
export const categoryTree = {
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
} as const;

export type Category = keyof typeof categoryTree;
export type SubCategory = (typeof categoryTree)[Category][number];

/** The categories in the spec's order. */
export const categories = Object.keys(categoryTree) as readonly Category[];

/** Every subcategory, in the spec's order (each belongs to exactly one category). */
export const subCategories: readonly SubCategory[] = categories.flatMap((category) => categoryTree[category]);

/** docs/product.md §3 brand list, in the spec's order. */
export const brands = [
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
] as const;

export type Brand = (typeof brands)[number];

/** The brand list's catch-all for every maker not on it: a product's page shows no brand rather than the word. */
export const otherBrand: Brand = 'Others';

/** Month names in calendar order: `months[0]` is January (month number 1). */
export const months = [
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
] as const;

export type Month = (typeof months)[number];

/** An entry of a select box: `id` is the stable key, `value` the text shown (and, for the catalogue, sent). */
export interface SelectOption<Id extends string | number = string, Value extends string = string> {
  readonly id: Id;
  readonly value: Value;
}

const normalise = (text: string): string => text.trim().toLowerCase();

/**
 * Case-insensitive ascending order by `value`, compared code unit by code unit on the lower-cased text so
 * the order never depends on the host's ICU data; ties keep their input order (Array.prototype.sort is stable).
 */
export function sortOptions<T extends SelectOption<string | number>>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => {
    const x = a.value.toLowerCase();
    const y = b.value.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

// Option ids: for categories, subcategories and brands the id IS the value (already unique, stable, and what
// the API stores), so a selected id can be sent as is. Months keep their calendar number 1–12 as the id.

/** docs/product.md §3: select options sorted alphabetically by value. */
export const categoryOptions: readonly SelectOption<Category, Category>[] = sortOptions(
  categories.map((category) => ({ id: category, value: category })),
);

/** The subcategory options of a category (matched like `findCategory`), sorted by value; [] for `others` or an unknown category. */
export function subCategoryOptions(category: string): SelectOption<SubCategory, SubCategory>[] {
  const found = findCategory(category);
  if (found === undefined) return [];
  return sortOptions(categoryTree[found].map((subCategory) => ({ id: subCategory, value: subCategory })));
}

export const brandOptions: readonly SelectOption<Brand, Brand>[] = sortOptions(
  brands.map((brand) => ({ id: brand, value: brand })),
);

/** Month options with ids 1–12 in calendar order (issue 21: the spec's alphabetical order is dropped). */
export const monthOptions: readonly SelectOption<number, Month>[] = months.map((month, index) => ({
  id: index + 1,
  value: month,
}));

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && Object.hasOwn(categoryTree, value);
}

export function isSubCategory(value: unknown): value is SubCategory {
  return typeof value === 'string' && (subCategories as readonly string[]).includes(value);
}

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (brands as readonly string[]).includes(value);
}

/** The category whose name equals the input, ignoring case and surrounding spaces, in the spec's spelling. */
export function findCategory(input: string): Category | undefined {
  const wanted = normalise(input);
  return categories.find((category) => category.toLowerCase() === wanted);
}

/** The subcategory of `category` equal to the input, ignoring case and surrounding spaces (`health care` → `Health Care`). */
export function findSubCategory(category: string, input: string): SubCategory | undefined {
  const found = findCategory(category);
  if (found === undefined) return undefined;
  const wanted = normalise(input);
  return (categoryTree[found] as readonly SubCategory[]).find((sub) => sub.toLowerCase() === wanted);
}

/** The brand equal to the input, ignoring case and surrounding spaces (`boat` → `Boat`). */
export function findBrand(input: string): Brand | undefined {
  const wanted = normalise(input);
  return brands.find((brand) => brand.toLowerCase() === wanted);
}

/** issue 19: brands are one whatever their case and surrounding spaces (`levi's` is `Levi's`). */
export const sameBrand = (a: string, b: string): boolean => normalise(a) === normalise(b);

/**
 * issue 19: the counts of a brand's spellings as the database groups them (`key`: its lower-cased brand, so
 * each engine folds case as its filter does) → one entry per brand, shown in its most used spelling (ties: the
 * first in code-unit order), most products first, then by name.
 */
export function mergeBrandSpellings(
  rows: readonly { key: string; brand: string; count: number }[],
): { brand: string; count: number }[] {
  const merged = new Map<string, { brand: string; count: number; best: number }>();
  for (const { key, brand, count } of rows) {
    const entry = merged.get(key);
    if (entry === undefined) merged.set(key, { brand, count, best: count });
    else {
      entry.count += count;
      if (count > entry.best || (count === entry.best && brand < entry.brand)) {
        entry.brand = brand;
        entry.best = count;
      }
    }
  }
  return [...merged.values()]
    .map(({ brand, count }) => ({ brand, count }))
    .sort((a, b) => b.count - a.count || (a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : 0));
}

const parentCategory = new Map<string, Category>(
  categories.flatMap((category) => categoryTree[category].map((sub) => [sub, category] as const)),
);

/** The category a subcategory belongs to (each subcategory is listed under exactly one category). */
export function categoryOf(subCategory: SubCategory): Category {
  return parentCategory.get(subCategory) as Category;
}

/** The subcategories of a category in the spec's order (`[]` for `others`). */
export function subCategoriesOf(category: Category): readonly SubCategory[] {
  return categoryTree[category];
}

/** docs/product.md §5: the Sub Category select is disabled when the category is `others` (it has none). */
export function hasSubCategories(category: Category): boolean {
  return categoryTree[category].length > 0;
}

export interface CategoryMatches {
  readonly categories: Category[];
  readonly subCategories: SubCategory[];
}

/**
 * Search by category (contract: `searchCategory`): every category and every subcategory whose value starts
 * with the prefix, case-insensitively, spaces around the prefix ignored — `home` finds `home & kitchen`, as
 * sent by a client that does not URL-encode the `&`. A product matches when its category is in
 * `categories` or its subcategory in `subCategories`. An empty prefix matches everything: callers that
 * treat an empty parameter as "no filter" should check for it first.
 */
export function categoriesStartingWith(prefix: string): CategoryMatches {
  const wanted = normalise(prefix);
  return {
    categories: categories.filter((category) => category.toLowerCase().startsWith(wanted)),
    subCategories: subCategories.filter((sub) => sub.toLowerCase().startsWith(wanted)),
  };
}

/**
 * The catalogue's name for what a `searchCategory` prefix lists, when it lists one category or subcategory:
 * the one the prefix equals, else the only one it starts (`home` → `home & kitchen`, as sent by a client that
 * does not URL-encode the `&`). A matched subcategory of a matched category adds nothing to the list, so
 * `health` names `health & beauty` alone. Undefined when the prefix matches nothing, or several unrelated names
 * (`sport`: sports and sports toys).
 */
export function categoryNamed(prefix: string): Category | SubCategory | undefined {
  const wanted = normalise(prefix);
  if (wanted === '') return undefined;
  const exact =
    findCategory(wanted) ?? subCategories.find((subCategory) => subCategory.toLowerCase() === wanted);
  if (exact !== undefined) return exact;
  const found = categoriesStartingWith(wanted);
  const names = [
    ...found.categories,
    ...found.subCategories.filter((subCategory) => !found.categories.includes(categoryOf(subCategory))),
  ];
  return names.length === 1 ? names[0] : undefined;
}
