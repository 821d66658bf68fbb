import { describe, expect, it } from 'vitest';
import { categories, categoryTree } from '@bazaar/domain';
import data from './catalogue-data.json' with { type: 'json' };
import { catalogueTemplates, parseCatalogueData } from './catalogue-data.js';

const copy = (): typeof data => structuredClone(data);

describe('the demo catalogue data', () => {
  it('has listings for every category and subcategory of the domain', () => {
    for (const category of categories) {
      const shelves = Object.keys(catalogueTemplates[category]);
      expect(shelves).toEqual(category === 'others' ? [''] : [...categoryTree[category]]);
    }
  });

  it('is refused at load when a brand is not one of the domain’s', () => {
    const bad = copy();
    bad.templates.electronics.smartphones.items[0]!.brand = 'Nokla';
    expect(() => parseCatalogueData(bad)).toThrow(/brand/);
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
