import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShelf, type Shelf } from '../../test-support/catalog-shelf.js';

// issue 19: brands are free text, one brand whatever its case; the seller's brand field suggests the listed ones.
let shelf: Shelf;

beforeAll(async () => {
  shelf = await openShelf();
  const jeans = { category: 'clothing', subCategory: 'jeans' } as const;
  await shelf.addProduct('levis511', { ...jeans, name: "Levi's 511 Slim Jeans", brand: "Levi's" });
  await shelf.addProduct('levis721', { ...jeans, name: "Levi's 721 Skinny Jeans", brand: "Levi's" });
  await shelf.addProduct('levisLower', { ...jeans, name: 'Levis 501 Original', brand: "levi's" });
  await shelf.addProduct('solly', { ...jeans, name: 'Allen Solly Chinos', brand: 'Allen Solly' });
  await shelf.addProduct('hiddenMaker', { ...jeans, name: 'Secret jeans', brand: 'Hidden Maker', isHide: 1 });
  await shelf.addProduct('draftMaker', { ...jeans, name: 'Draft jeans', brand: 'Draft Maker', isDraft: 1 });
});
afterAll(async () => shelf.t.close());

type Facets = { brands: { brand: string; count: number }[] };

const brandsFor = async (q?: string) => {
  const res = await shelf.get(`/api/product/brands${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { brands: { brand: string; count: number }[] }).brands;
};

describe('brands whatever their case', () => {
  it("counts Levi's and levi's as one brand in the facets, in the spelling most products use", async () => {
    const res = await shelf.get('/api/product/get-all-products?searchCategory=clothing&facets=true');
    const { facets, total } = res.json() as { facets: Facets; total: number };
    expect(facets.brands).toEqual([
      { brand: "Levi's", count: 3 },
      { brand: 'Allen Solly', count: 1 },
    ]);
    expect(total).toBe(4);
  });

  it('filters by a brand in any case and with spaces around it, listing every spelling', async () => {
    for (const brand of ["levi's", "LEVI'S", "  Levi's  "]) {
      const { products, total } = await shelf.list({ brand });
      expect(total, brand).toBe(3);
      expect(products.map((p) => p.name).sort()).toEqual([
        "Levi's 511 Slim Jeans",
        "Levi's 721 Skinny Jeans",
        'Levis 501 Original',
      ]);
    }
    expect((await shelf.list({ brand: "allen solly,LEVI'S" })).total).toBe(4);
  });

  it('refuses a brand filter naming no brand with 400 naming the field', async () => {
    for (const query of ['brand=', 'brand=,', 'brand=%20', 'brand=&brand=']) {
      const res = await shelf.get(`/api/product/get-all-products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message: 'Brand must name at least one brand', field: 'brand' });
    }
  });
});

describe('GET /api/product/brands', () => {
  it("suggests the listed brands most listed first, then the spec's brands not listed yet", async () => {
    const brands = await brandsFor();
    expect(brands.slice(0, 2)).toEqual([
      { brand: "Levi's", count: 3 },
      { brand: 'Samsung', count: 2 },
    ]);
    expect(brands).toHaveLength(10);
    const listed = brands.filter((b) => b.count > 0).map((b) => b.brand);
    expect(listed).not.toContain('Hidden Maker');
    expect(listed).not.toContain('Draft Maker');
    expect(brands.filter((b) => b.count === 0).map((b) => b.brand)).toContain('Apple');
  });

  it('matches the start of the brand or of one of its words, whatever the case', async () => {
    expect(await brandsFor('LEV')).toEqual([{ brand: "Levi's", count: 3 }]);
    expect(await brandsFor('solly')).toEqual([{ brand: 'Allen Solly', count: 1 }]);
    expect(await brandsFor('ad')).toEqual([{ brand: 'Adidas', count: 0 }]);
    expect(await brandsFor('sam')).toEqual([{ brand: 'Samsung', count: 2 }]);
    expect(await brandsFor('hidden')).toEqual([]);
    // LIKE's wildcards are plain letters here
    expect(await brandsFor('%')).toEqual([]);
    expect(await brandsFor('_')).toEqual([]);
  });

  it('lists a brand a seller has just listed', async () => {
    expect(await brandsFor('kalyan')).toEqual([]);
    await shelf.addProduct('saree', { name: 'Silk saree', brand: 'Kalyan Silks' });
    expect(await brandsFor('kalyan')).toEqual([{ brand: 'Kalyan Silks', count: 1 }]);
  });

  it('refuses a start longer than a brand with 400 naming the field', async () => {
    const res = await shelf.get(`/api/product/brands?q=${'x'.repeat(41)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Brand must be at most 40 characters', field: 'q' });
  });
});

describe('the brand facet of a long list of brands', () => {
  it('lists the 30 most listed brands, and a brand filtered on with its count however few it has', async () => {
    for (let maker = 1; maker <= 30; maker++)
      for (const copy of [1, 2])
        await shelf.addProduct(`maker${maker}-${copy}`, { name: `Gadget ${maker}`, brand: `Maker ${maker}` });
    await shelf.addProduct('tiny', { name: 'Tiny lamp', brand: 'Tiny Lamps' });
    const facetsOf = async (query: string) =>
      (
        (await shelf.get(`/api/product/get-all-products?facets=true&${query}`)).json() as {
          facets: Facets;
        }
      ).facets.brands;
    const all = await facetsOf('searchCategory=others');
    expect(all).toHaveLength(30);
    expect(all.map((b) => b.brand)).not.toContain('Tiny Lamps');
    const chosen = await facetsOf('searchCategory=others&brand=tiny%20lamps');
    expect(chosen).toHaveLength(31);
    expect(chosen.at(-1)).toEqual({ brand: 'Tiny Lamps', count: 1 });
  });
});
