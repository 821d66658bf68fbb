import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswerShape } from './validation.js';

const page = z.object({
  products: z.array(z.object({ id: z.string(), price: z.number(), rating: z.number().nullable() })),
  total: z.number(),
  correctedQuery: z.string().optional(),
});

describe('an answer sent as built', () => {
  it('passes as it is when its schema would give it back unchanged', () => {
    const answer = { products: [{ id: 'a1', price: 499, rating: null }], total: 1 };
    expect(checkAnswerShape(page, answer, 'listProducts')).toBe(answer);
  });

  it('fails with a field the contract does not have, which the parse would have dropped', () => {
    const answer = { products: [{ id: 'a1', price: 499, rating: 4.5, sellerId: 's1' }], total: 1 };
    expect(() => checkAnswerShape(page, answer, 'listProducts')).toThrow(
      "listProducts: the answer is not in its contract's shape",
    );
  });

  it('fails with a field of the wrong kind', () => {
    const answer = { products: [{ id: 'a1', price: '499', rating: null }], total: 1 };
    expect(() => checkAnswerShape(page, answer as never, 'listProducts')).toThrow();
  });
});
