// The search text as data: whatever a shopper types (quotes, `*`, `OR`, `NEAR(`, `%`, backslashes, emoji) is
// reduced to plain words of letters and digits before it reaches either engine's query syntax.

/** Only this much of the search text is read (a longer text is cut, not refused). */
export const SEARCH_TEXT_MAX = 200;
/** Words beyond this many are ignored. */
export const SEARCH_WORDS_MAX = 8;
const WORD_MAX = 40;
/** spec (issue 7): one wrong, missing or extra letter is forgiven in words of four or more letters. */
export const TYPO_MIN_LENGTH = 4;
const TYPO_MAX_LENGTH = 24;

/**
 * The words of a search text, folded the way both indexes fold (lower case, diacritics removed, split on
 * anything that is not a letter or digit), without repeats, at most SEARCH_WORDS_MAX.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .slice(0, SEARCH_TEXT_MAX)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, WORD_MAX)))].slice(0, SEARCH_WORDS_MAX);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every string one edit away from `word` (a letter deleted, inserted, replaced, or two neighbours swapped),
 * to be looked up in the index's vocabulary; empty for words too short (or too long) to be forgiven.
 */
export function oneEditVariants(word: string): string[] {
  const letters = [...word];
  if (letters.length < TYPO_MIN_LENGTH || letters.length > TYPO_MAX_LENGTH) return [];
  const alphabet = [...new Set([...ALPHABET, ...letters])];
  const variants = new Set<string>();
  const join = (parts: string[]) => parts.join('');
  for (let i = 0; i <= letters.length; i++) {
    const head = letters.slice(0, i);
    const tail = letters.slice(i);
    for (const letter of alphabet) variants.add(join([...head, letter, ...tail]));
    if (i < letters.length) {
      variants.add(join([...head, ...tail.slice(1)]));
      for (const letter of alphabet) variants.add(join([...head, letter, ...tail.slice(1)]));
    }
    if (i < letters.length - 1) {
      const [a, b] = tail as [string, string];
      variants.add(join([...head, b, a, ...tail.slice(2)]));
    }
  }
  variants.delete(word);
  return [...variants];
}
