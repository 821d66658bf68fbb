import { wishlistContract, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { wishlistKeys } from './keys';
import { setWishlistFlag } from './wishlist-flag';

const endpoint = wishlistContract.addToWishlist;
export type ToggleWishlistReply = SuccessReply<typeof endpoint>;

/** POST /api/user/add-to-wishlist, a toggle (docs/product.md §4): 201 saved, 200 with isRemoved when removed. */
export function toggleWishlist(productId: string): Promise<ToggleWishlistReply> {
  return callApi(endpoint, { body: { productId } });
}

/** Whether a toggle's reply means "removed" (200 isRemoved) rather than "saved" (201). */
export function wasRemoved(reply: ToggleWishlistReply): boolean {
  return 'isRemoved' in reply && reply.isRemoved === true;
}

/** The heart's toggle; every card and product page of that product follows, and the wishlist reloads. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: wishlistKeys.toggle(),
    mutationFn: toggleWishlist,
    onSuccess: (reply, productId) => setWishlistFlag(queryClient, productId, !wasRemoved(reply)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.list() }),
  });
}
