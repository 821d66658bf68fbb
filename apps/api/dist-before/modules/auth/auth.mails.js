// Subjects never carry the code: the outbox stores and lists them; the code travels sealed in the body.
// The texts are the domain's (authMails), so the OTP validity follows OTP_VALIDITY_MINUTES.
import { authMails } from '@bazaar/domain';
import { escapeHtml } from '../../platform/mailer.js';
function mail(to, { subject, paragraphs }, code) {
    return {
        to,
        subject,
        ...(code ? { code } : {}),
        text: paragraphs.join('\n\n') + `\n\n${authMails.signature}`,
        html: '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">' +
            paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
            `<p>${escapeHtml(authMails.signature)}</p></div>`,
    };
}
export const registrationOtpMail = (to, name, code) => mail(to, authMails.registrationOtp(name, code), code);
export const resetOtpMail = (to, name, code) => mail(to, authMails.resetOtp(name, code), code);
export const passwordChangedMail = (to, name) => mail(to, authMails.passwordChanged(name));
//# sourceMappingURL=auth.mails.js.map