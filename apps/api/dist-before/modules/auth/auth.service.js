import { apiMessages, OTP_VALIDITY_MINUTES, } from '@bazaar/domain';
import { AppError, BadRequestError, ForbiddenError, TooManyRequestsError, UnauthorizedError, } from '../../platform/errors.js';
import { newId, nowIso } from '../../platform/ids.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { addressKey, tooManyAttempts } from '../../platform/rate-limit.js';
import { generateOpaqueToken, generateOtp, hashOpaqueToken, hashOtp, safeEqual, signSessionToken, } from '../../platform/tokens.js';
import { createAccount, endSessions, findAccountByEmail, findAccountById, updateAccount, } from '../account/account.service.js';
import * as repo from './auth.repository.js';
import { passwordChangedMail, registrationOtpMail, resetOtpMail } from './auth.mails.js';
export const OTP_TTL_MS = OTP_VALIDITY_MINUTES * 60_000;
export const OTP_RESEND_MS = 60_000;
export const OTP_MAX_TRIES = 5;
export const RESET_TOKEN_TTL_MS = 15 * 60_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Request limits per address (IPv6 by /64) and per account: generous for people, tight for scripts. */
export const rateRules = {
    registerIp: { limit: 10, windowMs: 60 * MINUTE },
    otpIp: { limit: 30, windowMs: 15 * MINUTE },
    forgetIp: { limit: 10, windowMs: 15 * MINUTE },
    forgetAccount: { limit: 5, windowMs: 60 * MINUTE },
    resendIp: { limit: 20, windowMs: 15 * MINUTE },
    resendAccount: { limit: 5, windowMs: 15 * MINUTE },
};
/**
 * Wrong passwords count per account *and* address: the guessing address is slowed, while the right password
 * from anywhere else still signs in (a per-account lock let anyone keep any account locked).
 */
export const signInFailureRules = { windowMs: 15 * MINUTE, perAccountAndAddress: 10, perAddress: 30 };
/** Forgets sign-in failures older than their window (the hourly tidy): they no longer count against anyone. */
export async function forgetExpiredSignInFailures(db, now) {
    await repo.deleteSignInFailuresBefore(db, new Date(now - signInFailureRules.windowMs).toISOString());
}
/**
 * OTP guesses per account and purpose over a day, across resends: the first code's tries are free, each
 * further try waits twice as long as the one before (1, 2, 4… minutes), and the day allows 15 in all.
 */
export const otpDailyRules = { windowMs: DAY, freeTries: OTP_MAX_TRIES, maxTries: 15, firstWaitMs: MINUTE };
// A real scrypt hash of a random password: unknown e-mails cost as much time as wrong passwords.
const dummyHash = hashPassword(generateOpaqueToken());
const session = (deps, user) => signSessionToken(deps.jwtSecret, { userId: user.id, tokenVersion: user.tokenVersion });
/**
 * Sends a new code unless one went out less than a minute ago: then `whenTooSoon` decides between keeping
 * the code already sent (login) and telling the caller to wait (an explicit resend).
 */
async function issueOtp(deps, user, purpose, whenTooSoon) {
    const latest = await repo.latestOtp(deps.db, user.id, purpose);
    const age = latest ? Date.now() - Date.parse(latest.createdAt) : Infinity;
    if (latest && !latest.consumedAt && age < OTP_RESEND_MS) {
        if (whenTooSoon === 'keep')
            return;
        const wait = Math.ceil((OTP_RESEND_MS - age) / 1000);
        throw new TooManyRequestsError(apiMessages.otpTooSoon(wait), { retryAfterSeconds: wait });
    }
    const code = generateOtp();
    const now = new Date();
    await deps.db.transaction().execute(async (trx) => {
        await repo.consumeOpenOtps(trx, user.id, purpose, now.toISOString());
        await repo.insertOtp(trx, {
            id: newId(),
            userId: user.id,
            purpose,
            codeHash: hashOtp(deps.jwtSecret, `${user.id}:${purpose}`, code),
            expiresAt: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
            consumedAt: null,
            createdAt: now.toISOString(),
        });
    });
    const mail = purpose === 'registration' ? registrationOtpMail : resetOtpMail;
    await deps.mailer.send(mail(user.email, user.name, code));
}
/** 429 when the account's tries over the day call for a wait (see otpDailyRules). */
async function refuseTooManyOtpTries(deps, userId, purpose) {
    const now = Date.now();
    const since = new Date(now - otpDailyRules.windowMs).toISOString();
    const { tries, lastTriedAt, firstCreatedAt } = await repo.otpTriesSince(deps.db, userId, purpose, since);
    if (tries >= otpDailyRules.maxTries && firstCreatedAt) {
        throw tooManyAttempts(Math.ceil((Date.parse(firstCreatedAt) + otpDailyRules.windowMs - now) / 1000));
    }
    if (tries >= otpDailyRules.freeTries && lastTriedAt) {
        const waitMs = otpDailyRules.firstWaitMs * 2 ** (tries - otpDailyRules.freeTries);
        const left = Date.parse(lastTriedAt) + waitMs - now;
        if (left > 0)
            throw tooManyAttempts(Math.ceil(left / 1000));
    }
}
/**
 * Checks a code against the account's latest one for the purpose. Every try takes one of the five slots
 * atomically before the comparison, so parallel guesses cannot pass the lock; a right code is spent at once.
 */
