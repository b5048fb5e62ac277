import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
  Logger,
  Optional,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiError } from './api-error';
import { noteError } from './request-context';

/**
 * Where the filter gets spec 8.2's rate-limit headers for errors raised before the access
 * guard ran (the access module provides it; common code does not depend on access).
 */
export const EARLY_RATE_LIMIT_HEADERS = Symbol('EARLY_RATE_LIMIT_HEADERS');
export interface EarlyRateLimitHeaders {
  currentRateLimitHeaders(presentedKey: string | undefined): Promise<Record<string, string>>;
}

/**
 * The single place an error becomes an HTTP response. Known errors keep the spec's body
 * shapes (section 7); anything unexpected becomes a generic 500 with no internals, and is
 * logged here with its stack.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(
    @Optional() @Inject(EARLY_RATE_LIMIT_HEADERS) private readonly rateLimits?: EarlyRateLimitHeaders,
  ) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { status, body, headers } = this.render(exception, request);
    // For the access log: `error` and `message` both when present (503: code, then what failed).
    const summary = [body.error, body.message].filter((part) => typeof part === 'string').join(': ');
    if (summary) noteError(request, summary);
    const presentedKey = request.headers['x-api-key'];
    if (this.rateLimits && presentedKey && !response.hasHeader('X-RateLimit-Limit')) {
      const early = await this.rateLimits.currentRateLimitHeaders(
        Array.isArray(presentedKey) ? presentedKey[0] : presentedKey,
      );
      for (const [name, value] of Object.entries(early)) response.setHeader(name, value);
    }
    if (response.headersSent) return;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.status(status).json(body);
  }

  private render(
    exception: unknown,
    request: Request,
  ): { status: number; body: Record<string, unknown>; headers: Record<string, string> } {
    if (exception instanceof ApiError) {
      return { status: exception.status, body: exception.body, headers: exception.headers };
    }
    if (exception instanceof HttpException) {
      return {
        status: exception.getStatus(),
        body: this.bodyForHttpException(exception, request),
        headers: {},
      };
    }
    this.logger.error(
      `Unhandled error on ${request.method} ${request.originalUrl}`,
      exception instanceof Error ? exception.stack : String(exception),
    );
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { error: 'internal_error', message: 'An internal error occurred. It has been logged.' },
      headers: {},
    };
  }

  private bodyForHttpException(exception: HttpException, request: Request): Record<string, unknown> {
    const status: number = exception.getStatus();
    if (status === Number(HttpStatus.NOT_FOUND)) {
      return { error: `no route ${request.method} ${request.path}` };
    }
    if (
      [HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN, HttpStatus.TOO_MANY_REQUESTS]
        .map(Number)
        .includes(status)
    ) {
      return { message: exception.message };
    }
    return { error: exception.message };
  }
}
