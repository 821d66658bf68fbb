import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, type LogCapture } from '../test-support/log-capture.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { addressKey } from './rate-limit.js';

describe('addressKey', () => {
  it('groups IPv6 by /64 and keeps IPv4 as is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:7:1::1')).toBe(addressKey('2001:0db8:0007:0001:ffff:1:2:3'));
    expect(addressKey('2001:db8:7:1::1')).not.toBe(addressKey('2001:db8:7:2::1'));
  });
});

const forget = (t: TestApp, email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forget-password', remoteAddress: ip, payload: { email } });

describe('behind proxies (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => t.close());

  it('counts the address the proxy saw, whatever the client put in X-Forwarded-For', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forget-password',
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        payload: { email: `proxy-${i}@example.com` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('gives clients behind the proxy their own limits', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forget-password',
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': `198.51.100.${100 + i}` },
        payload: { email: `client-${i}@example.com` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(11).fill(200));
  });
});

describe('with REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
    b = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('shares the limits between processes, with the wait in Retry-After and the message', async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
    // Addresses of this run only: the shared Redis keeps earlier runs' counts for the hour.
    const [x = 0, y = 0] = randomBytes(2);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await forget(a, email, `10.${x}.${y}.${i}`)).statusCode);
    for (let i = 0; i < 2; i++) statuses.push((await forget(b, email, `10.${x}.${y}.${10 + i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await forget(b, email, `10.${x}.${y}.20`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(refused.json().message).toBe('Too many attempts. Please try again in 1 hour.');
  });
});

/** A Redis of the test's own on a port of its own, to stop and start again; resolves once it answers. */
async function startRedis(port: number) {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const stopped = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (;;) {
    // Another Redis on the port would make this one exit: the test would stop the wrong one.
    if (child.exitCode !== null) throw new Error(`redis-server could not listen on ${port}`);
    const answers = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.end());
    });
    if (answers) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    async stop() {
      child.kill('SIGKILL');
      await stopped;
    },
  };
}

const until = async (condition: () => boolean, what: string, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const redisWarnings = (log: LogCapture) =>
  log.entries().filter((e) => String(e.msg).startsWith('redis unreachable')).length;

describe('with REDIS_URL and Redis down', () => {
  it('counts in the process instead, warns once, and the limits still hold', async () => {
    const log = captureLog();
    // Port 4701 on loopback: nothing listens there.
    const t = await createTestApp(
      { REDIS_URL: 'redis://127.0.0.1:4701', LOG_LEVEL: 'warn' },
      { logStream: log.stream },
    );
    try {
      const email = `down-${randomBytes(4).toString('hex')}@example.com`;
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await forget(t, email, `10.80.0.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(redisWarnings(log)).toBe(1);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().checks.redis).toBe('degraded');
    } finally {
      await t.close();
    }
  });

  it('shares the counters again once Redis is back, without a restart', { timeout: 30_000 }, async () => {
    const port = 4702;
    let redis = await startRedis(port);
    const log = captureLog();
    const a = await createTestApp(
      { REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'info' },
      { logStream: log.stream },
    );
    const b = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'silent' });
    try {
      await until(
        () => a.app.rateLimiter.sharedState === 'ok' && b.app.rateLimiter.sharedState === 'ok',
        'redis',
      );
      await redis.stop();
      await until(() => a.app.rateLimiter.sharedState === 'degraded', 'the client to notice');
      const offline = `offline-${randomBytes(4).toString('hex')}@example.com`;
      expect((await forget(a, offline, '10.81.0.1')).statusCode).toBe(200);
      expect(redisWarnings(log)).toBe(1);

      redis = await startRedis(port);
      await until(
        () => a.app.rateLimiter.sharedState === 'ok' && b.app.rateLimiter.sharedState === 'ok',
        'reconnect',
      );
      // Redis answers again: both processes count the same address together.
      const email = `back-${randomBytes(4).toString('hex')}@example.com`;
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await forget(a, email, `10.82.0.${i}`)).statusCode);
      for (let i = 0; i < 3; i++) statuses.push((await forget(b, email, `10.83.0.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(a.app.rateLimiter.sharedState).toBe('ok');
      expect(
        log.entries().some((e) => e.msg === 'redis answers again: rate limits are shared between processes'),
      ).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  });
});
