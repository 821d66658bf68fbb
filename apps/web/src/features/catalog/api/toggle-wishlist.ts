import { wishlistContract, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { callApi } from '../../../lib/http';
import { setWishlistFlag } from '../../../lib/wishlist/wishlist-flag';

const endpoint = wishlistContract.addToWishlist;

/** POST /api/user/add-to-wishlist, a toggle (docs/product.md §4): 201 saved, 200 with isRemoved when removed. */
export function toggleWishlist(productId: string): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body: { productId } });
}

/** Whether a toggle's reply means "removed" (200 isRemoved) rather than "saved" (201). */
export function wasRemoved(reply: SuccessReply<typeof endpoint>): boolean {
  return 'isRemoved' in reply && reply.isRemoved === true;
}

/** The heart's toggle; every card and product page of that product follows (lib/wishlist). */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: catalogKeys.toggleWishlist(),
    mutationFn: toggleWishlist,
    onSuccess: (reply, productId) => setWishlistFlag(queryClient, productId, !wasRemoved(reply)),
  });
}
