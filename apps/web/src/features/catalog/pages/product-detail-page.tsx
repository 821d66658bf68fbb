import {
  catalogMessages,
  shellMessages,
  DESCRIPTION_PREVIEW_LENGTH,
  RELATED_PRODUCTS_MAX,
  optionsText,
  otherBrand,
  stockStatusKey,
  variantMessages,
  type ProductDetail,
} from '@bazaar/domain';
import { PackageX, ShoppingCart } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link, useParams } from 'react-router';
import { useProduct } from '../../../api/catalog/get-product';
import { useRelatedProducts } from '../../../api/catalog/get-related-products';
import { categoryPath } from '../components/category-links';
import { ExpandableText } from '../components/expandable-text';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import { ProductGallery } from '../components/product-gallery';
import { ProductGrid } from '../components/product-grid';
import { ProductReviews } from '../components/product-reviews';
import { ShareLinks } from '../components/share-links';
import { WishlistHeart } from '../components/wishlist-heart';
import { VariantPicker } from '../components/variant-picker';
import { useAddToCartAction } from '../hooks/use-add-to-cart-action';
import { useBuyBox } from '../hooks/use-buy-box';
import { titleCase } from '../utils/title-case';
import { recentlyViewedEntry, rememberViewedProduct } from '../utils/recently-viewed';
import { buttonStyles } from '../../../components/button';
import { PriceTag } from '../../../components/price-tag';
import { ServerError } from '../../../components/server-error';
import { StarRating } from '../../../components/star-rating';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/session';
import { isHttpError } from '../../../lib/http';
import { usePageMeta } from '../../../lib/page-meta';
import { useHydrated } from '../../../lib/use-hydrated';

const t = catalogMessages;

/**
 * docs/product.md §2 /product/{id}: gallery, name, description (250 characters, Read more), price and discount, Buy Now
 * and Add to cart (issue 21: visitors too, into the cart kept in the browser), share links, related products and reviews; a 404 shows the
 * not-found picture with the server's message. Viewing records Recently Viewed.
 */
