// What the demo catalogue is made of (catalogue-data.json): for every category and subcategory of
// docs/product.md §3, listings that read like an Indian marketplace's, with typical MRPs in rupees, and the
// sentences their descriptions are built from. Each listing carries its maker as its brand (issue 19: Levi's,
// Amul, Redmi, Bata…, spelt as the maker spells it); only goods without a maker (fresh produce, loose eggs)
// and books (their titles name the author, not a brand) are 'Others'. The file is checked against the
// domain's categories and its brand rule (2–40 characters) when it is loaded.
import { z } from 'zod';
import { BRAND_TEXT_MAX, BRAND_TEXT_MIN, categories, categoryTree } from '@bazaar/domain';
import data from './catalogue-data.json' with { type: 'json' };
/** `others` has no subcategory in the domain's catalogue, so its products use the empty subcategory ''. */
export const OTHERS_SUBCATEGORY = '';
const VariantSchema = z.union([z.string().min(1), z.tuple([z.string().min(1), z.number().positive()])]);
const VariantGroupSchema = z.union([
    z.array(VariantSchema).min(1),
    z.strictObject({ option: z.enum(['size', 'colour']), values: z.array(VariantSchema).min(1) }),
]);
const SubcategoryTemplateSchema = z.strictObject({
    noun: z.string().min(1),
    items: z
        .array(z.strictObject({
        brand: z.string().min(BRAND_TEXT_MIN).max(BRAND_TEXT_MAX),
        name: z.string().min(1),
        mrp: z.number().positive(),
        variants: z
            .array(VariantGroupSchema)
            .refine((groups) => groups.every((group) => Array.isArray(group)) ||
            groups.filter((group) => !Array.isArray(group) && group.option === 'size').length === 1, 'an item sold in variants has exactly one size group'),
    }))
        .min(1),
    about: z.array(z.string().min(1)).min(1),
});
/** Exactly the domain's categories, each with exactly its subcategories ('' for `others`). */
const TemplatesSchema = z.strictObject(Object.fromEntries(categories.map((category) => {
    const subcategories = category === 'others' ? [OTHERS_SUBCATEGORY] : categoryTree[category];
    return [
        category,
        z.strictObject(Object.fromEntries(subcategories.map((sub) => [sub, SubcategoryTemplateSchema]))),
    ];
})));
const CatalogueDataSchema = z.strictObject({
    templates: TemplatesSchema,
    categoryNotes: z.strictObject(Object.fromEntries(categories.map((category) => [category, z.array(z.string().min(1)).min(1)]))),
});
/** The catalogue data from its JSON, or a ZodError naming what does not fit the domain's catalogue. */
export const parseCatalogueData = (json) => CatalogueDataSchema.parse(json);
const catalogueData = parseCatalogueData(data);
/** The listings of every shelf, by category and subcategory. */
export const catalogueTemplates = catalogueData.templates;
/** Closing sentences per category, added to some descriptions so a few run well past the 250-character cut. */
export const categoryNotes = catalogueData.categoryNotes;
//# sourceMappingURL=catalogue-data.js.map