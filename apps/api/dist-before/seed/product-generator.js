// Turns the catalogue templates into product listings: title with variants, description, brand, MRP and
// selling price in paise, stock, and (issue 20) the sizes and colours it is sold in. Pure and seeded, so the
// demo seed and the bulk seed share it.
import { categories, categoryTree, LOW_STOCK_MAX, PAISE_PER_RUPEE, paiseToRupees, variantsSummary, } from '@bazaar/domain';
import { catalogueTemplates, categoryNotes, OTHERS_SUBCATEGORY, } from './catalogue-data.js';
import { hashString, Rng } from './random.js';
/**
 * Every category and subcategory of the domain's catalogue, in its order, with its templates; `others`
 * (no subcategories) is one shelf with subCategory ''. Throws when the domain lists a subcategory the
 * templates do not cover, so a new subcategory cannot silently go without products.
 */
export const shelves = categories.flatMap((category) => {
    const byName = catalogueTemplates[category];
    const names = categoryTree[category].length > 0 ? categoryTree[category] : [OTHERS_SUBCATEGORY];
    return names.map((subCategory) => {
        const template = byName[subCategory];
        if (!template)
            throw new Error(`No seed templates for ${category} / ${subCategory}`);
        return { category, subCategory, template };
    });
});
/** Stock for a band: docs/product.md §4 thresholds (>20 In Stock, 1–20 Low Stock, 0 Out of Stock). */
export function stockInBand(rng, band, mrpPaise = 0) {
    if (band === 'out')
        return 0;
    if (band === 'low')
        return rng.int(1, LOW_STOCK_MAX);
    // Nobody stocks hundreds of ₹50,000+ watches; cheap goods come in cartons.
    const spread = mrpPaise > 50_000 * PAISE_PER_RUPEE ? 20 : 480;
    return LOW_STOCK_MAX + 1 + Math.floor(rng.float() ** 2 * spread);
}
export function drawStockBand(rng) {
    return rng.weighted([
        ['in', 0.68],
        ['low', 0.2],
        ['out', 0.12],
    ]);
}
/** A price that looks like a shop's: ₹45, ₹399, ₹1,499, ₹24,999. */
function roundMrp(rupees) {
    if (rupees < 100)
        return Math.max(10, Math.round(rupees / 5) * 5);
    if (rupees < 1000)
        return Math.round(rupees / 10) * 10 - 1;
    if (rupees < 10_000)
        return Math.round(rupees / 100) * 100 - 1;
    return Math.round(rupees / 1000) * 1000 - 1;
}
function roundSelling(rupees) {
    if (rupees < 100)
        return Math.max(1, Math.round(rupees));
    if (rupees < 10_000)
        return Math.round(rupees / 10) * 10 - 1;
    return Math.round(rupees / 100) * 100 - 1;
}
/** Most listings carry a 5–60 % discount; about one in seven sells at MRP. Luxury goods rarely discount. */
function drawDiscount(rng, mrpRupees) {
    if (mrpRupees > 100_000)
        return rng.chance(0.6) ? 0 : rng.int(5, 10) / 100;
    if (rng.chance(0.15))
        return 0;
    const [min, max] = rng.weighted([
        [[5, 15], 0.3],
        [[15, 30], 0.35],
        [[30, 45], 0.2],
        [[45, 60], 0.15],
    ]);
    return rng.int(min, max) / 100;
}
function drawPricing(rng, baseRupees) {
    const jitter = rng.chance(0.4) ? 0.94 + rng.float() * 0.12 : 1;
    return { jitter, discount: drawDiscount(rng, roundMrp(baseRupees * jitter)) };
}
/** MRP and selling price in paise of goods whose usual MRP is `baseRupees`, at a drawn jitter and discount. */
function priced({ jitter, discount }, baseRupees) {
    const mrp = roundMrp(baseRupees * jitter);
    let selling = mrp;
    if (discount > 0) {
        selling = roundSelling(mrp * (1 - discount));
        // Rounding must keep the discount within 5–60 %.
        selling = Math.max(1, Math.ceil(mrp * 0.4), Math.min(selling, Math.floor(mrp * 0.95)));
    }
    return { mrpPrice: mrp * PAISE_PER_RUPEE, sellingPrice: selling * PAISE_PER_RUPEE };
}
function variantLabel(variant) {
    return typeof variant === 'string' ? [variant, 1] : [variant[0], variant[1]];
}
const isOptionGroup = (group) => !Array.isArray(group);
/** Drops a placeholder with what joins it to the title: `({0}, {1})` → `({0})`, `(Black, {0})` → `(Black)`, ` ({0})` → ''. */
function dropPlaceholder(name, index) {
    const mark = `{${index}}`;
    for (const joined of [`, ${mark}`, `${mark}, `, ` (${mark})`, ` - ${mark}`]) {
        if (name.includes(joined))
            return name.replace(joined, '');
    }
    return name.replace(mark, '');
}
/**
 * One label of each group. A size group is sold as variants, never named; one whose placeholder the title has
 * (it named the size before sizes were variants) still draws a label from `rng`, discarded, so the rest of a
 * seeded catalogue stays as it was.
 */
