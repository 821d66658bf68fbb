import { catalogMessages } from '@bazaar/domain';

const t = catalogMessages;

// lucide's star (lucide-react `Star`), drawn as plain markup: a product page shows 35 of them, and lucide's
// component builds each one's attributes anew on every render (about a tenth of a product page's server render).
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

function Star({ className }: { className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

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
