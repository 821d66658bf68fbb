import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { until, withClock } from '../test-support/clock.js';
import { createTestDb, type TestDb } from '../test-support/test-db.js';
import { createJobRunner, JOB_TIMINGS, type Job } from './jobs.js';
import { pino } from 'pino';

const log = pino({ level: 'silent' });
const timings = { leaseMs: 300, renewMs: 60, pollMs: 50, retryMs: 200 };

let database: TestDb;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.destroy());

const runner = () => createJobRunner({ db: database.db, log, timings });

describe('background jobs across processes', () => {
  it('takes over, within a minute, a job whose process was killed mid-run', () => {
    // The lease a dead process leaves lapses, and every process looks for due jobs this often.
    expect(JOB_TIMINGS.leaseMs + JOB_TIMINGS.pollMs).toBeLessThanOrEqual(60_000);
    expect(JOB_TIMINGS.renewMs * 3).toBeLessThanOrEqual(JOB_TIMINGS.leaseMs);
  });

  it('leaves a job a killed process held to another once its lease lapses', async () => {
    let runs = 0;
    const job: Job = { name: 'tidy-killed', everyMs: 3_600_000, run: async () => void (runs += 1) };
    // What a process killed mid-run leaves behind: its claim, renewed no more.
    await database.db
      .insertInto('backgroundJobs')
      .values({
        name: job.name,
        holder: 'killed:1',
        leaseUntil: new Date(Date.now() + 300).toISOString(),
        finishedAt: null,
      })
      .execute();
    const survivor = runner();
    survivor.schedule(job);
    await withClock(async (later) => {
      expect(await survivor.runDue()).toEqual([]);
      later(350);
      expect(await survivor.runDue()).toEqual([job.name]);
    });
    expect(runs).toBe(1);
    // Done for the hour, here and everywhere else.
    const other = runner();
    other.schedule(job);
    expect([...(await survivor.runDue()), ...(await other.runDue())]).toEqual([]);
  });

  it('keeps a long job to the process running it: its lease is renewed while it works', async () => {
    // Date and the renewal's interval in the test's hands: the job runs three leases long, and at each
    // renewal another process looks for the job and must find it held.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: Date.now() });
    try {
      const started: string[] = [];
      let running!: () => void;
      const jobRunning = new Promise<void>((resolve) => (running = resolve));
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const slow = (who: string): Job => ({
        name: 'slow-job',
        run: async () => {
          started.push(who);
          running();
          await finished;
        },
      });
      const a = runner();
      const b = runner();
      a.schedule(slow('a'));
      b.schedule(slow('b'));
      const first = a.runDue();
      await jobRunning;
      const leaseUntil = async () =>
        (
          await database.db
            .selectFrom('backgroundJobs')
            .select('leaseUntil')
            .where('name', '=', 'slow-job')
            .executeTakeFirstOrThrow()
        ).leaseUntil;
      for (let elapsed = 0; elapsed < 3 * timings.leaseMs; elapsed += timings.renewMs) {
        await vi.advanceTimersByTimeAsync(timings.renewMs);
        const renewed = new Date(Date.now() + timings.leaseMs).toISOString();
        await until(async () => ((await leaseUntil()) ?? '') >= renewed);
        expect(await leaseUntil()).toBe(renewed);
        expect(await b.runDue()).toEqual([]);
      }
      finish();
      expect(await first).toEqual(['slow-job']);
      expect(started).toEqual(['a']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries a failed job again later instead of marking it done', async () => {
    let calls = 0;
    const flaky: Job = {
      name: 'flaky-job',
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('store unreachable');
      },
    };
    const a = runner();
    a.schedule(flaky);
    await withClock(async (later) => {
      expect(await a.runDue()).toEqual(['flaky-job']);
      expect(await a.runDue()).toEqual([]); // waits retryMs
      later(250);
      expect(await a.runDue()).toEqual(['flaky-job']);
    });
    expect(calls).toBe(2);
    expect(await a.runDue()).toEqual([]); // a run-once job, done
  });

  it('leaves a job stopped by a closing process unfinished, for another to pick up at once', async () => {
    const job = (onRun: (signal: AbortSignal) => Promise<void>): Job => ({ name: 'stoppable', run: onRun });
    const closing = runner();
    let sawAbort = false;
    let started!: () => void;
    const jobStarted = new Promise<void>((resolve) => (started = resolve));
    closing.schedule(
      job(async (signal) => {
        started();
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        sawAbort = true;
      }),
    );
    const running = closing.runDue();
    await jobStarted; // the job is under way
    await closing.stop();
    await running;
    expect(sawAbort).toBe(true);
    const next = runner();
    let ran = false;
    next.schedule(job(async () => void (ran = true)));
    expect(await next.runDue()).toEqual(['stoppable']);
    expect(ran).toBe(true);
  });
});