function drawLabels(rng, item) {
    let factor = 1;
    let sizes = [];
    let colours;
    const labels = item.variants.map((group, index) => {
        const values = isOptionGroup(group) ? group.values : group;
        if (isOptionGroup(group) && group.option === 'size') {
            if (item.name.includes(`{${index}}`))
                rng.pick(values);
            sizes = values;
            return null;
        }
        const [label, groupFactor] = variantLabel(rng.pick(values));
        if (isOptionGroup(group))
            colours = { index, values };
        factor *= groupFactor;
        return label;
    });
    return { labels, factor, sizes, ...(colours ? { colours } : {}) };
}
/** The title: `{0}`, `{1}`… take the labels, else they are appended in brackets; a null label's placeholder goes. */
function titleOf(template, labels) {
    let name = template;
    const placed = /\{\d+\}/.test(name);
    labels.forEach((label, index) => {
        name = label === null ? dropPlaceholder(name, index) : name.replaceAll(`{${index}}`, label);
    });
    const named = labels.filter((label) => label !== null);
    return !placed && named.length > 0 ? `${name} (${named.join(', ')})` : name;
}
/** The title without its bracketed variant or colour suffix: "Apple iPhone 15 (128 GB) - Black" → "Apple iPhone 15". */
function shortName(name) {
    return (name.split(' (')[0] ?? name).split(' - ')[0] ?? name;
}
/** The maker as a shopper would say it: the brand, or for 'Others' the first word of the title (Prestige). */
export function makerName(name, brand) {
    const first = name.split(' ')[0] ?? brand;
    return brand === 'Others' || first.toLowerCase() === brand.toLowerCase() ? first : brand;
}
function describe(rng, shelf, name, brand) {
    const [opening, ...rest] = shelf.template.about;
    // With the opening sentence, 1 more stays under the 250-character cut of docs/product.md §9, 2–3 usually run past it.
    const count = rng.weighted([
        [1, 0.5],
        [2, 0.35],
        [3, 0.15],
    ]);
    const chosen = new Set(rng.sample(rest, count));
    const sentences = [opening ?? '', ...rest.filter((sentence) => chosen.has(sentence))];
    if (rng.chance(0.25))
        sentences.push(rng.pick(categoryNotes[shelf.category]));
    return sentences
        .join(' ')
        .replaceAll('{short}', shortName(name))
        .replaceAll('{brand}', makerName(name, brand))
        .replaceAll('{noun}', shelf.template.noun)
        .trim();
}
/** Share of the listings with a colour group beside their sizes that are sold in several colours. */
const COLOUR_VARIANTS_SHARE = 0.35;
/** Share of an in-stock listing's variants that are sold out, and that run low. */
const SOLD_OUT_VARIANT_SHARE = 0.12;
const LOW_VARIANT_SHARE = 0.23;
/**
 * The stock of each variant of a listing in `band` whose own draw was `stock`: none for 'out'; for 'low' those
 * units spread over the variants (some sizes sold out); for 'in' each variant in a band of its own, one at
 * least In Stock, some sold out so the picker strikes them through.
 */
