import { cartMessages, catalogMessages, shellMessages, type ProductCard } from '@bazaar/domain';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { TabNotice } from './upload-tab';
import { useWishlist } from '../../../api/wishlist/get-wishlist';
import { useRemoveFromWishlist } from '../../../api/wishlist/remove-from-wishlist';
import { Button, buttonStyles } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { PriceTag } from '../../../components/price-tag';
import { paths } from '../../../config/paths';
import { useAddToCart } from '../../../api/cart/add-to-cart';
import { showAddToCartFailure } from '../../../components/add-to-cart-failure';

const t = shellMessages.profilePanel.wishList;
// The popups (sweetalert2) load with the first click, not with the tab.
const popups = () => import('../../../components/popup');

/**
 * The shopper's wishlist (the profile panel's wishList tab and the account page): each saved product with
 * its price, Add to cart (the header's count follows) and Remove. Wishlist failures are only logged (docs/product.md §8).
 */
export function WishListTab({ onNavigate }: { onNavigate?: () => void }) {
  const wishlist = useWishlist();

  if (wishlist.isPending) return <Loader label={t.loading} />;
  if (wishlist.isError) {
    return <p className="py-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{t.loadFailed}</p>;
  }
  if (wishlist.data.length === 0) {
    return (
      <TabNotice icon={<Heart aria-hidden="true" className="size-7" />} title={t.title}>
        <p>{t.text}</p>
      </TabNotice>
    );
  }
  return (
    <ul aria-label={t.label} className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {wishlist.data.map((product) => (
        <WishlistItem key={product.id} product={product} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function WishlistItem({ product, onNavigate }: { product: ProductCard; onNavigate?: () => void }) {
  const addToCart = useAddToCart();
  const remove = useRemoveFromWishlist();
  const outOfStock = !product.stock;
  const href = paths.product.getHref(product.id);
  const nameId = useId();

  async function onAdd() {
    try {
      await addToCart.mutateAsync({ productId: product.id });
    } catch (error) {
      await showAddToCartFailure(error);
      return;
    }
    const { showToast } = await popups();
    void showToast('success', cartMessages.added);
  }

  async function onRemove() {
    try {
      const reply = await remove.mutateAsync(product.id);
      const { showToast } = await popups();
      void showToast('success', reply.message);
    } catch (error) {
      console.error('wishlist removal failed', error);
    }
  }

  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <img
        src={product.image}
        alt=""
        loading="lazy"
        className="size-16 shrink-0 rounded-lg border border-zinc-200 bg-zinc-100 object-cover dark:border-zinc-800 dark:bg-zinc-800"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          id={nameId}
          to={href}
          onClick={onNavigate}
          className="line-clamp-2 text-sm font-semibold break-words hover:underline"
        >
          {product.name}
        </Link>
        <PriceTag
          sellingPrice={product.sellingPrice}
          mrpPrice={product.mrpPrice}
          from={product.hasVariants === true}
        />
        <div className="mt-1 flex items-center gap-2">
          {product.hasVariants && !outOfStock ? (
            // issue 20: a size or colour is chosen on the product page (the cart refuses a product without one)
            <Link
              to={href}
              onClick={onNavigate}
              aria-describedby={nameId}
              className={buttonStyles({ size: 'sm', className: 'h-8' })}
            >
              {catalogMessages.chooseOptions}
            </Link>
          ) : (
            <Button
              size="sm"
              disabled={outOfStock || addToCart.isPending}
              onClick={() => void onAdd()}
              className="h-8"
            >
              <ShoppingCart aria-hidden="true" className="size-4" />
              {outOfStock ? t.outOfStock : addToCart.isPending ? t.adding : t.addToCart}
            </Button>
          )}
          <button
            type="button"
            aria-label={t.remove(product.name)}
            disabled={remove.isPending}
            onClick={() => void onRemove()}
            className="grid size-8 place-items-center rounded-lg text-zinc-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-60 dark:text-zinc-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
