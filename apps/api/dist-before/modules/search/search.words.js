import { foldedSearchWords } from '@bazaar/domain';
// The search text as data: whatever a shopper types (quotes, `*`, `OR`, `NEAR(`, `%`, backslashes, emoji) is
// reduced to plain words of letters and digits before it reaches either engine's query syntax.
/** Only this much of the search text is read (a longer text is cut, not refused). */
export const SEARCH_TEXT_MAX = 200;
/** Words beyond this many are ignored. */
export const SEARCH_WORDS_MAX = 8;
const WORD_MAX = 40;
/** issue 19: a typo is never guessed for words of four letters or fewer ("rice" is not "ice")… */
export const TYPO_MIN_LENGTH = 5;
/** …one edit is forgiven under this many letters, two from it ("refridgerater"). */
export const TWO_TYPOS_MIN_LENGTH = 8;
const TYPO_MAX_LENGTH = 24;
/**
 * The words of a search text, folded the way both indexes fold (lower case, diacritics and apostrophes removed,
 * split on anything that is not a letter or digit), without repeats, at most SEARCH_WORDS_MAX.
 */
export function searchWords(text) {
    const words = foldedSearchWords(text.slice(0, SEARCH_TEXT_MAX));
    return [...new Set(words.map((word) => word.slice(0, WORD_MAX)))].slice(0, SEARCH_WORDS_MAX);
}
/** Letters, digits, deletions, insertions, substitutions and swaps of neighbours between `a` and `b` (optimal string alignment). */
export function editDistance(a, b) {
    const x = [...a];
    const y = [...b];
    const rows = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (__, j) => (i === 0 ? j : j === 0 ? i : 0)));
    const at = (i, j) => rows[i]?.[j] ?? Infinity;
    for (let i = 1; i <= x.length; i++) {
        const row = rows[i];
        for (let j = 1; j <= y.length; j++) {
            const cost = x[i - 1] === y[j - 1] ? 0 : 1;
            let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
            if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
                best = Math.min(best, at(i - 2, j - 2) + 1);
            row[j] = best;
        }
    }
    return at(x.length, y.length);
}
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/**
 * Every string one edit away from `word` (a letter deleted, inserted, replaced, or two neighbours swapped),
 * to be looked up in the index's vocabulary; empty for words too short (or too long) to be forgiven.
 */
export function oneEditVariants(word) {
    const letters = [...word];
    if (letters.length < TYPO_MIN_LENGTH || letters.length > TYPO_MAX_LENGTH)
        return [];
    const alphabet = [...new Set([...ALPHABET, ...letters])];
    const variants = new Set();
    const join = (parts) => parts.join('');
    for (let i = 0; i <= letters.length; i++) {
        const head = letters.slice(0, i);
        const tail = letters.slice(i);
        for (const letter of alphabet)
            variants.add(join([...head, letter, ...tail]));
        if (i < letters.length) {
            variants.add(join([...head, ...tail.slice(1)]));
            for (const letter of alphabet)
                variants.add(join([...head, letter, ...tail.slice(1)]));
        }
        if (i < letters.length - 1) {
            const [a, b] = tail;
            variants.add(join([...head, b, a, ...tail.slice(2)]));
        }
    }
    variants.delete(word);
    return [...variants];
}
//# sourceMappingURL=search.words.js.map