import {
  catalogMessages,
  imageSrcSet,
  PRODUCT_CARD_IMAGE_SIZES,
  type ProductCard as ProductCardReply,
} from '@bazaar/domain';
import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CategoryIcon, categoryTint } from './category-icon';
import { WishlistHeart } from './wishlist-heart';
import { useAddToCartAction } from '../hooks/use-add-to-cart-action';
import { useAuth } from '../../../lib/auth/session';
import { PriceTag } from '../../../components/price-tag';
import { StarRating } from '../../../components/star-rating';
import { paths } from '../../../config/paths';

const t = catalogMessages;

/**
 * What a card shows: the contract's card, or a Recently Viewed entry (whose other fields may be missing). Prices
 * in rupees, as on the wire; `isAddedToWishlist` only on cards fetched with a valid token.
 */
export type ProductCardData = Pick<ProductCardReply, 'id' | 'name' | 'sellingPrice'> &
  Partial<
    Pick<
      ProductCardReply,
      | 'image'
      | 'category'
      | 'mrpPrice'
      | 'rating'
      | 'ratingNumber'
      | 'stock'
      | 'isAddedToWishlist'
      | 'hasVariants'
    >
  >;

const buttonClass =
  'relative z-10 inline-flex h-9 items-center whitespace-nowrap justify-center gap-2 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-zinc-200 disabled:text-zinc-700 dark:disabled:bg-zinc-800 dark:disabled:text-zinc-300';

/** The pictures are square; width and height reserve their box before they load (no layout shift). */
const IMAGE_SIZE = 400;

/**
 * A product tile (docs/product.md §2, §4): photo, name, price with MRP and '% OFF', stars and count, and Add to cart,
 * which reads 'Out of Stock' and is disabled at stock 0. `eager` for the cards above the fold (their photo is
 * fetched at once and first).
 */
export function ProductCard({
  product,
  eager = false,
  headingLevel = 3,
}: {
  product: ProductCardData;
  eager?: boolean;
  /** 2 where the list sits right under the page's h1 (the product list), 3 under a section's h2 */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { add, isAdding } = useAddToCartAction();
  const { token } = useAuth();
  const outOfStock = !product.stock;
  const href = paths.product.getHref(product.id);
  const nameId = useId();
  const srcSet = product.image ? imageSrcSet(product.image) : undefined;
  return (
    <article
      aria-labelledby={nameId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm transition hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className={`relative aspect-square overflow-hidden ${categoryTint(product.category)}`}>
        {product.image ? (
          <img
            src={product.image}
            srcSet={srcSet}
            sizes={srcSet ? PRODUCT_CARD_IMAGE_SIZES : undefined}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            // Above the fold one of these photos is the page's largest paint: fetch it before other images.
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <span className="grid size-full place-items-center">
            <CategoryIcon category={product.category} className="size-12 sm:size-14" />
          </span>
        )}
        {token && (
          <WishlistHeart productId={product.id} name={product.name} saved={product.isAddedToWishlist} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <Heading
          id={nameId}
          className="line-clamp-2 min-h-[2lh] text-sm font-semibold text-zinc-900 sm:text-base dark:text-zinc-100"
        >
          {/* The link covers the whole card (its ::after), so the photo opens the product too. */}
          <Link to={href} className="rounded after:absolute after:inset-0 after:content-['']">
            {product.name}
          </Link>
        </Heading>
        <StarRating rating={product.rating} count={product.ratingNumber ?? 0} />
        {/* Every card as tall as any other (two lines of name, a price with its MRP line), so a row does not
            change height when it fills in and its skeletons match it. */}
        <div className="mt-auto min-h-12 pt-1">
          <PriceTag
            sellingPrice={product.sellingPrice}
            mrpPrice={product.mrpPrice}
            from={product.hasVariants === true}
          />
        </div>
        {product.hasVariants && !outOfStock ? (
          // issue 20: a size or colour is chosen on the product page, not from the card
          <Link to={href} aria-describedby={nameId} className={`${buttonClass} mt-2`}>
            {t.chooseOptions}
          </Link>
        ) : (
          <button
            type="button"
            disabled={outOfStock || isAdding}
            onClick={() =>
              void add({ productId: product.id, known: { name: product.name, stock: product.stock } })
            }
            className={`${buttonClass} mt-2`}
          >
            {!outOfStock && <ShoppingCart aria-hidden="true" className="size-4" />}
            {outOfStock ? t.outOfStock : isAdding ? t.adding : t.addToCart}
          </button>
        )}
      </div>
    </article>
  );
}

/**
 * A grey placeholder of the card's shape while the list loads, as tall as a card (a two-line name, the stars,
 * a price with its MRP line, the button), so what sits below the grid does not move when the cards arrive.
 */
export function ProductCardSkeleton() {
  const bar = 'rounded bg-zinc-200 dark:bg-zinc-800';
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="aspect-square bg-zinc-200 dark:bg-zinc-800" />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <div className="h-10 space-y-2 pt-0.5 sm:h-12 sm:pt-1">
          <div className={`h-4 w-4/5 ${bar}`} />
          <div className={`h-4 w-3/5 ${bar}`} />
        </div>
        <div className={`h-5 w-1/2 ${bar}`} />
        <div className="mt-auto pt-1">
          <div className={`h-11 w-1/3 ${bar}`} />
        </div>
        <div className={`mt-2 h-9 ${bar} rounded-lg`} />
      </div>
    </div>
  );
}
