// Sign-in, sign-up, OTP and password reset: the request bodies of /api/auth/* and the forms that send them.
// E-mails that identify an account are trimmed and lower-cased here, so the API and the web agree on them.
// Written with zod/mini (tree-shakable): every screen of the sign-in flow loads these and nothing of zod's
// classic API (issue #7). The API, the OpenAPI document and the type provider read them like classic schemas.
import { z } from 'zod/mini';
import { digitsText, identityEmail, requiredText } from '../shared/common-mini.js';
import { EMAIL_MAX_LENGTH } from '../shared/text-rules.js';
import { formMessages, validationMessages } from '../shared/shared.messages.js';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGNUP_PHONE_LENGTH } from './auth.limits.js';
import { authMessages, otpMessages, passwordMessages, registerMessages } from './auth.messages.js';

const NAME_MAX_LENGTH = 100;
const RESET_TOKEN_MAX_LENGTH = 2048;

function password(required: string, tooShort: string) {
  return z.string(required).check(
    z.minLength(1, required),
    z.refine((text: string) => text === '' || text.length >= PASSWORD_MIN_LENGTH, tooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, passwordMessages.passwordTooLong),
  );
}

/** docs/product.md §5: at least 6 characters and one special character (anything but a letter, a digit or a space). */
const SPECIAL_CHARACTER = /[^A-Za-z0-9\s]/;

const newPassword = z.string(passwordMessages.newPasswordRule).check(
  z.refine(
    (text: string) => text.length >= PASSWORD_MIN_LENGTH && SPECIAL_CHARACTER.test(text),
    passwordMessages.newPasswordRule,
  ),
  z.maxLength(PASSWORD_MAX_LENGTH, passwordMessages.passwordTooLong),
);

const registrationOtp = digitsText(OTP_LENGTH, {
  required: otpMessages.sixDigits,
  invalid: otpMessages.sixDigits,
});
const resetOtp = digitsText(OTP_LENGTH, {
  required: otpMessages.resetSixDigits,
  invalid: otpMessages.resetSixDigits,
});

/**
 * POST /api/auth/login `{email, password}`. Only presence is checked (with the login form's
 * '{field} is required'): a malformed e-mail is simply an unknown account (401 'Invalid Credentials').
 */
export const LoginSchema = z.object({
  email: z
    .string(authMessages.required(authMessages.labels.email))
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, authMessages.required(authMessages.labels.email)),
      z.maxLength(EMAIL_MAX_LENGTH, formMessages.invalidEmail),
    ),
  password: z
    .string(authMessages.required(authMessages.labels.password))
    .check(
      z.minLength(1, authMessages.required(authMessages.labels.password)),
      z.maxLength(PASSWORD_MAX_LENGTH, passwordMessages.passwordTooLong),
    ),
});
export type Login = z.infer<typeof LoginSchema>;

/**
 * The simple login form (docs/product.md §5): when a field is empty, a form-level 'All field are required' (issue path
 * []) comes first, then '{field} is required' on each empty field.
 */
export const LoginFormSchema = z
  .object({
    email: z.string(authMessages.required(authMessages.labels.email)).check(z.trim(), z.toLowerCase()),
    password: z.string(authMessages.required(authMessages.labels.password)),
  })
  .check(
    z.superRefine((form: { email: string; password: string }, ctx) => {
      const empty = (['email', 'password'] as const).filter((field) => form[field] === '');
      if (empty.length === 0) return;
      ctx.addIssue({ code: 'custom', message: authMessages.allFieldsRequired, path: [] });
      for (const field of empty) {
        ctx.addIssue({
          code: 'custom',
          message: authMessages.required(authMessages.labels[field]),
          path: [field],
        });
      }
    }),
  );
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** A sign-in form checked by the spec's generic form check ('Email is required!', 'Invalid email format', 'Password must be minimun six charactors'). */
export const LoginPageFormSchema = z.object({
  email: identityEmail({ required: formMessages.required('Email'), invalid: formMessages.invalidEmail }),
  password: password(formMessages.required('Password'), formMessages.passwordTooShort),
});
export type LoginPageForm = z.infer<typeof LoginPageFormSchema>;

function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[a] === 'string' && typeof record[b] === 'string';
}

/**
 * The full sign-up page form, also the POST /api/auth/register body it sends (answer 200 + OTP e-mail):
 * all five fields required, 'Email is Not Valid!', 'Mobile No Must be 10 digit', both passwords ≥ 6 and equal.
 */
