import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanish,
  digitsText,
  EMAIL_PATTERN,
  identityEmail,
  numeric,
  optionalText,
  readNumber,
} from './common.js';

describe('EMAIL_PATTERN', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.in', "o'neil@x.org"])
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    for (const email of ['a', 'a@', '@b.co', 'a@b', 'a b@c.de', 'a@b..co', 'a@-b.co'])
      expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('identityEmail', () => {
  it('trims and lower-cases before checking, with one message per failure', () => {
    const email = identityEmail({ required: 'req', invalid: 'bad' });
    expect(email.parse('  Me@Example.COM ')).toBe('me@example.com');
    expect(email.safeParse('').error?.issues.map((i) => i.message)).toEqual(['req']);
    expect(email.safeParse('x@').error?.issues.map((i) => i.message)).toEqual(['bad']);
    expect(email.safeParse(`${'a'.repeat(250)}@b.co`).error?.issues.map((i) => i.message)).toEqual(['bad']);
  });
});

describe('readNumber', () => {
  it('reads decimal text only', () => {
    expect(readNumber(' 12.5 ')).toBe(12.5);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('0x10')).toBe('0x10');
    expect(readNumber('1e3')).toBe('1e3');
    expect(readNumber('Infinity')).toBe('Infinity');
    expect(readNumber(7)).toBe(7);
  });
});

describe('numeric', () => {
  it('tells a missing number from text that is not one', () => {
    const schema = numeric({ required: 'req', invalid: 'nan' });
    expect(schema.parse('4')).toBe(4);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('req');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('req');
    expect(schema.safeParse('four').error?.issues[0]?.message).toBe('nan');
    expect(schema.safeParse(Number.POSITIVE_INFINITY).error?.issues[0]?.message).toBe('nan');
  });
});

describe('digitsText', () => {
  it('reads a JSON number as its digits and wants the exact count', () => {
    const schema = digitsText(6, { required: 'req', invalid: 'six' });
    expect(schema.parse(560001)).toBe('560001');
    expect(schema.parse(' 012345 ')).toBe('012345');
    expect(schema.safeParse('12345').error?.issues.map((i) => i.message)).toEqual(['six']);
    expect(schema.safeParse(' ').error?.issues.map((i) => i.message)).toEqual(['req']);
  });
});

describe('optionalText and booleanish', () => {
  it('read blank text and null as absent', () => {
    const schema = z.object({ note: optionalText({ length: 5, message: 'long' }) });
    expect(schema.parse({ note: '  ' })).toEqual({});
    expect(schema.parse({ note: null })).toEqual({});
    expect(schema.parse({ note: ' hi ' })).toEqual({ note: 'hi' });
    expect(schema.safeParse({ note: 'toolong' }).error?.issues[0]?.message).toBe('long');
  });

  it("read 'true' and 'false' as booleans", () => {
    const flag = booleanish('bool');
    expect(flag.parse('true')).toBe(true);
    expect(flag.parse(false)).toBe(false);
    expect(flag.safeParse('yes').error?.issues[0]?.message).toBe('bool');
  });
});
