import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as classic from './common.js';
import * as mini from './common-mini.js';

/** What a schema answers: the parsed value, or every issue (code, path, message). */
function answer(schema: z.core.$ZodType, input: unknown) {
  const result = z.safeParse(schema, input);
  return result.success
    ? { value: result.data }
    : { issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })) };
}

const inputs: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  ' Asha Rao ',
  ' Asha@Example.COM ',
  'asha@example',
  'a b@c.de',
  `${'a'.repeat(250)}@b.co`,
  'x\u0000y',
  'line\nbreak',
  '123456',
  ' 654321 ',
  '12345',
  '12a456',
  123456,
  -123456,
  1.5,
  true,
  {},
];

describe('the zod/mini field helpers (the sign-in screens) answer as their classic twins', () => {
  const messages = { required: 'Required!', invalid: 'Not valid!' };
  const twins = [
    ['requiredText', classic.requiredText('Required!'), mini.requiredText('Required!')],
    [
      'requiredText with a maximum',
      classic.requiredText('Required!', { length: 8, message: 'Too long!' }),
      mini.requiredText('Required!', { length: 8, message: 'Too long!' }),
    ],
    [
      'requiredText, multi-line',
      classic.requiredText('Required!', undefined, { multiLine: true }),
      mini.requiredText('Required!', undefined, { multiLine: true }),
    ],
    ['identityEmail', classic.identityEmail(messages), mini.identityEmail(messages)],
    ['digitsText', classic.digitsText(6, messages), mini.digitsText(6, messages)],
  ] as const;

  it.each(twins)('%s', (_name, classicSchema, miniSchema) => {
    for (const input of inputs)
      expect(answer(miniSchema, input), String(input)).toEqual(answer(classicSchema, input));
  });

  it('trims, lower-cases and checks an e-mail in that order', () => {
    const email = mini.identityEmail(messages);
    expect(answer(email, ' Asha@Example.COM ')).toEqual({ value: 'asha@example.com' });
    expect(answer(email, '   ')).toEqual({ issues: [{ code: 'too_small', path: [], message: 'Required!' }] });
    expect(answer(email, 'asha@example')).toEqual({
      issues: [{ code: 'custom', path: [], message: 'Not valid!' }],
    });
  });
});
