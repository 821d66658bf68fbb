import { useState } from 'react';

/** Text cut at `limit` characters with a Read more / Read less toggle (docs/product.md §9: 250 for a description, 60 for a review). */
export function ExpandableText({
  text,
  limit,
  moreLabel,
  lessLabel,
  className,
}: {
  text: string;
  limit: number;
  moreLabel: string;
  lessLabel: string;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > limit;
  return (
    <p className={['whitespace-pre-line', className].filter(Boolean).join(' ')}>
      {long && !expanded ? `${text.slice(0, limit).trimEnd()}…` : text}
      {long && (
        <>
          {' '}
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
            className="rounded font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {expanded ? lessLabel : moreLabel}
          </button>
        </>
      )}
    </p>
  );
}
