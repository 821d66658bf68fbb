const titles = {
    5: [
        'Excellent product',
        'Value for money',
        'Loved it!',
        'Highly recommended',
        'Worth every rupee',
        'Superb quality',
        'Just as described',
        'Best purchase this year',
    ],
    4: [
        'Good product',
        'Very nice',
        'Happy with the purchase',
        'Good value',
        'Nice, with small issues',
        'Pretty good',
    ],
    3: ['Average', 'Okay for the price', 'Decent, not great', 'Mixed feelings', 'Could be better'],
    2: ['Not satisfied', 'Below expectations', 'Quality could be better', 'Not worth the price'],
    1: ['Very poor', 'Waste of money', "Don't buy", 'Disappointed', 'Returned it'],
};
const messages = {
    5: [
        'Superb!',
        'Very happy with this {noun}.',
        'Genuine product, fast delivery. Thank you Bazaar!',
        'Using it for a month now and no complaints at all. Quality is excellent and it arrived two days before the promised date.',
        'Bought this {noun} after comparing a lot of options and it was the right choice. Build quality is solid and it looks even better in person.',
        'Gifted it to my parents for their anniversary and they loved it. Packaging was neat and the seller was very responsive on chat.',
        'Totally worth the price, especially with the discount. Will definitely order again.',
    ],
    4: [
        'Good {noun} for the price.',
        'Nice product, does what it says.',
        'Quality is good and delivery was quick. Taking one star off because the packaging was a little damaged, but the product itself was fine.',
        'Overall a good buy. It took a couple of days to get used to, but now I use it every day.',
        'Decent quality and looks exactly like the photos. Would have given 5 stars if it were slightly cheaper.',
    ],
    3: [
        'It is okay.',
        'Average {noun}, nothing special.',
        'Does the job, but the finish is not as premium as the photos suggest. Fine for the price I paid during the sale.',
        'Delivery was late by three days. The {noun} itself is alright, but I expected better for this price.',
    ],
    2: [
        'Not as expected.',
        'Quality is below average. The {noun} started showing problems within two weeks of use.',
        'The colour is quite different from the picture and the material feels cheap. Customer support took a long time to reply.',
    ],
    1: [
        'Very bad.',
        'Received a damaged {noun} and the replacement took more than ten days. Really disappointed with the whole experience.',
        'Stopped working within a week. Please do not waste your money on this one.',
    ],
};
/** A few lines that only make sense for one category, mixed in with the general ones. */
const categoryLines = {
    electronics: {
        good: [
            'Battery backup is excellent and it charges really fast. Sound and display quality are top class for this range.',
        ],
        bad: [
            'Heats up a lot within minutes of use and the battery drains quickly. Not happy with the performance.',
        ],
    },
    clothing: {
        good: [
            'Fits true to size and the fabric is soft and breathable. Colour has not faded even after several washes.',
        ],
        bad: ['Size runs small and the stitching came loose after the first wash.'],
    },
    fashion: {
        good: ['Looks very stylish and feels premium. Got many compliments at a wedding function!'],
        bad: ['The finish started peeling within a month. Not what I expected from this brand.'],
    },
    grocery: {
        good: ['Fresh and well packed, delivered the same day. Much better than what I get at the local market.'],
        bad: ['Some of it was already spoilt when it arrived. Freshness is a big problem.'],
    },
    books: {
        good: ['Print quality is good and the pages are thick. A wonderful read, could not put it down.'],
        bad: ['Pages were crumpled and a few were misprinted. Looks like a pirated copy.'],
    },
    'home & kitchen': {
        good: ['Using it daily in my kitchen and it works perfectly. Easy to clean and looks great too.'],
        bad: ['The handle became loose within a few days and the coating is already scratching.'],
    },
    toys: {
        good: ['My son loves it and plays with it every day. Good quality plastic, no sharp edges.'],
        bad: ['Broke on the second day of play. Not suitable for kids at all.'],
    },
    sports: {
        good: ['Great grip and durability. I play every weekend and it still looks new.'],
        bad: ['Lost its shape after a few matches. Not suitable for regular play.'],
    },
    'health & beauty': {
        good: ['Suits my skin perfectly, no irritation at all. The fragrance is mild and pleasant.'],
        bad: ['Caused a rash on the first use. Please do a patch test before using.'],
    },
};
/** docs/product.md §9 stars 1–5, skewed positive like real marketplaces; `bias` (−1…1) shifts a product's reviews. */
export function drawRating(rng, bias) {
    const weights = [
        [5, Math.max(0.05, 0.42 + bias * 0.25)],
        [4, 0.32],
        [3, Math.max(0.04, 0.13 - bias * 0.06)],
        [2, Math.max(0.02, 0.07 - bias * 0.05)],
        [1, Math.max(0.02, 0.06 - bias * 0.05)],
    ];
    return rng.weighted(weights);
}
export function writeReview(rng, rating, category, noun) {
    const special = categoryLines[category];
    const pool = [...messages[rating]];
    if (special)
        pool.push(...(rating >= 4 ? special.good : rating <= 2 ? special.bad : []));
    return {
        title: rng.pick(titles[rating]),
        message: rng.pick(pool).replaceAll('{noun}', noun),
    };
}
//# sourceMappingURL=review-text.js.map