async function checkOtp(deps, user, purpose, code) {
    const otp = user ? await repo.latestOtp(deps.db, user.id, purpose) : undefined;
    if (!user || !otp || otp.consumedAt || Date.parse(otp.expiresAt) <= Date.now()) {
        throw new BadRequestError(apiMessages.invalidOtp);
    }
    if (otp.attempts >= OTP_MAX_TRIES)
        throw new BadRequestError(apiMessages.otpLocked);
    await refuseTooManyOtpTries(deps, user.id, purpose);
    if (!(await repo.takeOtpTry(deps.db, otp.id, OTP_MAX_TRIES, nowIso())))
        throw new BadRequestError(apiMessages.otpLocked);
    const expected = hashOtp(deps.jwtSecret, `${user.id}:${purpose}`, code);
    if (!safeEqual(expected, otp.codeHash)) {
        const lockedNow = otp.attempts + 1 >= OTP_MAX_TRIES;
        throw new BadRequestError(lockedNow ? apiMessages.otpLocked : apiMessages.invalidOtp);
    }
    if (!(await repo.consumeOtp(deps.db, otp.id, nowIso())))
        throw new BadRequestError(apiMessages.invalidOtp);
}
/** The full sign-up page: creates an unverified account and e-mails a registration code. */
export async function registerWithOtp(deps, input, ip) {
    await deps.limiter.hit('register-ip', addressKey(ip), rateRules.registerIp);
    const user = await createAccount(deps.db, { ...input, isVerified: false });
    await issueOtp(deps, user, 'registration', 'keep');
    return { email: user.email };
}
/** The sign-up panel: creates the account (e-mail unverified) and signs it in at once. */
export async function registerAndSignIn(deps, input, ip) {
    await deps.limiter.hit('register-ip', addressKey(ip), rateRules.registerIp);
    const user = await createAccount(deps.db, { ...input, phoneNumber: '', isVerified: false });
    return { token: await session(deps, user) };
}
/** Confirms the registration code: marks the e-mail verified and signs the account in. */
export async function verifyEmail(deps, input, ip) {
    await deps.limiter.hit('otp-ip', addressKey(ip), rateRules.otpIp);
    const user = await findAccountByEmail(deps.db, input.email);
    await checkOtp(deps, user, 'registration', input.otp);
    const verified = await updateAccount(deps.db, user.id, { isVerified: 1 });
    return { token: await session(deps, verified) };
}
export class VerificationRequiredError extends AppError {
    constructor() {
        super(403, apiMessages.verificationRequired, { requiresVerification: true });
    }
}
/**
 * Signs in with e-mail and password. An unknown e-mail and a wrong password answer the same 401; a right
 * password on an unverified account answers 403 requiresVerification and e-mails a fresh code.
 */
export async function login(deps, input, ip) {
    const address = addressKey(ip);
    const now = Date.now();
    // The attempt is counted before the check and withdrawn after a right password, so parallel guesses
    // cannot all pass a check made before any of them failed.
    const failureId = newId();
    await repo.insertSignInFailure(deps.db, {
        id: failureId,
        email: input.email,
        address,
        failedAt: new Date(now).toISOString(),
    });
    const since = new Date(now - signInFailureRules.windowMs).toISOString();
    const counts = await repo.countSignInFailures(deps.db, input.email, address, since);
    const blockedSince = [
        counts.pair.count > signInFailureRules.perAccountAndAddress ? counts.pair.oldest : null,
        counts.address.count > signInFailureRules.perAddress ? counts.address.oldest : null,
    ].filter((at) => at !== null);
    if (blockedSince.length > 0) {
        await repo.deleteSignInFailure(deps.db, failureId);
        const freedAt = Math.max(...blockedSince.map((at) => Date.parse(at) + signInFailureRules.windowMs));
        throw tooManyAttempts(Math.ceil((freedAt - now) / 1000));
    }
    const user = await findAccountByEmail(deps.db, input.email);
    const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
    if (!user || !passwordMatches) {
        throw new UnauthorizedError(apiMessages.invalidCredentials);
    }
    await repo.clearSignInFailures(deps.db, input.email, address);
    if (!user.isVerified) {
        await issueOtp(deps, user, 'registration', 'keep');
        throw new VerificationRequiredError();
    }
    return { token: await session(deps, user) };
}
/**
 * issue 20: whether `password` is this signed-in user's (a seller confirming a bank account change). A wrong one
 * counts as a sign-in failure of the account from this address, under the same limits as sign-in (429 once
 * too many), so the check cannot be used to guess the password faster than signing in.
 */
