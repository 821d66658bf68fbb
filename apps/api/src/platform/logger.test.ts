import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { captureLog } from '../test-support/log-capture.js';
import { createTestApp } from '../test-support/test-app.js';
import { redactPaths } from './logger.js';

function capture() {
  const log = captureLog();
  return { logger: pino({ redact: { paths: redactPaths, censor: '[redacted]' } }, log.stream), log };
}

describe('log redaction', () => {
  it('never writes authorization headers, passwords, OTPs or card data', () => {
    const { logger, log } = capture();
    logger.info({
      req: { headers: { authorization: 'Bearer eyJsecret' } },
      body: {
        email: 'asha@example.com',
        password: 'Secret@123',
        otp: '493817',
        paymentData: {
          methodName: 'debitcard',
          methodDetail: { cardNumber: '4111111111111111', cvv: '123' },
        },
      },
    });
    const out = log.text();
    for (const secret of ['eyJsecret', 'Secret@123', '493817', '4111111111111111', '"123"']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('asha@example.com');
    expect(out).toContain('[redacted]');
  });
});

describe('log redaction of codes', () => {
  it("keeps an error's code and hides a request body's code", () => {
    const { logger, log } = capture();
    logger.error({ err: { message: 'busy', code: 'SQLITE_BUSY' }, req: { body: { code: '493817' } } });
    const out = log.text();
    expect(out).toContain('SQLITE_BUSY');
    expect(out).not.toContain('493817');
  });
});

describe('the access log', () => {
  async function appLogging(level: string) {
    const log = captureLog();
    const t = await createTestApp({ LOG_LEVEL: level }, { logStream: log.stream });
    log.clear(); // start-up lines
    return { t, log };
  }

  it('writes one line per answered request, with its id, method, URL, status and time', async () => {
    const { t, log } = await appLogging('info');
    const lines = () => log.entries();
    try {
      const ok = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'req-ok-0001' },
      });
      const missing = await t.app.inject({ method: 'GET', url: '/api/product/nope' });
      expect(ok.statusCode).toBe(200);
      const messages = lines().map((line) => String(line.msg));
      expect(messages).toHaveLength(2);
      expect(messages[0]).toMatch(/^GET \/api\/health 200 \d+ ms$/);
      expect(lines()[0]?.reqId).toBe('req-ok-0001');
      expect(messages[1]).toMatch(/^GET \/api\/product\/nope 404 \d+ ms$/);
      expect(lines()[1]?.reqId).toBe(missing.headers['x-request-id']);
    } finally {
      await t.close();
    }
  });

  it("keeps the web app's files and media out of the info log unless they fail", async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Bazaar</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    const log = captureLog();
    const t = await createTestApp({ LOG_LEVEL: 'info', WEB_DIST: webDist }, { logStream: log.stream });
    try {
      log.clear();
      expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/products' })).statusCode).toBe(200);
      expect(log.entries()).toHaveLength(0);
      expect((await t.app.inject({ method: 'GET', url: '/media/nope.webp' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(log.entries().map((line) => String(line.msg).split(' ').slice(0, 3).join(' '))).toEqual([
        'GET /media/nope.webp 404',
        'GET /api/health 200',
      ]);
    } finally {
      await t.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('writes nothing for answered requests above info, and still logs a failure with its request id', async () => {
    const { t, log } = await appLogging('warn');
    const lines = () => log.entries();
    try {
      t.app.get('/api/test-failure', async (request) => {
        request.log.warn('about to fail');
        throw new Error('boom');
      });
      await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(lines()).toHaveLength(0);
      const failed = await t.app.inject({ method: 'GET', url: '/api/test-failure' });
      expect(failed.statusCode).toBe(500);
      const ids = new Set(lines().map((line) => line.reqId));
      expect(lines().some((line) => line.msg === 'about to fail')).toBe(true);
      expect(lines().some((line) => line.level === 50)).toBe(true);
      expect([...ids]).toEqual([failed.headers['x-request-id']]);
    } finally {
      await t.close();
    }
  });
});
