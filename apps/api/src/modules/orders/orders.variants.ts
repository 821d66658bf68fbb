// issue 20: an order line keeps the variant it bought (id, SKU and options as JSON), as it was when bought.
import type { VariantOptions } from '@bazaar/domain';

/** issue 20: the variant fields of an order line as the replies carry them (none for a product sold as one). */
export function lineVariantReply(line: {
  variantId: string | null;
  sku: string | null;
  variantOptions: string | null;
}): { variantId?: string; sku?: string; options?: VariantOptions } {
  if (line.variantId === null) return {};
  return {
    variantId: line.variantId,
    sku: line.sku ?? '',
    options: line.variantOptions ? (JSON.parse(line.variantOptions) as VariantOptions) : {},
  };
}
