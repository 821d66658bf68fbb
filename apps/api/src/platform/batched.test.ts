import { describe, expect, it } from 'vitest';
import { batchedPerTurn } from './batched.js';

describe('batchedPerTurn', () => {
  it('loads everything asked in one turn of the event loop once, for every caller', async () => {
    const loads: number[][] = [];
    const read = batchedPerTurn(async (asks: number[]) => {
      loads.push([...asks]);
      return asks.reduce((sum, ask) => sum + ask, 0);
    });
    const answers = await Promise.all([read(1), read(2), read(3)]);
    expect(answers).toEqual([6, 6, 6]);
    expect(loads).toEqual([[1, 2, 3]]);
  });

  it('sends what is asked after a load has started in a load of its own, which starts after it was asked', async () => {
    let state = 'before';
    const loads: string[][] = [];
    const read = batchedPerTurn(async (asks: string[]) => {
      loads.push([...asks]);
      const seen = state;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return seen;
    });
    const first = read('a');
    // the first load is on its way: a write, then a new ask, which must see it
    await new Promise((resolve) => setTimeout(resolve, 5));
    state = 'after';
    const second = read('b');
    expect(await first).toBe('before');
    expect(await second).toBe('after');
    expect(loads).toEqual([['a'], ['b']]);
  });

  it('fails every caller of a load that fails, and the next turn loads again', async () => {
    let fail = true;
    const read = batchedPerTurn(async (asks: number[]) => {
      if (fail) throw new Error('connection lost');
      return asks.length;
    });
    const failed = await Promise.allSettled([read(1), read(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read(3)).toBe(1);
  });
});
