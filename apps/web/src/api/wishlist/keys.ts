// The wishlist's TanStack keys: the saved products (the account's Wish List tab) and the two ways to change
// them, the heart's toggle and the tab's remove. Either change reloads the list and updates the
// `isAddedToWishlist` of every cached catalogue answer (wishlist-flag.ts).
export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: () => [...wishlistKeys.all, 'list'] as const,
  toggle: () => [...wishlistKeys.all, 'toggle'] as const,
  remove: () => [...wishlistKeys.all, 'remove'] as const,
};
