/** The one error type services throw; the error handler turns it into `status` + `{message}`. */
export class AppError extends Error {
    statusCode;
    extra;
    constructor(statusCode, message, extra = {}) {
        super(message);
        this.statusCode = statusCode;
        this.extra = extra;
        this.name = new.target.name;
    }
}
export class BadRequestError extends AppError {
    constructor(message, extra) {
        super(400, message, extra);
    }
}
export class UnauthorizedError extends AppError {
    constructor(message, extra) {
        super(401, message, extra);
    }
}
export class ForbiddenError extends AppError {
    constructor(message, extra) {
        super(403, message, extra);
    }
}
export class NotFoundError extends AppError {
    constructor(message, extra) {
        super(404, message, extra);
    }
}
export class ConflictError extends AppError {
    constructor(message, extra) {
        super(409, message, extra);
    }
}
/** A well-formed request the API will not carry out as sent (e.g. an idempotency key reused for another body). */
export class UnprocessableError extends AppError {
    constructor(message, extra) {
        super(422, message, extra);
    }
}
export class TooManyRequestsError extends AppError {
    constructor(message, extra) {
        super(429, message, extra);
    }
}
//# sourceMappingURL=errors.js.map