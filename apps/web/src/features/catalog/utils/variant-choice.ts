// issue 20: the product page's picker. A shopper chooses one value per option the variants name (size, colour,
// storage); a value sold out with the other options chosen is struck through. Values compare letter case aside, as
// the domain's optionsKey does.
import { optionNamesOf, type ProductVariant, type VariantOptionName } from '@bazaar/domain';

/** The values chosen so far, one per option. */
export type VariantChoice = Partial<Record<VariantOptionName, string>>;

/** One option of the picker and its values, in the seller's order of the variants. */
export interface PickerOption {
  name: VariantOptionName;
  values: string[];
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The options the product's variants name (every variant names the same ones) with their distinct values. */
export function pickerOptions(variants: readonly ProductVariant[]): PickerOption[] {
  const names = optionNamesOf(variants[0]?.options ?? {});
  return names.map((name) => {
    const values: string[] = [];
    for (const variant of variants) {
      const value = variant.options[name];
      if (value !== undefined && !values.some((seen) => same(seen, value))) values.push(value);
    }
    return { name, values };
  });
}

/** Whether the variant has every chosen value (leaving out the option `except`). */
function fits(variant: ProductVariant, choice: VariantChoice, except?: VariantOptionName): boolean {
  return optionNamesOf(choice).every((name) => name === except || same(variant.options[name], choice[name]));
}

/** The variants that fit what is chosen so far. */
export function matchingVariants(variants: readonly ProductVariant[], choice: VariantChoice) {
  return variants.filter((variant) => fits(variant, choice));
}

/** True when no variant with this value and the other chosen values is in stock. */
export function isSoldOut(
  variants: readonly ProductVariant[],
  choice: VariantChoice,
  name: VariantOptionName,
  value: string,
): boolean {
  return !variants.some(
    (variant) => variant.stock > 0 && same(variant.options[name], value) && fits(variant, choice, name),
  );
}

/** The variant every option's chosen value names, or undefined while one is not chosen. */
export function chosenVariant(
  variants: readonly ProductVariant[],
  choice: VariantChoice,
): ProductVariant | undefined {
  const names = pickerOptions(variants).map((option) => option.name);
  if (names.some((name) => choice[name] === undefined)) return undefined;
  return variants.find((variant) => fits(variant, choice));
}

/**
 * The choice a page opens with: the variant a shared link names (`?variant=<id>`), otherwise the options that have
 * one value only (nothing to choose there).
 */
export function initialChoice(variants: readonly ProductVariant[], variantId: string | null): VariantChoice {
  const named = variantId ? variants.find((variant) => variant.id === variantId) : undefined;
  if (named) return { ...named.options };
  const choice: VariantChoice = {};
  for (const { name, values } of pickerOptions(variants)) {
    if (values.length === 1) choice[name] = values[0];
  }
  return choice;
}

/** The choice after a press on a value: it is chosen, or, pressed again, no longer chosen. */
export function toggleValue(choice: VariantChoice, name: VariantOptionName, value: string): VariantChoice {
  const next = { ...choice };
  if (same(choice[name], value)) delete next[name];
  else next[name] = value;
  return next;
}
