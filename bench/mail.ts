// How fast the outbox drains: mails a second from the queue to a loopback mail server that greets after
// `--greet-ms` and takes each message after `--accept-ms` (a provider's SMTP endpoint across a network), with
// one worker, as a checkout's confirmations wait for it. On a fresh SQLite file, or on a throw-away
// PostgreSQL database with --database-url.
//   npm run bench:mail  [-- --mails 300 --greet-ms 100 --accept-ms 20 --database-url postgres://…/postgres]
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { createDb, migrateToLatest, type DbHandle } from '../apps/api/src/db/database.js';
import { createMailer, smtpTransport } from '../apps/api/src/platform/mailer.js';

const { values } = parseArgs({
  options: {
    mails: { type: 'string', default: '300' },
    'greet-ms': { type: 'string', default: '100' },
    'accept-ms': { type: 'string', default: '20' },
    'database-url': { type: 'string' },
  },
});
const mails = Number(values.mails);
const greetMs = Number(values['greet-ms']);
const acceptMs = Number(values['accept-ms']);

let received = 0;
let connections = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, done) {
    connections += 1;
    setTimeout(done, greetMs);
  },
  onData(stream, _session, done) {
    stream.resume();
    stream.on('end', () =>
      setTimeout(() => {
        received += 1;
        done();
      }, acceptMs),
    );
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

async function database(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const serverUrl = values['database-url'];
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-mail-bench-'));
    const handle = createDb({ sqliteFile: path.join(dir, 'bench.sqlite') });
    await migrateToLatest(handle.db);
    return { handle, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `bench_mail_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const at = new URL(serverUrl);
  at.pathname = `/${name}`;
  const handle = createDb({ databaseUrl: at.toString() });
  await migrateToLatest(handle.db);
  return {
    handle,
    drop: async () => {
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

const { handle, drop } = await database();
const mailer = createMailer({
  db: handle.db,
  secret: new Uint8Array(32).fill(1),
  from: 'Bazaar <no-reply@bazaar.bench>',
  log: pino({ level: 'silent' }),
  transport: smtpTransport(url),
});
for (let index = 0; index < mails; index++) {
  await mailer.send({
    to: `buyer${index}@example.com`,
    subject: 'Your order',
    text: 'Thanks',
    html: '<p>Thanks</p>',
  });
}
const started = performance.now();
mailer.start();
while (received < mails) await new Promise((resolve) => setTimeout(resolve, 20));
const seconds = (performance.now() - started) / 1_000;
await mailer.stop();
await handle.db.destroy();
await drop();
await new Promise<void>((resolve) => smtp.close(resolve));
console.log(
  `${values['database-url'] ? 'PostgreSQL' : 'SQLite'}: ${mails} mails in ${seconds.toFixed(2)} s = ` +
    `${(mails / seconds).toFixed(0)} mails/s over ${connections} connections ` +
    `(greeting ${greetMs} ms, each mail accepted after ${acceptMs} ms)`,
);
