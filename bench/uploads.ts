// Upload memory and mail latency. Starts the API from its sources on an empty data directory, then:
// 1. eight sellers' uploads at once, six large photos each, sampling the server's RSS (goal: < 300 MB);
// 2. `register` against a loopback mail server that takes 3 s to greet (the answer must not wait for it).
// Run:  npm run bench:uploads
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.BENCH_PORT ?? 4343);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const PARALLEL = 8;
const FILES = 6;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function startServer(dataDir: string, env: Record<string, string>) {
  let log = '';
  const child = spawn('node', ['--conditions=source', '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MAIL_OUTBOX_LOG: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, log: () => log };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const postJson = (url: string, body: unknown, token?: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function waitForCode(log: () => string, email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const code = new RegExp(
      `mail to ${email.replace(/[.+]/g, '\\$&')} \\| subject: [^|]+\\| code: (\\d{6})`,
    ).exec(log())?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code for ${email}`);
}

async function seller(log: () => string, n: number): Promise<string> {
  const email = `bench-seller-${n}@example.com`;
  await postJson('/api/auth/register', {
    name: 'Bench Seller',
    email,
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    phoneNumber: '9876543210',
  });
  const otp = await waitForCode(log, email);
  const token = (
    (await (await postJson('/api/auth/email-verification', { email, otp })).json()) as { authToken: string }
  ).authToken;
  const res = await postJson(
    '/api/seller/register',
    {
      businessName: `Bench ${n}`,
      businessType: 'Retail',
      phoneNumber: '9876543210',
      emailAddress: `sales-${n}@example.com`,
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560001',
      country: 'India',
      panNumber: 'ABCDE1234F',
      gstNumber: '29ABCDE1234F1ZW',
      bankAccountNumber: '123456789012',
      bankName: 'State Bank',
      ifscCode: 'SBIN0001234',
    },
    token,
  );
  if (res.status !== 201) throw new Error(`seller register: ${res.status} ${await res.text()}`);
  return token;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-uploads-'));
try {
  // A 12-megapixel photo with fine detail, as phones take them (decodes to ~36 MB of pixels), under 5 MB.
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 82 })
    .toBuffer();
  console.log(
    `photo: 4000×3000 JPEG, ${(photo.length / 2 ** 20).toFixed(1)} MB; ${PARALLEL} uploads × ${FILES} files at once`,
  );

  const { child, log } = await startServer(dataDir, {});
  const tokens = [];
  for (let n = 0; n < PARALLEL; n++) tokens.push(await seller(log, n));
  const idle = rssMb(child.pid!);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 20);
  const started = performance.now();
  const statuses = await Promise.all(
    tokens.map(async (token) => {
      const form = new FormData();
      for (let i = 0; i < FILES; i++)
        form.append('file', new Blob([photo], { type: 'image/jpeg' }), `p${i}.jpg`);
      const res = await fetch(`${base}/api/media/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return res.status;
    }),
  );
  clearInterval(sampler);
  console.log(`uploads: ${statuses.join(' ')} in ${Math.round(performance.now() - started)} ms`);
  console.log(
    `server RSS: idle ${idle} MB, peak during the uploads ${peak} MB, after ${rssMb(child.pid!)} MB`,
  );
  await stop(child);

  // Register with a mail server that greets after 3 s.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, done) => setTimeout(done, 3_000),
    onData: (stream, _session, done) => {
      stream.resume();
      stream.on('end', () => done());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const slow = await startServer(dataDir, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const res = await postJson('/api/auth/register', {
      name: 'Slow Mail',
      email: `slow-${i}@example.com`,
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      phoneNumber: '9876543210',
    });
    times.push(Math.round(performance.now() - t0));
    if (res.status !== 200) throw new Error(`register: ${res.status}`);
  }
  console.log(`register with a mail server that greets after 3 s: ${times.join(', ')} ms`);
  await stop(slow.child);
  await new Promise<void>((resolve) => smtp.close(resolve));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
