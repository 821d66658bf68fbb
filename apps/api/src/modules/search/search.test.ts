import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '../../test-support/test-db.js';
import { insertAccount } from '../../test-support/shop-fixtures.js';
import { newId } from '../../platform/ids.js';
import type { NewProduct } from '../inventory/inventory.table.js';
import { findProducts, suggestProducts, type ProductSearch } from './search.service.js';
import { postgresSearch } from './search.postgres.js';
import { RANKED_MATCHES, sqliteSearch, WALKED_MATCHES } from './search.sqlite.js';
import { oneEditVariants, searchWords } from './search.words.js';

let t: TestDb;

/** The catalogue version (migration 0010), which every write a search could show bumps. */
const catalogueVersion = async (): Promise<number> =>
  Number(
    (
      await t.db
        .selectFrom('catalogueVersion')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow()
    ).version,
  );
let sellerId: string;
const ids: Record<string, string> = {};

async function addProduct(key: string, fields: Partial<NewProduct>): Promise<void> {
  const id = newId();
  ids[key] = id;
  const at = new Date(Date.UTC(2026, 0, 1) + Object.keys(ids).length * 60_000).toISOString();
  await t.db
    .insertInto('products')
    .values({
      id,
      sellerId,
      name: 'Plain item',
      description: 'Nothing to see here.',
      brand: 'Generic',
      category: 'others',
      subCategory: '',
      mrpPrice: 100_000,
      sellingPrice: 90_000,
      stock: 5,
      isHide: 0,
      isDraft: 0,
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestDb();
  sellerId = (await insertAccount(t.db, { name: 'Shop', userType: 'seller' })).id;
  await addProduct('rockerz', {
    name: 'Boat Rockerz 450 Bluetooth Headphones',
    brand: 'Boat',
    category: 'electronics',
    subCategory: 'headphones',
    description: 'Wireless on-ear headphones with 15 hours of playback.',
    sellingPrice: 149_900,
    mrpPrice: 299_000,
  });
  await addProduct('galaxy', {
    name: 'Galaxy M14 5G',
    brand: 'Samsung',
    category: 'electronics',
    subCategory: 'smartphones',
    description: 'A phone with a big battery.',
    sellingPrice: 1_299_900,
    mrpPrice: 1_499_900,
  });
  await addProduct('samsungCase', {
    name: 'Samsung Galaxy phone case',
    brand: 'Spigen',
    category: 'electronics',
    subCategory: 'smartphones',
    description: 'Slim cover.',
    sellingPrice: 49_900,
    mrpPrice: 99_900,
    stock: 0,
  });
  await addProduct('describedOnly', {
    name: 'Soft cushion',
    brand: 'Urban',
    category: 'home & kitchen',
    subCategory: 'furniture',
    description: 'Works well with samsung televisions and headphones stands.',
  });
  await addProduct('kettle', {
    name: 'Electric kettle 1.5 L',
    brand: 'Prestige',
    category: 'home & kitchen',
    subCategory: 'appliances',
    description: 'Boils water fast.',
  });
  await addProduct('levis', {
    name: "Levi's Men's 511 Slim Fit Jeans",
    brand: "Levi's",
    category: 'clothing',
    subCategory: 'jeans',
    description: 'Stretch denim for every day.',
  });
  await addProduct('tee', {
    name: 'Puma Graphic Print T-Shirt',
    brand: 'Puma',
    category: 'clothing',
    subCategory: 't-shirts',
    description: 'Soft cotton tee.',
  });
  await addProduct('formalShirt', {
    name: 'Peter England Formal Shirt',
    brand: 'Peter England',
    category: 'clothing',
    subCategory: 'shirts',
    description: 'Wrinkle-free cotton, for the office.',
  });
  await addProduct('hidden', { name: 'Hidden headphones', isHide: 1, category: 'electronics' });
  await addProduct('draft', { name: 'Draft headphones', isDraft: 1, category: 'electronics' });
  await addProduct('zebra', {
    name: 'Zebronics zeb headphones',
    brand: 'Zebronics',
    category: 'electronics',
  });
});
afterAll(async () => t.destroy());

const find = (search: Partial<ProductSearch>) =>
  findProducts(t.db, t.engine, { limit: 50, ...search }).then(({ ids: found, total }) => ({
    keys: found.map((id) => Object.entries(ids).find(([, value]) => value === id)?.[0]),
    total,
  }));

describe('search words', () => {
  it('keeps letters and digits only, folded', () => {
    expect(searchWords('  "Crème" OR NEAR(samsung*, %\\ 🙂 450ml ')).toEqual([
      'creme',
      'or',
      'near',
      'samsung',
      '450ml',
    ]);
  });

  it("drops apostrophes inside a word, so levis and Levi's read alike", () => {
    expect(searchWords("Levi's LEVI’S levis")).toEqual(['levis']);
  });

  it('offers every one-edit spelling of words of five letters or more', () => {
    const variants = oneEditVariants('samsng');
    expect(variants).toContain('samsung');
    expect(oneEditVariants('hedphones')).toContain('headphones');
    expect(oneEditVariants('headphonnes')).toContain('headphones');
    expect(oneEditVariants('haedphones')).toContain('headphones');
    expect(oneEditVariants('boa')).toEqual([]);
    expect(oneEditVariants('rice')).toEqual([]);
  });
});

describe('findProducts', () => {
  it('finds by a prefix while typing', async () => {
    const { keys } = await find({ text: 'headph' });
    expect(keys).toContain('rockerz');
    expect(keys).toContain('zebra');
  });

  it('forgives one wrong, missing or extra letter in a longer word, in names, brands and categories', async () => {
    expect((await find({ text: 'samsng' })).keys.sort()).toEqual(['galaxy', 'samsungCase']);
    expect((await find({ text: 'hedphones' })).keys).toContain('rockerz');
    expect((await find({ text: 'rockkerz' })).keys).toEqual(['rockerz']);
    expect((await find({ text: 'blutooth headphones' })).keys).toEqual(['rockerz']);
  });

  it('does not guess for words of four letters or fewer', async () => {
    expect((await find({ text: 'bot' })).keys).toEqual([]);
    expect((await find({ text: 'bxat' })).keys).toEqual([]);
  });

  it('says which words it searched for instead when it corrected a typo', async () => {
    const found = await findProducts(t.db, t.engine, { text: 'rockkerz headphones', limit: 10 });
    expect(found.correctedQuery).toBe('rockerz headphones');
    expect(
      (await findProducts(t.db, t.engine, { text: 'rockerz', limit: 10 })).correctedQuery,
    ).toBeUndefined();
  });

  it("reads a shopper's word as the catalogue's: earphones are headphones, a fridge a refrigerator", async () => {
    expect((await find({ text: 'earphones' })).keys).toEqual(expect.arrayContaining(['rockerz', 'zebra']));
    expect((await find({ text: 'mobile' })).keys.sort()).toEqual(['galaxy', 'samsungCase']);
    expect((await find({ text: 'cell phone' })).keys.sort()).toEqual(['galaxy', 'samsungCase']);
  });

  it('finds a word in the singular or plural, and with or without its apostrophe', async () => {
    expect((await find({ text: 'kettles' })).keys).toEqual(['kettle']);
    expect((await find({ text: 'levis' })).keys).toEqual(['levis']);
    expect((await find({ text: "levi's jeans" })).keys).toEqual(['levis']);
  });

  it('matches t shirt, t-shirt and tshirt alike, and a shirt is not a T-shirt', async () => {
    for (const text of ['t shirt', 't-shirt', 'tshirt', 'T-Shirts', 'tee'])
      expect((await find({ text })).keys, text).toEqual(['tee']);
    expect((await find({ text: 'shirt' })).keys).toEqual(['formalShirt']);
  });

  it('ignores words that say nothing about the product', async () => {
    expect((await find({ text: 'jeans for men' })).keys).toEqual(['levis']);
  });

  it('puts products with all the words first, and settles for all but one only when none has them all', async () => {
    expect((await find({ text: 'bluetooth headphones' })).keys).toEqual(['rockerz']);
    expect((await find({ text: 'zebronics bluetooth headphones' })).keys.sort()).toEqual([
      'rockerz',
      'zebra',
    ]);
  });

  it('answers nothing to a text without letters or digits', async () => {
    for (const text of ['😀', '!!!', '"*', '%']) expect((await find({ text })).keys, text).toEqual([]);
  });

  it('ranks a match in the name above the brand above the description', async () => {
    const { keys } = await find({ text: 'samsung' });
    expect(keys).toEqual(['samsungCase', 'galaxy', 'describedOnly']);
  });

  it('never returns hidden or draft products', async () => {
    const { keys, total } = await find({ text: 'headphones' });
    expect(keys).not.toContain('hidden');
    expect(keys).not.toContain('draft');
    expect(total).toBe(keys.length);
    expect((await find({})).keys).not.toContain('hidden');
  });

  it('treats query syntax as plain words', async () => {
    for (const text of [
      '"samsung',
      'samsung*',
      'samsung OR boat',
      'NEAR(samsung boat)',
      '%',
      '\\',
      "'; drop table products; --",
      '🙂🙂',
      'a'.repeat(1000),
      'x:* | y',
      '{name}: samsung',
      '-samsung',
      '^samsung',
    ]) {
      await expect(find({ text })).resolves.toBeDefined();
    }
    expect((await find({ text: '"samsung*"' })).keys).toHaveLength(3);
  });

  it('combines the text with a category prefix, price range and stock', async () => {
    expect((await find({ text: 'samsung', categoryPrefix: 'HOME' })).keys).toEqual(['describedOnly']);
    expect((await find({ categoryPrefix: 'smart' })).keys.sort()).toEqual(['galaxy', 'samsungCase']);
    expect((await find({ categoryPrefix: 'nothing-like-this' })).keys).toEqual([]);
    expect((await find({ text: 'samsung', inStock: true })).keys).not.toContain('samsungCase');
    expect((await find({ text: 'samsung', minPrice: 60_000, maxPrice: 1_000_000 })).keys).toEqual([
      'describedOnly',
    ]);
  });

  it('sorts by price and pages with a total', async () => {
    const all = await find({ order: 'price-asc' });
    const prices = await t.db.selectFrom('products').select(['id', 'sellingPrice']).execute();
    const price = (key: string | undefined) => prices.find((p) => p.id === ids[key ?? ''])?.sellingPrice ?? 0;
    expect(all.keys.map(price)).toEqual([...all.keys.map(price)].sort((a, b) => a - b));
    const second = await findProducts(t.db, t.engine, { order: 'price-asc', offset: 2, limit: 2 });
    expect(second.total).toBe(all.total);
    expect(second.ids).toEqual(all.keys.slice(2, 4).map((key) => ids[key ?? '']));
  });

  it('keeps the index in step with product edits and deletes', async () => {
    await addProduct('renamed', { name: 'Quartzite lamp' });
    expect((await find({ text: 'quartzite' })).keys).toEqual(['renamed']);
    await t.db.updateTable('products').set({ name: 'Marble lamp' }).where('id', '=', ids.renamed!).execute();
    expect((await find({ text: 'quartzite' })).keys).toEqual([]);
    expect((await find({ text: 'marble' })).keys).toEqual(['renamed']);
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', ids.renamed!).execute();
    expect((await find({ text: 'marble', inStock: true })).keys).toEqual([]);
    // a stock change alone and other columns alone are copied by separate triggers on SQLite (0036)
    await t.db.updateTable('products').set({ stock: 3 }).where('id', '=', ids.renamed!).execute();
    expect((await find({ text: 'marble', inStock: true })).keys).toEqual(['renamed']);
    await t.db.updateTable('products').set({ sellingPrice: 70_000 }).where('id', '=', ids.renamed!).execute();
    expect((await find({ text: 'marble', inStock: true, minPrice: 65_000 })).keys).toEqual(['renamed']);
    await t.db
      .updateTable('products')
      .set({ stock: 0, sellingPrice: 40_000 })
      .where('id', '=', ids.renamed!)
      .execute();
    expect((await find({ text: 'marble', inStock: true })).keys).toEqual([]);
    expect((await find({ text: 'marble', maxPrice: 45_000 })).keys).toEqual(['renamed']);
    // a product out of view leaves the index (SQLite, 0037) and comes back as it is when shown again
    const edit = (fields: Partial<NewProduct>) =>
      t.db.updateTable('products').set(fields).where('id', '=', ids.renamed!).execute();
    await edit({ isHide: 1 });
    expect(await find({ text: 'marble' })).toEqual({ keys: [], total: 0 });
    await edit({ name: 'Onyx lamp' });
    await edit({ isHide: 0 });
    expect(await find({ text: 'onyx' })).toEqual({ keys: ['renamed'], total: 1 });
    expect(await find({ text: 'marble' })).toEqual({ keys: [], total: 0 });
    await edit({ isDraft: 1, name: 'Jade lamp' });
    expect(await find({ text: 'jade' })).toEqual({ keys: [], total: 0 });
    await edit({ isDraft: 0 });
    expect(await find({ text: 'jade' })).toEqual({ keys: ['renamed'], total: 1 });
    await edit({ isHide: 1 });
    await t.db.deleteFrom('products').where('id', '=', ids.renamed!).execute();
    expect((await find({ text: 'jade' })).keys).toEqual([]);
    await addProduct('addedHidden', { name: 'Basalt lamp', isHide: 1 });
    expect(await find({ text: 'basalt' })).toEqual({ keys: [], total: 0 });
    await t.db.updateTable('products').set({ isHide: 0 }).where('id', '=', ids.addedHidden!).execute();
    expect(await find({ text: 'basalt' })).toEqual({ keys: ['addedHidden'], total: 1 });
    await t.db.deleteFrom('products').where('id', '=', ids.addedHidden!).execute();
    expect((await find({ text: 'marble' })).keys).toEqual([]);
  });

  it("filters and sorts a search by each product's price, brand, rating and draft state as edited", async () => {
    await addProduct('smallVase', { name: 'Terracotta vase', sellingPrice: 50_000, brand: 'Clayworks' });
    await addProduct('largeVase', {
      name: 'Terracotta vase large',
      sellingPrice: 80_000,
      brand: 'Clayworks',
    });
    const edit = (key: string, fields: Partial<NewProduct>) =>
      t.db.updateTable('products').set(fields).where('id', '=', ids[key]!).execute();
    expect((await find({ text: 'terracotta', order: 'price-asc' })).keys).toEqual(['smallVase', 'largeVase']);
    await edit('smallVase', { sellingPrice: 90_000 });
    expect((await find({ text: 'terracotta', order: 'price-asc' })).keys).toEqual(['largeVase', 'smallVase']);
    expect(await find({ text: 'terracotta', maxPrice: 85_000 })).toEqual({ keys: ['largeVase'], total: 1 });
    await edit('largeVase', { brand: 'Potters' });
    expect((await find({ text: 'terracotta', brands: ['Potters'] })).keys).toEqual(['largeVase']);
    await edit('smallVase', { ratingTotal: 5, ratingCount: 1 });
    expect((await find({ text: 'terracotta', minRating: 4 })).keys).toEqual(['smallVase']);
    await edit('largeVase', { isDraft: 1 });
    expect(await find({ text: 'terracotta' })).toEqual({ keys: ['smallVase'], total: 1 });
  });
});

describe('findProducts and a word thousands of products match', () => {
  // More matches than WALKED_MATCHES: a page sorted by price, date or rating is read along the order's index
  const rows = Array.from({ length: WALKED_MATCHES + 100 }, (_, index) => ({
    id: newId(),
    sellingPrice: 10_000 + ((index * 7_919) % 5_000),
    createdAt: new Date(Date.UTC(2026, 6, 1) + index * 60_000).toISOString(),
    visible: index % 50 !== 0,
  }));
  const visible = rows.filter((row) => row.visible);
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  beforeAll(async () => {
    for (let start = 0; start < rows.length; start += 500)
      await t.db
        .insertInto('products')
        .values(
          rows.slice(start, start + 500).map((row, index) => ({
            id: row.id,
            sellerId,
            name: `Sisal basket ${start + index + 1}`,
            description: 'Woven from sisal.',
            brand: 'Generic',
            category: 'others',
            subCategory: '',
            mrpPrice: 20_000,
            sellingPrice: row.sellingPrice,
            stock: 5,
            isHide: row.visible ? 0 : 1,
            isDraft: 0,
            createdAt: row.createdAt,
            updatedAt: row.createdAt,
          })),
        )
        .execute();
  });

  it('pages every match in price and date order, hidden ones left out, with a price bound too', async () => {
    const page = (order: 'price-asc' | 'price-desc' | 'newest', offset: number, minPrice?: number) =>
      findProducts(t.db, t.engine, {
        text: 'sisal',
        order,
        offset,
        limit: 24,
        minPrice,
        catalogueVersion: 20,
      });
    const cheapest = [...visible].sort((a, b) => a.sellingPrice - b.sellingPrice || byId(a, b));
    const dearest = [...visible].sort((a, b) => b.sellingPrice - a.sellingPrice || byId(a, b));
    const newest = [...visible].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byId(a, b));
    const ids = (list: typeof rows, offset: number) => list.slice(offset, offset + 24).map((row) => row.id);
    const second = await page('price-asc', 24);
    expect(second.total).toBe(visible.length);
    expect(second.ids).toEqual(ids(cheapest, 24));
    expect((await page('price-desc', 0)).ids).toEqual(ids(dearest, 0));
    expect((await page('newest', 48)).ids).toEqual(ids(newest, 48));
    const bounded = cheapest.filter((row) => row.sellingPrice >= 13_000);
    const third = await page('price-asc', 48, 13_000);
    expect(third.total).toBe(bounded.length);
    expect(third.ids).toEqual(ids(bounded, 48));
  });
});

