import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { until, withClock } from '../test-support/clock.js';
import { createTestDb, type TestDb } from '../test-support/test-db.js';
import { createMailer, MAIL_RETRY_FOR_MS, smtpTransport, type Mailer } from './mailer.js';

// Two processes' workers on one outbox, a mail server slower than a claim's lease: it accepts a mail only when
// the test says so (`accept`), while the test moves the clock on.
const received: string[] = [];
let accept: (() => void) | undefined;
let mailArrived: () => void = () => undefined;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    stream.resume();
    stream.on('end', () => {
      accept = () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        done();
      };
      mailArrived();
    });
  },
});

const secret = new Uint8Array(32).fill(7);
const log = pino({ level: 'silent' });
let database: TestDb;
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  database = await createTestDb();
});
afterAll(async () => {
  await database.destroy();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const worker = (options: Partial<Parameters<typeof createMailer>[0]> = {}): Mailer =>
  createMailer({
    db: database.db,
    secret,
    from: 'Bazaar <no-reply@bazaar.test>',
    log,
    transport: smtpTransport(url),
    leaseMs: 300,
    backoffMs: () => 50,
    ...options,
  });

const mail = (to: string) => ({ to, subject: 'Your order', text: 'Thanks', html: '<p>Thanks</p>' });

describe('the outbox with several processes', () => {
  it('sends each mail once while the mail server takes longer than a claim lease', async () => {
    // Date and the lease renewal's interval in the test's hands: the server holds each mail four leases long,
    // and at each renewal the other worker looks for due mail and must find none (the mail is still claimed).
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: Date.now() });
    try {
      const leaseMs = 300;
      const a = worker();
      const b = worker();
      const recipients = ['one@example.com', 'two@example.com', 'three@example.com'];
      const claimedUntil = async () =>
        (
          await database.db
            .selectFrom('mailOutbox')
            .select('nextAttemptAt')
            .where('claimToken', 'is not', null)
            .executeTakeFirstOrThrow()
        ).nextAttemptAt;
      for (const to of recipients) {
        await a.send(mail(to));
        const arrived = new Promise<void>((resolve) => (mailArrived = resolve));
        const pass = a.deliverDue();
        await arrived;
        for (let elapsed = 0; elapsed < 4 * leaseMs; elapsed += leaseMs / 3) {
          await vi.advanceTimersByTimeAsync(leaseMs / 3);
          const renewed = new Date(Date.now() + leaseMs).toISOString();
          await until(async () => (await claimedUntil()) >= renewed);
          expect(await claimedUntil()).toBe(renewed);
          expect(await b.deliverDue()).toBe(0);
        }
        accept?.();
        expect(await pass).toBe(1);
      }
      expect(received.sort()).toEqual([...recipients].sort());
      const rows = await database.db.selectFrom('mailOutbox').selectAll().execute();
      expect(rows.every((row) => row.sentAt !== null && row.attempts === 1 && row.sealedBody === null)).toBe(
        true,
      );
      expect(await a.counts()).toEqual({ queued: 0, dead: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a burst queued within a millisecond at the next pass, in the order it was queued', async () => {
    const sent: string[] = [];
    const mailer = worker({ transport: { deliver: async (mail) => void sent.push(mail.to) } });
    const recipients = Array.from({ length: 30 }, (_, index) => `burst${index}@example.com`);
    for (const to of recipients) await mailer.send(mail(to));
    expect(await mailer.deliverDue()).toBe(recipients.length);
    expect(sent).toEqual(recipients);
  });

  it('retries a refused mail for days, then keeps it as dead for the operator', async () => {
    expect(MAIL_RETRY_FOR_MS).toBeGreaterThanOrEqual(3 * 24 * 60 * 60_000);
    const refusing = worker({
      transport: {
        deliver: async () => {
          throw new Error('451 mailbox busy');
        },
      },
      retryForMs: 400, // three days, shortened
    });
    await refusing.send(mail('dead@example.com'));
    let counts = await refusing.counts();
    // Every try is refused; the clock moves past each back-off (50 ms) until the three days (400 ms) are over.
    await withClock(async (later) => {
      for (let tries = 0; counts.dead === 0 && tries < 100; tries++) {
        await refusing.deliverDue();
        later(60);
        counts = await refusing.counts();
      }
    });
    expect(counts).toEqual({ queued: 0, dead: 1 });
    expect(refusing.state()).toBe('degraded');
    const row = await database.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('to', '=', 'dead@example.com')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBeGreaterThan(2);
    expect(row.failedAt).not.toBeNull();
    expect(row.sealedBody).not.toBeNull(); // kept: an operator can queue it again
    expect(row.error).toBe('451 mailbox busy');
    // Dead stays dead: no further attempt.
    await refusing.deliverDue();
    const after = await database.db
      .selectFrom('mailOutbox')
      .select('attempts')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.attempts).toBe(row.attempts);
  }, 20_000);
});