function variantStocks(rng, band, stock, count, mrpPaise) {
    const stocks = Array.from({ length: count }, () => 0);
    if (band === 'out')
        return stocks;
    if (band === 'low') {
        for (let unit = 0; unit < stock; unit++)
            stocks[rng.int(0, count - 1)] += 1;
        return stocks;
    }
    const spread = mrpPaise > 50_000 * PAISE_PER_RUPEE ? 4 : 120;
    const inStock = () => LOW_STOCK_MAX + 1 + Math.floor(rng.float() ** 2 * spread);
    for (let index = 0; index < count; index++) {
        const variantBand = rng.weighted([
            ['out', SOLD_OUT_VARIANT_SHARE],
            ['low', LOW_VARIANT_SHARE],
            ['in', 1 - SOLD_OUT_VARIANT_SHARE - LOW_VARIANT_SHARE],
        ]);
        stocks[index] = variantBand === 'in' ? inStock() : stockInBand(rng, variantBand);
    }
    if (!stocks.some((units) => units > LOW_STOCK_MAX))
        stocks[rng.int(0, count - 1)] = inStock();
    return stocks;
}
/** A listing on `shelf`: the template item `itemIndex` (a random one when omitted), random variants, price and stock. */
export function generateListing(rng, shelf, itemIndex, band) {
    const items = shelf.template.items;
    const item = itemIndex === undefined ? rng.pick(items) : items[itemIndex % items.length];
    if (!item)
        throw new Error(`No items for ${shelf.category} / ${shelf.subCategory}`);
    const { labels, factor, sizes, colours } = drawLabels(rng, item);
    const name = titleOf(item.name, labels);
    const pricing = drawPricing(rng, item.mrp * factor);
    const price = priced(pricing, item.mrp * factor);
    const description = describe(rng, shelf, name, item.brand);
    const stockBand = band ?? drawStockBand(rng);
    const stock = stockInBand(rng, stockBand, price.mrpPrice);
    const listing = {
        name,
        description,
        brand: item.brand,
        category: shelf.category,
        subCategory: shelf.subCategory,
        noun: shelf.template.noun,
    };
    if (sizes.length === 0)
        return { ...listing, ...price, stock, variants: [] };
    // issue 20: what is sold as variants draws from a stream of its own (seeded by what `rng` drew), so `rng`
    // goes on as it did before.
    const sub = new Rng(hashString(`variants:${name}:${description}:${stock}:${price.mrpPrice}`));
    let shades = [undefined];
    if (colours && sub.chance(COLOUR_VARIANTS_SHARE)) {
        const chosen = new Set(sub.sample(colours.values, sub.int(2, 3)));
        shades = colours.values.filter((value) => chosen.has(value)).map((value) => variantLabel(value)[0]);
        listing.name = titleOf(item.name, labels.map((label, index) => (index === colours.index ? null : label)));
    }
    const options = shades.flatMap((colour) => sizes.map((size) => {
        const [label, sizeFactor] = variantLabel(size);
        return { options: colour ? { size: label, colour } : { size: label }, factor: sizeFactor };
    }));
    const stocks = variantStocks(sub, stockBand, stock, options.length, price.mrpPrice);
    const variants = options.map(({ options: chosen, factor: sizeFactor }, index) => ({
        options: chosen,
        ...priced(pricing, item.mrp * factor * sizeFactor),
        stock: stocks[index] ?? 0,
    }));
    const figures = variantsSummary(variants) ?? { ...price, stock };
    return { ...listing, ...figures, variants };
}
/** A short code of a text for a SKU: initials of several words (`Light Blue` → LB), else its first letters. */
function skuCode(text, length) {
    const words = text
        .toUpperCase()
        .split(/[^A-Z0-9]+/)
        .filter(Boolean);
    return words.length > 1 && length <= 3
        ? words.map((word) => word[0]).join('')
        : words.join('').slice(0, length);
}
/**
 * issue 20: a listing's variants as add-product takes them (rupees), each with a SKU a seller might give it:
 * maker, style (from the product id, so unique per seller), colour and size (`LEVI-7GQ2M4KX0B-MB-32`).
 * `id` gives each variant its id (the demo's are seeded).
 */
export function variantInputs(productId, listing, id) {
    const style = `${skuCode(listing.brand, 4)}-${productId.slice(0, 10).toUpperCase()}`;
    return listing.variants.map((variant) => ({
        id: id(),
        sku: [
            style,
            ...(variant.options.colour ? [skuCode(variant.options.colour, 3)] : []),
            skuCode(variant.options.size ?? '', 6),
        ].join('-'),
        options: variant.options,
        stock: variant.stock,
        mrpPrice: paiseToRupees(variant.mrpPrice),
        sellingPrice: paiseToRupees(variant.sellingPrice),
        image: null,
    }));
}
//# sourceMappingURL=product-generator.js.map