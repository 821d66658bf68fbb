// Subjects never carry the code: the outbox stores and lists them; the code travels sealed in the body.
import { escapeHtml, type MailMessage } from '../../platform/mailer.js';

function mail(to: string, subject: string, paragraphs: string[], code?: string): MailMessage {
  return {
    to,
    subject,
    ...(code ? { code } : {}),
    text: paragraphs.join('\n\n') + '\n\n— Bazaar',
    html:
      '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">' +
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      '<p>— Bazaar</p></div>',
  };
}

export const registrationOtpMail = (to: string, name: string, code: string): MailMessage =>
  mail(
    to,
    'Your Bazaar verification code',
    [
      `Hello ${name},`,
      `Your verification code is ${code}. It is valid for 10 minutes.`,
      'If you did not sign up for Bazaar, you can ignore this e-mail.',
    ],
    code,
  );

export const resetOtpMail = (to: string, name: string, code: string): MailMessage =>
  mail(
    to,
    'Your Bazaar password reset code',
    [
      `Hello ${name},`,
      `Your password reset code is ${code}. It is valid for 10 minutes.`,
      'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
    ],
    code,
  );

export const passwordChangedMail = (to: string, name: string): MailMessage =>
  mail(to, 'Your Bazaar password was changed', [
    `Hello ${name},`,
    'The password of your Bazaar account was just changed, and every device was signed out.',
    'If this was not you, reset your password at once with "Forgot password" on the sign-in page.',
  ]);
