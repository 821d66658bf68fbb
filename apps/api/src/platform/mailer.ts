import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { Write } from '../db/transactions.js';
import { newId, nowIso } from './ids.js';
import { batchedPerTurn } from './batched.js';
import { createSealer } from './sealing.js';
import { loadNodemailer, loadSmtpPool } from './lazy-modules.js';

export interface MailMessage {
  to: string;
  /** Never holds the code: subjects are stored and shown in mail lists. */
  subject: string;
  text: string;
  html: string;
  /** The one-time code the mail carries, if any: printed by the development outbox, never stored in clear. */
  code?: string;
}

/** Delivers one mail; throws when the mail server refuses or does not answer in time. */
export interface MailTransport {
  deliver(mail: MailMessage & { from: string; messageId?: string }): Promise<void>;
  /** Closes the connections it keeps open, if any (when the mailer stops). */
  close?(): void;
}

export interface Mailer {
  /**
   * Queues the mail in the outbox (pass the request's transaction to make it part of it); the background
   * worker delivers it. Never waits for the mail server.
   */
  send(message: MailMessage, db?: Db): Promise<void>;
  /**
   * The outbox row of a mail as a write of the caller's transaction, to be run with its others (writeTogether):
   * what `send` runs.
   */
  queued(message: MailMessage, db: Db): Write;
  /** One delivery pass over the mails that are due; answers how many were sent. */
  deliverDue(): Promise<number>;
  /** Starts the background worker (polls the outbox; a queued mail wakes it at once). */
  start(): void;
  /** Stops the worker and waits for the pass in progress. */
  stop(): Promise<void>;
  /** `degraded` while this process's last delivery attempt failed (the mail server refuses or is away). */
  state(): 'ok' | 'degraded';
  /** Mails waiting to be sent, and mails given up (dead: kept for the operator), across every process. */
  counts(): Promise<{ queued: number; dead: number }>;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

// Short SMTP timeouts: a slow server costs the worker seconds, never a request (nodemailer waits 30 s+).
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/**
 * How many mails one process delivers at once, each over one of as many kept SMTP connections: one at a time, a
 * mail cost a new connection (greeting, EHLO, login) and three outbox writes in turn, and the outbox drained
 * about 10 mails a second while checkouts ran.
 */
export const MAIL_SENDS_AT_ONCE = 5;

/**
 * SMTP through a pool of kept connections (nodemailer's SMTPPool: a connection serves up to 100 mails). The
 * options go to the pool itself: `createTransport(url, options)` would read them as defaults of every message,
 * and the timeouts would never apply.
 */
export function smtpTransport(url: string, timeouts = SMTP_TIMEOUTS): MailTransport {
  const SmtpPool = loadSmtpPool();
  const pool = new SmtpPool({ url, pool: true, maxConnections: MAIL_SENDS_AT_ONCE, ...timeouts });
  const transport = loadNodemailer().createTransport(pool);
  return {
    async deliver({ code: _code, ...mail }) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/** The development outbox: no mail server, so each mail is one readable log line with its code. */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    async deliver(mail) {
      const code = mail.code ? ` | code: ${mail.code}` : '';
      log.info(`[outbox] mail to ${mail.to} | subject: ${mail.subject}${code}`);
    },
  };
}

/** A mail the server keeps refusing is retried this long, then kept as dead (never deleted). */
export const MAIL_RETRY_FOR_MS = 3 * 24 * 60 * 60_000;
/** 5 s, 20 s, 1 min 20 s, 5 min 20 s, 21 min, then every hour until MAIL_RETRY_FOR_MS has passed. */
export const defaultBackoffMs = (attempt: number) => Math.min(5_000 * 4 ** (attempt - 1), 60 * 60_000);
/** A claim lasts this long and is renewed while the mail server talks: nobody else sends the same mail. */
export const MAIL_CLAIM_LEASE_MS = 60_000;
const POLL_MS = 1_000;
const BATCH = 50;
// The send is recorded before the claim lapses: a database hiccup right after the mail left is retried.
const RECORD_TRIES = 5;

/**
 * The outbox and its worker. A mail is a row whose body is sealed with a key derived from the server secret;
 * the worker claims due rows with a conditional update and a token of its own (safe with several processes),
 * renews the claim while delivering, records the send under that token and drops the body, so neither the
 * database nor the log keeps a code. A mail refused for MAIL_RETRY_FOR_MS is kept as dead, body and all.
 */
export function createMailer(options: {
  db: Db;
  secret: Uint8Array;
  from: string;
  log: FastifyBaseLogger;
  transport: MailTransport;
  backoffMs?: (attempt: number) => number;
  retryForMs?: number;
  leaseMs?: number;
}): Mailer {
  const { db, log, transport } = options;
  const sealer = createSealer(options.secret, 'mail outbox');
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const retryForMs = options.retryForMs ?? MAIL_RETRY_FOR_MS;
  const leaseMs = options.leaseMs ?? MAIL_CLAIM_LEASE_MS;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<number> | undefined;
  let lastDeliveryFailed = false;

  type Claimed = {
    id: string;
    to: string;
    subject: string;
    sealedBody: string | null;
    attempts: number;
    createdAt: string;
  };
  const leaseEnd = () => new Date(Date.now() + leaseMs).toISOString();

  /** Delivers one claimed mail; true when it was sent (and recorded). */
  async function deliverOne(row: Claimed, claimToken: string, recordSent: (id: string) => Promise<void>) {
    const mine = () =>
      db.updateTable('mailOutbox').where('id', '=', row.id).where('claimToken', '=', claimToken);
    const attempt = row.attempts;
    let body: Omit<MailMessage, 'to' | 'subject'>;
    try {
      if (!row.sealedBody) throw new Error('the mail has no body');
      body = JSON.parse(sealer.open(row.sealedBody)) as Omit<MailMessage, 'to' | 'subject'>;
      // One Message-ID per queued mail: if a process dies after the mail server took the mail but before the
      // send was recorded, the copy another process sends later is the same message to mail clients.
      await transport.deliver({
        from: options.from,
        to: row.to,
        subject: row.subject,
        messageId: `<${row.id}@bazaar.outbox>`,
        ...body,
      });
    } catch (error) {
      lastDeliveryFailed = true;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      const dead = !row.sealedBody || Date.now() - Date.parse(row.createdAt) >= retryForMs;
      await mine()
        .set(
          dead
            ? { failedAt: nowIso(), error: reason, claimToken: null }
            : {
                nextAttemptAt: new Date(Date.now() + backoffMs(attempt)).toISOString(),
                error: reason,
                claimToken: null,
              },
        )
        .execute();
      // Recipient and reason only: the body (and its code) is never logged.
      log.warn(
        { mailId: row.id, to: row.to, attempt, reason, dead },
        dead ? 'mail delivery failed for days; kept as dead' : 'mail delivery failed; will retry',
      );
      return false;
    }
    lastDeliveryFailed = false;
    for (let tries = 1; ; tries++) {
      try {
        await recordSent(row.id);
        return true;
      } catch (error) {
        if (tries >= RECORD_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_000 * tries));
      }
    }
  }

