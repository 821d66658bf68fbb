import { months } from '@bazaar/domain';

/** docs/product.md §2: an order date as month name, day, year ('March 12, 2025'); month is 1–12. */
export function formatOrderDate({ day, month, year }: { day: number; month: number; year: number }): string {
  return `${months[month - 1] ?? ''} ${day}, ${year}`;
}

// Orders are dated by the shopper's calendar day in India, as the history's dates are (the API's rule).
const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** An ISO 8601 instant as the same 'March 12, 2025', its day taken in India. */
export function formatOrderInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(dayParts.formatToParts(date).map((part) => [part.type, part.value]));
  return formatOrderDate({ day: Number(parts.day), month: Number(parts.month), year: Number(parts.year) });
}
