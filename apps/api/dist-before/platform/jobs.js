import { randomBytes } from 'node:crypto';
import os from 'node:os';
// A killed process's job is taken over within leaseMs + pollMs: under a minute.
export const JOB_TIMINGS = { leaseMs: 40_000, renewMs: 10_000, pollMs: 15_000, retryMs: 60_000 };
const iso = (ms) => new Date(ms).toISOString();
/**
 * Background jobs leased in the database: a job runs where a conditional update wins its row (the lease had
 * expired and the job is due), renews the lease while it runs, and records when it finished.
 */
export function createJobRunner(options) {
    const { db, log } = options;
    const timings = { ...JOB_TIMINGS, ...options.timings };
    const holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    const jobs = new Map();
    const running = new Map();
    const aborts = new Set();
    let timer;
    let stopping = false;
    async function claim(job) {
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
                : update.where((eb) => eb.or([eb('finishedAt', 'is', null), eb('finishedAt', '<=', iso(now - job.everyMs))]));
        const result = await update.executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
    }
    async function runHeld(job) {
        const lost = new AbortController();
        aborts.add(lost);
        const renew = setInterval(() => {
            db.updateTable('backgroundJobs')
                .set({ leaseUntil: iso(Date.now() + timings.leaseMs) })
                .where('name', '=', job.name)
                .where('holder', '=', holder)
                .executeTakeFirst()
                .then((result) => {
                if (Number(result.numUpdatedRows) !== 1)
                    lost.abort(new Error('lease lost'));
            }, (error) => log.warn({ err: error, job: job.name }, 'job lease not renewed'));
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
            if (!stoppedEarly)
                log.info({ job: job.name, ms: Date.now() - started }, 'background job done');
        }
        catch (error) {
            log.error({ err: error, job: job.name }, 'background job failed; another try later');
            // Released, and due again after retryMs (here or in another process).
            await db
                .updateTable('backgroundJobs')
                .set({ holder: null, leaseUntil: iso(Date.now() + timings.retryMs) })
                .where('name', '=', job.name)
                .where('holder', '=', holder)
                .execute()
                .catch(() => undefined);
        }
        finally {
            clearInterval(renew);
            aborts.delete(lost);
        }
    }
    async function runDue() {
        const ran = [];
        for (const job of jobs.values()) {
            if (stopping || running.has(job.name))
                continue;
            if (!(await claim(job)))
                continue;
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
            if (running.has(job.name))
                continue;
            claim(job).then((won) => {
                if (!won || stopping)
                    return;
                running.set(job.name, runHeld(job).finally(() => running.delete(job.name)));
            }, (error) => log.warn({ err: error, job: job.name }, 'background job not claimed'));
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
            if (timer)
                return;
            stopping = false;
            timer = setInterval(tick, timings.pollMs);
            timer.unref();
            setImmediate(tick);
        },
        async stop() {
            stopping = true;
            if (timer)
                clearInterval(timer);
            timer = undefined;
            for (const abort of aborts)
                abort.abort(new Error('closing'));
            await Promise.all([...running.values()]);
        },
    };
}
//# sourceMappingURL=jobs.js.map