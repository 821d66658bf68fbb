import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiMessages,
  authContract,
  EmailVerificationSchema,
  ForgetPasswordSchema,
  LoginSchema,
  RegisterPanelSchema,
  RegisterSchema,
  registerFormKind,
  ResendOtpSchema,
  SetPasswordSchema,
  VerifyOtpSchema,
} from '@bazaar/domain';
import { errorReply, setRetryAfter } from '../../platform/error-handler.js';
import { requireUser } from '../../platform/auth.js';
import { parseWith } from '../../platform/validation.js';
import * as auth from './auth.service.js';

const Message = z.object({ message: z.string() });

export const authDeps = (app: FastifyInstance): auth.AuthDeps => ({
  db: app.db,
  jwtSecret: app.jwtSecret,
  mailer: app.mailer,
  limiter: app.rateLimiter,
});

/** POST /api/auth/*: sign-up, e-mail verification, sign-in and password reset (api-contract "Auth"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const tags = ['auth'];

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary:
          'Sign up: the page form (name, email, password, confirmPassword, phoneNumber) answers 200 and ' +
          'e-mails an OTP; the panel form (name, email, password, TandC) answers 201 signed in',
        body: z.union([RegisterSchema, RegisterPanelSchema]).describe('either sign-up form'),
        response: {
          200: z.object({ message: z.string(), email: z.string() }),
          201: z.object({ message: z.string(), AuthToken: z.string() }),
        },
      },
      // The two forms share a path; the body is parsed below with the schema of the form that sent it.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      if (registerFormKind(request.body) === 'panel') {
        const input = parseWith(RegisterPanelSchema, request.body);
        const { token } = await auth.registerAndSignIn(deps, input, request.ip);
        return reply.status(201).send({ message: apiMessages.registered, AuthToken: token });
      }
      const input = parseWith(RegisterSchema, request.body);
      const { email } = await auth.registerWithOtp(deps, input, request.ip);
      return reply.status(200).send({ message: apiMessages.otpSent, email });
    },
  );

  app.post(
    '/api/auth/email-verification',
    {
      schema: {
        tags,
        summary: 'Confirm the registration OTP; signs the account in',
        body: EmailVerificationSchema,
        response: { 201: z.object({ message: z.string(), authToken: z.string() }) },
      },
    },
    async (request, reply) => {
      const { token } = await auth.verifyEmail(deps, request.body, request.ip);
      return reply.status(201).send({ message: apiMessages.emailVerified, authToken: token });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in; 403 requiresVerification (and a fresh OTP) for an unverified account',
        body: LoginSchema,
        response: { 200: z.object({ message: z.string(), AuthToken: z.string() }) },
        description:
          'Errors: 400/401 `{message, sucess:false}`; 403 `{message, sucess:false, requiresVerification:true}`.',
      },
      // Every login error body carries the spec's `sucess: false`, validation failures included.
      errorHandler: (error, request, reply) => {
        const { statusCode, body } = errorReply(error, request);
        setRetryAfter(reply as FastifyReply, body);
        return (reply as FastifyReply).status(statusCode).send({ ...body, sucess: false });
      },
    },
    async (request) => {
      const { token } = await auth.login(deps, request.body, request.ip);
      return { message: apiMessages.loginSuccess, AuthToken: token };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: authContract.logout.summary,
        security: [{ bearer: [] }],
        response: authContract.logout.responses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await auth.logout(deps, user);
      return { message: apiMessages.loggedOut };
    },
  );

  app.post(
    '/api/auth/forget-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset OTP (same answer for unknown e-mails)',
        body: ForgetPasswordSchema,
        response: { 200: Message },
      },
    },
    async (request) => {
      await auth.forgetPassword(deps, request.body.email, request.ip);
      return { message: apiMessages.resetOtpSent };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    {
      schema: {
        tags,
        summary: 'Exchange the reset OTP for a single-use reset token (15 minutes)',
        body: VerifyOtpSchema,
        response: { 200: z.object({ message: z.string(), resetToken: z.string() }) },
      },
    },
    async (request) => {
      const { resetToken } = await auth.verifyResetOtp(deps, request.body, request.ip);
      return { message: apiMessages.otpVerified, resetToken };
    },
  );

  app.post(
    '/api/auth/set-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token; signs out every session',
        body: SetPasswordSchema,
        response: { 200: Message },
      },
    },
    async (request) => {
      await auth.setPassword(deps, request.body);
      return { message: apiMessages.passwordUpdated };
    },
  );

  app.post(
    '/api/auth/resend-otp',
    {
      schema: {
        tags,
        summary: 'Send a new OTP (registration or reset), no sooner than 60 s after the last',
        body: ResendOtpSchema,
        response: { 200: Message },
      },
    },
    async (request) => {
      await auth.resendOtp(deps, request.body.email, request.body.purpose, request.ip);
      return { message: request.body.purpose === 'reset' ? apiMessages.resetOtpSent : apiMessages.otpSent };
    },
  );
};
