import { vi } from 'vitest';

/**
 * Runs `steps` with the wall clock in the test's hands: `Date` stands still until `later(ms)` moves it on, so
 * two writes are a known time apart instead of a few milliseconds of sleep apart. Only `Date` is replaced;
 * timers, I/O and the database run as usual.
 */
export async function withClock<T>(steps: (later: (ms: number) => void) => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    return await steps((ms) => vi.setSystemTime(Date.now() + ms));
  } finally {
    vi.useRealTimers();
  }
}

/**
 * Waits (on real time, whatever the fake clock says) for `condition`: a database write started by a timer lands
 * when it lands. expect.poll would move fake timers while it waits.
 */
export async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
