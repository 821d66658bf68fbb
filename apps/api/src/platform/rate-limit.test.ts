import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await forget(a, email, `10.77.0.${i}`)).statusCode);
    for (let i = 0; i < 2; i++) statuses.push((await forget(b, email, `10.78.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await forget(b, email, '10.79.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(refused.json().message).toBe('Too many attempts. Please try again in 1 hour.');
  });
});
