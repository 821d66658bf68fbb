// Product pictures drawn locally (no network): an SVG per product and image index — a gradient in colours
// derived from the product, an icon for its subcategory or category, a pattern and the maker's name — turned
// into WebP by sharp. Text is decoration only: on a host without fonts the picture still reads.
import { loadSharp } from '../platform/lazy-modules.js';
import type { Category } from '@bazaar/domain';
import { hashString } from './random.js';

export interface ImageSubject {
  /** Anything unique to the product (its id); picks the colours. */
  readonly key: string;
  readonly category: Category;
  readonly subCategory: string;
  /** Shown on the picture (the maker's name), or '' for none. */
  readonly label: string;
  /** The product's name, when known: it picks which appliance an appliance's picture shows. */
  readonly name?: string;
}

export const PRODUCT_IMAGE_SIZE = 800;
export const IMAGE_CONTENT_TYPE = 'image/webp';
const WEBP_OPTIONS = { quality: 75, effort: 2 } as const;

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const W = 'fill="#ffffff"';

/** Icons drawn around (0, 0) within about ±240 units; `a` is the accent colour. */
const subcategoryIcons: Record<string, (a: string) => string> = {
  smartphones: (a) =>
    `<rect x="-110" y="-200" width="220" height="400" rx="34" ${W}/><rect x="-92" y="-166" width="184" height="320" rx="10" fill="${a}"/><rect x="-30" y="-188" width="60" height="9" rx="4" fill="${a}"/><circle cx="0" cy="178" r="11" fill="${a}" opacity="0.6"/>`,
  laptops: (a) =>
    `<rect x="-190" y="-150" width="380" height="250" rx="16" ${W}/><rect x="-170" y="-132" width="340" height="212" rx="6" fill="${a}"/><path d="M-240 110 H240 L212 150 H-212 Z" ${W}/>`,
  cameras: (a) =>
    `<rect x="-90" y="-150" width="120" height="60" rx="12" ${W}/><rect x="-200" y="-110" width="400" height="260" rx="30" ${W}/><circle cx="0" cy="20" r="96" fill="${a}"/><circle cx="0" cy="20" r="58" ${W} opacity="0.35"/><circle cx="140" cy="-70" r="15" fill="${a}"/>`,
  headphones: (a) =>
    `<path d="M-150 40 V-10 A150 150 0 0 1 150 -10 V40" fill="none" stroke="#ffffff" stroke-width="34" stroke-linecap="round"/><rect x="-195" y="20" width="92" height="150" rx="42" ${W}/><rect x="103" y="20" width="92" height="150" rx="42" ${W}/><rect x="-172" y="46" width="46" height="98" rx="22" fill="${a}"/><rect x="126" y="46" width="46" height="98" rx="22" fill="${a}"/>`,
  gadgets: (a) =>
    `<rect x="-62" y="-220" width="124" height="440" rx="30" ${W} opacity="0.6"/><rect x="-125" y="-135" width="250" height="270" rx="64" ${W}/><rect x="-101" y="-111" width="202" height="222" rx="46" fill="${a}"/><rect x="124" y="-32" width="20" height="64" rx="9" ${W}/>`,
  pants: (a) =>
    `<path d="M-125 -200 H125 L158 205 H42 L0 -55 L-42 205 H-158 Z" ${W}/><rect x="-125" y="-200" width="250" height="34" fill="${a}" opacity="0.5"/>`,
  jeans: (a) =>
    `<path d="M-125 -200 H125 L158 205 H42 L0 -55 L-42 205 H-158 Z" ${W}/><rect x="-125" y="-200" width="250" height="34" fill="${a}" opacity="0.5"/><path d="M-95 -150 Q-70 -95 -20 -110 M95 -150 Q70 -95 20 -110" fill="none" stroke="${a}" stroke-width="8"/>`,
  dresses: (a) =>
    `<path d="M-62 -205 H62 L74 -120 Q44 -62 62 -40 L195 205 H-195 L-62 -40 Q-44 -62 -74 -120 Z" ${W}/><rect x="-66" y="-52" width="132" height="22" fill="${a}" opacity="0.55"/>`,
  shoes: (a) =>
    `<path d="M-230 70 C-230 -40 -195 -95 -150 -95 L-60 -95 C-30 -40 40 -20 120 -10 C205 2 232 45 232 95 V130 H-230 Z" ${W}/><rect x="-242" y="118" width="484" height="42" rx="21" fill="${a}"/><path d="M-60 -60 L10 -30 M-70 -20 L0 10" stroke="${a}" stroke-width="10" stroke-linecap="round"/>`,
  // a double-door refrigerator: an appliance whose name says nothing else (applianceIcons)
  appliances: (a) =>
    `<rect x="-125" y="-225" width="250" height="430" rx="28" ${W}/><rect x="-125" y="-78" width="250" height="14" fill="${a}" opacity="0.55"/><rect x="78" y="-195" width="16" height="92" rx="8" fill="${a}"/><rect x="78" y="-38" width="16" height="140" rx="8" fill="${a}"/><rect x="-110" y="205" width="40" height="22" rx="6" ${W}/><rect x="70" y="205" width="40" height="22" rx="6" ${W}/>`,
  furniture: (a) =>
    `<rect x="-190" y="-120" width="380" height="165" rx="44" ${W}/><rect x="-235" y="-40" width="86" height="190" rx="38" ${W}/><rect x="149" y="-40" width="86" height="190" rx="38" ${W}/><rect x="-160" y="30" width="320" height="110" rx="24" ${W}/><path d="M0 -95 V28 M-160 40 H160" stroke="${a}" stroke-width="10" opacity="0.55"/><rect x="-205" y="150" width="26" height="52" rx="6" fill="${a}"/><rect x="179" y="150" width="26" height="52" rx="6" fill="${a}"/>`,
  // a cleaning spray
  'household items': (a) =>
    `<rect x="-105" y="-55" width="210" height="265" rx="44" ${W}/><rect x="-48" y="-122" width="96" height="74" rx="12" ${W}/><path d="M-78 -212 H88 L138 -170 V-152 H40 V-120 H-78 Z" ${W}/><path d="M-70 -124 L-118 -66 L-96 -52 L-44 -118 Z" ${W}/><rect x="-72" y="20" width="144" height="120" rx="18" fill="${a}" opacity="0.4"/><circle cx="160" cy="-196" r="10" fill="${a}"/><circle cx="188" cy="-172" r="8" fill="${a}" opacity="0.7"/><circle cx="186" cy="-214" r="7" fill="${a}" opacity="0.5"/>`,
  jewelry: (a) =>
    `<circle cx="0" cy="40" r="145" fill="none" stroke="#ffffff" stroke-width="42"/><path d="M-70 -140 L0 -225 L70 -140 L0 -70 Z" fill="${a}" stroke="#ffffff" stroke-width="10"/>`,
};