export function ProductDetailPage() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const data = product.data?.product;
  const missing = product.isError && isHttpError(product.error, 404);
  // the product's bare name; a missing product's tab says so rather than keep the previous page's title
  usePageMeta(
    data ? data.name : missing ? t.notFoundTitle : undefined,
    data ? data.description.slice(0, 160) : undefined,
    { exact: data !== undefined },
  );

  useEffect(() => {
    if (data) rememberViewedProduct(recentlyViewedEntry(data));
  }, [data]);

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    return missing ? <ProductNotFound message={product.error.message} /> : <ServerError />;
  }
  return <ProductView product={product.data.product} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { token, user } = useAuth();
  // issue 21: a seller cannot buy their own product
  const own = Boolean(user) && user?.id === product.sellerId;
  const { add, isAdding } = useAddToCartAction();
  const related = useRelatedProducts(product.id, product.category);
  const box = useBuyBox(product);
  const outOfStock = !box.stock;
  // issue 20: with only some options chosen the stock is the fitting variants' sum: in stock or not, no count
  const status = box.exactStock ? stockStatusKey(box.stock) : outOfStock ? 'out-of-stock' : 'in-stock';
  const mustChoose = box.missing.length > 0;
  const hintId = useId();
  const quantityId = useId();
  const line = { productId: product.id, variantId: box.variant?.id, quantity: box.quantity };
  // the page's own address, known in the browser once hydrated (the server's HTML has the links without it)
  const shareUrl = useHydrated() ? window.location.href : '';

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6 sm:py-8 lg:px-8">
      <article className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="relative">
          {/* a new photo set (another variant's) opens on its first photo */}
          <ProductGallery key={box.images[0]} images={box.images} name={product.name} />
          {token && (
            <WishlistHeart
              key={product.id}
              productId={product.id}
              name={product.name}
              saved={product.isAddedToWishlist}
            />
          )}
        </div>
        <div className="space-y-5">
          <div className="space-y-2">
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {product.brand !== otherBrand && (
                <>
                  <span className="sr-only">{t.brand}: </span>
                  {product.brand}
                  {' · '}
                </>
              )}
              <Link
                to={categoryPath(product.category)}
                className="rounded font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {titleCase(product.category)}
              </Link>
            </p>
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{product.name}</h1>
            <StarRating rating={product.rating} count={product.ratingNumber} size="md" />
          </div>

          <div className="space-y-1">
            <PriceTag sellingPrice={box.sellingPrice} mrpPrice={box.mrpPrice} size="lg" from={box.from} />
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.inclusiveOfTaxes}</p>
          </div>

          <p
            className={`text-sm font-semibold ${
              status === 'out-of-stock'
                ? 'text-red-700 dark:text-red-400'
                : status === 'low-stock'
                  ? 'text-amber-700 dark:text-amber-400'
                  : 'text-emerald-700 dark:text-emerald-400'
            }`}
          >
            {status === 'out-of-stock'
              ? t.outOfStock
              : status === 'low-stock'
                ? t.lowStock(box.stock)
                : t.inStock}
          </p>

          {box.hasVariants && (
            <VariantPicker variants={box.variants} choice={box.choice} onToggle={box.toggle} />
          )}

          {!own && !outOfStock && (
            <label htmlFor={quantityId} className="flex items-center gap-3 text-sm font-semibold">
              {t.quantity}
              <select
                id={quantityId}
                value={box.quantity}
                onChange={(event) => box.setQuantity(Number(event.target.value))}
                className="h-11 rounded-lg border border-zinc-300 bg-white px-3 font-normal text-zinc-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100"
              >
                {Array.from({ length: box.maxQuantity }, (_, index) => (
                  <option key={index} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </select>
            </label>
          )}

          <div className="flex flex-wrap gap-3">
            {own ? (
              <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t.ownProduct}</p>
            ) : (
              // issue 21: a visitor adds to the cart kept in the browser; Buy Now asks them to sign in, then goes on
              <>
                {outOfStock ? (
                  <span
                    aria-disabled="true"
                    className={buttonStyles({ size: 'lg', className: 'opacity-60' })}
                  >
                    {t.outOfStock}
                  </span>
                ) : mustChoose ? (
                  <button
                    type="button"
                    disabled
                    aria-describedby={hintId}
                    className={buttonStyles({ size: 'lg' })}
                  >
                    {t.buyNow}
                  </button>
                ) : (
                  <Link to={paths.buyNow.getHref(product.id, line)} className={buttonStyles({ size: 'lg' })}>
                    {t.buyNow}
                  </Link>
                )}
                <button
                  type="button"
                  disabled={outOfStock || mustChoose || isAdding}
                  aria-describedby={mustChoose ? hintId : undefined}
                  onClick={() =>
                    void add({
                      ...line,
                      known: {
                        name: box.variant
                          ? `${product.name} (${optionsText(box.variant.options)})`
                          : product.name,
                        stock: box.stock,
                      },
                    })
                  }
                  className={buttonStyles({ variant: 'secondary', size: 'lg' })}
                >
                  <ShoppingCart aria-hidden="true" className="size-5" />
                  {isAdding ? t.adding : t.addToCart}
                </button>
              </>
            )}
          </div>
          {/* kept in place once every option is chosen, empty, so the page does not jump up under the finger */}
          {!own && box.hasVariants && (
            <p id={hintId} className="min-h-5 text-sm font-medium text-amber-800 dark:text-amber-300">
              {mustChoose && !outOfStock ? variantMessages.chooseToBuy(box.missing) : ''}
            </p>
          )}

          <ExpandableText
            text={product.description}
            limit={DESCRIPTION_PREVIEW_LENGTH}
            moreLabel={t.readMore}
            lessLabel={t.readLess}
            className="leading-7 text-zinc-700 dark:text-zinc-300"
          />

          <ShareLinks name={product.name} url={shareUrl} />
        </div>
      </article>

      {/* Held open with skeletons while it loads: the reviews below must not jump when it arrives. */}
      {related.isLoading ? (
        <ProductGrid title={t.related}>
          {Array.from({ length: RELATED_PRODUCTS_MAX }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ProductGrid>
      ) : (
        related.data &&
        related.data.product.length > 0 && (
          <ProductGrid title={t.related}>
            {related.data.product.map((card) => (
              <li key={card.id}>
                <ProductCard product={card} />
              </li>
            ))}
          </ProductGrid>
        )
      )}

      <ProductReviews product={product} />
    </div>
  );
}

/** The page's shape while the product loads, so the footer does not jump when it arrives (no layout shift). */
function ProductSkeleton() {
  return (
    <div
      role="status"
      aria-label={shellMessages.loader.label}
      className="mx-auto grid max-w-7xl animate-pulse gap-8 px-4 py-6 sm:py-8 lg:grid-cols-2 lg:gap-12 lg:px-8"
    >
      <div className="aspect-square rounded-2xl bg-zinc-200 dark:bg-zinc-800" />
      <div className="space-y-4">
        <div className="h-4 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="h-8 w-4/5 rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="h-5 w-1/4 rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="h-10 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="h-12 w-1/2 rounded-lg bg-zinc-200 dark:bg-zinc-800" />
        <div className="h-32 rounded bg-zinc-200 dark:bg-zinc-800" />
      </div>
      <div className="min-h-[60dvh] lg:col-span-2" />
    </div>
  );
}

function ProductNotFound({ message }: { message: string }) {
  return (
    <section className="mx-auto flex min-h-[50dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="grid size-20 place-items-center rounded-3xl bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        <PackageX aria-hidden="true" className="size-10" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t.notFoundTitle}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{message}</p>
      <Link to={paths.products.getHref()} className={buttonStyles({ size: 'lg' })}>
        {t.backToProducts}
      </Link>
    </section>
  );
}
