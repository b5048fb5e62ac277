import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiError } from './api-error';
import { noteError } from './request-context';

/**
 * The single place an error becomes an HTTP response. Known errors keep the spec's body
 * shapes (section 7); anything unexpected becomes a generic 500 with no internals, and is
 * logged here with its stack.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { status, body, headers } = this.render(exception, request);
    const summary = body.error ?? body.message;
    if (typeof summary === 'string') noteError(request, summary);
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
    // body-parser errors arrive as plain errors carrying a status (malformed JSON, too large).
    const parserStatus = (exception as { status?: unknown; type?: unknown })?.status;
    if (typeof parserStatus === 'number' && parserStatus >= 400 && parserStatus < 500) {
      const type = (exception as { type?: unknown }).type;
      const error =
        type === 'entity.parse.failed'
          ? 'request body is not valid JSON'
          : type === 'entity.too.large'
            ? 'request body is too large'
            : 'request body could not be read';
      return { status: parserStatus, body: { error }, headers: {} };
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