const categoryIcons: Record<Category, (a: string) => string> = {
  electronics: (a) => subcategoryIcons.smartphones?.(a) ?? '',
  clothing: (a) =>
    `<path d="M-80 -190 Q0 -140 80 -190 L212 -120 L166 -18 L122 -44 L122 205 L-122 205 L-122 -44 L-166 -18 L-212 -120 Z" ${W}/><path d="M-80 -190 Q0 -128 80 -190" fill="none" stroke="${a}" stroke-width="12"/>`,
  'home & kitchen': (a) =>
    `<rect x="-170" y="-60" width="340" height="215" rx="44" ${W}/><rect x="-205" y="-98" width="410" height="42" rx="21" ${W}/><rect x="-42" y="-140" width="84" height="44" rx="16" ${W}/><rect x="-252" y="-30" width="64" height="28" rx="14" ${W}/><rect x="188" y="-30" width="64" height="28" rx="14" ${W}/><rect x="-140" y="30" width="280" height="16" rx="8" fill="${a}" opacity="0.45"/>`,
  books: (a) =>
    `<path d="M0 -135 C-60 -175 -150 -175 -212 -145 V172 C-150 142 -60 142 0 182 Z" ${W}/><path d="M0 -135 C60 -175 150 -175 212 -145 V172 C150 142 60 142 0 182 Z" ${W} opacity="0.86"/><path d="M-170 -80 C-120 -100 -70 -100 -30 -80 M-170 -20 C-120 -40 -70 -40 -30 -20 M-170 40 C-120 20 -70 20 -30 40 M30 -80 C70 -100 120 -100 170 -80 M30 -20 C70 -40 120 -40 170 -20" fill="none" stroke="${a}" stroke-width="9" opacity="0.6"/>`,
  grocery: (a) =>
    `<circle cx="-95" cy="-75" r="55" fill="${a}"/><circle cx="10" cy="-100" r="60" fill="${a}" opacity="0.75"/><circle cx="105" cy="-70" r="48" fill="${a}" opacity="0.9"/><path d="M-225 -40 H225 L182 195 H-182 Z" ${W}/><path d="M-120 -40 L-45 -200 M120 -40 L45 -200" stroke="#ffffff" stroke-width="22" stroke-linecap="round"/><path d="M-110 0 V160 M-40 0 V160 M40 0 V160 M110 0 V160" stroke="${a}" stroke-width="10" opacity="0.4"/>`,
  toys: (a) =>
    `<rect x="-205" y="30" width="175" height="175" rx="20" ${W}/><rect x="30" y="30" width="175" height="175" rx="20" ${W} opacity="0.88"/><rect x="-88" y="-158" width="175" height="175" rx="20" ${W}/><circle cx="-118" cy="118" r="46" fill="${a}"/><path d="M118 70 L166 160 H70 Z" fill="${a}"/><rect x="-38" y="-108" width="76" height="76" rx="8" fill="${a}"/>`,
  sports: (a) =>
    `<circle cx="0" cy="0" r="195" ${W}/><path d="M-132 -142 Q-20 0 -132 142 M132 -142 Q20 0 132 142 M-195 0 H195" fill="none" stroke="${a}" stroke-width="13"/>`,
  'health & beauty': (a) =>
    `<rect x="-150" y="-90" width="200" height="292" rx="42" ${W}/><rect x="-95" y="-160" width="90" height="80" rx="10" ${W} opacity="0.85"/><rect x="-110" y="-205" width="120" height="52" rx="12" fill="${a}"/><rect x="-120" y="0" width="140" height="110" rx="14" fill="${a}" opacity="0.35"/><path d="M150 -70 C150 -70 90 15 90 58 A60 60 0 0 0 210 58 C210 15 150 -70 150 -70 Z" ${W} opacity="0.85"/>`,
  fashion: (a) =>
    `<path d="M-202 -40 H202 L172 192 H-172 Z" ${W}/><path d="M-100 -40 V-95 A100 100 0 0 1 100 -95 V-40" fill="none" stroke="#ffffff" stroke-width="26"/><rect x="-42" y="12" width="84" height="32" rx="9" fill="${a}"/>`,
  others: (a) =>
    `<rect x="-180" y="-60" width="360" height="252" rx="14" ${W}/><rect x="-202" y="-122" width="404" height="72" rx="14" ${W}/><rect x="-26" y="-122" width="52" height="314" fill="${a}"/><ellipse cx="-58" cy="-152" rx="56" ry="30" fill="none" stroke="${a}" stroke-width="16"/><ellipse cx="58" cy="-152" rx="56" ry="30" fill="none" stroke="${a}" stroke-width="16"/>`,
};

