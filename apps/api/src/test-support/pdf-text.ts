// Reads the text a PDF shows, for tests of the documents Bazaar draws (invoices, packing slips): each content
// stream is inflated when compressed, and the strings of its text operators (`(…) Tj`, `[<…> 12 <…>] TJ`) are
// decoded. Enough for PDFs written with pdfkit's standard fonts; not a general PDF reader.
import { inflateSync } from 'node:zlib';

const decodeHex = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');
const decodeLiteral = (text: string) =>
  text.replace(/\\([nrtbf()\\]|\d{1,3})/g, (_, escaped: string) =>
    /\d/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : escaped === 'n' ? '\n' : escaped,
  );

/** The lines of text of a PDF, in drawing order (one line per text operator). */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    const dictionary = match[1] ?? '';
    const body = Buffer.from(match[2] ?? '', 'latin1');
    let content: string;
    try {
      content = dictionary.includes('/FlateDecode')
        ? inflateSync(body).toString('latin1')
        : body.toString('latin1');
    } catch {
      continue; // an image or a font, not text
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const parts = operator[1] ?? operator[2] ?? '';
      const text = [...parts.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)]
        .map((part) => (part[1] !== undefined ? decodeHex(part[1]) : decodeLiteral(part[2] ?? '')))
        .join('');
      if (text.trim() !== '') lines.push(text);
    }
  }
  return lines;
}
