import { wishlistContract, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from './keys';
import { callApi } from '../../../lib/http';
import { setWishlistFlag } from '../../../lib/wishlist/wishlist-flag';

const endpoint = wishlistContract.addToWishlist;

/**
 * Removes a saved product through POST /api/user/add-to-wishlist, a toggle (docs/product.md §4): a 200 with isRemoved
 * took it out; a 201 means it was not saved any more (another tab) and is now saved again, so it toggles back.
 */
export async function removeFromWishlist(productId: string): Promise<SuccessReply<typeof endpoint>> {
  const reply = await callApi(endpoint, { body: { productId } });
  if ('isRemoved' in reply && reply.isRemoved) return reply;
  return callApi(endpoint, { body: { productId } });
}

/** Removes, then reloads the wishlist; the hearts of that product on cards and its page empty at once. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: profileKeys.removeFromWishlist(),
    mutationFn: removeFromWishlist,
    onSuccess: (_reply, productId) => setWishlistFlag(queryClient, productId, false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.wishlist() }),
  });
}