/** What an appliance's name says it is, in this order, and how it is drawn: a mixer grinder is not a refrigerator. */
const applianceIcons: [RegExp, (a: string) => string][] = [
  [
    /washing machine|washer/i,
    (a) =>
      `<rect x="-170" y="-215" width="340" height="430" rx="26" ${W}/><rect x="-140" y="-188" width="120" height="24" rx="8" fill="${a}" opacity="0.6"/><circle cx="110" cy="-176" r="16" fill="${a}"/><rect x="-170" y="-138" width="340" height="10" fill="${a}" opacity="0.35"/><circle cx="0" cy="50" r="125" fill="${a}"/><circle cx="0" cy="50" r="92" ${W} opacity="0.35"/>`,
  ],
  [/refrigerator|fridge/i, (a) => subcategoryIcons.appliances?.(a) ?? ''],
  [
    /microwave|oven|\botg\b/i,
    (a) =>
      `<rect x="-230" y="-140" width="460" height="280" rx="24" ${W}/><rect x="-200" y="-110" width="300" height="220" rx="14" fill="${a}"/><rect x="-185" y="-95" width="120" height="190" rx="10" ${W} opacity="0.18"/><circle cx="165" cy="-60" r="22" fill="${a}"/><circle cx="165" cy="10" r="22" fill="${a}"/><rect x="140" y="60" width="50" height="14" rx="7" fill="${a}" opacity="0.6"/><rect x="-200" y="140" width="40" height="22" rx="6" ${W}/><rect x="160" y="140" width="40" height="22" rx="6" ${W}/>`,
  ],
  [
    /\bac\b|air conditioner/i,
    (a) =>
      `<rect x="-235" y="-150" width="470" height="170" rx="40" ${W}/><rect x="-200" y="-20" width="400" height="18" rx="9" fill="${a}" opacity="0.6"/><circle cx="180" cy="-110" r="10" fill="${a}"/><path d="M-150 60 Q-170 120 -140 180 M0 60 Q-20 120 10 180 M150 60 Q130 120 160 180" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.8"/>`,
  ],
  [
    /mixer|grinder|blender|juicer/i,
    (a) =>
      `<path d="M-150 60 H150 L125 215 H-125 Z" ${W}/><circle cx="0" cy="140" r="34" fill="${a}"/><rect x="-40" y="40" width="80" height="26" rx="8" ${W}/><path d="M-110 -150 H110 L85 40 H-85 Z" ${W} opacity="0.88"/><rect x="-125" y="-190" width="250" height="46" rx="16" fill="${a}"/><path d="M110 -120 Q175 -110 170 -40 Q165 10 100 10" fill="none" stroke="#ffffff" stroke-width="22"/><path d="M-50 -40 L50 -90 M-50 -100 L50 -50" stroke="${a}" stroke-width="12" stroke-linecap="round" opacity="0.6"/>`,
  ],
  [
    /purifier/i,
    (a) =>
      `<rect x="-140" y="-220" width="280" height="400" rx="36" ${W}/><path d="M0 -150 C0 -150 -60 -70 -60 -30 A60 60 0 0 0 60 -30 C60 -70 0 -150 0 -150 Z" fill="${a}"/><rect x="-100" y="60" width="200" height="16" rx="8" fill="${a}" opacity="0.5"/><path d="M140 100 H200 V150" fill="none" stroke="#ffffff" stroke-width="24" stroke-linecap="round"/><rect x="-150" y="180" width="300" height="40" rx="12" ${W} opacity="0.8"/>`,
  ],
  [
    /geyser|water heater/i,
    (a) =>
      `<rect x="-120" y="-220" width="240" height="380" rx="110" ${W}/><circle cx="0" cy="-60" r="48" fill="${a}"/><path d="M0 -60 L25 -85" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/><rect x="-60" y="60" width="120" height="14" rx="7" fill="${a}" opacity="0.55"/><path d="M-50 160 V230 M50 160 V230" stroke="#ffffff" stroke-width="24" stroke-linecap="round"/><circle cx="-50" cy="230" r="12" fill="${a}"/><circle cx="50" cy="230" r="12" fill="${a}"/>`,
  ],
];

