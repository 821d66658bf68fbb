// A small seeded PRNG so the same seed always gives the same catalogue (names, prices, stock, reviews, ids).
/** mulberry32: 32-bit state, fast, and good enough for demo data (not for anything secret). */
export function mulberry32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** FNV-1a with a final mix: a stable 32-bit hash of a string (colours of a product image, sub-seeds). */
export function hashString(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    // murmur3's finaliser, so strings that differ in one character still land far apart
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
    return hash >>> 0;
}
// The alphabet of platform/ids.ts (Crockford-style base 32), so seeded ids look like and validate as real ids.
const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export class Rng {
    next;
    constructor(seed) {
        this.next = mulberry32(seed);
    }
    /** A float in [0, 1). */
    float() {
        return this.next();
    }
    /** An integer in [min, max], both inclusive. */
    int(min, max) {
        return min + Math.floor(this.next() * (max - min + 1));
    }
    chance(probability) {
        return this.next() < probability;
    }
    pick(items) {
        if (items.length === 0)
            throw new Error('pick from an empty list');
        return items[Math.floor(this.next() * items.length)];
    }
    /** An item chosen with the given relative weights. */
    weighted(entries) {
        const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
        let roll = this.next() * total;
        for (const [item, weight] of entries) {
            roll -= weight;
            if (roll < 0)
                return item;
        }
        const last = entries[entries.length - 1];
        if (!last)
            throw new Error('weighted pick from an empty list');
        return last[0];
    }
    /** A shuffled copy (Fisher–Yates). */
    shuffle(items) {
        const copy = [...items];
        for (let i = copy.length - 1; i > 0; i--) {
            const j = Math.floor(this.next() * (i + 1));
            [copy[i], copy[j]] = [copy[j], copy[i]];
        }
        return copy;
    }
    /** `count` distinct items in random order. */
    sample(items, count) {
        return this.shuffle(items).slice(0, count);
    }
    /** A 16-character id in the format of platform/ids.ts `newId()`, but reproducible. */
    id() {
        let id = '';
        for (let i = 0; i < 16; i++)
            id += ID_ALPHABET[Math.floor(this.next() * 32)];
        return id;
    }
}
//# sourceMappingURL=random.js.map