export const RegisterSchema = z
  .object({
    name: requiredText(registerMessages.nameRequired, {
      length: NAME_MAX_LENGTH,
      message: validationMessages.tooLong(registerMessages.labels.name, NAME_MAX_LENGTH),
    }),
    email: identityEmail({
      required: registerMessages.emailRequired,
      invalid: registerMessages.invalidEmail,
    }),
    password: password(registerMessages.passwordRequired, registerMessages.passwordTooShort),
    confirmPassword: password(
      registerMessages.confirmPasswordRequired,
      registerMessages.confirmPasswordTooShort,
    ),
    phoneNumber: digitsText(SIGNUP_PHONE_LENGTH, {
      required: registerMessages.phoneRequired,
      invalid: registerMessages.invalidPhone,
    }),
  })
  .check(
    z.refine(
      (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword,
      {
        message: registerMessages.passwordMismatch,
        path: ['confirmPassword'],
        // compare as soon as both were typed, even while another field still shows its error
        when: ({ value }) => bothStrings(value, 'password', 'confirmPassword'),
      },
    ),
  );
export type Register = z.infer<typeof RegisterSchema>;

/** The TandC checkbox arrives as a boolean, or as 'true'/'on' from plain form data; anything else is unchecked. */
const termsAccepted = z.pipe(
  z.optional(z.unknown()),
  z.transform((value: unknown) => value === true || value === 'true' || value === 'on'),
);

/**
 * The sign-up panel form `{name, email, password, TandC}`, also its POST /api/auth/register body (answer
 * 201 signed in): 'All fields  are required!' for a missing field, then the generic e-mail and password checks.
 */
export const RegisterPanelSchema = z.object({
  name: requiredText(registerMessages.allFieldsRequired, {
    length: NAME_MAX_LENGTH,
    message: validationMessages.tooLong(registerMessages.labels.name, NAME_MAX_LENGTH),
  }),
  email: identityEmail({ required: registerMessages.allFieldsRequired, invalid: formMessages.invalidEmail }),
  password: password(registerMessages.allFieldsRequired, formMessages.passwordTooShort),
  TandC: termsAccepted,
});
export type RegisterPanel = z.infer<typeof RegisterPanelSchema>;

/**
 * Which sign-up form sent a /api/auth/register body: the panel sends `TandC`, the page sends
 * `confirmPassword` and `phoneNumber`. Anything without `TandC` is read as the page form, so a partial
 * body gets the page form's field messages.
 */
export function registerFormKind(body: unknown): 'page' | 'panel' {
  return typeof body === 'object' && body !== null && 'TandC' in body ? 'panel' : 'page';
}

/** POST /api/auth/email-verification `{otp, email}` (also the login OTP step). */
export const EmailVerificationSchema = z.object({
  otp: registrationOtp,
  email: identityEmail({ required: formMessages.required('Email'), invalid: formMessages.invalidEmail }),
});
export type EmailVerification = z.infer<typeof EmailVerificationSchema>;

/** The OTP boxes of sign-up and login: exactly six digits, 'OTP must be Six Digit'. */
export const OtpFormSchema = z.object({ otp: registrationOtp });
export type OtpForm = z.infer<typeof OtpFormSchema>;

/** The OTP step of the password reset: 'OTP must be a 6-digit number. Please enter a valid OTP.' */
export const ResetOtpFormSchema = z.object({ otp: resetOtp });
export type ResetOtpForm = z.infer<typeof ResetOtpFormSchema>;

/** POST /api/auth/forget-password `{email}`, also the forgot-password e-mail step: 'Email is Not Valid! '. */
export const ForgetPasswordSchema = z.object({
  email: identityEmail({ required: passwordMessages.invalidEmail, invalid: passwordMessages.invalidEmail }),
});
export type ForgetPassword = z.infer<typeof ForgetPasswordSchema>;

/** POST /api/auth/verify-otp `{email, otp}` (reset flow). */
export const VerifyOtpSchema = z.object({
  email: identityEmail({ required: passwordMessages.invalidEmail, invalid: passwordMessages.invalidEmail }),
  otp: resetOtp,
});
export type VerifyOtp = z.infer<typeof VerifyOtpSchema>;

/** The new-password step of the reset flow (docs/product.md §5 rule and message). */
export const NewPasswordFormSchema = z.object({ newPassword });
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** POST /api/auth/set-password `{resetToken, newPassword}`. */
export const SetPasswordSchema = z.object({
  resetToken: requiredText(passwordMessages.resetTokenRequired, {
    length: RESET_TOKEN_MAX_LENGTH,
    message: validationMessages.notValid('Reset token'),
  }),
  newPassword,
});
export type SetPassword = z.infer<typeof SetPasswordSchema>;

/** POST /api/auth/resend-otp `{email, purpose}`: a new code for sign-up ('registration') or reset ('reset'). */
export const ResendOtpSchema = z.object({
  email: identityEmail({ required: formMessages.required('Email'), invalid: formMessages.invalidEmail }),
  purpose: z.enum(['registration', 'reset'], validationMessages.notValid('Purpose')),
});
export type ResendOtp = z.infer<typeof ResendOtpSchema>;
