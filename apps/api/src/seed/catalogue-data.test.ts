import { describe, expect, it } from 'vitest';
import { categories, categoryTree, otherBrand } from '@bazaar/domain';
import data from './catalogue-data.json' with { type: 'json' };
import { catalogueTemplates, parseCatalogueData, type ItemTemplate } from './catalogue-data.js';

const copy = (): typeof data => structuredClone(data);

describe('the demo catalogue data', () => {
  it('has listings for every category and subcategory of the domain', () => {
    for (const category of categories) {
      const shelves = Object.keys(catalogueTemplates[category]);
      expect(shelves).toEqual(category === 'others' ? [''] : [...categoryTree[category]]);
    }
  });

  it('is refused at load when a brand is shorter than 2 or longer than 40 characters', () => {
    for (const brand of ['X', 'X'.repeat(41)]) {
      const bad = copy();
      bad.templates.electronics.smartphones.items[0]!.brand = brand;
      expect(() => parseCatalogueData(bad)).toThrow(/brand/);
    }
  });

  it('gives every listing whose title starts with a maker that maker as its brand, never Others', () => {
    const items = Object.values(catalogueTemplates).flatMap((shelves) =>
      Object.values(shelves as Record<string, { items: readonly { brand: string; name: string }[] }>).flatMap(
        (shelf) => shelf.items,
      ),
    );
    const makers = new Set(items.map((item) => item.brand).filter((brand) => brand !== otherBrand));
    const misfiled = items.filter(
      (item) =>
        item.brand === otherBrand &&
        [...makers].some((maker) => item.name.toLowerCase().startsWith(`${maker.toLowerCase()} `)),
    );
    expect(misfiled.map((item) => item.name)).toEqual([]);
    const brandOf = (start: string) => items.find((item) => item.name.startsWith(start))?.brand;
    expect(brandOf("Levi's Men's 511")).toBe("Levi's");
    expect(brandOf('Amul Butter')).toBe('Amul');
    expect(brandOf('Redmi Note 13')).toBe('Redmi');
    expect(brandOf('Bata Men')).toBe('Bata');
    expect(brandOf('Allen Solly Men')).toBe('Allen Solly');
    // what is left as Others has no maker: books (titles name the author) and fresh produce
    const others = items.filter((item) => item.brand === otherBrand);
    expect(others.length).toBeLessThan(items.length / 5);
  });

  it('names no size in a title: sizes are a size group, sold as variants (issue 20)', () => {
    const items = Object.values(catalogueTemplates).flatMap((shelves) =>
      Object.values(shelves as Record<string, { items: readonly ItemTemplate[] }>).flatMap(
        (shelf) => shelf.items,
      ),
    );
    for (const item of items) {
      expect(item.name).not.toMatch(/\bSize \d|\bUK \d|Waist \{/);
      for (const group of item.variants) {
        if (Array.isArray(group)) expect(group.flat().join(' '), item.name).not.toMatch(/\bSize \w|\bUK \d/);
      }
    }
    const sized = items.filter((item) =>
      item.variants.some((group) => 'option' in group && group.option === 'size'),
    );
    expect(sized.length).toBeGreaterThan(50);
  });

  it('is refused at load when an item sold in variants has no size group, or two', () => {
    const size = { option: 'size', values: ['S', 'M'] };
    const colour = { option: 'colour', values: ['Red', 'Blue'] };
    for (const variants of [[colour], [size, size]]) {
      const bad = copy() as { templates: { clothing: { shirts: { items: { variants: unknown[] }[] } } } };
      bad.templates.clothing.shirts.items[0]!.variants = variants;
      expect(() => parseCatalogueData(bad)).toThrow(/exactly one size group/);
    }
  });

  it('is refused at load when a subcategory is missing or unknown', () => {
    const missing = copy() as { templates: { books: Record<string, unknown> } };
    const [first] = Object.keys(missing.templates.books);
    delete missing.templates.books[first!];
    expect(() => parseCatalogueData(missing)).toThrow();
    const unknown = copy() as { templates: { books: Record<string, unknown> } };
    unknown.templates.books['comics'] = unknown.templates.books[first!];
    expect(() => parseCatalogueData(unknown)).toThrow(/comics/);
  });
});
