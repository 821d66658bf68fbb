// Turns the catalogue templates into product listings: title with variants, description, brand, MRP and
// selling price in paise, stock. Pure and seeded, so the demo seed and the bulk seed share it.
import { categories, categoryTree, LOW_STOCK_MAX, PAISE_PER_RUPEE, type Category } from '@bazaar/domain';
import {
  catalogueTemplates,
  categoryNotes,
  OTHERS_SUBCATEGORY,
  type ItemTemplate,
  type SubcategoryTemplate,
} from './catalogue-data.js';
import type { Rng } from './random.js';

/** One shelf of the catalogue: a category and subcategory of the domain's list with its templates. */
export interface Shelf {
  readonly category: Category;
  readonly subCategory: string;
  readonly template: SubcategoryTemplate;
}

export interface ProductListing {
  readonly name: string;
  readonly description: string;
  readonly brand: string;
  readonly category: Category;
  readonly subCategory: string;
  /** paise */
  readonly mrpPrice: number;
  /** paise, ≤ mrpPrice */
  readonly sellingPrice: number;
  readonly stock: number;
  /** The reviewers' word for it. */
  readonly noun: string;
}

/**
 * Every category and subcategory of the domain's catalogue, in its order, with its templates; `others`
 * (no subcategories) is one shelf with subCategory ''. Throws when the domain lists a subcategory the
 * templates do not cover, so a new subcategory cannot silently go without products.
 */
export const shelves: readonly Shelf[] = categories.flatMap((category): Shelf[] => {
  const byName = catalogueTemplates[category] as Readonly<Record<string, SubcategoryTemplate>>;
  const names: readonly string[] =
    categoryTree[category].length > 0 ? categoryTree[category] : [OTHERS_SUBCATEGORY];
  return names.map((subCategory) => {
    const template = byName[subCategory];
    if (!template) throw new Error(`No seed templates for ${category} / ${subCategory}`);
    return { category, subCategory, template };
  });
});

export type StockBand = 'in' | 'low' | 'out';

/** Stock for a band: docs/product.md §4 thresholds (>20 In Stock, 1–20 Low Stock, 0 Out of Stock). */
export function stockInBand(rng: Rng, band: StockBand, mrpPaise = 0): number {
  if (band === 'out') return 0;
  if (band === 'low') return rng.int(1, LOW_STOCK_MAX);
  // Nobody stocks hundreds of ₹50,000+ watches; cheap goods come in cartons.
  const spread = mrpPaise > 50_000 * PAISE_PER_RUPEE ? 20 : 480;
  return LOW_STOCK_MAX + 1 + Math.floor(rng.float() ** 2 * spread);
}

export function drawStockBand(rng: Rng): StockBand {
  return rng.weighted([
    ['in', 0.68],
    ['low', 0.2],
    ['out', 0.12],
  ]);
}

/** A price that looks like a shop's: ₹45, ₹399, ₹1,499, ₹24,999. */
function roundMrp(rupees: number): number {
  if (rupees < 100) return Math.max(10, Math.round(rupees / 5) * 5);
  if (rupees < 1000) return Math.round(rupees / 10) * 10 - 1;
  if (rupees < 10_000) return Math.round(rupees / 100) * 100 - 1;
  return Math.round(rupees / 1000) * 1000 - 1;
}

function roundSelling(rupees: number): number {
  if (rupees < 100) return Math.max(1, Math.round(rupees));
  if (rupees < 10_000) return Math.round(rupees / 10) * 10 - 1;
  return Math.round(rupees / 100) * 100 - 1;
}

/** Most listings carry a 5–60 % discount; about one in seven sells at MRP. Luxury goods rarely discount. */
function drawDiscount(rng: Rng, mrpRupees: number): number {
  if (mrpRupees > 100_000) return rng.chance(0.6) ? 0 : rng.int(5, 10) / 100;
  if (rng.chance(0.15)) return 0;
  const [min, max] = rng.weighted<readonly [number, number]>([
    [[5, 15], 0.3],
    [[15, 30], 0.35],
    [[30, 45], 0.2],
    [[45, 60], 0.15],
  ]);
  return rng.int(min, max) / 100;
}

