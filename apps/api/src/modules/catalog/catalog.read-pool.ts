import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RequestCount } from '../../platform/background.js';
import { AppError } from '../../platform/errors.js';
import { WARMED, type CatalogReader } from './catalog.reads.js';
import type { ReadRequest, ReadResponse } from './catalog.read-worker.js';

/** The compiled worker beside this file; absent when running from TypeScript sources (tests, tsx). */
const workerUrl = new URL('./catalog.read-worker.js', import.meta.url);

export const canReadInWorker = (): boolean => fs.existsSync(fileURLToPath(workerUrl));

/**
 * How many more reads waiting a text's or category's own thread may have than the least busy one before its
 * read goes to that one instead (chooseThread).
 */
export const AFFINITY_SLACK = 6;

/**
 * What a read's own thread is chosen by: the search text (as typed, case and spaces aside) or else the category
 * of a catalogue page; none for other reads.
 */
export function affinityKey(name: string, args: readonly unknown[]): string | undefined {
  if (name !== 'listProducts') return undefined;
  const query = args[0] as { searchQuery?: string; searchCategory?: string } | undefined;
  const text = query?.searchQuery?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text) return `text\0${text}`;
  return query?.searchCategory ? `category\0${query.searchCategory}` : undefined;
}

/**
 * The thread for a read, given how many reads wait on each: every read of one text or category goes to the
 * same thread (by a hash of `key`), idle or not, unless that thread has more than AFFINITY_SLACK reads
 * waiting beyond the least busy one, which takes it then (as it takes every read without a key). Each thread
 * keeps its own totals, price lists and match lists per catalogue version (search.service.ts): spread over both
 * threads, each text's first asks and its match list were paid for twice, and the thread that had served no
 * read yet paid for all of them at once when load came (decision 0030, 2026-11-27 amendment).
 */
export function chooseThread(waiting: readonly number[], key?: string, slack = AFFINITY_SLACK): number {
  let least = 0;
  for (let index = 1; index < waiting.length; index++)
    if ((waiting[index] as number) < (waiting[least] as number)) least = index;
  // Idle too (reads one at a time): each text's and category's memos are then built in the thread that will
  // answer it under load. Each thread has read its warm-up before its first answer (catalog.read-worker.ts).
  if (key === undefined) return least;
  let hash = 0;
  for (let at = 0; at < key.length; at++) hash = (Math.imul(hash, 31) + key.charCodeAt(at)) >>> 0;
  const own = hash % waiting.length;
  return (waiting[own] as number) <= (waiting[least] as number) + slack ? own : least;
}

/**
 * Catalogue reads in `threads` worker threads, each with its own read-only connection to the SQLite file, all
 * started by `warm()` before the server listens (or on the first read), each answering once it has read its
 * warm-up (WARM_UP_READS); a read goes to its text's or category's thread, or the least busy (chooseThread).
 * Reads see every committed write (WAL).
 */
export function workerCatalogReader(
  sqliteFile: string,
  /** tests run the TypeScript worker (`entry`) through a bootstrap (`url`) that registers a loader */
  worker: { url: URL; entry?: URL; execArgv?: string[] } = { url: workerUrl },
  threads = 1,
): CatalogReader {
  const { url, entry, execArgv } = worker;
  let nextId = 0;
  // every read from its sending to its answer, shared with the threads (platform/background.ts)
  const underWay = new RequestCount();
  type Call = { resolve: (value: never) => void; reject: (error: Error) => void };
  const slots = Array.from({ length: Math.max(1, threads) }, () => ({
    running: null as Worker | null,
    pending: new Map<number, Call>(),
    warmed: Promise.resolve(),
  }));

  function start(slot: (typeof slots)[number]): Worker {
    const started = new Worker(url, {
      workerData: { file: sqliteFile, entry: entry?.href, requests: underWay.buffer },
      ...(execArgv ? { execArgv } : {}),
    });
    // kept referenced while it reads its warm-up, which the server awaits before it listens
    let warmed = () => {};
    slot.warmed = new Promise<void>((resolve) => (warmed = resolve)).then(() => void started.unref());
    started.on('message', (response: ReadResponse | typeof WARMED) => {
      if (response === WARMED) return warmed();
      const call = slot.pending.get(response.id);
      if (!call) return;
      slot.pending.delete(response.id);
      if (response.ok) call.resolve(response.value as never);
      else
        call.reject(
          response.statusCode === null
            ? new Error(response.message)
            : new AppError(response.statusCode, response.message, response.extra),
        );
    });
    started.on('error', (error) => {
      warmed();
      for (const call of slot.pending.values()) call.reject(error);
      slot.pending.clear();
      slot.running = null;
    });
    return started;
  }

  return {
    read(name, ...args) {
      for (const each of slots) each.running ??= start(each);
      const slot = slots[
        chooseThread(
          slots.map((each) => each.pending.size),
          affinityKey(name, args),
        )
      ] as (typeof slots)[number];
      const running = slot.running as Worker;
      const id = ++nextId;
      const request: ReadRequest = { id, name, args };
      const answered = underWay.begin();
      return new Promise<never>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        running.postMessage(request);
      }).finally(answered);
    },
    /** Starts every thread and waits until each has read its warm-up. */
    async warm() {
      for (const each of slots) each.running ??= start(each);
      await Promise.all(slots.map((each) => each.warmed));
    },
    async close() {
      const stopping = slots.flatMap((slot) => (slot.running ? [slot.running] : []));
      for (const slot of slots) slot.running = null;
      await Promise.all(stopping.map((running) => running.terminate()));
    },
  };
}
