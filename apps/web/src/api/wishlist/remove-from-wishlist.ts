import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistKeys } from './keys';
import { toggleWishlist, wasRemoved, type ToggleWishlistReply } from './toggle-wishlist';
import { setWishlistFlag } from './wishlist-flag';

/**
 * Removes a saved product through the toggle (docs/product.md §4): a 200 with isRemoved took it out; a 201 means it
 * was not saved any more (another tab) and is now saved again, so it toggles back.
 */
export async function removeFromWishlist(productId: string): Promise<ToggleWishlistReply> {
  const reply = await toggleWishlist(productId);
  return wasRemoved(reply) ? reply : toggleWishlist(productId);
}

/** Removes, then reloads the wishlist; the hearts of that product on cards and its page empty at once. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: wishlistKeys.remove(),
    mutationFn: removeFromWishlist,
    onSuccess: (_reply, productId) => setWishlistFlag(queryClient, productId, false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.list() }),
  });
}