function prices(rng: Rng, baseRupees: number): { mrpPrice: number; sellingPrice: number } {
  const jitter = rng.chance(0.4) ? 0.94 + rng.float() * 0.12 : 1;
  const mrp = roundMrp(baseRupees * jitter);
  const discount = drawDiscount(rng, mrp);
  let selling = mrp;
  if (discount > 0) {
    selling = roundSelling(mrp * (1 - discount));
    // Rounding must keep the discount within 5–60 %.
    selling = Math.max(1, Math.ceil(mrp * 0.4), Math.min(selling, Math.floor(mrp * 0.95)));
  }
  return { mrpPrice: mrp * PAISE_PER_RUPEE, sellingPrice: selling * PAISE_PER_RUPEE };
}

function variantLabel(variant: ItemTemplate['variants'][number][number]): [string, number] {
  return typeof variant === 'string' ? [variant, 1] : [variant[0], variant[1]];
}

function title(rng: Rng, item: ItemTemplate): { name: string; factor: number } {
  let factor = 1;
  const labels = item.variants.map((group) => {
    const [label, groupFactor] = variantLabel(rng.pick(group));
    factor *= groupFactor;
    return label;
  });
  let name = item.name;
  let placed = false;
  labels.forEach((label, index) => {
    if (name.includes(`{${index}}`)) {
      name = name.replaceAll(`{${index}}`, label);
      placed = true;
    }
  });
  if (!placed && labels.length > 0) name = `${name} (${labels.join(', ')})`;
  return { name, factor };
}

/** The title without its bracketed variant or colour suffix: "Apple iPhone 15 (128 GB) - Black" → "Apple iPhone 15". */
function shortName(name: string): string {
  return (name.split(' (')[0] ?? name).split(' - ')[0] ?? name;
}

/** The maker as a shopper would say it: the brand, or for 'Others' the first word of the title (Prestige). */
export function makerName(name: string, brand: string): string {
  const first = name.split(' ')[0] ?? brand;
  return brand === 'Others' || first.toLowerCase() === brand.toLowerCase() ? first : brand;
}

function describe(rng: Rng, shelf: Shelf, name: string, brand: string): string {
  const [opening, ...rest] = shelf.template.about;
  // With the opening sentence, 1 more stays under the 250-character cut of docs/product.md §9, 2–3 usually run past it.
  const count = rng.weighted([
    [1, 0.5],
    [2, 0.35],
    [3, 0.15],
  ]);
  const chosen = new Set(rng.sample(rest, count));
  const sentences = [opening ?? '', ...rest.filter((sentence) => chosen.has(sentence))];
  if (rng.chance(0.25)) sentences.push(rng.pick(categoryNotes[shelf.category]));
  return sentences
    .join(' ')
    .replaceAll('{short}', shortName(name))
    .replaceAll('{brand}', makerName(name, brand))
    .replaceAll('{noun}', shelf.template.noun)
    .trim();
}

/** A listing on `shelf`: the template item `itemIndex` (a random one when omitted), random variants, price and stock. */
export function generateListing(
  rng: Rng,
  shelf: Shelf,
  itemIndex?: number,
  band?: StockBand,
): ProductListing {
  const items = shelf.template.items;
  const item = itemIndex === undefined ? rng.pick(items) : items[itemIndex % items.length];
  if (!item) throw new Error(`No items for ${shelf.category} / ${shelf.subCategory}`);
  const { name, factor } = title(rng, item);
  const price = prices(rng, item.mrp * factor);
  return {
    name,
    description: describe(rng, shelf, name, item.brand),
    brand: item.brand,
    category: shelf.category,
    subCategory: shelf.subCategory,
    ...price,
    stock: stockInBand(rng, band ?? drawStockBand(rng), price.mrpPrice),
    noun: shelf.template.noun,
  };
}
