import { apiMessages, authContract as calls, RegisterPanelSchema, RegisterSchema, registerFormKind, } from '@bazaar/domain';
import { contractRoute } from '../../platform/contract-route.js';
import { signedInUser } from '../../platform/auth.js';
import { errorReply, setRetryAfter } from '../../platform/error-handler.js';
import { parseWith } from '../../platform/validation.js';
import * as auth from './auth.service.js';
export const authDeps = (app) => ({
    db: app.db,
    jwtSecret: app.jwtSecret,
    mailer: app.mailer,
    limiter: app.rateLimiter,
});
/** POST /api/auth/*: sign-up, e-mail verification, sign-in and password reset (docs/product.md §7, Auth). */
export const authRoutes = async (app) => {
    const deps = authDeps(app);
    const area = 'auth';
    contractRoute(app, area, calls.register, async (request, reply) => {
        if (registerFormKind(request.body) === 'panel') {
            const input = parseWith(RegisterPanelSchema, request.body);
            const { token } = await auth.registerAndSignIn(deps, input, request.ip);
            return reply.status(201).send({ message: apiMessages.registered, AuthToken: token });
        }
        const input = parseWith(RegisterSchema, request.body);
        const { email } = await auth.registerWithOtp(deps, input, request.ip);
        return reply.status(200).send({ message: apiMessages.otpSent, email });
    }, 
    // The two forms share a path; the body is parsed above with the schema of the form that sent it, so
    // each form gets its own field messages (the contract's union documents both).
    { validatorCompiler: () => (data) => ({ value: data }) });
    contractRoute(app, area, calls.emailVerification, async (request, reply) => {
        const { token } = await auth.verifyEmail(deps, request.body, request.ip);
        return reply.status(201).send({ message: apiMessages.emailVerified, authToken: token });
    });
    contractRoute(app, area, calls.login, async (request) => {
        const { token } = await auth.login(deps, request.body, request.ip);
        return { message: apiMessages.loginSuccess, AuthToken: token };
    }, {
        // Every login error body carries the spec's `sucess: false`, validation failures included.
        errorHandler: (error, request, reply) => {
            const { statusCode, body } = errorReply(error, request);
            setRetryAfter(reply, body);
            return reply.status(statusCode).send({ ...body, sucess: false });
        },
    });
    contractRoute(app, area, calls.logout, async (request) => {
        await auth.logout(deps, signedInUser(request));
        return { message: apiMessages.loggedOut };
    });
    contractRoute(app, area, calls.forgetPassword, async (request) => {
        await auth.forgetPassword(deps, request.body.email, request.ip);
        return { message: apiMessages.resetOtpSent };
    });
    contractRoute(app, area, calls.verifyOtp, async (request) => {
        const { resetToken } = await auth.verifyResetOtp(deps, request.body, request.ip);
        return { message: apiMessages.otpVerified, resetToken };
    });
    contractRoute(app, area, calls.setPassword, async (request) => {
        await auth.setPassword(deps, request.body);
        return { message: apiMessages.passwordUpdated };
    });
    contractRoute(app, area, calls.resendOtp, async (request) => {
        await auth.resendOtp(deps, request.body.email, request.body.purpose, request.ip);
        return { message: request.body.purpose === 'reset' ? apiMessages.resetOtpSent : apiMessages.otpSent };
    });
};
//# sourceMappingURL=auth.routes.js.map