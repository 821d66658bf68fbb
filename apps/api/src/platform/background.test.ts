import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BUSY_REQUESTS, RequestCount } from './background.js';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background turns', () => {
  it('come at once while no request is under way', async () => {
    const requests = new RequestCount();
    const started = performance.now();
    await requests.turn(5_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('wait for every request under way to be answered, then go in the order asked', async () => {
    const requests = new RequestCount();
    const first = requests.begin();
    const second = requests.begin();
    const turns: string[] = [];
    void requests.turn(10_000).then(() => turns.push('a'));
    void requests.turn(10_000).then(() => turns.push('b'));
    await settle(20);
    first();
    first(); // a second call changes nothing
    await settle(20);
    expect(turns).toEqual([]);
    expect(requests.underWay).toBe(1);
    second();
    await settle(20);
    expect(turns).toEqual(['a', 'b']);
    expect(requests.underWay).toBe(0);
  });

  it('let a request that came after they found none under way go first', async () => {
    const requests = new RequestCount();
    let went = false;
    const turn = requests.turn(10_000).then((how) => {
      went = true;
      return how;
    });
    // sent once the turn had looked (no request then), before its step began
    const answered = requests.begin();
    await settle(30);
    expect(went).toBe(false);
    answered();
    expect(await turn).toBe('idle');
  });

  it('go after the longest wait under requests that never stop', async () => {
    const requests = new RequestCount();
    const answered = requests.begin();
    const started = performance.now();
    expect(await requests.turn(50)).toBe('late');
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(49);
    expect(waited).toBeLessThan(2_000);
    answered();
  });

  it('go at once among many requests under way', async () => {
    const requests = new RequestCount();
    const answered = Array.from({ length: BUSY_REQUESTS }, () => requests.begin());
    const started = performance.now();
    expect(await requests.turn(5_000)).toBe('busy');
    expect(performance.now() - started).toBeLessThan(1_000);
    for (const answer of answered) answer();
    expect(await requests.turn(5_000)).toBe('idle');
  });

  it('wait in another thread for the requests this one counts', async () => {
    const requests = new RequestCount();
    const answered = requests.begin();
    const thread = new Worker(new URL('../test-support/ts-worker.mjs', import.meta.url), {
      workerData: {
        entry: new URL('../test-support/background-turn-worker.ts', import.meta.url).href,
        requests: requests.buffer,
      },
      execArgv: ['--conditions=source'],
    });
    try {
      const said: unknown[] = [];
      const turned = new Promise((resolve) =>
        thread.on('message', (message) => said.push(message) === 2 && resolve(message)),
      );
      thread.postMessage('go');
      await expect.poll(() => said).toEqual(['asking']);
      await settle(100);
      expect(said).toEqual(['asking']);
      answered();
      await expect(turned).resolves.toBe('turn');
    } finally {
      await thread.terminate();
    }
  });
});
