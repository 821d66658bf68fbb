import { catalogMessages } from '@bazaar/domain';
import { Star } from 'lucide-react';

const t = catalogMessages;

/** docs/product.md §9: five stars, the mean rounded for the stars; the count beside them. Read as one phrase. */
export function StarRating({
  rating,
  count,
  size = 'sm',
}: {
  rating: number | null | undefined;
  count?: number;
  size?: 'sm' | 'md';
}) {
  const filled = Math.round(rating ?? 0);
  const icon = size === 'md' ? 'size-5' : 'size-4';
  const label = rating === null || rating === undefined || count === 0 ? t.noRatings : t.ratingOutOf5(rating);
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <span role="img" aria-label={label} className="flex text-amber-500 dark:text-amber-400">
        {[1, 2, 3, 4, 5].map((value) => (
          <Star
            key={value}
            aria-hidden="true"
            className={`${icon} ${value <= filled ? 'fill-current' : 'fill-transparent text-zinc-400 dark:text-zinc-500'}`}
          />
        ))}
      </span>
      {count !== undefined && (
        // '(18)' on screen, '18 ratings' when read out: the short form keeps a narrow card on one line
        <span className="text-zinc-600 dark:text-zinc-400">
          <span aria-hidden="true">({count})</span>
          <span className="sr-only">{t.ratingCount(count)}</span>
        </span>
      )}
    </p>
  );
}
