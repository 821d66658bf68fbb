/** issue 20: the variant fields of an order line as the replies carry them (none for a product sold as one). */
export function lineVariantReply(line) {
    if (line.variantId === null)
        return {};
    return {
        variantId: line.variantId,
        sku: line.sku ?? '',
        options: line.variantOptions ? JSON.parse(line.variantOptions) : {},
    };
}
//# sourceMappingURL=orders.variants.js.map