import { reviewMessages, catalogMessages, type ProductReview } from '@bazaar/domain';
import { BadgeCheck } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ExpandableText } from './expandable-text';
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

/** The reviews of a product, and for signed-in users the 'Write a Review' button and dialog (docs/product.md §2, §6). */
export function ProductReviews({
  productId,
  reviews,
  rating,
  ratingNumber,
}: {
  productId: string;
  reviews: readonly ProductReview[];
  rating: number | null;
  ratingNumber: number;
}) {
  const { token } = useAuth();
  const location = useLocation();
  const headingId = useId();
  const [writing, setWriting] = useState(false);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
            {catalogMessages.reviews}
          </h2>
          <StarRating rating={rating} count={ratingNumber} size="md" />
        </div>
        {token ? (
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

      {reviews.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">{catalogMessages.noReviews}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
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
      )}

      {writing && (
        <Suspense fallback={null}>
          <ReviewDialog productId={productId} onClose={() => setWriting(false)} />
        </Suspense>
      )}
    </section>
  );
}