export async function confirmPassword(db, user, password, ip) {
    const address = addressKey(ip);
    const now = Date.now();
    const failureId = newId();
    await repo.insertSignInFailure(db, {
        id: failureId,
        email: user.email,
        address,
        failedAt: new Date(now).toISOString(),
    });
    const since = new Date(now - signInFailureRules.windowMs).toISOString();
    const counts = await repo.countSignInFailures(db, user.email, address, since);
    if (counts.pair.count > signInFailureRules.perAccountAndAddress && counts.pair.oldest) {
        await repo.deleteSignInFailure(db, failureId);
        const freedAt = Date.parse(counts.pair.oldest) + signInFailureRules.windowMs;
        throw tooManyAttempts(Math.ceil((freedAt - now) / 1000));
    }
    if (!(await verifyPassword(password, user.passwordHash)))
        return false;
    await repo.deleteSignInFailure(db, failureId);
    return true;
}
/** Ends the session everywhere; the shared demo accounts stay signed in for everyone else. */
export async function logout(deps, user) {
    if (user.isDemo)
        return;
    await endSessions(deps.db, user.id);
}
/** Starts a password reset; answers the same whether or not the account exists. */
export async function forgetPassword(deps, email, ip) {
    await deps.limiter.hit('forget-ip', addressKey(ip), rateRules.forgetIp);
    await deps.limiter.hit('forget-account', email, rateRules.forgetAccount);
    const user = await findAccountByEmail(deps.db, email);
    if (!user || user.isDemo)
        return;
    await issueOtp(deps, user, 'reset', 'keep');
}
/** Exchanges a reset code for a single-use reset token valid for 15 minutes. */
export async function verifyResetOtp(deps, input, ip) {
    await deps.limiter.hit('otp-ip', addressKey(ip), rateRules.otpIp);
    const user = await findAccountByEmail(deps.db, input.email);
    await checkOtp(deps, user, 'reset', input.otp);
    const resetToken = generateOpaqueToken();
    const now = Date.now();
    await repo.insertResetToken(deps.db, {
        id: newId(),
        userId: user.id,
        tokenHash: hashOpaqueToken(resetToken),
        expiresAt: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
        createdAt: new Date(now).toISOString(),
    });
    return { resetToken };
}
/**
 * Sets a new password with a reset token. Bumps the token version, so every session signed before it ends,
 * and marks the e-mail verified (the reset code proved it).
 */
export async function setPassword(deps, input) {
    const token = await repo.findResetToken(deps.db, hashOpaqueToken(input.resetToken));
    if (!token || token.usedAt || Date.parse(token.expiresAt) <= Date.now()) {
        throw new BadRequestError(apiMessages.invalidResetToken);
    }
    const user = await findAccountById(deps.db, token.userId);
    if (!user)
        throw new BadRequestError(apiMessages.invalidResetToken);
    if (user.isDemo)
        throw new ForbiddenError(apiMessages.demoAccountLocked);
    const passwordHash = await hashPassword(input.newPassword);
    await deps.db.transaction().execute(async (trx) => {
        const at = nowIso();
        if (!(await repo.useResetToken(trx, token.id, at))) {
            throw new BadRequestError(apiMessages.invalidResetToken);
        }
        // Other reset tokens of the account were issued for the old password: they end with it.
        await repo.useAllResetTokens(trx, user.id, at);
        await updateAccount(trx, user.id, { passwordHash, isVerified: 1, tokenVersion: user.tokenVersion + 1 });
    });
    await deps.mailer.send(passwordChangedMail(user.email, user.name));
}
/** Sends a new code for the purpose, no sooner than a minute after the last; silent for unknown e-mails. */
export async function resendOtp(deps, email, purpose, ip) {
    await deps.limiter.hit('resend-ip', addressKey(ip), rateRules.resendIp);
    await deps.limiter.hit('resend-account', email, rateRules.resendAccount);
    const user = await findAccountByEmail(deps.db, email);
    if (!user || user.isDemo)
        return;
    if (purpose === 'registration' && user.isVerified)
        return;
    await issueOtp(deps, user, purpose, 'refuse');
}
//# sourceMappingURL=auth.service.js.map