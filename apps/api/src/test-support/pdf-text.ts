// Reads the text a PDF shows, for tests of the documents Bazaar draws (invoices, packing slips): each page's
// content stream is inflated when compressed; the strings of its text operators (`(…) Tj`, `[<…> 12 <…>] TJ`) are decoded through
// the `ToUnicode` map of the font selected by the last `/F… size Tf` (pdfkit embeds TrueType fonts as Type0
// fonts whose strings are glyph ids), or as Latin-1 for a font without one. Enough for what pdfkit writes; not a
// general PDF reader.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  readonly dictionary: string;
  readonly stream: string | undefined;
}

/** Every `N 0 obj << … >> [stream … endstream]` of the file, its stream inflated when it can be. */
function objectsOf(raw: string): Map<string, PdfObject> {
  const objects = new Map<string, PdfObject>();
  const pattern = /(\d+) 0 obj\s*<<([^]*?)>>\s*(?:stream\r?\n([^]*?)\r?\nendstream)?\s*endobj/dg;
  for (const match of raw.matchAll(pattern)) {
    const dictionary = match[2] ?? '';
    // exactly /Length bytes where it is given: compressed data may end in a byte the pattern reads as the line end
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1];
    const start = match.indices?.[3]?.[0];
    let stream =
      length !== undefined && start !== undefined ? raw.slice(start, start + Number(length)) : match[3];
    if (stream !== undefined && dictionary.includes('/FlateDecode')) {
      try {
        stream = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
      } catch {
        stream = undefined; // not one we can read (an image's raw data)
      }
    }
    objects.set(match[1] ?? '', { dictionary, stream });
  }
  return objects;
}

/** `<0930 094d>`: one glyph that shows several characters (a conjunct, a vowel sign with its nasal mark). */
const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** A `ToUnicode` CMap (its `bfchar` and `bfrange` entries) as glyph code → text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    for (const entry of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      codes.set(parseInt(entry[1] ?? '0', 16), utf16(entry[2] ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
    const ranges = (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    );
    for (const range of ranges) {
      const from = parseInt(range[1] ?? '0', 16);
      const to = parseInt(range[2] ?? '0', 16);
      if (range[3] !== undefined) {
        [...range[3].matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((target, offset) =>
          codes.set(from + offset, utf16(target[1] ?? '')),
        );
      } else {
        const first = parseInt(range[4] ?? '0', 16);
        for (let code = from; code <= to; code += 1)
          codes.set(code, String.fromCodePoint(first + code - from));
      }
    }
  }
  return codes;
}

/** Resource name (`F2`) → glyph code → text, for every font that carries a `ToUnicode` map. */
function fontMaps(objects: Map<string, PdfObject>): Map<string, Map<number, string>> {
  const maps = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const fonts of dictionary.matchAll(/\/Font\s*<<([^]*?)>>/g)) {
      for (const entry of (fonts[1] ?? '').matchAll(/\/([\w.-]+)\s+(\d+) 0 R/g)) {
        const font = objects.get(entry[2] ?? '');
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dictionary ?? '')?.[1];
        const cmap = toUnicode === undefined ? undefined : objects.get(toUnicode)?.stream;
        if (cmap !== undefined) maps.set(entry[1] ?? '', parseToUnicode(cmap));
      }
    }
  }
  return maps;
}

const decodeLiteral = (text: string) =>
  text.replace(/\\([nrtbf()\\]|\d{1,3})/g, (_, escaped: string) =>
    /\d/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : escaped === 'n' ? '\n' : escaped,
  );

/** The lines of text of a PDF, in drawing order (one line per text operator). */
export function pdfText(pdf: Buffer): string[] {
  const objects = objectsOf(pdf.toString('latin1'));
  const maps = fontMaps(objects);
  const lines: string[] = [];
  const contents = [...objects.values()].flatMap(({ dictionary }) =>
    /\/Type \/Page\b/.test(dictionary)
      ? [...(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(dictionary)?.[1]?.matchAll(/(\d+) 0 R/g) ?? [])].map(
          (reference) => objects.get(reference[1] ?? '')?.stream ?? '',
        )
      : [],
  );
  for (const stream of contents) {
    let glyphs: Map<number, string> | undefined;
    const decodeHex = (hex: string) =>
      glyphs === undefined
        ? Buffer.from(hex, 'hex').toString('latin1')
        : (hex.match(/.{1,4}/g) ?? []).map((code) => glyphs?.get(parseInt(code, 16)) ?? '').join('');
    const operators =
      /\/([\w.-]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
    for (const operator of stream.matchAll(operators)) {
      if (operator[1] !== undefined) {
        glyphs = maps.get(operator[1]);
        continue;
      }
      const parts = operator[2] ?? operator[3] ?? '';
      const text = [...parts.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)]
        .map((part) => (part[1] !== undefined ? decodeHex(part[1]) : decodeLiteral(part[2] ?? '')))
        .join('');
      if (text.trim() !== '') lines.push(text);
    }
  }
  return lines;
}