describe('findProducts totals with a price bound under a catalogue version', () => {
  it('counts the products at the bounds themselves, and counts again once the version moves', async () => {
    for (const [key, sellingPrice] of [
      ['juteSmall', 40_000],
      ['juteMedium', 60_000],
      ['juteRound', 60_000],
      ['juteLarge', 80_000],
    ] as const)
      await addProduct(key, { name: 'Jute floor mat', category: 'home & kitchen', sellingPrice });
    const total = async (version: number, bounds: { minPrice?: number; maxPrice?: number }, text = 'jute') =>
      (await find({ text, ...bounds, catalogueVersion: version })).total;
    expect(await total(1, { minPrice: 60_000 })).toBe(3);
    expect(await total(1, { maxPrice: 60_000 })).toBe(3);
    expect(await total(1, { minPrice: 60_000, maxPrice: 60_000 })).toBe(2);
    expect(await total(1, { minPrice: 60_001, maxPrice: 79_999 })).toBe(0);
    expect(await total(1, { minPrice: 80_001 })).toBe(0);
    await t.db
      .updateTable('products')
      .set({ sellingPrice: 90_000 })
      .where('id', '=', ids.juteSmall!)
      .execute();
    expect(await total(2, { minPrice: 60_000 })).toBe(4);
    expect(await total(2, { maxPrice: 60_000 })).toBe(2);
    // a category page's total the same way, from the category's own prices
    const inCategory = (version: number, bounds: { minPrice?: number; maxPrice?: number }) =>
      findProducts(t.db, t.engine, {
        categoryPrefix: 'home',
        ...bounds,
        limit: 1,
        catalogueVersion: version,
      });
    const all = (await inCategory(2, {})).total;
    const cheap = (await inCategory(2, { maxPrice: 59_999 })).total;
    expect(cheap + (await inCategory(2, { minPrice: 60_000 })).total).toBe(all);
    expect((await inCategory(2, { minPrice: 60_000, maxPrice: 90_000 })).total).toBeGreaterThanOrEqual(4);
  });

  it("counts a category page's bounded totals from the category's prices, read once, as a count gives them", async () => {
    const read = vi.spyOn(t.engine === 'postgres' ? postgresSearch : sqliteSearch, 'ascendingPrices');
    const page = (bounds: { minPrice?: number; maxPrice?: number }, catalogueVersion?: number) =>
      findProducts(t.db, t.engine, {
        category: 'home & kitchen',
        ...bounds,
        order: 'price-asc',
        limit: 2,
        catalogueVersion,
      });
    try {
      // pages asked together, as under load: PostgreSQL then reads the prices after them, SQLite before them
      await Promise.all([1, 2, 3, 4].map((minPrice) => page({ minPrice }, 50)));
      await expect.poll(() => read.mock.calls.length).toBe(1);
      await read.mock.results[0]?.value;
      for (const bounds of [
        { minPrice: 60_000 },
        { maxPrice: 60_000 },
        { minPrice: 60_000, maxPrice: 60_000 },
        { minPrice: 60_001, maxPrice: 79_999 },
        { minPrice: 90_000, maxPrice: 90_000 },
        { minPrice: 10_000_000 },
      ])
        // without a version nothing is kept: the total is counted
        expect({ bounds, ...(await page(bounds, 50)) }).toEqual({ bounds, ...(await page(bounds)) });
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });
});

describe('findProducts pages of a text under a catalogue version', () => {
  // ties in every key an order sorts on: the same rank, time, price and rating (1 of 3 as 2 of 6)
  const at = (minute: number) => new Date(Date.UTC(2026, 7, 1) + minute * 60_000).toISOString();
  const bamboo: Partial<NewProduct>[] = [
    { name: 'Bamboo tray', createdAt: at(1), sellingPrice: 30_000, ratingTotal: 1, ratingCount: 3 },
    { name: 'Bamboo tray', createdAt: at(1), sellingPrice: 30_000, ratingTotal: 2, ratingCount: 6 },
    { name: 'Bamboo bamboo tray', createdAt: at(2), sellingPrice: 20_000, ratingTotal: 4, ratingCount: 1 },
    {
      name: 'Tray',
      description: 'Bamboo.',
      createdAt: at(2),
      sellingPrice: 30_000,
      ratingTotal: 8,
      ratingCount: 2,
    },
    {
      name: 'Tray',
      description: 'Bamboo.',
      createdAt: at(3),
      sellingPrice: 45_000,
      ratingTotal: 0,
      ratingCount: 0,
    },
    {
      name: 'Tray',
      description: 'Bamboo.',
      createdAt: at(3),
      sellingPrice: 10_000,
      ratingTotal: 0,
      ratingCount: 0,
    },
    {
      name: 'Bamboo mat',
      brand: 'Bamboo',
      createdAt: at(4),
      sellingPrice: 20_000,
      ratingTotal: 9,
      ratingCount: 2,
    },
    { name: 'Bamboo mat', createdAt: at(0), sellingPrice: 20_000, ratingTotal: 3, ratingCount: 1, isHide: 1 },
  ];

  beforeAll(async () => {
    for (const [index, fields] of bamboo.entries())
      await addProduct(`bamboo${index}`, { ...fields, updatedAt: fields.createdAt });
  });

  it('gives every page, sort and price bound of the text as the page queries give them', async () => {
    const orders = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
    const bounds = [{}, { minPrice: 20_000 }, { maxPrice: 30_000 }, { minPrice: 20_001, maxPrice: 44_999 }];
    for (const order of orders)
      for (const bound of bounds)
        for (const offset of [0, 2, 5]) {
          const search = { text: 'bamboo', order, offset, limit: 3, ...bound };
          // without a version nothing is kept: the page and total come from their own queries
          const asked = await findProducts(t.db, t.engine, search);
          expect(await findProducts(t.db, t.engine, { ...search, catalogueVersion: 30 })).toEqual(asked);
        }
    const all = await findProducts(t.db, t.engine, { text: 'bamboo', limit: 10, catalogueVersion: 30 });
    expect(all.total).toBe(7);
    expect(all.ids).not.toContain(ids.bamboo7);
  });

  it("gives a text's first ask the total a count gives, with its page, and the whole total past the end", async () => {
    // each ask under a version of its own is a first ask: on PostgreSQL the page's statement counts the matches
    let version = 40;
    const visible = bamboo.filter((fields) => fields.isHide !== 1);
    const cheapest = [...visible].sort((a, b) => (a.sellingPrice ?? 0) - (b.sellingPrice ?? 0));
    for (const [offset, limit] of [
      [0, 3],
      [6, 3],
      [7, 3],
      [300, 24],
    ] as const) {
      const page = await findProducts(t.db, t.engine, {
        text: 'bamboo',
        order: 'price-desc',
        offset,
        limit,
        catalogueVersion: ++version,
      });
      expect(page.total).toBe(visible.length);
      expect(page.ids).toHaveLength(Math.max(0, Math.min(limit, visible.length - offset)));
    }
    const bounded = await findProducts(t.db, t.engine, {
      text: 'bamboo',
      order: 'price-asc',
      limit: 2,
      maxPrice: 20_000,
      catalogueVersion: ++version,
    });
    expect(bounded.total).toBe(cheapest.filter((fields) => (fields.sellingPrice ?? 0) <= 20_000).length);
    expect(bounded.ids[0]).toBe(ids.bamboo5);
    const none = await findProducts(t.db, t.engine, {
      text: 'bamboo',
      minPrice: 50_000,
      limit: 3,
      catalogueVersion: ++version,
    });
    expect(none).toEqual({ ids: [], total: 0 });
  });

  it('reads the text again once the version moves', async () => {
    const cheapest = await findProducts(t.db, t.engine, {
      text: 'bamboo',
      order: 'price-asc',
      limit: 1,
      catalogueVersion: 31,
    });
    expect(cheapest.ids).toEqual([ids.bamboo5]);
    await t.db.updateTable('products').set({ sellingPrice: 5_000 }).where('id', '=', ids.bamboo4!).execute();
    const moved = await findProducts(t.db, t.engine, {
      text: 'bamboo',
      order: 'price-asc',
      limit: 1,
      catalogueVersion: 32,
    });
    expect(moved.ids).toEqual([ids.bamboo4]);
  });
});

describe('findProducts words under a catalogue version', () => {
  it('reads a word the index did not know once a product brings it and the version moves', async () => {
    const search = (text: string, version: number) =>
      findProducts(t.db, t.engine, { text, limit: 10, catalogueVersion: version });
    for (const text of ['rattan', 'rattann']) expect((await search(text, 40)).ids, text).toEqual([]);
    await addProduct('rattanChair', { name: 'Rattan lounge chair', category: 'home & kitchen' });
    expect((await search('rattan', 41)).ids).toEqual([ids.rattanChair]);
    const typo = await search('rattann', 41);
    expect(typo.ids).toEqual([ids.rattanChair]);
    expect(typo.correctedQuery).toBe('rattan');
  });

  // a prefix is searched as the few terms it starts (TermMatch.spelled), read once per catalogue version
  it('finds a new word a searched prefix starts once a product brings it and the version moves', async () => {
    const search = (text: string, version: number) =>
      findProducts(t.db, t.engine, { text, limit: 10, catalogueVersion: version });
    await addProduct('wickerBasket', { name: 'Wicker laundry basket', category: 'home & kitchen' });
    expect((await search('wicker', 50)).ids).toEqual([ids.wickerBasket]);
    await addProduct('wickerwork', { name: 'Wickerwork side table', category: 'home & kitchen' });
    expect(new Set((await search('wicker', 51)).ids)).toEqual(new Set([ids.wickerBasket, ids.wickerwork]));
  });

  it('finds every word a prefix starts, those written with a hyphen or a dot too', async () => {
    await addProduct('typeC', { name: 'Braided Type-C charging cable' });
    await addProduct('typewriter', { name: 'Typewriter ribbon, black' });
    await addProduct('typed', { name: 'Typed recipe cards' });
    const found = await findProducts(t.db, t.engine, { text: 'type', limit: 10, catalogueVersion: 60 });
    expect(new Set(found.ids)).toEqual(new Set([ids.typeC, ids.typewriter, ids.typed]));
  });
});

describe('findProducts and words that do not mean a phrase they are part of', () => {
  it('leaves a drone with a camera out of camera, and finds it for drone camera or quadcopter camera', async () => {
    await addProduct('drone', { name: 'Skyline X5 Quadcopter Drone with HD Camera', category: 'toys' });
    await addProduct('lumix', { name: 'Lumix G7 Mirrorless Camera', category: 'electronics' });
    for (const text of ['camera', 'Cameras']) expect((await find({ text })).keys, text).toEqual(['lumix']);
    for (const text of ['drone camera', 'quadcopter camera'])
      expect((await find({ text })).keys, text).toEqual(['drone']);
  });
});

describe('suggestProducts', () => {
  it('suggests visible names for a prefix', async () => {
    const names = (await suggestProducts(t.db, t.engine, 'headph', 8)).map((product) => product.name);
    expect(names).toContain('Boat Rockerz 450 Bluetooth Headphones');
    expect(names).not.toContain('Hidden headphones');
    expect(await suggestProducts(t.db, t.engine, '"*', 8)).toEqual([]);
  });

  it('suggests only names (or brands) holding what was typed, not products whose description does', async () => {
    await addProduct('bread', {
      name: 'Harvest Gold sandwich bread',
      category: 'grocery',
      description: 'Baked fresh the same day, friendly to lunch boxes.',
    });
    await addProduct('frisbee', { name: 'Frisbee flying disc', category: 'toys' });
    const suggested = async (text: string) =>
      (await suggestProducts(t.db, t.engine, text, 8)).map((product) => product.id);
    // "sams" on its way to samsung: its singular "sam" is no prefix of "same"
    expect(await suggested('sams')).toEqual(expect.arrayContaining([ids.galaxy, ids.samsungCase]));
    expect(await suggested('sams')).not.toContain(ids.bread);
    expect(await suggested('fri')).toEqual([ids.frisbee]);
    // a plural typed whole still finds its singular in a name
    expect(await suggested('breads')).toEqual([ids.bread]);
  });

  it("suggests what a shopper's word means before it is typed whole: mob, cell ph", async () => {
    for (const text of ['mob', 'cell ph']) {
      const names = (await suggestProducts(t.db, t.engine, text, 8)).map((product) => product.name);
      expect(names, text).toContain('Galaxy M14 5G');
    }
  });
});

describe('findProducts and a word hundreds of products match', () => {
  // More matches than a relevance page scores (RANKED_MATCHES, newest first): the oldest product, the only one
  // with the word in its name, must still come first, the total must count every match, and paging must show
  // each match once.
  const newer = RANKED_MATCHES + 50;

  beforeAll(async () => {
    await addProduct('khadiKurta', { name: 'Khadi kurta', category: 'clothing', subCategory: 'kurtas' });
    const at = (index: number) => new Date(Date.UTC(2026, 5, 1) + index * 60_000).toISOString();
    await t.db
      .insertInto('products')
      .values(
        Array.from({ length: newer }, (_, index) => ({
          id: newId(),
          sellerId,
          name: `Cloth tote ${index + 1}`,
          description: 'Woven from khadi by hand.',
          brand: 'Generic',
          category: 'others',
          subCategory: '',
          mrpPrice: 100_000,
          sellingPrice: 50_000 + index,
          stock: 5,
          isHide: index % 100 === 0 ? 1 : 0,
          isDraft: 0,
          createdAt: at(index),
          updatedAt: at(index),
        })),
      )
      .execute();
  });

  it('puts the name match first, ahead of hundreds of newer matches in descriptions, with the exact total', async () => {
    const visible = 1 + newer - Math.ceil(newer / 100);
    const first = await findProducts(t.db, t.engine, { text: 'khadi', limit: 24 });
    expect(first.ids[0]).toBe(ids.khadiKurta);
    expect(first.total).toBe(visible);
    // the other matches, newest first, as the relevance order's last key has it
    const names = await t.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('id', 'in', first.ids.slice(1, 4))
      .execute();
    const name = (id: string | undefined) => names.find((row) => row.id === id)?.name;
    expect(first.ids.slice(1, 4).map(name)).toEqual([
      `Cloth tote ${newer}`,
      `Cloth tote ${newer - 1}`,
      `Cloth tote ${newer - 2}`,
    ]);
  });

  it('pages through every match once, past the matches a page scores', async () => {
    const seen: string[] = [];
    for (let offset = 0; ; offset += 50) {
      const page = await findProducts(t.db, t.engine, { text: 'khadi', offset, limit: 50 });
      expect(page.total).toBe(1 + newer - Math.ceil(newer / 100));
      if (page.ids.length === 0) break;
      seen.push(...page.ids);
    }
    expect(seen).toHaveLength(1 + newer - Math.ceil(newer / 100));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('sorts every match by price, not only the ones a page scores', async () => {
    const cheapest = await findProducts(t.db, t.engine, { text: 'khadi', order: 'price-asc', limit: 2 });
    const prices = await t.db
      .selectFrom('products')
      .select(['sellingPrice'])
      .where('id', 'in', cheapest.ids)
      .orderBy('sellingPrice')
      .execute();
    // the cheapest tote (index 0) is hidden, so 50,001 paise and 50,002 come first
    expect(prices.map((row) => row.sellingPrice)).toEqual([50_001, 50_002]);
  });

  it('pages an order kept under a catalogue version as it reads each page afresh, until a write moves it', async () => {
    const version = await catalogueVersion();
    for (const order of ['relevance', 'price-desc', 'newest'] as const)
      for (const offset of [0, 24, 48, RANKED_MATCHES - 24, RANKED_MATCHES]) {
        const search = { text: 'khadi', order, offset, limit: 24 };
        expect((await findProducts(t.db, t.engine, { ...search, catalogueVersion: version })).ids).toEqual(
          (await findProducts(t.db, t.engine, search)).ids,
        );
      }
    const search = { text: 'khadi', limit: 24 } as const;
    // a new name match comes first on the next version's first page
    await addProduct('khadiShirt', { name: 'Khadi shirt', category: 'clothing', subCategory: 'shirts' });
    const next = await catalogueVersion();
    expect(next).toBeGreaterThan(version);
    const first = await findProducts(t.db, t.engine, { ...search, catalogueVersion: next });
    expect(first.ids.slice(0, 2)).toEqual([ids.khadiShirt, ids.khadiKurta]);
  });
});
