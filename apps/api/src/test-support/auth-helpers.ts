import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { deliveredMails } from './test-app.js';

let counter = 0;
/** A distinct IP per call, so tests never share a rate-limit window by accident. */
export const nextIp = () => `10.0.${Math.floor(++counter / 250)}.${counter % 250}`;

/** The latest OTP e-mailed to an address, read from the mails the test app delivered. */
export async function latestOtpFor(app: FastifyInstance, email: string): Promise<string> {
  const mail = (await deliveredMails(app)).filter((m) => m.to === email).at(-1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no OTP in the last mail to ${email}: ${mail?.subject ?? 'no mail'}`);
  return code;
}

export const post = (app: FastifyInstance, url: string, payload?: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Signs up through the page form and the e-mailed OTP; answers the session token. */
export async function signUpVerified(
  app: FastifyInstance,
  db: Db,
  user: { name?: string; email: string; password?: string; phoneNumber?: string },
): Promise<string> {
  const password = user.password ?? 'Secret@123';
  const res = await post(app, '/api/auth/register', {
    name: user.name ?? 'Asha Rao',
    email: user.email,
    password,
    confirmPassword: password,
    phoneNumber: user.phoneNumber ?? '9876543210',
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const otp = await latestOtpFor(app, user.email.trim().toLowerCase());
  const verified = await post(app, '/api/auth/email-verification', { email: user.email, otp });
  if (verified.statusCode !== 201)
    throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  return verified.json().authToken as string;
}
