// The words Indian shoppers type, mapped to the catalogue's (issue 19): everyday names (mobile → smartphones),
// Hinglish (mixie, chappal, almirah, sabzi), British and American spellings, and the stop words a search ignores.
// The API's search module applies it on both engines; the relevance benchmark (bench/search.ts) judges it.
import { categories, subCategories, type Category, type SubCategory } from './catalog.js';

/**
 * The words of a search text, folded as both indexes fold them: lower case, diacritics dropped, apostrophes
 * dropped inside a word (`levi's` → `levis`, matched against Levi's by the search), split on anything that is not a
 * letter or digit. Empty for a text of emoji or punctuation only.
 */
export function foldedSearchWords(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/([\p{L}\p{N}])['’ʼ`]+(?=[\p{L}\p{N}])/gu, '$1');
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words that say nothing about the product (English and Hinglish); dropped unless the text is nothing else. */
export const searchStopWords: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'with',
  'of',
  'in',
  'on',
  'to',
  'by',
  'from',
  'best',
  'buy',
  'online',
  'new',
  'ke',
  'ka',
  'ki',
  'ko',
  'liye',
  'lie',
  'wala',
  'wali',
  'wale',
  'aur',
  'se',
]);

/**
 * Shopper's words → what the catalogue calls the thing. Each left side is matched on the folded words with
 * spaces and hyphens removed (`t shirt`, `t-shirt`, `tshirt` alike) and in the singular; each right side is a
 * phrase searched for instead in names, brands and categories (all its words, in order, the last one as a prefix).
 */