  /** When this process last queued a mail, ms. */
  let queuedAt = 0;
  /** Whether the last pass found a whole batch due: more may be waiting. */
  let batchWasFull = false;

  async function runPass(): Promise<number> {
    const due = await db
      .selectFrom('mailOutbox')
      .select('id')
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .where('nextAttemptAt', '<=', nowIso())
      .orderBy('nextAttemptAt')
      .orderBy('createdAt')
      .limit(BATCH)
      .execute();
    batchWasFull = due.length === BATCH;
    if (due.length === 0) return 0;
    // The batch is claimed in one statement under one token (a mail another process claimed or sent since is
    // no longer due, and is left out); the sends are recorded together too, those of one turn of the event loop
    // in one statement: a mail costs the database a fraction of a write instead of two, which under checkouts
    // competed with them (PostgreSQL's checkouts alone, p99 236 ms with a write per claim and per send).
    const claimToken = randomBytes(9).toString('base64url');
    const claimed: Claimed[] = await db
      .updateTable('mailOutbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: leaseEnd(), claimToken }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .where('nextAttemptAt', '<=', nowIso())
      .returning(['id', 'to', 'subject', 'sealedBody', 'attempts', 'createdAt', 'nextAttemptAt'])
      .execute();
    if (claimed.length === 0) return 0;
    // the claimed mails in the outbox's order (RETURNING gives no order)
    const order = new Map(due.map((row, index) => [row.id, index]));
    claimed.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const recordSent = batchedPerTurn(async (ids: string[]) => {
      await db
        .updateTable('mailOutbox')
        .set({ sentAt: nowIso(), sealedBody: null, error: null, claimToken: null })
        .where('claimToken', '=', claimToken)
        .where('id', 'in', ids)
        .execute();
    });
    // A slow mail server keeps the claims alive: no other process takes these mails while this one sends them.
    const renew = setInterval(() => {
      db.updateTable('mailOutbox')
        .set({ nextAttemptAt: leaseEnd() })
        .where('claimToken', '=', claimToken)
        .execute()
        .catch((error: unknown) => log.warn({ err: error }, 'mail claims not renewed'));
    }, leaseMs / 3);
    renew.unref();
    try {
      // MAIL_SENDS_AT_ONCE lanes take the batch's recipients in order, each lane one recipient's mails one
      // after the other: a buyer's order mails ("shipped", then "delivered") arrive in the order they were queued.
      const byRecipient = new Map<string, Claimed[]>();
      for (const row of claimed) {
        const mails = byRecipient.get(row.to);
        if (mails) mails.push(row);
        else byRecipient.set(row.to, [row]);
      }
      const recipients = [...byRecipient.values()];
      let next = 0;
      let sent = 0;
      const lane = async () => {
        for (let mails = recipients[next++]; mails; mails = recipients[next++])
          for (const row of mails) if (await deliverOne(row, claimToken, recordSent)) sent += 1;
      };
      const lanes = await Promise.allSettled(
        Array.from({ length: Math.min(MAIL_SENDS_AT_ONCE, recipients.length) }, lane),
      );
      const failed = lanes.find((lane) => lane.status === 'rejected');
      if (failed) throw failed.reason;
      return sent;
    } finally {
      clearInterval(renew);
    }
  }

  async function deliverDue(): Promise<number> {
    while (pass) await pass.catch(() => undefined);
    pass = runPass().finally(() => {
      pass = undefined;
    });
    return pass;
  }

  const tick = () => {
    if (pass) return;
    deliverDue().then(
      // a whole batch was due: the next one goes at once, not at the next poll
      () => batchWasFull && timer && setImmediate(tick),
      (error: unknown) => log.error({ err: error }, 'mail worker pass failed'),
    );
  };

  function queued(message: MailMessage, executor: Db): Write {
    if (message.code && message.subject.includes(message.code)) {
      throw new Error('a mail subject must not hold its code');
    }
    // Due now; and created a millisecond after the mail this process queued before it at least, so the
    // outbox's order (nextAttemptAt, then createdAt) is the order they were queued in, within a millisecond too,
    // and a buyer's mails leave in it (runPass). Only createdAt runs ahead of the clock, by a few ms in a burst:
    // a mail is never queued as due later than now.
    const now = nowIso();
    queuedAt = Math.max(Date.parse(now), queuedAt + 1);
    const createdAt = new Date(queuedAt).toISOString();
    const { to, subject, ...body } = message;
    return executor.insertInto('mailOutbox').values({
      id: newId(),
      to,
      subject,
      sealedBody: sealer.seal(JSON.stringify(body)),
      nextAttemptAt: now,
      createdAt,
      sentAt: null,
      failedAt: null,
      error: null,
      claimToken: null,
    });
  }

  return {
    async send(message, executor = db) {
      await queued(message, executor).execute();
      if (timer) setImmediate(tick);
    },
    queued,
    deliverDue,
    start() {
      if (timer) return;
      timer = setInterval(tick, POLL_MS);
      timer.unref();
      setImmediate(tick);
    },
    state: () => (lastDeliveryFailed ? 'degraded' : 'ok'),
    async counts() {
      const count = (dead: boolean) =>
        db
          .selectFrom('mailOutbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sentAt', 'is', null)
          .where('failedAt', dead ? 'is not' : 'is', null)
          .executeTakeFirstOrThrow();
      const [queued, dead] = await Promise.all([count(false), count(true)]);
      return { queued: Number(queued.n), dead: Number(dead.n) };
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      while (pass) await pass.catch(() => undefined);
      transport.close?.();
    },
  };
}
