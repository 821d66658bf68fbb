// The cart module's table: one line per user, product and variant (issue 20: two sizes are two lines).

export interface CartLinesTable {
  userId: string;
  productId: string;
  /** the variant's id, '' for a product sold as one */
  variantId: string;
  quantity: number;
  addedAt: string;
}
