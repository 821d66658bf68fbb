import { randomBytes } from 'node:crypto';
import { newId, nowIso } from './ids.js';
import { createSealer } from './sealing.js';
import { loadNodemailer } from './lazy-modules.js';
const HTML_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
// Short SMTP timeouts: a slow server costs the worker seconds, never a request (nodemailer waits 30 s+).
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };
export function smtpTransport(url) {
    const transport = loadNodemailer().createTransport(url, SMTP_TIMEOUTS);
    return {
        async deliver({ code: _code, ...mail }) {
            await transport.sendMail(mail);
        },
    };
}
/** The development outbox: no mail server, so each mail is one readable log line with its code. */
export function logTransport(log) {
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
export const defaultBackoffMs = (attempt) => Math.min(5_000 * 4 ** (attempt - 1), 60 * 60_000);
/** A claim lasts this long and is renewed while the mail server talks: nobody else sends the same mail. */
export const MAIL_CLAIM_LEASE_MS = 60_000;
const POLL_MS = 1_000;
const BATCH = 20;
// The send is recorded before the claim lapses: a database hiccup right after the mail left is retried.
const RECORD_TRIES = 5;
/**
 * The outbox and its worker. A mail is a row whose body is sealed with a key derived from the server secret;
 * the worker claims due rows with a conditional update and a token of its own (safe with several processes),
 * renews the claim while delivering, records the send under that token and drops the body, so neither the
 * database nor the log keeps a code. A mail refused for MAIL_RETRY_FOR_MS is kept as dead, body and all.
 */
export function createMailer(options) {
    const { db, log, transport } = options;
    const sealer = createSealer(options.secret, 'mail outbox');
    const backoffMs = options.backoffMs ?? defaultBackoffMs;
    const retryForMs = options.retryForMs ?? MAIL_RETRY_FOR_MS;
    const leaseMs = options.leaseMs ?? MAIL_CLAIM_LEASE_MS;
    let timer;
    let pass;
    let lastDeliveryFailed = false;
    async function deliverOne(row) {
        const claimToken = randomBytes(9).toString('base64url');
        const leaseEnd = () => new Date(Date.now() + leaseMs).toISOString();
        const claimed = await db
            .updateTable('mailOutbox')
            .set({ attempts: row.attempts + 1, nextAttemptAt: leaseEnd(), claimToken })
            .where('id', '=', row.id)
            .where('attempts', '=', row.attempts)
            .where('nextAttemptAt', '=', row.nextAttemptAt)
            .where('sentAt', 'is', null)
            .where('failedAt', 'is', null)
            .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1)
            return false;
        const mine = () => db.updateTable('mailOutbox').where('id', '=', row.id).where('claimToken', '=', claimToken);
        // A slow mail server keeps the claim alive: no other process takes the mail while this one sends it.
        const renew = setInterval(() => {
            mine()
                .set({ nextAttemptAt: leaseEnd() })
                .execute()
                .catch((error) => log.warn({ err: error, mailId: row.id }, 'mail claim not renewed'));
        }, leaseMs / 3);
        renew.unref();
        const attempt = row.attempts + 1;
        try {
            let body;
            try {
                if (!row.sealedBody)
                    throw new Error('the mail has no body');
                body = JSON.parse(sealer.open(row.sealedBody));
                // One Message-ID per queued mail: if a process dies after the mail server took the mail but before the
                // send was recorded, the copy another process sends later is the same message to mail clients.
                await transport.deliver({
                    from: options.from,
                    to: row.to,
                    subject: row.subject,
                    messageId: `<${row.id}@bazaar.outbox>`,
                    ...body,
                });
            }
            catch (error) {
                lastDeliveryFailed = true;
                const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
                const dead = !row.sealedBody || Date.now() - Date.parse(row.createdAt) >= retryForMs;
                await mine()
                    .set(dead
                    ? { failedAt: nowIso(), error: reason, claimToken: null }
                    : {
                        nextAttemptAt: new Date(Date.now() + backoffMs(attempt)).toISOString(),
                        error: reason,
                        claimToken: null,
                    })
                    .execute();
                // Recipient and reason only: the body (and its code) is never logged.
                log.warn({ mailId: row.id, to: row.to, attempt, reason, dead }, dead ? 'mail delivery failed for days; kept as dead' : 'mail delivery failed; will retry');
                return false;
            }
            lastDeliveryFailed = false;
            for (let tries = 1;; tries++) {
                try {
                    await mine().set({ sentAt: nowIso(), sealedBody: null, error: null, claimToken: null }).execute();
                    return true;
                }
                catch (error) {
                    if (tries >= RECORD_TRIES)
                        throw error;
                    await new Promise((resolve) => setTimeout(resolve, 1_000 * tries));
                }
            }
        }
        finally {
            clearInterval(renew);
        }
    }
    async function runPass() {
        const due = await db
            .selectFrom('mailOutbox')
            .select(['id', 'to', 'subject', 'sealedBody', 'attempts', 'nextAttemptAt', 'createdAt'])
            .where('sentAt', 'is', null)
            .where('failedAt', 'is', null)
            .where('nextAttemptAt', '<=', nowIso())
            .orderBy('nextAttemptAt')
            .limit(BATCH)
            .execute();
        let sent = 0;
        for (const row of due)
            if (await deliverOne(row))
                sent += 1;
        return sent;
    }
    async function deliverDue() {
        while (pass)
            await pass.catch(() => undefined);
        pass = runPass().finally(() => {
            pass = undefined;
        });
        return pass;
    }
    const tick = () => {
        if (pass)
            return;
        deliverDue().catch((error) => log.error({ err: error }, 'mail worker pass failed'));
    };
    return {
        async send(message, executor = db) {
            if (message.code && message.subject.includes(message.code)) {
                throw new Error('a mail subject must not hold its code');
            }
            const now = nowIso();
            const { to, subject, ...body } = message;
            await executor
                .insertInto('mailOutbox')
                .values({
                id: newId(),
                to,
                subject,
                sealedBody: sealer.seal(JSON.stringify(body)),
                nextAttemptAt: now,
                createdAt: now,
                sentAt: null,
                failedAt: null,
                error: null,
                claimToken: null,
            })
                .execute();
            if (timer)
                setImmediate(tick);
        },
        deliverDue,
        start() {
            if (timer)
                return;
            timer = setInterval(tick, POLL_MS);
            timer.unref();
            setImmediate(tick);
        },
        state: () => (lastDeliveryFailed ? 'degraded' : 'ok'),
        async counts() {
            const count = (dead) => db
                .selectFrom('mailOutbox')
                .select((eb) => eb.fn.countAll().as('n'))
                .where('sentAt', 'is', null)
                .where('failedAt', dead ? 'is not' : 'is', null)
                .executeTakeFirstOrThrow();
            const [queued, dead] = await Promise.all([count(false), count(true)]);
            return { queued: Number(queued.n), dead: Number(dead.n) };
        },
        async stop() {
            if (timer)
                clearInterval(timer);
            timer = undefined;
            while (pass)
                await pass.catch(() => undefined);
        },
    };
}
//# sourceMappingURL=mailer.js.map