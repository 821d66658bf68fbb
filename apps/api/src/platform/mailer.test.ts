import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { post } from '../test-support/auth-helpers.js';

const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      done();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail over SMTP', () => {
  it('delivers the registration OTP as text and escaped HTML, and marks it sent', async () => {
    const res = await post(t.app, '/api/auth/register', {
      name: '<script>alert(1)</script>',
      email: 'smtp@example.com',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      phoneNumber: '9876543210',
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['smtp@example.com']);
    expect(mail.raw).toMatch(/Subject: Your Bazaar verification code is \d{6}/);
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    expect(mail.raw).toContain('&lt;script&gt;');
    const row = await t.database.db.selectFrom('mailOutbox').selectAll().executeTakeFirstOrThrow();
    expect(row.sentAt).not.toBeNull();
    expect(row.error).toBeNull();
  });
});
