// The browser's local storage, typed. Every read survives missing storage, bad JSON and foreign shapes:
// a value this app did not write is treated as absent rather than crashing a screen.
import type { ProductCard } from '@bazaar/domain';

/** The local storage keys of docs/product.md §3 ("Local browser storage"). */
export const storageKeys = {
  authToken: 'AuthToken',
  theme: 'theme',
  searchHistory: 'searchHistory',
  recentlyViewed: 'recentlyViewed',
  resetToken: 'resetToken',
  /** issue 21: a visitor's cart, merged into the account's at sign-in (lib/visitor-cart.ts) */
  visitorCart: 'visitorCart',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Fired on `window` when this tab changes a key (the native `storage` event only reaches other tabs). */
export const storageChangeEvent = 'bazaar:storage';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access can throw when storage is disabled
  }
}

function notify(key: StorageKey): void {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<StorageKey>(storageChangeEvent, { detail: key }));
  }
}

export function readString(key: StorageKey): string | undefined {
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: the app keeps working without persistence
  }
  notify(key);
}

export function removeItem(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // ignore, as in writeString
  }
  notify(key);
}

/** Reads a JSON value and keeps it only if `isValid` accepts it; otherwise returns `fallback`. */
export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = readString(key);
  if (raw === undefined) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

// --- AuthToken -------------------------------------------------------------------------------------------

export function getAuthToken(): string | undefined {
  const token = readString(storageKeys.authToken);
  return token ? token : undefined;
}

export function setAuthToken(token: string): void {
  writeString(storageKeys.authToken, token);
}

export function clearAuthToken(): void {
  removeItem(storageKeys.authToken);
}

// --- reset token (forgot-password flow) --------------------------------------------------------------------

export function getResetToken(): string | undefined {
  const token = readString(storageKeys.resetToken);
  return token ? token : undefined;
}

export function setResetToken(token: string): void {
  writeString(storageKeys.resetToken, token);
}

export function clearResetToken(): void {
  removeItem(storageKeys.resetToken);
}

// --- theme -------------------------------------------------------------------------------------------------

export type Theme = 'light' | 'dark';

/** The saved theme, or undefined when none (or an unknown value) is stored. */
export function getStoredTheme(): Theme | undefined {
  const value = readString(storageKeys.theme);
  return value === 'light' || value === 'dark' ? value : undefined;
}

export function setStoredTheme(theme: Theme): void {
  writeString(storageKeys.theme, theme);
}

// --- searchHistory -----------------------------------------------------------------------------------------

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Past search strings, newest first. */
export function getSearchHistory(): string[] {
  return readJson(storageKeys.searchHistory, isStringArray, []);
}

export function setSearchHistory(history: readonly string[]): void {
  writeJson(storageKeys.searchHistory, history);
}

// --- recentlyViewed ----------------------------------------------------------------------------------------

/** A product as remembered by the Recently Viewed list (docs/product.md §3): a card's id and name, and those of
 * its other fields that were stored with the right type. */
export type RecentlyViewedProduct = Pick<ProductCard, 'id' | 'name'> &
  Partial<
    Pick<
      ProductCard,
      (typeof numberFields)[number] | (typeof textFields)[number] | (typeof booleanFields)[number]
    >
  >;

function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

const numberFields = ['price', 'stock', 'rating', 'ratingNumber', 'mrpPrice', 'sellingPrice'] as const;
const textFields = ['description', 'image', 'category'] as const;
/** issue 20: its card offers 'Choose options' rather than Add to cart */
const booleanFields = ['hasVariants'] as const;

/** Keeps an entry with an id and a name, and only the optional fields that have the right type. */
function toRecentlyViewedProduct(value: unknown): RecentlyViewedProduct | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  const { id, name } = entry;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') return undefined;
  const product: RecentlyViewedProduct = { id: String(id), name };
  for (const field of numberFields) {
    const fieldValue = entry[field];
    if (typeof fieldValue === 'number' && Number.isFinite(fieldValue)) product[field] = fieldValue;
  }
  for (const field of textFields) {
    const fieldValue = entry[field];
    if (typeof fieldValue === 'string') product[field] = fieldValue;
  }
  for (const field of booleanFields) {
    const fieldValue = entry[field];
    if (typeof fieldValue === 'boolean') product[field] = fieldValue;
  }
  return product;
}

/** Newest first. Entries of an unknown shape are dropped one by one, not the whole list. */
export function getRecentlyViewed(): RecentlyViewedProduct[] {
  return readJson(storageKeys.recentlyViewed, isArray, []).flatMap(
    (entry) => toRecentlyViewedProduct(entry) ?? [],
  );
}

export function setRecentlyViewed(list: readonly RecentlyViewedProduct[]): void {
  writeJson(storageKeys.recentlyViewed, list);
}

// --- The checkout form, for this tab only (issue 21) ------------------------------------------------------

/** The session storage key of the checkout form's draft: it survives a reload, not the tab. */
const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The checkout form as the shopper left it in this tab, if it was kept (never a card number or CVV). */
export function getCheckoutDraft(): unknown {
  try {
    const raw = sessionStore()?.getItem(CHECKOUT_DRAFT_KEY);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function setCheckoutDraft(draft: unknown): void {
  try {
    sessionStore()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the form still works, it just does not survive a reload
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStore()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // ignore, as above
  }
}
