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
