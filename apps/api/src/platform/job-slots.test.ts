import { describe, expect, it } from 'vitest';
import { createJobSlots } from './job-slots.js';

describe('job slots', () => {
  it('run one job at a time in the order given, and count those waiting', async () => {
    const run = createJobSlots(1);
    const steps: string[] = [];
    const job = (name: string) => async () => {
      steps.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push(`${name} ends`);
      return name;
    };
    const all = Promise.all([run(job('a')), run(job('b')), run(job('c'))]);
    expect(run.waiting()).toBe(2);
    expect(await all).toEqual(['a', 'b', 'c']);
    expect(steps).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(run.waiting()).toBe(0);
  });

  it('free the slot when a job fails', async () => {
    const run = createJobSlots(1);
    const failed = run(() => Promise.reject(new Error('broken')));
    const next = run(() => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('broken');
    expect(await next).toBe('next');
  });
});
