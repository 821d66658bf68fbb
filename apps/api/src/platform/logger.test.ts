import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactPaths } from './logger.js';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ redact: { paths: redactPaths, censor: '[redacted]' } }, stream), lines };
}

describe('log redaction', () => {
  it('never writes authorization headers, passwords, OTPs or card data', () => {
    const { logger, lines } = capture();
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
    const out = lines.join('');
    for (const secret of ['eyJsecret', 'Secret@123', '493817', '4111111111111111', '"123"']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('asha@example.com');
    expect(out).toContain('[redacted]');
  });
});

describe('log redaction of codes', () => {
  it("keeps an error's code and hides a request body's code", () => {
    const { logger, lines } = capture();
    logger.error({ err: { message: 'busy', code: 'SQLITE_BUSY' }, req: { body: { code: '493817' } } });
    const out = lines.join('');
    expect(out).toContain('SQLITE_BUSY');
    expect(out).not.toContain('493817');
  });
});
