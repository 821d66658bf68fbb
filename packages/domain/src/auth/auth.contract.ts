// The sign-up, sign-in, OTP and password reset calls (docs/product.md §7, Auth). Statuses are part of the
// contract: clients test 200 against 201 exactly. zod/mini like the auth schemas: login.ts on the web parses
// the 403 body with LoginVerificationRequiredSchema, and the sign-in screens load no classic zod.
import { z } from 'zod/mini';
import { endpoint, ErrorBodySchema, MessageSchema, TooManyRequestsSchema } from '../shared/contract.js';
import {
  EmailVerificationSchema,
  ForgetPasswordSchema,
  LoginSchema,
  RegisterPanelSchema,
  RegisterSchema,
  ResendOtpSchema,
  SetPasswordSchema,
  VerifyOtpSchema,
} from './auth.schemas.js';

/** Login's error bodies also carry the spec's own spelling `sucess: false`. */
export const LoginErrorSchema = z.extend(ErrorBodySchema, { sucess: z.literal(false) });
/** 403 for a correct password on an unverified account: a fresh OTP was e-mailed. */
export const LoginVerificationRequiredSchema = z.extend(LoginErrorSchema, {
  requiresVerification: z.literal(true),
});

export const SignedInSchema = z.object({ message: z.string(), AuthToken: z.string() });
export type SignedIn = z.infer<typeof SignedInSchema>;

/** The two sign-up forms share one path; the server tells them apart with `registerFormKind`. */
export const RegisterBodySchema = z
  .union([RegisterSchema, RegisterPanelSchema])
  .check(z.describe('either sign-up form'));

export const authContract = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    summary:
      'Sign up: the page form (name, email, password, confirmPassword, phoneNumber) answers 200 and ' +
      'e-mails an OTP; the panel form (name, email, password, TandC) answers 201 signed in',
    access: 'public',
    body: RegisterBodySchema,
    responses: {
      200: z.object({ message: z.string(), email: z.string() }),
      201: SignedInSchema,
      400: ErrorBodySchema,
      429: TooManyRequestsSchema,
    },
  }),
  emailVerification: endpoint({
    method: 'POST',
    path: '/api/auth/email-verification',
    summary: 'Confirm the registration OTP; signs the account in',
    access: 'public',
    body: EmailVerificationSchema,
    responses: {
      201: z.object({ message: z.string(), authToken: z.string() }),
      400: ErrorBodySchema,
      429: TooManyRequestsSchema,
    },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in; 403 requiresVerification (and a fresh OTP) for an unverified account',
    access: 'public',
    body: LoginSchema,
    responses: {
      200: SignedInSchema,
      400: LoginErrorSchema,
      401: LoginErrorSchema,
      403: LoginVerificationRequiredSchema,
      429: z.extend(LoginErrorSchema, TooManyRequestsSchema.shape),
    },
  }),
  forgetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forget-password',
    summary: 'E-mail a password reset OTP (same answer for unknown e-mails)',
    access: 'public',
    body: ForgetPasswordSchema,
    responses: { 200: MessageSchema, 400: ErrorBodySchema, 429: TooManyRequestsSchema },
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/api/auth/verify-otp',
    summary: 'Exchange the reset OTP for a single-use reset token (15 minutes)',
    access: 'public',
    body: VerifyOtpSchema,
    responses: {
      200: z.object({ message: z.string(), resetToken: z.string() }),
      400: ErrorBodySchema,
      429: TooManyRequestsSchema,
    },
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/api/auth/set-password',
    summary: 'Set a new password with a reset token; signs out every session',
    access: 'public',
    body: SetPasswordSchema,
    responses: { 200: MessageSchema, 400: ErrorBodySchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: every session token of the account stops working (demo accounts excepted)',
    access: 'user',
    responses: { 200: MessageSchema, 401: ErrorBodySchema },
  }),
  resendOtp: endpoint({
    method: 'POST',
    path: '/api/auth/resend-otp',
    summary: 'Send a new OTP (registration or reset), no sooner than 60 s after the last',
    access: 'public',
    body: ResendOtpSchema,
    responses: { 200: MessageSchema, 400: ErrorBodySchema, 429: TooManyRequestsSchema },
  }),
} as const;
