import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { Logger as PinoNestLogger, PinoLogger } from 'nestjs-pino';
import pino, { type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import pretty from 'pino-pretty';
import { callerOf, errorOf } from '../common/request-context';
import type { AppConfig } from '../config/env';

/** Echoed on every response; taken from the caller when sane (requestIdFor). */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** Letters, digits and `. _ : -`, at most 128: fits UUIDs, W3C trace ids and most gateways' ids. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's request id when it is sane, otherwise a new UUID (a bad one is not echoed). */
export function requestIdFor(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

const PINO_LEVELS: Record<AppConfig['LOG_LEVEL'], pino.Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/** JSON unless LOG_FORMAT says otherwise or, when unset, stdout is a terminal. */
export function logFormat(config: Pick<AppConfig, 'LOG_FORMAT'>): 'json' | 'pretty' {
  return config.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
}

/**
 * The process's one pino logger. JSON lines carry `time` (ISO 8601) and `level` as a word;
 * `pretty` writes the same records as text (coloured on a terminal), also synchronously and with
 * no transport thread.
 */
export function createRootLogger(config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_FORMAT'>): Logger {
  const options: pino.LoggerOptions = {
    level: PINO_LEVELS[config.LOG_LEVEL],
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  // Synchronous writes: the last lines before an exit (a shutdown, a crash) are never lost.
  if (logFormat(config) === 'json') return pino(options, pino.destination({ dest: 1, sync: true }));
  return pino(
    options,
    pretty({
      sync: true,
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,context',
      messageFormat: '{if context}[{context}] {end}{msg}',
      singleLine: true,
    }),
  );
}

/** Nest's LoggerService over a pino logger, for code outside the Nest application (worker threads). */
export function nestLoggerOver(logger: Logger): PinoNestLogger {
  return new PinoNestLogger(new PinoLogger({ pinoHttp: { logger } }), {});
}

/** The matched route pattern (`/v1/entities/:entity_id`), or null before routing (404, unreadable body). */
export function routeOf(request: IncomingMessage): string | null {
  const route = (request as Request).route as { path?: unknown } | undefined;
  // Nest answers unknown paths from a catch-all route (`/{*path}`): that is no route of ours.
  return typeof route?.path === 'string' && !route.path.includes('*') ? route.path : null;
}

/** Entities in a batch request's body, when it has an `entities` array. */
function batchSize(request: Request): number | undefined {
  const entities = (request.body as { entities?: unknown } | undefined)?.entities;
  return Array.isArray(entities) ? entities.length : undefined;
}

/**
 * The access-log record: one per request, written when the response is finished. The key's
 * id only, never the key; the path without its query string.
 */
function accessRecord(request: Request, response: ServerResponse, latencyMs: number, engine: string) {
  const caller = callerOf(request);
  return {
    method: request.method,
    route: routeOf(request),
    path: (request.originalUrl ?? request.url).split('?')[0].slice(0, 200),
    status: response.statusCode,
    latency_ms: latencyMs,
    key_id: caller?.keyId ?? null,
    tier: caller?.tier ?? null,
    entities: batchSize(request),
    engine,
    error: errorOf(request),
  };
}

/**
 * pino-http as the first middleware: assigns the request id (and sets X-Request-Id) before
 * anything can fail, binds `request.log` (every log line inside the request carries
 * `request_id`), and writes the access line when the response is finished.
 */
export function createHttpLogger(root: Logger, config: Pick<AppConfig, 'SEARCH_ENGINE'>): HttpLogger {
  return pinoHttp({
    logger: root,
    genReqId: (request, response) => {
      const id = requestIdFor(request.headers['x-request-id']);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customAttributeKeys: { reqId: 'request_id', responseTime: 'latency_ms' },
    // Only the request id is bound: the access line below says the rest, without headers (x-api-key).
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (request, response, value: { latency_ms: number }) =>
      accessRecord(request as Request, response, value.latency_ms, config.SEARCH_ENGINE),
    // The error itself is logged by ApiExceptionFilter, with its stack and the same request_id.
    customErrorObject: (request, response, _error, value: { latency_ms: number }) =>
      accessRecord(request as Request, response, value.latency_ms, config.SEARCH_ENGINE),
  });
}
