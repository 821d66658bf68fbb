// The typeface of the PDFs Bazaar draws (GST invoices, packing slips): Noto Sans Devanagari, which carries the
// Latin alphabet, the ₹ sign and Devanagari, so a buyer's name typed in Hindi and every amount print as written.
// PDF's 14 standard fonts (Helvetica…) have neither ₹ nor Devanagari. pdfkit embeds only the glyphs a document
// uses, so a one-page invoice stays a few tens of KB. The fonts are parsed once per process and the parsed fonts
// are handed to every document (pdfkit takes a fontkit font as a source): parsing them again for each document
// cost about 150 ms an invoice.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
const fontFiles = {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
};
/** The names a document selects its fonts by, after `usePdfFonts`: `doc.font(pdfFont.bold)`. */
export const pdfFont = { regular: 'Text', bold: 'TextBold' };
let parsed;
/** The fonts, read (about 220 KB each) and parsed once per process. */
function fonts() {
    if (!parsed) {
        const require = createRequire(import.meta.url);
        const open = (file) => fontkit.create(readFileSync(require.resolve(file)));
        parsed = { regular: open(fontFiles.regular), bold: open(fontFiles.bold) };
    }
    return parsed;
}
/** Registers Bazaar's fonts on a new document and selects the regular one. */
export function usePdfFonts(doc) {
    const { regular, bold } = fonts();
    // pdfkit accepts a parsed fontkit font where its types say bytes (PDFFontFactory.open)
    doc.registerFont(pdfFont.regular, regular);
    doc.registerFont(pdfFont.bold, bold);
    doc.font(pdfFont.regular);
}
//# sourceMappingURL=pdf-fonts.js.map