// The PDF reader the document tests read invoices and packing slips with: a test that cannot read a page would
// fail for a document that prints it (the invoice test's number went missing in 3 of 120 invoices).
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.js';

/** A one-page PDF whose page content is `content`, compressed, drawn in a font without a ToUnicode map. */
function onePagePdf(content: string): Buffer {
  const data = deflateSync(Buffer.from(content, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.3\n1 0 obj\n<< /Type /Page /Contents 2 0 R /Resources << /Font << /F1 3 0 R >> >> >>\nendobj\n' +
        `2 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n3 0 obj\n<< /Type /Font /Subtype /Type1 >>\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

describe('pdfText', () => {
  it('reads a page whose compressed content ends in a carriage-return byte', () => {
    // a page whose compressed data ends in \r (the Adler-32 checksum's last byte; trailing spaces move it)
    const content = Array.from({ length: 16 * 1000 }, (_, index) => {
      const number = String(index % 1000).padStart(6, '0');
      return `BT /F1 10 Tf (Invoice ${number}) Tj ET${' '.repeat(Math.floor(index / 1000))}`;
    }).find((candidate) => deflateSync(Buffer.from(candidate, 'latin1')).at(-1) === 0x0d);
    expect(content).toBeDefined();
    const shown = /\((.*)\)/.exec(content ?? '')?.[1];
    expect(pdfText(onePagePdf(content ?? ''))).toEqual([shown]);
  });
});
