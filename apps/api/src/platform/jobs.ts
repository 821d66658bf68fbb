import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';

/** A job run in one process at a time, across every process on the same database. */
export interface Job {
  name: string;
  /** How often it runs; once (until `requestRun`) when absent. */
  everyMs?: number;
  /**
   * The work; `signal` aborts when the process is closing or the lease was lost (another process may have
   * taken over): a job that stops early is left unfinished, to be picked up again.
   */
  run(signal: AbortSignal): Promise<void>;
}

export interface JobRunner {
  schedule(job: Job): void;
  /** Makes a run-once job due again (the demo catalogue was just seeded). */
  requestRun(name: string): Promise<void>;
  /** One pass: runs every due job whose lease this process wins; answers the names it ran. */
  runDue(): Promise<string[]>;
  /** Polls for due jobs until `stop`. */
  start(): void;
  /** Stops polling and waits for the jobs in progress (their leases are released). */
  stop(): Promise<void>;
}

export interface JobTimings {
  /** How long a claim holds without renewal: a process killed mid-job leaves it to another after this. */
  leaseMs: number;
  /** How often a running job renews its lease. */
  renewMs: number;
  /** How often each process looks for due jobs. */
  pollMs: number;
  /** How long a failed job waits before another try. */
  retryMs: number;
}

// A killed process's job is taken over within leaseMs + pollMs: under a minute.
export const JOB_TIMINGS: JobTimings = { leaseMs: 40_000, renewMs: 10_000, pollMs: 15_000, retryMs: 60_000 };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Background jobs leased in the database: a job runs where a conditional update wins its row (the lease had
 * expired and the job is due), renews the lease while it runs, and records when it finished.
 */
export function createJobRunner(options: {
  db: Db;
  log: FastifyBaseLogger;
  timings?: Partial<JobTimings>;
}): JobRunner {
  const { db, log } = options;
  const timings = { ...JOB_TIMINGS, ...options.timings };
  const holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const jobs = new Map<string, Job>();
  const running = new Map<string, Promise<void>>();
  const aborts = new Set<AbortController>();
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;

  async function claim(job: Job): Promise<boolean> {
    const now = Date.now();
    await db
      .insertInto('backgroundJobs')
      .values({ name: job.name, holder: null, leaseUntil: null, finishedAt: null })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    let update = db
      .updateTable('backgroundJobs')
      .set({ holder, leaseUntil: iso(now + timings.leaseMs) })
      .where('name', '=', job.name)
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', iso(now))]));
    update =
      job.everyMs === undefined
        ? update.where('finishedAt', 'is', null)
        : update.where((eb) =>
            eb.or([eb('finishedAt', 'is', null), eb('finishedAt', '<=', iso(now - job.everyMs!))]),
          );
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function runHeld(job: Job): Promise<void> {
    const lost = new AbortController();
    aborts.add(lost);
    const renew = setInterval(() => {
      db.updateTable('backgroundJobs')
        .set({ leaseUntil: iso(Date.now() + timings.leaseMs) })
        .where('name', '=', job.name)
        .where('holder', '=', holder)
        .executeTakeFirst()
        .then(
          (result) => {
            if (Number(result.numUpdatedRows) !== 1) lost.abort(new Error('lease lost'));
          },
          (error: unknown) => log.warn({ err: error, job: job.name }, 'job lease not renewed'),
        );
    }, timings.renewMs);
    renew.unref();
    const started = Date.now();
    try {
      await job.run(lost.signal);
      const stoppedEarly = lost.signal.aborted;
      await db
        .updateTable('backgroundJobs')
        .set({ holder: null, leaseUntil: null, ...(stoppedEarly ? {} : { finishedAt: iso(Date.now()) }) })
        .where('name', '=', job.name)
        .where('holder', '=', holder)
        .execute();
      if (!stoppedEarly) log.info({ job: job.name, ms: Date.now() - started }, 'background job done');
    } catch (error) {
      log.error({ err: error, job: job.name }, 'background job failed; another try later');
      // Released, and due again after retryMs (here or in another process).
      await db
        .updateTable('backgroundJobs')
        .set({ holder: null, leaseUntil: iso(Date.now() + timings.retryMs) })
        .where('name', '=', job.name)
        .where('holder', '=', holder)
        .execute()
        .catch(() => undefined);
    } finally {
      clearInterval(renew);
      aborts.delete(lost);
    }
  }

  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs.values()) {
      if (stopping || running.has(job.name)) continue;
      if (!(await claim(job))) continue;
      const run = runHeld(job).finally(() => running.delete(job.name));
      running.set(job.name, run);
      ran.push(job.name);
    }
    await Promise.all([...running.values()]);
    return ran;
  }

  const tick = () => {
    // Jobs run beside each other; a slow one does not hold the others' polls.
    for (const job of jobs.values()) {
      if (running.has(job.name)) continue;
      claim(job).then(
        (won) => {
          if (!won || stopping) return;
          running.set(
            job.name,
            runHeld(job).finally(() => running.delete(job.name)),
          );
        },
        (error: unknown) => log.warn({ err: error, job: job.name }, 'background job not claimed'),
      );
    }
  };

  return {
    schedule(job) {
      jobs.set(job.name, job);
    },
    async requestRun(name) {
      await db.updateTable('backgroundJobs').set({ finishedAt: null }).where('name', '=', name).execute();
    },
    runDue,
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(tick, timings.pollMs);
      timer.unref();
      setImmediate(tick);
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const abort of aborts) abort.abort(new Error('closing'));
      await Promise.all([...running.values()]);
    },
  };
}
