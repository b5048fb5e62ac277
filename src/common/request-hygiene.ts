import { isUtf8 } from 'node:buffer';
import { HttpStatus } from '@nestjs/common';
import {
  type ErrorRequestHandler,
  json,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { ApiError } from './api-error';

/** A 100-entity batch of 500-character names is ~60 KB; 1 MB leaves room and bounds abuse. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The deepest legal body is a batch: object → entities array → entity → identifiers (4 levels).
 * Deeper bodies are refused before parsing, so no recursive step downstream (validation,
 * transformation) ever sees untrusted depth.
 */
export const MAX_JSON_DEPTH = 8;

/**
 * Keys that name members of every JavaScript object. Validation libraries look field names up
 * in plain objects, where these are always "found", and Nest strips `__proto__` and
 * `constructor` silently; so they are refused outright, wherever they appear.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

/** Largest nesting of objects and arrays in raw JSON text, ignoring brackets inside strings. */
export function jsonNestingDepth(raw: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (byte === 0x7d || byte === 0x5d) depth--;
  }
  return deepest;
}

/** The dotted path of the first key that names an Object.prototype member, or null. Iterative. */
export function prototypeKeyPath(value: unknown): string | null {
  const pending: { node: unknown; path: string }[] = [{ node: value, path: '' }];
  while (pending.length > 0) {
    const { node, path } = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    for (const key of Object.keys(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (PROTOTYPE_KEYS.has(key)) return childPath;
      pending.push({ node: (node as Record<string, unknown>)[key], path: childPath });
    }
  }
  return null;
}

/**
 * The one JSON body parser: `application/json` only, UTF-8 only. A body that is not valid
 * UTF-8 is refused, never decoded with replacement characters: a listed name sent in Latin-1
 * would otherwise be screened as a different name and could come back `clear`.
 */
export function jsonBodyParser(): (RequestHandler | ErrorRequestHandler)[] {
  const parse = json({
    limit: BODY_LIMIT_BYTES,
    type: 'application/json',
    // body-parser copies its own properties onto what verify throws, so verify throws bare
    // typed errors and translateParserErrors turns every parser error into the caller's 4xx.
    verify: (_request, _response, raw, encoding) => {
      if (encoding.toLowerCase() !== 'utf-8') throw typedError('charset.unsupported');
      if (!isUtf8(raw)) throw typedError('body.not.utf8');
      if (jsonNestingDepth(raw) > MAX_JSON_DEPTH) throw typedError('body.too.deep');
    },
  });
  // Nest turns any SyntaxError into a generic 400 with the parser's own text; body-parser's
  // errors are translated here instead, where their `type` still says what happened.
  const translateParserErrors = (
    error: unknown,
    _request: Request,
    _response: Response,
    next: NextFunction,
  ) => next(error instanceof ApiError ? error : parserError(error));
  const refusePrototypeKeys = (request: Request, _response: Response, next: NextFunction) => {
    const path = prototypeKeyPath(request.body);
    if (path === null) return next();
    const key = path.slice(path.lastIndexOf('.') + 1);
    next(ApiError.badRequest(path, `is not allowed: property ${key} should not exist`));
  };
  return [parse, translateParserErrors, refusePrototypeKeys];
}

const PARSER_ERRORS: Record<string, { status: number; error: string; field?: string }> = {
  'body.not.utf8': {
    status: HttpStatus.BAD_REQUEST,
    error: 'request body is not valid UTF-8: send the JSON text encoded as UTF-8',
    field: 'body',
  },
  'body.too.deep': {
    status: HttpStatus.BAD_REQUEST,
    error: `request body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels`,
    field: 'body',
  },
  'entity.parse.failed': { status: HttpStatus.BAD_REQUEST, error: 'request body is not valid JSON' },
  'entity.too.large': {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    error: `request body is too large: at most ${BODY_LIMIT_BYTES} bytes`,
  },
  'charset.unsupported': {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    error: 'request body charset must be utf-8',
  },
  'encoding.unsupported': {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    error: 'request body content encoding is not supported: send it uncompressed, or gzip or deflate',
  },
};

function typedError(type: string): Error {
  return Object.assign(new Error(type), { type });
}

/** A body-parser error as the caller's 4xx; anything else (a client that hung up) as "could not be read". */
function parserError(error: unknown): ApiError {
  const type = (error as { type?: unknown })?.type;
  const known = typeof type === 'string' ? PARSER_ERRORS[type] : undefined;
  if (known) {
    const { status, ...body } = known;
    return new ApiError(status, body);
  }
  const status = (error as { status?: unknown })?.status;
  return new ApiError(typeof status === 'number' && status >= 400 && status < 500 ? status : 400, {
    error: 'request body could not be read',
  });
}

/**
 * Refuses a request URL that is not ASCII with valid percent-encoded UTF-8: path parameters
 * and query values are screened text too, and must never be guessed at.
 */
export function refuseUnreadableUrl(request: Request, _response: Response, next: NextFunction): void {
  let readable = /^[\x21-\x7e]*$/.test(request.url);
  if (readable) {
    try {
      decodeURIComponent(request.url);
    } catch {
      readable = false;
    }
  }
  if (readable) return next();
  next(
    new ApiError(HttpStatus.BAD_REQUEST, {
      error: 'request URL is not valid UTF-8: percent-encode its text as UTF-8',
      field: 'url',
    }),
  );
}