export const shopperSynonyms: readonly (readonly [said: readonly string[], means: readonly string[]])[] = [
  // electronics
  [
    ['mobile', 'mobile phone', 'cell phone', 'smart phone', 'handset', 'phone', 'android phone', '5g phone'],
    ['smartphones', 'smartphone', 'phone'],
  ],
  [
    ['computer', 'notebook pc', 'ultrabook'],
    ['laptops', 'laptop'],
  ],
  [
    ['dslr', 'mirrorless', 'action cam', 'instant camera', 'handycam'],
    ['cameras', 'camera'],
  ],
  [
    [
      'earphone',
      'earbud',
      'ear phone',
      'ear bud',
      'headset',
      'head phone',
      'tws',
      'neckband',
      'headphone',
      'airpod',
    ],
    ['headphones', 'earbuds', 'airpods'],
  ],
  [
    ['smartwatch', 'smart watch', 'fitness band', 'fitness tracker'],
    ['smart watch', 'smartwatch'],
  ],
  [
    ['wireless', 'cordless', 'bluetooth'],
    ['wireless', 'bluetooth', 'tws'],
  ],
  [['bluetooth speaker', 'speaker', 'alexa', 'smart speaker'], ['speaker']],
  // clothing
  [['tee', 't shirt', 'teeshirt', 'tshirt', 'tee shirt', 'tees'], ['t shirt']],
  [
    ['trouser', 'pant', 'lower', 'track pant', 'trackpant', 'pajama', 'pyjama'],
    ['pants', 'joggers', 'chinos'],
  ],
  [['denim'], ['jeans']],
  [['frock', 'gown', 'one piece', 'onepiece'], ['dress']],
  [['kurti', 'kurtis'], ['kurta']],
  // home & kitchen
  [['fridge', 'frige', 'refrigerator', 'refridgerator'], ['refrigerator']],
  [['mixie', 'mixi', 'mixy', 'mixer', 'grinder', 'mixer grinder', 'juicer mixer grinder'], ['mixer grinder']],
  [['washer', 'washing machine'], ['washing machine']],
  [['water heater', 'geaser', 'gyser', 'geyser'], ['geyser']],
  [['water filter', 'ro', 'aquaguard', 'water purifier', 'purifier'], ['water purifier']],
  [
    ['almirah', 'almira', 'almari', 'alamari', 'cupboard', 'wardrobe'],
    ['wardrobe', 'cabinet'],
  ],
  [['kursi'], ['chair']],
  [['desk'], ['table']],
  [
    ['kadai', 'kadhai', 'kadhai pan', 'pan', 'frying pan'],
    ['pan', 'kadai'],
  ],
  [['tava'], ['tawa']],
  [
    ['bartan', 'utensil'],
    ['cookware', 'kitchenware'],
  ],
  [['dabba', 'dabbe', 'tiffin', 'container', 'storage box'], ['containers']],
  [['thermos', 'bottle', 'flask'], ['flask']],
  [['mosquito', 'machhar', 'mosquito repellent'], ['vaporizer']],
  [['phenyl', 'floor cleaner', 'pocha'], ['floor cleaner']],
  [['room freshener', 'air freshener', 'freshener'], ['freshening']],
  // books
  [
    ['novel', 'kitab', 'kitaab', 'book'],
    ['books', 'book'],
  ],
  // grocery
  [['sabzi', 'sabji', 'veggie', 'veg', 'vegetable', 'sabziyan'], ['vegetables']],
  [['aloo', 'alu', 'batata'], ['potato']],
  [['tamatar', 'tamato'], ['tomato']],
  [['gobi', 'gobhi', 'phool gobi', 'phoolgobi'], ['cauliflower']],
  [['shimla mirch', 'bell pepper'], ['capsicum']],
  [['aam', 'aamras'], ['mango']],
  [['santra', 'santara'], ['orange']],
  [['angoor', 'angur'], ['grapes']],
  [['papita'], ['papaya']],
  [['phal', 'fruit'], ['fruits']],
  [['murga', 'murgi', 'chikan'], ['chicken']],
  [['mutton', 'bakra', 'gosht'], ['goat']],
  [['machli', 'machhli', 'macchi', 'fish'], ['fish']],
  [['jhinga', 'shrimp'], ['prawns']],
  [['non veg', 'nonveg'], ['meat']],
  [['doodh', 'dudh'], ['milk']],
  [['makhan', 'makkhan'], ['butter']],
  [['dahi', 'curd', 'yoghurt'], ['yogurt']],
  [['double roti', 'pav', 'pao'], ['bread']],
  [
    ['biskut', 'biscuit', 'cookie'],
    ['biscuits', 'cookies'],
  ],
  [['namkeen', 'munchies'], ['snacks']],
  [['wafer'], ['chips']],
  [['badam'], ['almonds']],
  [['cold drink', 'soft drink', 'energy drink'], ['drink']],
  // toys
  [['khilona', 'khilone', 'toy'], ['toys']],
  [['rc car', 'remote car', 'remote control car'], ['remote control']],
  [['quadcopter', 'drone'], ['drone']],
  [
    ['play doh', 'playdoh', 'clay', 'dough'],
    ['doh', 'fundough'],
  ],
  // sports
  [['soccer'], ['football']],
  [['racket', 'raquet'], ['racquet']],
  // health & beauty
  [['kohl', 'kaajal', 'surma', 'eyeliner'], ['kajal']],
  [['lipstik', 'lip stick'], ['lipstick']],
  [['facewash', 'face wash'], ['face wash']],
  [['sunblock', 'sun cream', 'sunscreen', 'spf'], ['sunscreen']],
  [['moisturizer', 'moisturiser'], ['moisturiser']],
  [['hair straightner', 'straightner'], ['straightener']],
  [
    ['perfume', 'scent', 'attar', 'itar', 'itra', 'fragrance', 'cologne'],
    ['perfume', 'parfum', 'toilette'],
  ],
  [['deo', 'deodrant', 'body spray'], ['deodorant']],
  [['toothpaste', 'manjan', 'tooth paste'], ['toothpaste']],
  [['sanitary napkin', 'sanitary pad', 'period pad'], ['sanitary pads']],
  [['shaver', 'razor'], ['razor']],
  [['vitamin', 'vitamins', 'multivitamins'], ['multivitamin']],
  [['sugar machine', 'sugar test', 'glucose meter', 'glucometer'], ['glucometer']],
  [['chyawanprash', 'chyavanprash', 'chawanprash'], ['chyawanprash']],
  // fashion
  [['joote', 'joota', 'juta', 'shoe'], ['shoes']],
  [['sneaker', 'trainer'], ['sneakers']],
  [
    ['chappal', 'chappals', 'slipper', 'sandal', 'flip flop', 'floater'],
    ['sandals', 'slippers', 'flip flops'],
  ],
  [
    ['specs', 'spectacle', 'chashma', 'chasma', 'eyeglass', 'glasses frame'],
    ['eyeglasses', 'spectacles'],
  ],
  [['goggle', 'sunglass', 'shades'], ['sunglasses']],
  [['ghadi', 'ghari', 'wristwatch', 'wrist watch'], ['watch']],
  [['purse', 'handbag', 'hand bag'], ['bag']],
  [['jhumki', 'jhumkas'], ['jhumka']],
  [['earring', 'ear ring', 'studs', 'bali'], ['earrings']],
  [['sona'], ['gold']],
  [['chandi'], ['silver']],
  // others and brands written without their apostrophe or hyphen
  [['cell', 'battery', 'aa battery', 'batery'], ['batteries']],
  [['copy', 'notebook'], ['notebook']],
  [['crayon', 'crayons', 'oil pastel'], ['pastels']],
  [['loreal', 'l oreal'], ['l oreal']],
  [['oralb', 'oral b'], ['oral b']],
  [['accuchek', 'accu chek'], ['accu chek']],
];

