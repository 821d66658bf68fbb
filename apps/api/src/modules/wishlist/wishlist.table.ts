// The wishlist module's table.

export interface WishlistItemsTable {
  userId: string;
  productId: string;
  addedAt: string;
}