function icon(subject: ImageSubject, accent: string): string {
  const appliance =
    subject.subCategory === 'appliances'
      ? applianceIcons.find(([says]) => says.test(subject.name ?? ''))?.[1]
      : undefined;
  const draw = appliance ?? subcategoryIcons[subject.subCategory] ?? categoryIcons[subject.category];
  return draw(accent);
}

function pattern(kind: number, light: string): string {
  switch (kind) {
    case 0:
      return `<circle cx="660" cy="130" r="210" fill="${light}" opacity="0.16"/><circle cx="90" cy="720" r="260" fill="${light}" opacity="0.12"/>`;
    case 1: {
      let stripes = '';
      for (let x = -800; x < 800; x += 90) stripes += `<rect x="${x}" y="-200" width="34" height="1400" />`;
      return `<g fill="${light}" opacity="0.12" transform="rotate(35 400 400)">${stripes}</g>`;
    }
    case 2: {
      let dots = '';
      for (let y = 40; y < 800; y += 80)
        for (let x = 40; x < 800; x += 80) dots += `<circle cx="${x}" cy="${y}" r="9"/>`;
      return `<g fill="${light}" opacity="0.18">${dots}</g>`;
    }
    default:
      return `<g fill="none" stroke="${light}" opacity="0.16" stroke-width="26"><circle cx="400" cy="400" r="150"/><circle cx="400" cy="400" r="250"/><circle cx="400" cy="400" r="350"/></g>`;
  }
}

