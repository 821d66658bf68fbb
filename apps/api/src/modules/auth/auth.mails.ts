// Subjects never carry the code: the outbox stores and lists them; the code travels sealed in the body.
// The texts are the domain's (authMails), so the OTP validity follows OTP_VALIDITY_MINUTES.
import { authMails } from '@bazaar/domain';
import { escapeHtml, type MailMessage } from '../../platform/mailer.js';

interface MailText {
  readonly subject: string;
  readonly paragraphs: readonly string[];
}

function mail(to: string, { subject, paragraphs }: MailText, code?: string): MailMessage {
  return {
    to,
    subject,
    ...(code ? { code } : {}),
    text: paragraphs.join('\n\n') + `\n\n${authMails.signature}`,
    html:
      '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">' +
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `<p>${escapeHtml(authMails.signature)}</p></div>`,
  };
}

export const registrationOtpMail = (to: string, name: string, code: string): MailMessage =>
  mail(to, authMails.registrationOtp(name, code), code);

export const resetOtpMail = (to: string, name: string, code: string): MailMessage =>
  mail(to, authMails.resetOtp(name, code), code);

export const passwordChangedMail = (to: string, name: string): MailMessage =>
  mail(to, authMails.passwordChanged(name));
