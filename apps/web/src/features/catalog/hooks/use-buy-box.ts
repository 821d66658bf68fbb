import {
  BUY_QUANTITY_MAX,
  productQuery,
  variantMessages,
  type ProductDetail,
  type VariantOptionName,
} from '@bazaar/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepScrollState } from '../../../lib/router/scroll-restoration';
import {
  chosenVariant,
  initialChoice,
  matchingVariants,
  pickerOptions,
  toggleValue,
} from '../utils/variant-choice';

/**
 * What the product page's buy box shows and sells (issue 20, 21): the variant chosen in the picker (kept in the
 * address as `?variant=<id>`, so a shared link opens the same size), the price, stock and photos that follow the
 * choice, and the quantity (up to the stock, at most BUY_QUANTITY_MAX). A product without variants is sold as one,
 * as before.
 */
export function useBuyBox(product: ProductDetail) {
  const variants = product.variants ?? [];
  const hasVariants = variants.length > 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const [choice, setChoice] = useState(() => initialChoice(variants, searchParams.get(productQuery.variant)));
  const [wanted, setWanted] = useState(1);

  const variant = chosenVariant(variants, choice);
  const matching = hasVariants ? matchingVariants(variants, choice) : [];
  // Until every option is chosen the box shows the cheapest of the variants that still fit ('from ₹…').
  const cheapest = [...matching].sort(
    (a, b) => a.sellingPrice - b.sellingPrice || a.mrpPrice - b.mrpPrice,
  )[0];
  const priced = variant ?? cheapest ?? product;
  const from = hasVariants && !variant && matching.some((each) => each.sellingPrice !== priced.sellingPrice);
  const stock = variant
    ? variant.stock
    : hasVariants
      ? matching.reduce((sum, each) => sum + each.stock, 0)
      : product.stock;
  const missing = pickerOptions(variants)
    .filter(({ name }) => choice[name] === undefined)
    .map(({ name }) => variantMessages.labels[name]);
  // The chosen variant's own photo first; with only some options chosen, the first fitting variant's photo.
  const ownImage = variant
    ? variant.image
    : Object.keys(choice).length > 0
      ? (matching.find((each) => each.image)?.image ?? null)
      : null;
  const images = ownImage
    ? [ownImage, ...product.image.filter((image) => image !== ownImage)]
    : product.image;
  const maxQuantity = Math.max(1, Math.min(stock, BUY_QUANTITY_MAX));

  function toggle(name: VariantOptionName, value: string) {
    const next = toggleValue(choice, name, value);
    setChoice(next);
    // another size is another purchase: its quantity starts at one again
    setWanted(1);
    const nextVariant = chosenVariant(variants, next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (nextVariant) params.set(productQuery.variant, nextVariant.id);
        else params.delete(productQuery.variant);
        return params;
      },
      { replace: true, state: keepScrollState },
    );
  }

  return {
    variants,
    hasVariants,
    choice,
    toggle,
    variant,
    /** the option labels still to choose ('Size'), empty when the product can be bought as chosen */
    missing,
    mrpPrice: priced.mrpPrice,
    sellingPrice: priced.sellingPrice,
    from,
    stock,
    /** whether the count is exact (a variant or a product sold as one), or the sum of the fitting variants */
    exactStock: !hasVariants || variant !== undefined,
    images,
    quantity: Math.min(wanted, maxQuantity),
    maxQuantity,
    setQuantity: setWanted,
  };
}
