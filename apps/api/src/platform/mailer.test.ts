import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '../db/database.js';
import { captureLog } from '../test-support/log-capture.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { post } from '../test-support/auth-helpers.js';
import { MAIL_SENDS_AT_ONCE, smtpTransport } from './mailer.js';

const received: { to: string[]; raw: string }[] = [];
/** How the loopback mail server behaves: it greets after `greetDelayMs` and refuses the next `refuse` mails. */
const behaviour = { greetDelayMs: 1_500, refuse: 0 };
let connections = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, done) {
    connections += 1;
    setTimeout(done, behaviour.greetDelayMs);
  },
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      if (behaviour.refuse > 0) {
        behaviour.refuse -= 1;
        const error = new Error('mailbox busy, try later') as Error & { responseCode: number };
        error.responseCode = 451;
        return done(error);
      }
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      done();
    });
  },
});

const log = captureLog();

let t: TestApp;
let smtpUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  smtpUrl = `smtp://127.0.0.1:${port}`;
  t = await createTestApp(
    { SMTP_URL: smtpUrl, LOG_LEVEL: 'info' },
    { logStream: log.stream, mailBackoffMs: () => 200 },
  );
  t.app.mailer.start();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sentRow = (to: string) =>
  t.database.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('to', '=', to)
    .where('sentAt', 'is not', null)
    .executeTakeFirst();

const codeIn = (raw: string) => /code is (\d{6})/.exec(raw.replace(/=\r?\n/g, ''))?.[1];

/** Every byte the database holds: the SQLite file with its WAL, or every outbox row on PostgreSQL. */
async function databaseBytes(): Promise<string> {
  if (t.database.engine === 'sqlite') {
    const file = t.database.location.replace(/^sqlite /, '');
    return [file, `${file}-wal`]
      .filter((f) => fs.existsSync(f))
      .map((f) => fs.readFileSync(f).toString('latin1'))
      .join('');
  }
  return JSON.stringify(await t.database.db.selectFrom('mailOutbox').selectAll().execute());
}

const register = (email: string, name = 'Asha Rao') =>
  post(t.app, '/api/auth/register', {
    name,
    email,
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    phoneNumber: '9876543210',
  });

describe('mail through the outbox worker, with a slow mail server', () => {
  it('answers register at once, and the code still arrives as text and escaped HTML', async () => {
    const started = Date.now();
    const res = await register('smtp@example.com', '<script>alert(1)</script>');
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(elapsed).toBeLessThan(1_000);

    const mail = await waitFor(() => received.find((m) => m.to.includes('smtp@example.com')));
    expect(mail.raw).toMatch(/Subject: Your Bazaar verification code\r?\n/);
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    expect(mail.raw).toContain('&lt;script&gt;');
    expect(codeIn(mail.raw)).toMatch(/^\d{6}$/);
  });

  it('answers forget-password as fast for a known e-mail as for an unknown one', async () => {
    await register('known@example.com');
    const timed = async (email: string) => {
      const started = Date.now();
      const res = await post(t.app, '/api/auth/forget-password', { email });
      expect(res.statusCode).toBe(200);
      return Date.now() - started;
    };
    expect(await timed('known@example.com')).toBeLessThan(1_000);
    expect(await timed('unknown@example.com')).toBeLessThan(1_000);
  });

  it('keeps no mailed code in the database or the log once the mail is sent', async () => {
    await register('atrest@example.com');
    const mail = await waitFor(() => received.find((m) => m.to.includes('atrest@example.com')));
    const code = codeIn(mail.raw)!;
    const row = await waitFor(() => sentRow('atrest@example.com'));
    expect(row.sealedBody).toBeNull();
    expect(row.subject).not.toContain(code);
    expect(await databaseBytes()).not.toContain(code);
    expect(log.text()).not.toContain(code);
  });

  it('retries a refused mail with back-off and logs the failure without its code', async () => {
    behaviour.refuse = 1;
    await register('retry@example.com');
    const mail = await waitFor(() => received.find((m) => m.to.includes('retry@example.com')), 20_000);
    const code = codeIn(mail.raw)!;
    const written = log.text();
    expect(written).toContain('mail delivery failed; will retry');
    expect(written).not.toContain(code);
    const row = await waitFor(() => sentRow('retry@example.com'));
    expect(row.attempts).toBe(2);
  });

  it('sends a burst of mails side by side over a few kept connections', async () => {
    const recipients = Array.from({ length: 12 }, (_, index) => `burst${index}@example.com`);
    const steps = ['Your order is placed', 'Your order is shipped', 'Your order is delivered'];
    const [connectedBefore, started] = [connections, Date.now()];
    for (const to of recipients) {
      for (const subject of steps) {
        await t.app.mailer.send({ to, subject, text: 'Thanks', html: '<p>Thanks</p>' });
      }
    }
    const arrived = (to: string) => received.filter((m) => m.to.includes(to));
    await waitFor(() => recipients.every((to) => arrived(to).length === steps.length) || undefined);
    // side by side, yet each buyer's mails in the order they were queued
    for (const to of recipients) {
      expect(arrived(to).map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim())).toEqual(steps);
    }
    // one at a time over a new connection each, the server's 1.5 s greeting came 36 times: 54 s
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(connections - connectedBefore).toBeLessThanOrEqual(MAIL_SENDS_AT_ONCE);
  });

  it('gives up on a mail server that does not greet within the timeout', async () => {
    const impatient = smtpTransport(smtpUrl, {
      connectionTimeout: 300,
      greetingTimeout: 300,
      socketTimeout: 300,
    });
    const started = Date.now();
    const mail = {
      from: 'no-reply@bazaar.test',
      to: 'late@example.com',
      subject: 'Hello',
      text: 'Hi',
      html: 'Hi',
    };
    await expect(impatient.deliver(mail)).rejects.toThrow(/timeout|greeting/i);
    expect(Date.now() - started).toBeLessThan(1_400);
    impatient.close?.();
  });
});

describe('the SQLite file', () => {
  it('is created readable and writable by its owner only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-mode-'));
    const file = path.join(dir, 'data', 'bazaar.sqlite');
    const handle = createDb({ sqliteFile: file });
    await migrateToLatest(handle.db);
    await handle.db.destroy();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
