// The typefaces of the PDFs Bazaar draws (GST invoices, packing slips): Noto Sans Devanagari, which carries the
// Latin alphabet, the ₹ sign and Devanagari, and for a text written in another Indian script (a buyer's name in
// Tamil, a shop's in Bengali) the Noto Sans of that script, which carries Latin, digits and ₹ as well. PDF's 14
// standard fonts (Helvetica…) have neither ₹ nor any Indian script. pdfkit embeds only the glyphs a document
// uses, so a one-page invoice stays a few tens of KB. Each font is parsed once per process, when a document first
// needs it, and the parsed font is handed to every document (pdfkit takes a fontkit font as a source): parsing
// the fonts again for each document cost about 150 ms an invoice.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export type PdfWeight = 'regular' | 'bold';

/** The Indian scripts a text may be printed in besides Devanagari, by their Unicode blocks. */
const scripts = [
  { name: 'Bengali', from: 0x0980, to: 0x09ff },
  { name: 'Gurmukhi', from: 0x0a00, to: 0x0a7f },
  { name: 'Gujarati', from: 0x0a80, to: 0x0aff },
  { name: 'Oriya', from: 0x0b00, to: 0x0b7f },
  { name: 'Tamil', from: 0x0b80, to: 0x0bff },
  { name: 'Telugu', from: 0x0c00, to: 0x0c7f },
  { name: 'Kannada', from: 0x0c80, to: 0x0cff },
  { name: 'Malayalam', from: 0x0d00, to: 0x0d7f },
] as const;
type Typeface = 'Devanagari' | (typeof scripts)[number]['name'];

const fontFile = (typeface: Typeface, weight: PdfWeight) => {
  const style = weight === 'bold' ? '700Bold' : '400Regular';
  return `@expo-google-fonts/noto-sans-${typeface.toLowerCase()}/${style}/NotoSans${typeface}_${style}.ttf`;
};

/** The names a document selects Bazaar's own typeface by, after `usePdfFonts`: `doc.font(pdfFont.bold)`. */
export const pdfFont = { regular: 'Text', bold: 'TextBold' } as const;

const parsed = new Map<string, fontkit.Font>();
const require = createRequire(import.meta.url);

/** A font, read (100–250 KB) and parsed once per process. */
function font(typeface: Typeface, weight: PdfWeight): fontkit.Font {
  const file = fontFile(typeface, weight);
  let found = parsed.get(file);
  if (!found) parsed.set(file, (found = fontkit.create(readFileSync(require.resolve(file))) as fontkit.Font));
  return found;
}

// pdfkit accepts a parsed fontkit font where its types say bytes (PDFFontFactory.open)
const register = (doc: PDFKit.PDFDocument, name: string, source: fontkit.Font) =>
  doc.registerFont(name, source as unknown as Uint8Array);

/** Registers Bazaar's typeface on a new document and selects its regular weight. */
export function usePdfFonts(doc: PDFKit.PDFDocument): void {
  register(doc, pdfFont.regular, font('Devanagari', 'regular'));
  register(doc, pdfFont.bold, font('Devanagari', 'bold'));
  doc.font(pdfFont.regular);
}

/** The script of the first letter of `text` that Devanagari's font lacks, if any. */
function typefaceOf(text: string): Typeface {
  for (const character of text) {
    const code = character.codePointAt(0) as number;
    if (code < 0x0980 || code > 0x0d7f) continue;
    const script = scripts.find((candidate) => code >= candidate.from && code <= candidate.to);
    if (script) return script.name;
  }
  return 'Devanagari';
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/**
 * Selects, in `weight`, the font that prints `text` as written: Bazaar's typeface, or the Noto Sans of the
 * Indian script the text is written in (registered on the document when first needed). A text mixing two
 * scripts other than Latin and Devanagari prints in the first one's font.
 */
export function fontFor(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: PdfWeight = 'regular',
): PDFKit.PDFDocument {
  const typeface = typefaceOf(text);
  if (typeface === 'Devanagari') return doc.font(pdfFont[weight]);
  const name = `${pdfFont[weight]}-${typeface}`;
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(name)) {
    register(doc, name, font(typeface, weight));
    names.add(name);
  }
  return doc.font(name);
}
