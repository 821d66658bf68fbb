import { wishlistMessages } from '@bazaar/domain';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useToggleWishlist, wasRemoved } from '../../../api/wishlist/toggle-wishlist';

/**
 * The wishlist heart of a card (docs/product.md §4, §6: signed-in users only). A 201 fills it ('Item saved to Shopping
 * List'), a 200 with isRemoved empties it; failures are only logged (docs/product.md §8). It follows `saved` when that
 * changes (the product saved or removed on another card, or in the account's Wish List tab).
 */
export function WishlistHeart({
  productId,
  name,
  saved: givenSaved = false,
}: {
  productId: string;
  name: string;
  saved?: boolean;
}) {
  const [saved, setSaved] = useState(givenSaved);
  const [lastGiven, setLastGiven] = useState(givenSaved);
  if (givenSaved !== lastGiven) {
    setLastGiven(givenSaved);
    setSaved(givenSaved);
  }
  const toggle = useToggleWishlist();

  async function onClick() {
    try {
      const reply = await toggle.mutateAsync(productId);
      const removed = wasRemoved(reply);
      setSaved(!removed);
      const { showToast } = await import('../../../components/popup');
      void showToast('success', removed ? reply.message : wishlistMessages.saved);
    } catch (error) {
      console.error('wishlist toggle failed', error);
    }
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? wishlistMessages.remove(name) : wishlistMessages.save(name)}
      disabled={toggle.isPending}
      onClick={() => void onClick()}
      className="absolute top-2 right-2 z-10 grid size-10 place-items-center rounded-full bg-white/90 text-rose-600 shadow-sm hover:bg-white dark:bg-zinc-900/90 dark:text-rose-400 dark:hover:bg-zinc-900"
    >
      <Heart aria-hidden="true" className={`size-5 ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}
