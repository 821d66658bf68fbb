// issue 20: a product's variants. A product has zero or more; each has options (any of size, colour, storage),
// its own SKU, stock, prices and optionally its own image. A product with variants is shown and sold at the
// price of its lowest-priced variant ("from ₹…") and is in stock while any variant is. These rules are shared by
// the API (the product row's aggregate) and the web (the picker and the cards).
import { variantMessages } from './catalog.messages.js';

/** The options a variant may have, in the order they are shown. */
export const variantOptionNames = ['size', 'colour', 'storage'] as const;
export type VariantOptionName = (typeof variantOptionNames)[number];

/** A variant's options: at least one of them, values free text. */
export type VariantOptions = Partial<Record<VariantOptionName, string>>;

/** The options a variant names, in the order of variantOptionNames. */
export const optionNamesOf = (options: VariantOptions): VariantOptionName[] =>
  variantOptionNames.filter((name) => options[name] !== undefined);

/** One text per set of options, letter case aside, so `{size:'m'}` and `{size:'M'}` are the same variant. */
export const optionsKey = (options: VariantOptions): string =>
  JSON.stringify(optionNamesOf(options).map((name) => [name, options[name]?.toLowerCase()]));

/** How screens and mails name a variant: `Size: M · Colour: Red`. */
export const optionsText = (options: VariantOptions): string =>
  variantMessages.optionsText(
    optionNamesOf(options).map((name) => ({
      label: variantMessages.labels[name],
      value: options[name] ?? '',
    })),
  );

/** What a variant contributes to its product's row: its prices (any unit, the same for all) and stock. */
export interface VariantFigures {
  readonly mrpPrice: number;
  readonly sellingPrice: number;
  readonly stock: number;
}

/**
 * The figures of a product with these variants: the prices of its lowest-priced variant (the lower MRP on a tie,
 * then the first) and the sum of their stock. Null for no variants (the product keeps its own).
 */
export function variantsSummary(variants: readonly VariantFigures[]): VariantFigures | null {
  let lowest: VariantFigures | undefined;
  let stock = 0;
  for (const variant of variants) {
    stock += variant.stock;
    if (
      lowest === undefined ||
      variant.sellingPrice < lowest.sellingPrice ||
      (variant.sellingPrice === lowest.sellingPrice && variant.mrpPrice < lowest.mrpPrice)
    )
      lowest = variant;
  }
  return lowest === undefined
    ? null
    : { mrpPrice: lowest.mrpPrice, sellingPrice: lowest.sellingPrice, stock };
}
