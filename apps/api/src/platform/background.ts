/**
 * Requests before read-ahead. Work that only prepares for later requests (a search's match list, read in chunks
 * by SQLite's read threads) takes each of its steps in a background turn: once no request is under way in any
 * thread of the process, or once it has waited BACKGROUND_WAIT_MAX_MS. Under load (BUSY_REQUESTS or more under
 * way) it takes its turns among the requests at once, as they all wait alike, and what it prepares saves them work
 * sooner. The count of requests under way is shared between threads (a SharedArrayBuffer): the thread that hands
 * reads out counts them, and the threads that read ahead adopt its count.
 */

/**
 * The longest a background turn waits for a few requests under way. One request at a time on two cores, a
 * search took 25-57 ms instead of 4-13 when the chunks of another text's match list (2-16 ms each) ran between
 * its statements or beside it on the other core (bench/results.md, session 18). After 30 ms, of 400 searches one
 * at a time (each 2-25 ms, a millisecond or two apart), 8 and 11 met a step that had waited out its time; after
 * 150 ms, 1 and 2 (session 19).
 */
export const BACKGROUND_WAIT_MAX_MS = 150;

/**
 * From how many requests under way a background turn does not wait: the long tail's 50 connections, on SQLite,
 * answered 8 % fewer requests when every chunk waited (bench/results.md, session 18).
 */
export const BUSY_REQUESTS = 4;

/** How often a waiting turn looks whether the requests have become many. */
const BUSY_CHECK_MS = 5;

/** How many requests are under way, in one Int32 other threads may share. */
export class RequestCount {
  private readonly cells: Int32Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(4)) {
    this.cells = new Int32Array(buffer);
  }

  get underWay(): number {
    return Atomics.load(this.cells, 0);
  }

  /** Counts a request under way until the returned function is called (once). */
  begin(): () => void {
    Atomics.add(this.cells, 0, 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (Atomics.sub(this.cells, 0, 1) === 1) Atomics.notify(this.cells, 0);
    };
  }

  /**
   * Resolves on a later turn of the event loop: `idle` once no request is under way, `busy` at once while
   * BUSY_REQUESTS or more are (steps go among them, and may be long), `late` after `maxWaitMs` at most under a few
   * (the step goes, and should be short). Idleness is looked at again on that later turn, just before the step: a
   * request sent meanwhile, while the steps of other background tasks ran, goes before this one. Without that
   * second look, one request at a time waited for three steps in a row of other texts' match lists (26 ms) before
   * it began (bench/results.md, session 19).
   */
  async turn(maxWaitMs = BACKGROUND_WAIT_MAX_MS): Promise<Turn> {
    const deadline = performance.now() + maxWaitMs;
    for (;;) {
      const underWay = Atomics.load(this.cells, 0);
      const left = deadline - performance.now();
      if (underWay === 0 || underWay >= BUSY_REQUESTS || left <= 0) {
        await new Promise((resolve) => setImmediate(resolve));
        const now = Atomics.load(this.cells, 0);
        if (now === 0) return 'idle';
        if (now >= BUSY_REQUESTS) return 'busy';
        if (deadline - performance.now() <= 0) return 'late';
        continue;
      }
      const waited = Atomics.waitAsync(this.cells, 0, underWay, Math.min(left, BUSY_CHECK_MS));
      if (waited.async) await waited.value;
    }
  }
}

/**
 * How a background turn came: no request under way, many (BUSY_REQUESTS or more), or a few after the longest wait.
 */
export type Turn = 'idle' | 'busy' | 'late';

/** This thread's count: its own, or the one it adopted from the thread handing it requests. */
let requests = new RequestCount();

/** Makes `count` the one this thread's background turns wait on (a read thread adopts its pool's). */
export function adoptRequestCount(count: RequestCount): void {
  requests = count;
}

/** The next step of background work: see RequestCount.turn. */
export const backgroundTurn = (maxWaitMs?: number): Promise<Turn> => requests.turn(maxWaitMs);
