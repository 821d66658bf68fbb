/** The one error type services throw; the error handler turns it into `status` + `{message}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(400, message, extra);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(401, message, extra);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(403, message, extra);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(404, message, extra);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(409, message, extra);
  }
}
/** A well-formed request the API will not carry out as sent (e.g. an idempotency key reused for another body). */
export class UnprocessableError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(422, message, extra);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(429, message, extra);
  }
}
