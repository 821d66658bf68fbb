// issue 21: a visitor's cart, kept in the browser's local storage until sign-in merges it into the account's cart.
// Only what the visitor chose is kept (product, variant, quantity), never a price: what the cart shows comes from
// the catalogue, and what an order charges from the server.
import { QUANTITY_MAX, VISITOR_CART_LINES_MAX } from '@bazaar/domain';
import { useSyncExternalStore } from 'react';
import { readString, removeItem, storageChangeEvent, storageKeys, writeJson } from './storage';

/** A line of the visitor's cart: a product, its variant when it has variants, and how many. */
export interface VisitorLine {
  productId: string;
  variantId?: string;
  quantity: number;
}

const sameLine = (
  a: Pick<VisitorLine, 'productId' | 'variantId'>,
  b: Pick<VisitorLine, 'productId' | 'variantId'>,
) => a.productId === b.productId && (a.variantId ?? '') === (b.variantId ?? '');

// The header reads this store on every page: it checks the shape by hand rather than bring the cart's zod schemas
// into the first chunk. The server checks every line again at sign-in (VisitorCartLineSchema).
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 64;

function toLine(value: unknown): VisitorLine | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { productId, variantId, quantity } = value as Record<string, unknown>;
  if (!isId(productId) || (variantId !== undefined && !isId(variantId))) return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > QUANTITY_MAX)
    return undefined;
  return variantId ? { productId, variantId, quantity } : { productId, quantity };
}

const empty: readonly VisitorLine[] = Object.freeze([]);
let cached: { raw: string | undefined; lines: readonly VisitorLine[] } = { raw: undefined, lines: empty };

/**
 * The visitor's lines, oldest first. A line of a foreign shape is dropped on its own; the same answer (one array)
 * comes back while the stored text is unchanged, as useSyncExternalStore needs.
 */
export function getVisitorCart(): readonly VisitorLine[] {
  const raw = readString(storageKeys.visitorCart);
  if (raw === cached.raw) return cached.lines;
  let lines: readonly VisitorLine[] = empty;
  try {
    const value: unknown = raw === undefined ? [] : JSON.parse(raw);
    if (Array.isArray(value)) {
      const kept: VisitorLine[] = [];
      for (const entry of value) {
        const line = toLine(entry);
        if (line && !kept.some((other) => sameLine(other, line))) kept.push(line);
      }
      lines = kept.slice(0, VISITOR_CART_LINES_MAX);
    }
  } catch {
    lines = empty;
  }
  cached = { raw, lines };
  return lines;
}

function save(lines: readonly VisitorLine[]): void {
  if (lines.length === 0) removeItem(storageKeys.visitorCart);
  else writeJson(storageKeys.visitorCart, lines);
}

/** What an add did: `added`, or why it added nothing. */
export type VisitorAddResult = 'added' | 'notEnoughStock' | 'full';

/**
 * Adds units of a product (of a variant) to the visitor's cart. With the stock known, a line never holds more
 * than it (as the account's cart refuses with 409); never more than 10,000 a line nor 100 lines.
 */
export function addToVisitorCart(line: VisitorLine, stock?: number): VisitorAddResult {
  const lines = getVisitorCart();
  const held = lines.find((other) => sameLine(other, line));
  const quantity = (held?.quantity ?? 0) + line.quantity;
  if (quantity > QUANTITY_MAX || (stock !== undefined && quantity > stock)) return 'notEnoughStock';
  if (!held && lines.length >= VISITOR_CART_LINES_MAX) return 'full';
  const next = held
    ? lines.map((other) => (other === held ? { ...other, quantity } : other))
    : [...lines, { ...line, quantity }];
  save(next);
  return 'added';
}

/** Sets a line's quantity; 0 removes it. A line not in the cart is left out. */
export function setVisitorCartQuantity(
  line: Pick<VisitorLine, 'productId' | 'variantId'>,
  quantity: number,
): void {
  const lines = getVisitorCart();
  const next =
    quantity <= 0
      ? lines.filter((other) => !sameLine(other, line))
      : lines.map((other) =>
          sameLine(other, line) ? { ...other, quantity: Math.min(quantity, QUANTITY_MAX) } : other,
        );
  save(next);
}

/** Empties the visitor's cart (after sign-in merged it). */
export function clearVisitorCart(): void {
  removeItem(storageKeys.visitorCart);
}

/**
 * Takes the visitor's lines out of the browser (another tab signing in at once then finds none to send again);
 * `putBack` returns them, merged with any added meanwhile, when sending them failed.
 */
export function takeVisitorCart(): { lines: readonly VisitorLine[]; putBack: () => void } {
  const lines = getVisitorCart();
  if (lines.length > 0) clearVisitorCart();
  return {
    lines,
    putBack: () => {
      for (const line of lines) addToVisitorCart(line);
    },
  };
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.visitorCart) onChange();
  };
  window.addEventListener('storage', onStorage); // other tabs
  window.addEventListener(storageChangeEvent, onChange); // this tab
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(storageChangeEvent, onChange);
  };
}

/** The visitor's lines, kept current when this tab or another changes them; none while the server renders. */
export function useVisitorCart(): readonly VisitorLine[] {
  return useSyncExternalStore(subscribe, getVisitorCart, () => empty);
}
