import {
  catalogMessages,
  reviewMessages,
  reviewSorts,
  type ProductDetail,
  type ProductReview,
  type RatingBreakdown,
  type ReviewSort,
} from '@bazaar/domain';
import { BadgeCheck, Star } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ExpandableText } from './expandable-text';
import { useProductReviews } from '../../../api/reviews/get-product-reviews';
import { buttonStyles } from '../../../components/button';
import { StarRating } from '../../../components/star-rating';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/session';

// The dialog brings the form library and the review schema: its own chunk, fetched on first open.
const ReviewDialog = lazy(async () => ({ default: (await import('./review-dialog')).ReviewDialog }));

/** docs/product.md §9: review text cut at 60 characters with Read More. */
const REVIEW_PREVIEW_LENGTH = 60;

// India's time zone, not the machine's: the server's HTML and the browser's hydration must name the same day.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/**
 * The reviews of a product (docs/product.md §2, §6; issue 21): how many gave each star, the reviews a page at a
 * time in the order chosen (newest, highest, lowest), and for signed-in users the 'Write a Review' button and
 * dialog — except on the seller's own product.
 */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const { token, user } = useAuth();
  const location = useLocation();
  const headingId = useId();
  const sortId = useId();
  const [writing, setWriting] = useState(false);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(product, sort, page);
  const own = user !== undefined && user !== null && user.id === product.sellerId;
  const data = reviews.data;
  const total = data?.total ?? product.review.length;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
            {catalogMessages.reviews}
          </h2>
          <StarRating rating={product.rating} count={product.ratingNumber} size="md" />
        </div>
        {own ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{reviewMessages.ownProduct}</p>
        ) : token ? (
          <button type="button" onClick={() => setWriting(true)} className={buttonStyles()}>
            {reviewMessages.writeReview}
          </button>
        ) : (
          <Link
            to={paths.login.getHref(location.pathname + location.search)}
            className={buttonStyles({ variant: 'secondary' })}
          >
            {reviewMessages.signInToReview}
          </Link>
        )}
      </div>

      {total === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">{catalogMessages.noReviews}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <Breakdown rows={data?.breakdown ?? product.ratingBreakdown} total={total} />
          <div className="min-w-0 space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <label htmlFor={sortId} className="flex items-center gap-2 text-sm font-medium">
                {reviewMessages.sortLabel}
                <select
                  id={sortId}
                  value={sort}
                  onChange={(event) => {
                    setSort(event.target.value as ReviewSort);
                    setPage(1);
                  }}
                  className="rounded-lg border border-zinc-300 bg-white px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
                >
                  {reviewSorts.map((value) => (
                    <option key={value} value={value}>
                      {reviewMessages.sortOptions[value]}
                    </option>
                  ))}
                </select>
              </label>
              {data && data.reviews.length > 0 && (
                <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                  {reviewMessages.showing(
                    (data.page - 1) * data.limit + 1,
                    (data.page - 1) * data.limit + data.reviews.length,
                    data.total,
                  )}
                </p>
              )}
            </div>
            {reviews.isError ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {reviewMessages.loadFailed}
              </p>
            ) : (
              <ReviewList reviews={data?.reviews ?? []} busy={reviews.isPlaceholderData} />
            )}
            {data && data.pages > 1 && (
              <nav
                aria-label={reviewMessages.pagingLabel}
                className="flex items-center justify-between gap-3"
              >
                <button
                  type="button"
                  disabled={page <= 1 || reviews.isPlaceholderData}
                  onClick={() => setPage(page - 1)}
                  className={buttonStyles({ variant: 'secondary' })}
                >
                  {reviewMessages.previousPage}
                </button>
                <span className="text-sm text-zinc-700 dark:text-zinc-300">
                  {reviewMessages.pageOf(data.page, data.pages)}
                </span>
                <button
                  type="button"
                  disabled={page >= data.pages || reviews.isPlaceholderData}
                  onClick={() => setPage(page + 1)}
                  className={buttonStyles({ variant: 'secondary' })}
                >
                  {reviewMessages.nextPage}
                </button>
              </nav>
            )}
          </div>
        </div>
      )}

      {writing && (
        <Suspense fallback={null}>
          <ReviewDialog productId={product.id} onClose={() => setWriting(false)} />
        </Suspense>
      )}
    </section>
  );
}

/** issue 21: how many reviews gave each star, 5★ first, with a bar for each share. */
function Breakdown({ rows, total }: { rows: RatingBreakdown; total: number }) {
  return (
    <ul aria-label={reviewMessages.breakdownLabel} className="space-y-2">
      {rows.map(({ rating, count }) => (
        <li key={rating} className="flex items-center gap-2 text-sm">
          <span className="sr-only">{reviewMessages.breakdownRow(rating, count)}</span>
          <span aria-hidden="true" className="inline-flex w-8 items-center gap-0.5 font-medium">
            {rating}
            <Star className="size-3.5 fill-current text-amber-500 dark:text-amber-400" />
          </span>
          {/* The bar's length is an SVG attribute, not a style attribute: the Content-Security-Policy
              (style-src 'self') drops a style attribute in the server's HTML, and the bar was then full. */}
          <svg
            aria-hidden="true"
            className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
          >
            <rect
              width={`${total === 0 ? 0 : Math.round((count / total) * 100)}%`}
              height="100%"
              rx="4"
              className="fill-amber-500 dark:fill-amber-400"
            />
          </svg>
          <span aria-hidden="true" className="w-8 text-right text-zinc-600 tabular-nums dark:text-zinc-400">
            {count}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ReviewList({ reviews, busy }: { reviews: readonly ProductReview[]; busy: boolean }) {
  return (
    <ul aria-busy={busy} className={`grid gap-3 md:grid-cols-2 ${busy ? 'opacity-60' : ''}`}>
      {reviews.map((review) => (
        <li
          key={review._id}
          className="space-y-2 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <StarRating rating={review.rating} />
          <h3 className="font-semibold break-words">{review.title}</h3>
          <ExpandableText
            text={review.message}
            limit={REVIEW_PREVIEW_LENGTH}
            moreLabel={reviewMessages.readMore}
            lessLabel={reviewMessages.readLess}
            className="text-sm break-words text-zinc-700 dark:text-zinc-300"
          />
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-zinc-600 dark:text-zinc-400">
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{review.userName}</span>
            <span>{formatDate(review.createdAt)}</span>
            {review.verifiedPurchase && (
              <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {catalogMessages.verifiedPurchase}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
