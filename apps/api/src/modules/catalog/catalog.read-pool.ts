import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../platform/errors.js';
import type { CatalogReader } from './catalog.reads.js';
import type { ReadRequest, ReadResponse } from './catalog.read-worker.js';

/** The compiled worker beside this file; absent when running from TypeScript sources (tests, tsx). */
const workerUrl = new URL('./catalog.read-worker.js', import.meta.url);

export const canReadInWorker = (): boolean => fs.existsSync(fileURLToPath(workerUrl));

/**
 * Catalogue reads in one worker thread with a read-only connection to the SQLite file, started on the first
 * read (an idle server keeps its memory). Reads see every committed write (WAL).
 */
export function workerCatalogReader(
  sqliteFile: string,
  /** tests run the TypeScript worker (`entry`) through a bootstrap (`url`) that registers a loader */
  worker: { url: URL; entry?: URL; execArgv?: string[] } = { url: workerUrl },
): CatalogReader {
  const { url, entry, execArgv } = worker;
  let running: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();

  function start(): Worker {
    const started = new Worker(url, {
      workerData: { file: sqliteFile, entry: entry?.href },
      ...(execArgv ? { execArgv } : {}),
    });
    started.on('message', (response: ReadResponse) => {
      const call = pending.get(response.id);
      if (!call) return;
      pending.delete(response.id);
      if (response.ok) call.resolve(response.value as never);
      else
        call.reject(
          response.statusCode === null
            ? new Error(response.message)
            : new AppError(response.statusCode, response.message, response.extra),
        );
    });
    started.on('error', (error) => {
      for (const call of pending.values()) call.reject(error);
      pending.clear();
      running = null;
    });
    started.unref();
    return started;
  }

  return {
    read(name, ...args) {
      running ??= start();
      const id = ++nextId;
      const request: ReadRequest = { id, name, args };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running?.postMessage(request);
      });
    },
    async close() {
      const stopping = running;
      running = null;
      if (stopping) await stopping.terminate();
    },
  };
}
