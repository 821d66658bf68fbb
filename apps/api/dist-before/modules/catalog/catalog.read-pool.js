import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../platform/errors.js';
/** The compiled worker beside this file; absent when running from TypeScript sources (tests, tsx). */
const workerUrl = new URL('./catalog.read-worker.js', import.meta.url);
export const canReadInWorker = () => fs.existsSync(fileURLToPath(workerUrl));
/**
 * Catalogue reads in `threads` worker threads, each with its own read-only connection to the SQLite file, each
 * started on its first read (an idle server keeps its memory); a read goes to the thread with the fewest reads
 * waiting. Reads see every committed write (WAL).
 */
export function workerCatalogReader(sqliteFile, 
/** tests run the TypeScript worker (`entry`) through a bootstrap (`url`) that registers a loader */
worker = { url: workerUrl }, threads = 1) {
    const { url, entry, execArgv } = worker;
    let nextId = 0;
    const slots = Array.from({ length: Math.max(1, threads) }, () => ({
        running: null,
        pending: new Map(),
    }));
    function start(slot) {
        const started = new Worker(url, {
            workerData: { file: sqliteFile, entry: entry?.href },
            ...(execArgv ? { execArgv } : {}),
        });
        started.on('message', (response) => {
            const call = slot.pending.get(response.id);
            if (!call)
                return;
            slot.pending.delete(response.id);
            if (response.ok)
                call.resolve(response.value);
            else
                call.reject(response.statusCode === null
                    ? new Error(response.message)
                    : new AppError(response.statusCode, response.message, response.extra));
        });
        started.on('error', (error) => {
            for (const call of slot.pending.values())
                call.reject(error);
            slot.pending.clear();
            slot.running = null;
        });
        started.unref();
        return started;
    }
    return {
        read(name, ...args) {
            const slot = slots.reduce((least, each) => (each.pending.size < least.pending.size ? each : least));
            const running = (slot.running ??= start(slot));
            const id = ++nextId;
            const request = { id, name, args };
            return new Promise((resolve, reject) => {
                slot.pending.set(id, { resolve, reject });
                running.postMessage(request);
            });
        },
        async close() {
            const stopping = slots.flatMap((slot) => (slot.running ? [slot.running] : []));
            for (const slot of slots)
                slot.running = null;
            await Promise.all(stopping.map((running) => running.terminate()));
        },
    };
}
//# sourceMappingURL=catalog.read-pool.js.map