/**
 * A shopper's word that does not mean a phrase it is part of: `shirt` is not a T-shirt, a camera is not a drone.
 * Products matching the phrase are left out of the word's answers (unless the text asks for the phrase itself,
 * or another of its words does: `drone camera`).
 */
export const searchExclusions: ReadonlyMap<string, readonly string[]> = new Map([
  ['shirt', ['t shirt']],
  ['shirts', ['t shirt']],
  // a drone "with HD Camera" is not what a shopper typing camera wants; "drone camera" still finds it
  ['camera', ['drone']],
  ['cameras', ['drone']],
]);

/** The key of a shopper's phrase: its folded words joined without spaces, in the singular. */
export function synonymKey(words: readonly string[]): string {
  return singular(words.join(''));
}

/** `shirts` → `shirt`, `watches` → `watch`, `batteries` → `battery`; short words and `-ss` words are left alone. */
export function singular(word: string): string {
  if (word.length < 4 || word.endsWith('ss') || word.endsWith('us') || !word.endsWith('s')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const synonymIndex: ReadonlyMap<string, readonly string[]> = new Map(
  shopperSynonyms.flatMap(([said, means]) =>
    said.map((phrase) => [synonymKey(foldedSearchWords(phrase)), means] as const),
  ),
);

/** Every shopper's phrase as typed (folded), the shortest first, for completing one still being typed. */
const shopperPhrases: readonly (readonly string[])[] = shopperSynonyms
  .flatMap(([said]) => said.map((phrase) => foldedSearchWords(phrase)))
  .sort((a, b) => a.join('').length - b.join('').length);

/** A phrase is completed from this many letters typed. */
export const PHRASE_COMPLETION_MIN_LETTERS = 3;

/**
 * Suggestions as you type: the words with their last ones completed to the shortest shopper's phrase they
 * start (`mob` → mobile, `cell ph` → cell phone, `earph` → earphone), spaces and hyphens aside; undefined when
 * the last words already are one, or start none, or hold fewer than PHRASE_COMPLETION_MIN_LETTERS letters.
 */
export function completedShopperPhrase(words: readonly string[]): string[] | undefined {
  for (let length = Math.min(SYNONYM_WORDS_MAX, words.length); length >= 1; length--) {
    const typed = words.slice(words.length - length).join('');
    if (typed.length < PHRASE_COMPLETION_MIN_LETTERS) continue;
    if (synonymIndex.has(synonymKey(words.slice(words.length - length)))) return undefined;
    const phrase = shopperPhrases.find((said) => said.join('').startsWith(typed));
    if (phrase) return [...words.slice(0, words.length - length), ...phrase];
  }
  return undefined;
}

/**
 * The categories and subcategories a shopper's whole text names in the shopper's words, completing a phrase still
 * being typed: `mob`, `mobile`, `cell phone` → smartphones; `earph` → headphones; `tshirt` → t-shirts. Empty when
 * the text is no shopper's phrase, or means none of them.
 */
export function categoriesMeantBy(text: string): (Category | SubCategory)[] {
  const words = foldedSearchWords(text);
  const whole = completedShopperPhrase(words) ?? words;
  const found = whole.length === 0 ? undefined : catalogueWordsFor(whole, 0);
  if (found === undefined || found.length !== whole.length) return [];
  const meant = new Set(found.means.map((phrase) => synonymKey(foldedSearchWords(phrase))));
  return [...categories, ...subCategories].filter((name) => meant.has(synonymKey(foldedSearchWords(name))));
}

/** The longest shopper's phrase this long at most. */
export const SYNONYM_WORDS_MAX = 3;

/**
 * What the catalogue calls the words at `start` (at most SYNONYM_WORDS_MAX of them, the longest phrase first):
 * how many words the phrase took and the catalogue's phrases, or undefined when none is a shopper's word.
 */
export function catalogueWordsFor(
  words: readonly string[],
  start: number,
): { length: number; means: readonly string[] } | undefined {
  for (let length = Math.min(SYNONYM_WORDS_MAX, words.length - start); length >= 1; length--) {
    const means = synonymIndex.get(synonymKey(words.slice(start, start + length)));
    if (means !== undefined) return { length, means };
  }
  return undefined;
}
