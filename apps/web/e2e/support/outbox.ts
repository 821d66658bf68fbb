// The development outbox: without SMTP the server logs every mail as
// `[outbox] mail to <email> | subject: ... | code: 123456` (see apps/api/src/platform/mailer.ts); the e2e server writes its
// log to ${E2E_DATA_DIR}/server.log (playwright.config.ts). These helpers read the OTPs from there.
import { expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

function logFile(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return path.join(dir, 'server.log');
}

/** The text of each logged line (pino writes JSON with the text in `msg`; a plain log line is kept as is). */
function logMessages(): string[] {
  let content: string;
  try {
    content = fs.readFileSync(logFile(), 'utf8');
  } catch {
    return [];
  }
  return content.split('\n').map((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        'msg' in parsed &&
        typeof parsed.msg === 'string'
      ) {
        return parsed.msg;
      }
    } catch {
      // not JSON: a pretty-printed or plain line
    }
    return line;
  });
}

/** The subjects and texts of the mails sent to `email`, oldest first. */
export function mailsTo(email: string): string[] {
  const marker = `[outbox] mail to ${email.toLowerCase()} | subject: `;
  return logMessages()
    .filter((message) => message.includes(marker))
    .map((message) => message.slice(message.indexOf(marker) + marker.length));
}

/**
 * Waits for a mail to `email` beyond the first `after` ones (count them with `mailsTo(email).length` before
 * the action that sends it) and returns the 6-digit code it carries.
 */
export async function waitForOtp(email: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  const latestCode = () => {
    const mails = mailsTo(email);
    return mails.length > after ? (mails.at(-1)?.match(/\b(\d{6})\b/)?.[1] ?? '') : '';
  };
  await expect
    .poll(latestCode, { message: `an OTP mailed to ${email}`, timeout: timeoutMs })
    .toMatch(/^\d{6}$/);
  return latestCode();
}

/** An address no other test (nor the other project running in parallel) uses. */
export function uniqueEmail(prefix: string, project: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${project}-${Date.now()}-${random}@example.com`.toLowerCase();
}
