import { HttpStatus, Logger } from '@nestjs/common';

/**
 * An error whose body is exactly what the caller receives (spec section 7). Thrown by
 * controllers, guards and pipes; rendered by ApiExceptionFilter.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    const summary = body.error ?? body.message;
    super(typeof summary === 'string' ? summary : `HTTP ${status}`);
  }

  /** 400 naming the offending field. */
  static badRequest(field: string, problem: string, extra: Record<string, unknown> = {}): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, { error: `${field} ${problem}`, field, ...extra });
  }

  static unauthorized(message: string): ApiError {
    return new ApiError(HttpStatus.UNAUTHORIZED, { message });
  }

  static forbidden(message: string): ApiError {
    return new ApiError(HttpStatus.FORBIDDEN, { message });
  }

  /** 429 with Retry-After; the guard has already put the rate-limit headers on the response. */
  static tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
    const retry = Math.max(1, Math.ceil(retryAfterSeconds));
    return new ApiError(
      HttpStatus.TOO_MANY_REQUESTS,
      { message, retry_after_seconds: retry },
      { 'Retry-After': String(retry) },
    );
  }

  /** A dependency (search engine) could not answer: fail closed, never a silent clear. */
  static unavailable(message: string): ApiError {
    return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, { error: 'service_unavailable', message });
  }
}

const engineLogger = new Logger('Engine');

/**
 * A 503 for an engine failure. The caller learns what could not be done, never the engine's
 * or a library's own text; the log keeps that, with the request's context.
 */
export function engineUnavailable(what: string, cause: unknown): ApiError {
  engineLogger.error(`${what}: ${cause instanceof Error ? cause.message : String(cause)}`);
  return ApiError.unavailable(
    `${what[0].toUpperCase()}${what.slice(1)}; the search engine did not answer. Retry later.`,
  );
}
