/** Runs jobs at most `size` at once (see createJobSlots); `waiting()` is how many wait for a slot. */
export interface JobSlots {
  <T>(job: () => Promise<T>): Promise<T>;
  waiting(): number;
}

/**
 * At most `size` jobs at once; the others wait their turn in order. Image decoding holds whole bitmaps in
 * memory, so parallel uploads queue here instead of multiplying the process's memory.
 */
export function createJobSlots(size: number): JobSlots {
  let running = 0;
  const waiting: (() => void)[] = [];
  async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }
  return Object.assign(run, { waiting: () => waiting.length });
}
