// The cart module's table: one line per user and product.

export interface CartLinesTable {
  userId: string;
  productId: string;
  quantity: number;
  addedAt: string;
}
