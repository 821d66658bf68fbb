import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { newId, nowIso } from './ids.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it; a delivery failure is logged and kept, never thrown. */
  send(message: MailMessage): Promise<void>;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise the development outbox: the mail is stored and a
 * line with its recipient, subject and text is printed to the log, so a developer can read the OTP there.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const id = newId();
      await options.db
        .insertInto('mailOutbox')
        .values({ id, ...message, createdAt: nowIso(), sentAt: null, error: null })
        .execute();
      if (!transport) {
        options.log.info(`[outbox] mail to ${message.to} | subject: ${message.subject}\n${message.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...message });
        await options.db.updateTable('mailOutbox').set({ sentAt: nowIso() }).where('id', '=', id).execute();
      } catch (error) {
        options.log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
        const reason = error instanceof Error ? error.message : String(error);
        await options.db.updateTable('mailOutbox').set({ error: reason }).where('id', '=', id).execute();
      }
    },
  };
}
