import Ajv, { type JSONSchemaType, type Schema, type ValidateFunction } from 'ajv';
import type { RawResponse } from '../../setup/raw-http';

/**
 * The documented body of every answer a POST route can give (spec sections 2 and 7,
 * docs/api-decisions.md, docs/screening.md), as JSON Schemas with exact key sets: a key the
 * docs do not name is a failure, and so is a missing one. Invariants between fields (a `clear`
 * has no matches, a batch with an error is `partial`) are checked in code below.
 */
export const POST_ROUTES = ['/v1/screen/entity', '/v1/screen/explain', '/v1/screen/batch'] as const;
export type PostRoute = (typeof POST_ROUTES)[number];

const string = { type: 'string' } as const;
const number = { type: 'number' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const stringArray = { type: 'array', items: string } as const;
const score = { type: 'number', minimum: 0, maximum: 1 } as const;
const count = { type: 'integer', minimum: 0 } as const;
const isoMicros = {
  type: 'string',
  pattern: '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}Z$',
} as const;
const isoMillis = {
  type: 'string',
  pattern: '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$',
} as const;
const SCREENING_STATUSES = ['clear', 'match', 'potential_match'];

/** An object with exactly these keys (`optional` may be absent). */
function exactly(
  properties: Record<string, Schema>,
  optional: Record<string, Schema> = {},
): Record<string, unknown> {
  return {
    type: 'object',
    properties: { ...properties, ...optional },
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

const match = exactly(
  {
    entity_id: string,
    matched_name: string,
    confidence_score: score,
    match_type: { enum: ['exact', 'fuzzy', 'fuzzy+semantic', 'semantic', 'identifier_confirmed'] },
    entity_details: exactly({
      primary_name: string,
      entity_type: { enum: ['individual', 'organization', 'vessel', 'aircraft'] },
      nationality: nullableString,
      programs: stringArray,
      listing_date: nullableString,
    }),
    source_evidence: exactly({
      source_authority: string,
      source_list_id: string,
      source_entry_uid: string,
      last_updated: nullableString,
    }),
  },
  { semantic_score: score, identifier_evidence: { type: 'object' }, country_match: { const: true } },
);

const dataFreshness = exactly({ last_update: nullableString, lists: { type: 'object' } });
const listIds = { type: 'array', items: string, minItems: 1 } as const;

const screening = exactly({
  screening_id: { type: 'string', pattern: '^SCR-\\d{14}-[0-9A-F]{8}$' },
  status: { enum: SCREENING_STATUSES },
  query: exactly(
    {
      name: string,
      entity_type: nullableString,
      threshold: score,
      lists_screened: listIds,
      max_results: count,
    },
    { countries: stringArray },
  ),
  matches: { type: 'array', items: match },
  match_count: count,
  timestamp: isoMicros,
  processing_time_ms: number,
  data_freshness: dataFreshness,
});

const batchQuery = exactly({ name: nullableString, entity_type: nullableString });
const batchResult = {
  oneOf: [
    exactly({
      index: count,
      query: batchQuery,
      status: { enum: SCREENING_STATUSES },
      match_count: count,
      matches: { type: 'array', items: match },
    }),
    exactly(
      {
        index: count,
        query: batchQuery,
        status: { const: 'error' },
        error: string,
        match_count: { type: 'null' },
        matches: { type: 'array', maxItems: 0 },
      },
      { field: string },
    ),
  ],
};

const batch = exactly({
  batch_id: { type: 'string', pattern: '^BATCH-\\d{14}-[0-9A-F]{8}$' },
  status: { enum: ['completed', 'partial'] },
  results: { type: 'array', items: batchResult, minItems: 1 },
  summary: exactly({ total: count, clear: count, matches: count, potential_matches: count, errors: count }),
  options_used: exactly({ threshold: score, lists_screened: listIds, max_results_per_entity: count }),
  timestamp: isoMicros,
  processing_time_ms: number,
  entities_per_second: number,
  data_freshness: dataFreshness,
});

const nameView = exactly({ original: string, normalized: string, tokens: stringArray });
const explanation = exactly({
  query: nameView,
  matched: nameView,
  scoring_breakdown: exactly({
    jaro_winkler: number,
    sequence_matcher: number,
    phonetic: number,
    total: number,
  }),
  algorithm_details: exactly({
    exact_match: { type: 'object' },
    jaro_winkler: { type: 'object' },
    sequence_matcher: { type: 'object' },
    phonetic: { type: 'object' },
  }),
  final_score: score,
  match_classification: { enum: ['exact', 'high_confidence', 'confident', 'potential', 'weak'] },
  confidence_factors: stringArray,
  identifier_matches: { type: 'array' },
  timestamp: isoMillis,
});

/** 400 `{error, field?, details?}`: `details` lists every bad field, so it comes with `field`. */
const fieldError = {
  oneOf: [
    exactly({ error: string }),
    exactly({ error: string, field: string }),
    exactly({
      error: string,
      field: string,
      details: {
        type: 'array',
        minItems: 1,
        items: exactly({ field: string, problems: { ...stringArray, minItems: 1 } }),
      },
    }),
  ],
};
/** Spec 7: explain without both names says which of the two were supplied. */
const explainNamesMissing = exactly({
  error: string,
  received: exactly({ query_name: { type: 'boolean' }, matched_name: { type: 'boolean' } }),
});

const ajv = new Ajv({ allErrors: true, strict: true });
const compile = (schema: Record<string, unknown>) => ajv.compile(schema as JSONSchemaType<unknown>);

const OK_BODY: Record<PostRoute, ValidateFunction> = {
  '/v1/screen/entity': compile(screening),
  '/v1/screen/explain': compile(explanation),
  '/v1/screen/batch': compile(batch),
};
const ERROR_BODY: Record<number, ValidateFunction> = {
  400: compile(fieldError),
  401: compile(exactly({ message: string })),
  403: compile(exactly({ message: string })),
  413: compile(exactly({ error: string })),
  415: compile(exactly({ error: string }, { field: string })),
  429: compile(exactly({ message: string, retry_after_seconds: { type: 'number', minimum: 1 } })),
};
const EXPLAIN_NAMES_MISSING = compile(explainNamesMissing);

/**
 * What is wrong with a response to a POST route, in words; empty when it is as documented.
 * `presentedKey`: a valid key was sent, so spec 8.2's X-RateLimit-* headers must be there.
 */
export function responseProblems(route: PostRoute, response: RawResponse, presentedKey: boolean): string[] {
  const { status, headers, body } = response;
  if (status >= 500) return [`${status}: a server error`];
  const problems: string[] = [];
  if (!String(headers['content-type']).startsWith('application/json')) {
    problems.push(`content-type ${String(headers['content-type'])}, not JSON`);
  }
  if (presentedKey && headers['x-ratelimit-limit'] === undefined) problems.push('no X-RateLimit-* headers');
  const validate =
    status === 200
      ? OK_BODY[route]
      : route === '/v1/screen/explain' && status === 400 && 'received' in body
        ? EXPLAIN_NAMES_MISSING
        : ERROR_BODY[status];
  if (!validate) return [...problems, `status ${status} is not a documented answer of POST ${route}`];
  if (!validate(body)) problems.push(ajv.errorsText(validate.errors, { dataVar: 'body' }));
  else problems.push(...invariantProblems(route, status, body));
  if (status === 429 && headers['retry-after'] === undefined) problems.push('429 without Retry-After');
  return problems;
}

interface Result {
  index: number;
  status: string;
  match_count: number | null;
  matches: unknown[];
}

/** Relations between fields that a schema cannot state. */
function invariantProblems(route: PostRoute, status: number, body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  if (status === 400 && typeof body.field === 'string') {
    // Bad input gets a 4xx naming the field.
    check(
      String(body.error).toLowerCase().includes(body.field.toLowerCase()),
      `400 error does not name its field ${body.field}`,
    );
  }
  if (status !== 200) return problems;
  const screened = (result: Result, where: string) => {
    check(result.matches.length <= (result.match_count ?? 0), `${where}: more matches than match_count`);
    check(
      (result.status === 'clear') === (result.match_count === 0),
      `${where}: status ${result.status} with match_count ${result.match_count}`,
    );
  };
  if (route === '/v1/screen/entity') screened(body as unknown as Result, 'screening');
  if (route === '/v1/screen/batch') {
    const results = body.results as Result[];
    const summary = body.summary as Record<string, number>;
    const counted = (status: string) => results.filter((result) => result.status === status).length;
    results.forEach((result, index) => {
      check(result.index === index, `results[${index}].index is ${result.index}`);
      if (result.status !== 'error') screened(result, `results[${index}]`);
    });
    check(
      summary.total === results.length &&
        summary.clear === counted('clear') &&
        summary.matches === counted('match') &&
        summary.potential_matches === counted('potential_match') &&
        summary.errors === counted('error'),
      `summary ${JSON.stringify(summary)} does not count the results`,
    );
    check(
      (body.status === 'partial') === summary.errors > 0,
      `batch status ${String(body.status)} with ${summary.errors} errors`,
    );
  }
  return problems;
}
