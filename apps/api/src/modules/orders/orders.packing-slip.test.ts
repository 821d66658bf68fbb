import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test-support/pdf-text.js';
import { renderPackingSlip, type PackingSlip } from './orders.packing-slip.js';

// A packer reads the name and address as the buyer typed them, in whichever of India's scripts.
const slip = (name: string, city: string): PackingSlip => ({
  orderNumber: 'ORD-7F3A',
  placedAt: '2026-11-24T10:00:00.000Z',
  cancelled: false,
  from: null,
  shipTo: {
    name,
    phoneNumber: '9876543210',
    address: {
      addressLine1: '12 MG Road',
      addressLine2: '',
      city,
      state: 'Karnataka',
      pinCode: '560001',
      country: 'India',
    },
  },
  lines: [{ productName: 'Khadi kurta', quantity: 2 }],
  cashToCollect: 0,
  shipment: null,
});

describe('the packing slip PDF', () => {
  it("prints a ship-to name in Kannada, Malayalam or Hindi as written, each in its script's font", async () => {
    for (const [name, city, font] of [
      ['ರಾಮ ರಾವ್', 'ಬೆಂಗಳೂರು', 'NotoSansKannada'],
      ['അനു മാത്യു', 'കൊച്ചി', 'NotoSansMalayalam'],
      ['मीरा दास', 'दिल्ली', 'NotoSansDevanagari'],
    ] as const) {
      const pdf = await renderPackingSlip(slip(name, city));
      const text = pdfText(pdf).join('\n');
      expect(text, name).toContain(name);
      expect(pdf.toString('latin1'), font).toContain(font);
    }
  });
});
