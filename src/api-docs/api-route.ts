import { applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type {
  HeaderObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { schemaRef } from './response-schemas';

/** The security scheme every route but /health requires (spec section 5). */
export const API_KEY_SCHEME = 'api_key';

export { REQUEST_ID as REQUEST_ID_HEADERS, RATE_LIMIT as RATE_LIMIT_HEADERS };

const REQUEST_ID: Record<string, HeaderObject> = {
  'X-Request-Id': {
    description:
      "The caller's X-Request-Id when it is 1-128 characters of A-Z a-z 0-9 . _ : -, otherwise a new UUID",
    schema: { type: 'string' },
  },
};

const RATE_LIMIT: Record<string, HeaderObject> = {
  'X-RateLimit-Limit': { description: "Requests per second of the key's tier", schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current burst', schema: { type: 'integer' } },
  'X-RateLimit-Reset': {
    description: 'Unix time (s) at which the burst is full again',
    schema: { type: 'integer' },
  },
};

/** The documented error answers (spec section 7 and docs/api-decisions.md), by name. */
export const ERRORS = {
  badRequest: {
    status: 400,
    description: 'The request is invalid; `error` says what is wrong and names the field',
    schema: 'ValidationError',
    headers: REQUEST_ID,
  },
  unauthorized: {
    status: 401,
    description: 'Missing or invalid API key',
    schema: 'AuthError',
    headers: REQUEST_ID,
  },
  forbidden: {
    status: 403,
    description: 'Revoked key, or a key lacking the permission this route needs',
    schema: 'AuthError',
    headers: REQUEST_ID,
  },
  entityNotFound: {
    status: 404,
    description: 'No entity has this id',
    schema: 'EntityNotFound',
    headers: REQUEST_ID,
  },
  jobNotFound: {
    status: 404,
    description: "No job has this id, or it is another key's job (the same answer, so ids cannot be probed)",
    schema: 'JobNotFound',
    headers: REQUEST_ID,
  },
  jobNotReady: {
    status: 409,
    description: 'No results file: the job has not ended (poll its status), or it failed',
    schema: 'JobNotReady',
    headers: REQUEST_ID,
  },
  // 413 and 415 get the route's own limit and media types in buildApiDocument (from @RouteAccess).
  tooLarge: {
    status: 413,
    description: 'The request body is larger than the limit',
    schema: 'ValidationError',
    headers: REQUEST_ID,
  },
  unsupportedMediaType: {
    status: 415,
    description: 'The request body is not of a media type the route accepts',
    schema: 'ValidationError',
    headers: REQUEST_ID,
  },
  rateLimited: {
    status: 429,
    description: 'Rate limit or daily/monthly quota exceeded; Retry-After says when to retry',
    schema: 'RateLimited',
    headers: {
      ...REQUEST_ID,
      ...RATE_LIMIT,
      'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
    },
  },
  internal: {
    status: 500,
    description: 'An internal failure; it has been logged under the request id',
    schema: 'InternalError',
    headers: REQUEST_ID,
  },
  unavailableProbe: {
    status: 503,
    description: 'Screenings cannot be served now (engine not ready, a list missing or empty)',
    schema: 'HealthProbe',
    headers: REQUEST_ID,
  },
  unavailable: {
    status: 503,
    description:
      'The screening engine or list data could not answer: no result was produced (never a silent clear). Retry later',
    schema: 'Unavailable',
    headers: REQUEST_ID,
  },
} as const;

export type DocumentedError = keyof typeof ERRORS;

/** An error answer as an OpenAPI response object. */
export function errorResponse(name: DocumentedError): ResponseObject {
  const error = ERRORS[name];
  return {
    description: error.description,
    headers: error.headers,
    content: { 'application/json': { schema: schemaRef(error.schema) } },
  };
}

export interface ApiRouteDoc {
  tag: string;
  /** Longer than the route's one-line description (from @RouteAccess, the summary). */
  description?: string;
  /**
   * The success answer: a component schema name from response-schemas.ts (JSON), or its
   * content by media type for a route that answers something else (a file).
   */
  ok: { status?: number; description: string } & (
    { schema: string } | { content: Record<string, SchemaObject> }
  );
  /** A request body other than a JSON DTO (which @nestjs/swagger documents itself), by media type. */
  body?: Record<string, SchemaObject>;
  /**
   * Errors particular to this route. Those every route shares are added by buildApiDocument from
   * its @RouteAccess: 401, 403 and 429 for keyed routes, 400, 413 and 415 for routes with a body, 500.
   */
  errors?: DocumentedError[];
}

/** One route's OpenAPI operation: its tag, success body and headers, and its own errors. */
export function ApiRoute(doc: ApiRouteDoc): MethodDecorator {
  return applyDecorators(
    ApiTags(doc.tag),
    ...(doc.description || doc.body
      ? [
          ApiOperation({
            description: doc.description,
            ...(doc.body
              ? {
                  requestBody: {
                    required: true,
                    content: Object.fromEntries(
                      Object.entries(doc.body).map(([type, schema]) => [type, { schema }]),
                    ),
                  },
                }
              : {}),
          }),
        ]
      : []),
    ApiResponse({
      status: doc.ok.status ?? 200,
      description: doc.ok.description,
      ...('schema' in doc.ok
        ? { schema: schemaRef(doc.ok.schema) }
        : {
            content: Object.fromEntries(
              Object.entries(doc.ok.content).map(([type, schema]) => [type, { schema }]),
            ),
          }),
    }),
    ...(doc.errors ?? []).map((name) => ApiResponse({ status: ERRORS[name].status, ...errorResponse(name) })),
  );
}