/** The SVG for picture `index` (0-based) of a product: a different composition for each index. */
export function productImageSvg(subject: ImageSubject, index: number, size = PRODUCT_IMAGE_SIZE): string {
  const hash = hashString(`${subject.key}#${subject.category}`);
  const hue = hash % 360;
  const hue2 = (hue + 25 + ((hash >>> 9) % 50)) % 360;
  const shift = index * 9;
  const from = hslToHex(hue, 62, 58 - (index % 2) * 6);
  const to = hslToHex(hue2, 70, 36 + shift / 3);
  const accent = hslToHex(hue, 55, 30);
  const light = '#ffffff';
  const angle = (hash >>> 3) % 4;
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 0, 0, 1],
    [0, 1, 1, 0],
  ][(angle + index) % 4] ?? [0, 0, 1, 1];
  const kind = index % 4;
  const drawn = icon(subject, accent);
  const shadow = `<ellipse cx="0" cy="250" rx="210" ry="26" fill="#000000" opacity="0.14"/>`;
  let scene: string;
  switch (kind) {
    case 0:
      scene = `<g transform="translate(400 370) scale(1.1)">${shadow}${drawn}</g>`;
      break;
    case 1:
      scene = `<g transform="translate(400 390) rotate(-14) scale(0.95)">${shadow}${drawn}</g>`;
      break;
    case 2:
      scene = `<g transform="translate(470 470) scale(1.85)">${drawn}</g>`;
      break;
    default:
      scene = `<g transform="translate(265 400) scale(0.62)" opacity="0.75">${drawn}</g><g transform="translate(540 400) scale(0.8)">${shadow}${drawn}</g>`;
  }
  const label = subject.label.trim();
  const text =
    label && kind !== 2
      ? `<text x="400" y="${kind === 0 ? 735 : 90}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${label.length > 14 ? 40 : 52}" letter-spacing="4" fill="#ffffff" fill-opacity="0.92">${escapeXml(label.toUpperCase().slice(0, 22))}</text>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">` +
    `<defs><linearGradient id="g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#g)"/>${pattern(kind, light)}${scene}${text}</svg>`
  );
}

/** A WebP picture `size`×`size` (800 by default) of product image `index`. */
export async function renderProductImage(
  subject: ImageSubject,
  index: number,
  size = PRODUCT_IMAGE_SIZE,
): Promise<Buffer> {
  return loadSharp()(Buffer.from(productImageSvg(subject, index, size)))
    .webp(WEBP_OPTIONS)
    .toBuffer();
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the results in order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
