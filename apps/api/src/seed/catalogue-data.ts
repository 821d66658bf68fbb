// What the demo catalogue is made of (catalogue-data.json): for every category and subcategory of
// docs/product.md §3, listings that read like an Indian marketplace's, with typical MRPs in rupees, and the
// sentences their descriptions are built from. Each listing carries its maker as its brand (issue 19: Levi's,
// Amul, Redmi, Bata…, spelt as the maker spells it); only goods without a maker (fresh produce, loose eggs)
// and books (their titles name the author, not a brand) are 'Others'. The file is checked against the
// domain's categories and its brand rule (2–40 characters) when it is loaded.
import { z } from 'zod';
import { BRAND_TEXT_MAX, BRAND_TEXT_MIN, categories, categoryTree, type Category } from '@bazaar/domain';
import data from './catalogue-data.json' with { type: 'json' };

/** A variant label, optionally with the factor it applies to the base MRP (`['8GB/256GB', 1.2]`). */
export type Variant = string | readonly [label: string, priceFactor: number];

/**
 * issue 20: a group whose values the product is sold in as variants rather than named in its title. A `size`
 * group makes one variant per value; a `colour` group beside it is sometimes sold as 2–3 colours of variants,
 * otherwise one colour goes into the title as a plain group's would.
 */
export interface OptionGroup {
  readonly option: 'size' | 'colour';
  readonly values: readonly Variant[];
}

export type VariantGroup = readonly Variant[] | OptionGroup;

export interface ItemTemplate {
  readonly brand: string;
  /**
   * The listing title; `{0}`, `{1}`… take one label of each variant group, else the labels are appended in
   * brackets. The placeholder of a group sold as variants is dropped with its comma or brackets.
   */
  readonly name: string;
  /** The usual MRP in rupees before variants. */
  readonly mrp: number;
  readonly variants: readonly VariantGroup[];
}

export interface SubcategoryTemplate {
  /** How a reviewer calls the thing: "phone", "kadai", "book". */
  readonly noun: string;
  readonly items: readonly ItemTemplate[];
  /** Description sentences; `{short}` is the title without its bracketed variant, `{brand}`, `{noun}`. */
  readonly about: readonly string[];
}

/** `others` has no subcategory in the domain's catalogue, so its products use the empty subcategory ''. */
export const OTHERS_SUBCATEGORY = '';

type Templates = {
  readonly [C in Category]: C extends 'others'
    ? { readonly [OTHERS_SUBCATEGORY]: SubcategoryTemplate }
    : { readonly [S in (typeof categoryTree)[C][number]]: SubcategoryTemplate };
};

const VariantSchema = z.union([z.string().min(1), z.tuple([z.string().min(1), z.number().positive()])]);
const VariantGroupSchema = z.union([
  z.array(VariantSchema).min(1),
  z.strictObject({ option: z.enum(['size', 'colour']), values: z.array(VariantSchema).min(1) }),
]);

const SubcategoryTemplateSchema = z.strictObject({
  noun: z.string().min(1),
  items: z
    .array(
      z.strictObject({
        brand: z.string().min(BRAND_TEXT_MIN).max(BRAND_TEXT_MAX),
        name: z.string().min(1),
        mrp: z.number().positive(),
        variants: z
          .array(VariantGroupSchema)
          .refine(
            (groups) =>
              groups.every((group) => Array.isArray(group)) ||
              groups.filter((group) => !Array.isArray(group) && group.option === 'size').length === 1,
            'an item sold in variants has exactly one size group',
          ),
      }),
    )
    .min(1),
  about: z.array(z.string().min(1)).min(1),
});

/** Exactly the domain's categories, each with exactly its subcategories ('' for `others`). */
const TemplatesSchema = z.strictObject(
  Object.fromEntries(
    categories.map((category) => {
      const subcategories: readonly string[] =
        category === 'others' ? [OTHERS_SUBCATEGORY] : categoryTree[category];
      return [
        category,
        z.strictObject(Object.fromEntries(subcategories.map((sub) => [sub, SubcategoryTemplateSchema]))),
      ];
    }),
  ),
);

const CatalogueDataSchema = z.strictObject({
  templates: TemplatesSchema,
  categoryNotes: z.strictObject(
    Object.fromEntries(categories.map((category) => [category, z.array(z.string().min(1)).min(1)])),
  ),
});

export interface CatalogueData {
  readonly templates: Templates;
  readonly categoryNotes: Readonly<Record<Category, readonly string[]>>;
}

/** The catalogue data from its JSON, or a ZodError naming what does not fit the domain's catalogue. */
export const parseCatalogueData = (json: unknown): CatalogueData =>
  CatalogueDataSchema.parse(json) as unknown as CatalogueData;

const catalogueData = parseCatalogueData(data);

/** The listings of every shelf, by category and subcategory. */
export const catalogueTemplates: Templates = catalogueData.templates;

/** Closing sentences per category, added to some descriptions so a few run well past the 250-character cut. */
export const categoryNotes: Readonly<Record<Category, readonly string[]>> = catalogueData.categoryNotes;
