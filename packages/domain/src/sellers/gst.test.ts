import { describe, expect, it } from 'vitest';
import { findGstState, gstCheckCharacter, gstStates, hasValidGstCheckCharacter } from './gst.js';

describe('the GSTIN check character (mod 36)', () => {
  it('accepts published GSTINs and computes their last character', () => {
    expect(hasValidGstCheckCharacter('27AAPFU0939F1ZV')).toBe(true);
    expect(gstCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('catches a single wrong character and two swapped neighbours', () => {
    expect(hasValidGstCheckCharacter('27AAPFU0939F1ZW')).toBe(false);
    expect(hasValidGstCheckCharacter('28AAPFU0939F1ZV')).toBe(false);
    expect(hasValidGstCheckCharacter('27AAPFU9039F1ZV')).toBe(false);
  });
});

describe('the GST states', () => {
  it('finds a state however it is typed', () => {
    expect(findGstState('Karnataka')?.codes).toEqual(['29']);
    expect(findGstState(' tamil  nadu ')?.codes).toEqual(['33']);
    expect(findGstState('Jammu & Kashmir')?.codes).toEqual(['01']);
    expect(findGstState('Orissa')?.name).toBe('Odisha');
    expect(findGstState('New Delhi')?.name).toBe('Delhi');
    expect(findGstState('Andhra Pradesh')?.codes).toEqual(['37', '28']);
    expect(findGstState('Narnia')).toBeUndefined();
  });

  it('gives each code to one state only', () => {
    const codes = gstStates.flatMap((state) => [...state.codes]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(38);
  });
});
