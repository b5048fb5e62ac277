import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ENTITY_TYPES, LIST_IDS } from '../core/lists/model';
import { INPUT_FIELDS } from '../jobs/files/columns';
import { INPUT_FORMATS } from '../jobs/files/readers';
import { RESULT_COLUMNS } from '../jobs/files/results';
import { JOB_STATUSES } from '../jobs/job-model';

/**
 * The response bodies of spec sections 2 and 7, with the decisions of docs/api-decisions.md and
 * docs/screening.md, as OpenAPI schemas (components.schemas). Objects are closed
 * (additionalProperties: false), so a field the service adds without documenting it fails the
 * response-vs-document test (test/e2e/openapi.spec.ts).
 */
const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` }) as SchemaObject;

function object(properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
    additionalProperties: false,
  };
}

const string = (description?: string, extra: SchemaObject = {}): SchemaObject => ({
  type: 'string',
  ...(description ? { description } : {}),
  ...extra,
});
const nullableString = (description?: string): SchemaObject => string(description, { nullable: true });
const number = (description?: string, extra: SchemaObject = {}): SchemaObject => ({
  type: 'number',
  ...(description ? { description } : {}),
  ...extra,
});
const integer = (description?: string): SchemaObject => ({
  type: 'integer',
  ...(description ? { description } : {}),
});
const strings = (description?: string): SchemaObject => ({
  type: 'array',
  items: { type: 'string' },
  ...(description ? { description } : {}),
});
const score = (description: string): SchemaObject => number(description, { minimum: 0, maximum: 1 });
const isoTime = (description: string): SchemaObject => string(description, { format: 'date-time' });
const listId: SchemaObject = { type: 'string', enum: [...LIST_IDS] };

const SCREENING_STATUS: SchemaObject = {
  type: 'string',
  enum: ['clear', 'potential_match', 'match'],
  description: 'clear: proceed; potential_match: manual review; match: 0.95 or more, block and escalate',
};

const dataFreshness = object({
  last_update: nullableString(
    'The OLDEST last update among the screened lists (ISO 8601), so it never overstates how current the screening was; null when none is known',
  ),
  lists: {
    type: 'object',
    description: "Each screened list's own last update (ISO 8601), or null",
    additionalProperties: { type: 'string', nullable: true },
  },
});

const identifierEvidence = object({
  matched: {
    type: 'array',
    description: 'Document numbers equal after normalization (these confirm identity)',
    items: object({
      query_type: string('The query identifier that matched (passport, national_id, tax_id, registration)'),
      listed_type: string("The listed identifier's type"),
      value: string('The normalized document number'),
      country: nullableString('Issuing country, where the list gives one'),
    }),
  },
  date_of_birth: {
    ...object({
      query: string('The date of birth sent (YYYY-MM-DD)'),
      listed: strings('Dates of birth the list gives (free text)'),
      consistent: { type: 'boolean', description: 'Supports, never confirms, a match' },
    }),
    nullable: true,
  },
});

const evidenceFinding = object({
  kind: { type: 'string', enum: ['date_of_birth', 'country'] },
  agrees: { type: 'boolean' },
  adjustment: number('What this finding adds to (or takes from) the name score'),
  query: strings(),
  listed: strings(),
});

const match = object(
  {
    entity_id: string('The matched entity', { example: 'sanc_ofac_sdn_36' }),
    matched_name: string('The listed name (primary name or alias) that matched'),
    confidence_score: score('Four decimals'),
    match_type: {
      type: 'string',
      enum: ['exact', 'fuzzy', 'fuzzy+semantic', 'semantic', 'identifier_confirmed'],
    },
    semantic_score: score('Present only when semantic matching (transliteration, name variants) contributed'),
    entity_details: object({
      primary_name: string(),
      entity_type: { type: 'string', enum: [...ENTITY_TYPES] },
      nationality: nullableString('Nationalities, comma-separated; null when the list gives none'),
      programs: strings('Sanctions program codes'),
      listing_date: nullableString('YYYY-MM-DD; null where the list gives no date'),
    }),
    source_evidence: object({
      source_authority: string(),
      source_list_id: listId,
      source_entry_uid: string('The entry id in the source list (OFAC ent_num, DPL row key)'),
      last_updated: nullableString("The list's last update (ISO 8601)"),
    }),
    identifier_evidence: {
      ...identifierEvidence,
      description: 'Present when identifiers were sent and the entity lists some',
    },
    country_match: {
      type: 'boolean',
      enum: [true],
      description:
        "Present (true) when one of the query's countries is among the entity's; see docs/screening.md",
    },
    secondary_evidence: {
      ...object({
        name_score: score('The name score before the evidence'),
        adjustment: number("Sum of the findings' adjustments (before the floor and ceiling)"),
        findings: { type: 'array', items: evidenceFinding },
      }),
      description:
        'Present when a date of birth or countries were compared: how they moved confidence_score from the name score (docs/matching.md)',
    },
  },
  ['semantic_score', 'identifier_evidence', 'country_match', 'secondary_evidence'],
);

const screeningResponse = object(
  {
    screening_id: string('SCR-, a 14-digit UTC timestamp, a hyphen, 8 uppercase hexadecimal characters', {
      pattern: '^SCR-\\d{14}-[0-9A-F]{8}$',
      example: 'SCR-20261123124550-3F9A0C21',
    }),
    status: SCREENING_STATUS,
    query: object(
      {
        name: string(),
        entity_type: { type: 'string', nullable: true, enum: [...ENTITY_TYPES, 'unknown', null] },
        threshold: number(),
        lists_screened: { type: 'array', items: listId },
        countries: strings('Echoed when sent'),
        max_results: integer(),
      },
      ['countries'],
    ),
    matches: { type: 'array', items: ref('Match'), description: 'Best first, at most max_results' },
    match_count: integer('Every match above the threshold, including those beyond max_results'),
    timestamp: string('ISO 8601 UTC with microseconds', { example: '2026-11-23T12:45:50.514221Z' }),
    processing_time_ms: number(),
    data_freshness: dataFreshness,
  },
  [],
);

const batchResult = {
  oneOf: [
    object({
      index: integer('Zero-based position in the submitted array'),
      query: object({ name: string(), entity_type: nullableString() }),
      status: SCREENING_STATUS,
      match_count: integer(),
      matches: { type: 'array', items: ref('Match') },
    }),
    object(
      {
        index: integer(),
        query: object({
          name: nullableString('null when the element sent no string name'),
          entity_type: nullableString(),
        }),
        status: { type: 'string', enum: ['error'] },
        error: string(
          'Why this entity could not be screened: a refused element names its field; a failed search says to resubmit it',
        ),
        field: string('The refused field, e.g. entities.3.identifiers.passport'),
        match_count: { type: 'integer', nullable: true, enum: [null] },
        matches: { type: 'array', maxItems: 0, items: {} },
      },
      ['field'],
    ),
  ],
} as SchemaObject;

const batchResponse = object({
  batch_id: string('BATCH-, a 14-digit UTC timestamp, a hyphen, 8 uppercase hexadecimal characters', {
    pattern: '^BATCH-\\d{14}-[0-9A-F]{8}$',
  }),
  status: {
    type: 'string',
    enum: ['completed', 'partial'],
    description: 'partial: at least one entity could not be screened (its result has status error)',
  },
  results: { type: 'array', items: batchResult },
  summary: object({
    total: integer(),
    clear: integer(),
    matches: integer(),
    potential_matches: integer(),
    errors: integer('Entities that could not be screened'),
  }),
  options_used: object({
    threshold: number(),
    lists_screened: { type: 'array', items: listId },
    max_results_per_entity: integer(),
  }),
  timestamp: string('ISO 8601 UTC with microseconds'),
  processing_time_ms: number(),
  entities_per_second: number(),
  data_freshness: dataFreshness,
});

const nameView = object({
  original: string(),
  normalized: string('Upper case, comma removed'),
  tokens: strings(),
});
const compared = object({ query: string(), matched: string() });
const weighted = { score: score('Four decimals'), weight: number(), weighted_contribution: number() };
const explanation = object({
  query: nameView,
  matched: nameView,
  scoring_breakdown: object({
    jaro_winkler: number(),
    sequence_matcher: number(),
    phonetic: number(),
    total: number(),
  }),
  algorithm_details: object(
    {
      exact_match: object({ matched: { type: 'boolean' }, score: number(), description: string() }),
      jaro_winkler: object({
        ...weighted,
        compared,
        details: object({
          string1_length: integer(),
          string2_length: integer(),
          match_window: integer(),
          matching_characters: integer(),
          transpositions: integer(),
          common_prefix_length: integer(),
          jaro_similarity: number(),
          winkler_adjustment: number(),
        }),
        description: string(),
      }),
      sequence_matcher: object({
        ...weighted,
        compared,
        matching_blocks: {
          type: 'array',
          items: object({ query_start: integer(), match_start: integer(), length: integer() }),
        },
        longest_match_length: integer(),
        description: string(),
      }),
      phonetic: object({
        ...weighted,
        details: object({
          query_soundex_codes: { type: 'array', items: object({ word: string(), code: string() }) },
          matched_soundex_codes: { type: 'array', items: object({ word: string(), code: string() }) },
          soundex_matches: strings(),
          query_metaphone_codes: {
            type: 'array',
            items: object({ word: string(), primary: string(), alternate: string() }),
          },
          matched_metaphone_codes: {
            type: 'array',
            items: object({ word: string(), primary: string(), alternate: string() }),
          },
          metaphone_matches: strings(),
        }),
        description: string(),
      }),
      adjustments: object({
        token_weights: object({
          query: {
            type: 'array',
            items: object({ word: string(), weight: number('1 = rare, low = common or generic') }),
          },
          matched: {
            type: 'array',
            items: object({ word: string(), weight: number('1 = rare, low = common or generic') }),
          },
        }),
        legal_forms: object({ query: strings(), matched: strings(), amount: number() }),
        unmatched_query_words: object({ words: strings(), amount: number() }),
        different_countries: {
          type: 'array',
          description: 'Query and listed words that name different countries: they never pair',
          items: object({ query: string(), matched: string() }),
        },
        weak_evidence: object({
          matched_information: number(),
          required: number(),
          amount: number(),
          listed_places_unpaired: strings(
            "Listed words without a partner that all name a country, in a name that is not a person's: they require no evidence",
          ),
        }),
        gendered_surnames: object({
          pairs: {
            type: 'array',
            description:
              "A surname's masculine and feminine forms paired (POPOV / POPOVA), each beside a given name of the same sex: a man and a woman",
            items: object({ query: string(), matched: string() }),
          },
          amount: number(),
        }),
        identical: { type: 'boolean' },
        cap: number('Highest score a pair of names that are not the same tokens can reach'),
        description: string(),
      }),
      secondary_evidence: object({
        name_score: score('The name score before the evidence'),
        adjustment: number(),
        final_score: score('After the evidence'),
        findings: { type: 'array', items: evidenceFinding },
        description: string(),
      }),
    },
    ['secondary_evidence'],
  ),
  final_score: score('Combined score, four decimals'),
  match_classification: {
    type: 'string',
    enum: ['exact', 'high_confidence', 'confident', 'potential', 'weak'],
  },
  confidence_factors: strings('Human-readable reasons for the score'),
  identifier_matches: {
    type: 'array',
    items: object({
      id_type: string(),
      query_value: string(),
      matched_value: string(),
      matched_id_type: nullableString(),
      strength: { type: 'string', enum: ['document', 'supporting'] },
    }),
  },
  timestamp: isoTime('ISO 8601 UTC'),
});

const entity = object({
  entity_id: string('sanc_<list_id>_<number>', { example: 'sanc_ofac_sdn_36' }),
  primary_name: string(),
  normalized_name: string(),
  entity_type: { type: 'string', enum: [...ENTITY_TYPES] },
  aliases: {
    type: 'array',
    items: object({
      alias_name: string(),
      alias_type: { type: 'string', enum: ['a.k.a.', 'f.k.a.', 'n.k.a.'] },
    }),
  },
  identifiers: {
    type: 'array',
    items: object({
      id_type: string('passport, national_id, tax_id, date_of_birth, registration, or another kind'),
      id_value: string('As listed; a date of birth is free text'),
      country: nullableString(),
    }),
  },
  addresses: {
    type: 'array',
    items: object({
      country: string(),
      address: nullableString(),
      city: nullableString(),
      state_or_province: nullableString(),
      postal_code: nullableString(),
    }),
  },
  nationality_countries: strings(),
  sanctions_programs: strings(),
  listing_date: nullableString('YYYY-MM-DD'),
  source_authority: string(),
  source_list_id: listId,
  remarks: nullableString(),
});

const list = object({
  list_id: listId,
  name: string(),
  authority: string(),
  entity_count: integer(),
  last_updated: string("The data's own publish date (ISO 8601)"),
  update_frequency: { type: 'string', enum: ['real-time', 'daily', 'weekly'] },
});

/** Error bodies (spec section 7; docs/api-decisions.md for the routes the spec leaves open). */
const errorSchemas: Record<string, SchemaObject> = {
  ValidationError: object(
    {
      error: string('What is wrong, naming the field', { example: 'name must be at most 500 characters' }),
      field: string('The first offending field (a dotted path for nested fields)', { example: 'name' }),
      details: {
        type: 'array',
        description: 'Every offending field with its problems',
        items: object({ field: string(), problems: strings() }),
      },
      received: {
        ...object({ query_name: { type: 'boolean' }, matched_name: { type: 'boolean' } }),
        description: 'Explain only: whether each required name was supplied',
      },
    },
    ['field', 'details', 'received'],
  ),
  AuthError: object({ message: string('Why the key was refused', { example: 'Invalid API key.' }) }),
  EntityNotFound: object({
    error: string(undefined, { example: 'Entity not found' }),
    entity_id: string('The requested id', { example: 'sanc_ofac_sdn_999999' }),
  }),
  RateLimited: object({
    message: string(undefined, { example: 'Rate limit exceeded: 1 requests per second, bursts of up to 5.' }),
    retry_after_seconds: integer('Also sent as the Retry-After header'),
  }),
  InternalError: object({
    error: string(undefined, { example: 'internal_error' }),
    message: string(undefined, { example: 'An internal error occurred. It has been logged.' }),
  }),
  Unavailable: object({
    error: { type: 'string', enum: ['service_unavailable'] },
    message: string('What could not be done; retry later'),
  }),
};

const engineStatus = object({
  engine: { type: 'string', enum: ['embedded', 'elasticsearch'] },
  ready: { type: 'boolean' },
  detail: string('What the engine serves, or why it cannot'),
});

const healthSchemas: Record<string, SchemaObject> = {
  HealthProbe: object({
    status: {
      type: 'string',
      enum: ['ok', 'unavailable'],
      description: 'ok (200): screenings can be served; unavailable (503)',
    },
    engine: { type: 'string', enum: ['embedded', 'elasticsearch'] },
    detail: string(),
  }),
  HealthReport: object({
    status: {
      type: 'string',
      enum: ['healthy', 'degraded', 'unhealthy'],
      description:
        'degraded: Redis unreachable (keys and limits on local fallback); unhealthy: no screening possible',
    },
    environment: string('APP_ENV'),
    version: string('API version', { example: '1.0.0' }),
    matching_algorithms: strings(),
    endpoints: {
      type: 'object',
      description: 'Every route, keyed by path',
      additionalProperties: object({ methods: strings(), description: string() }),
    },
    timestamp: isoTime('ISO 8601 UTC'),
    engine: engineStatus,
    dependencies: object({
      elasticsearch: object({
        configured: { type: 'boolean' },
        reachable: { type: 'boolean' },
        version: nullableString(),
        cluster_status: nullableString('green, yellow or red'),
      }),
      redis: object({
        configured: { type: 'boolean' },
        reachable: { type: 'boolean' },
        version: nullableString(),
      }),
    }),
  }),
};

const JOB_ID = string('JOB-, a 14-digit UTC timestamp, a hyphen, 8 uppercase hexadecimal characters', {
  pattern: '^JOB-\\d{14}-[0-9A-F]{8}$',
  example: 'JOB-20261123124501-9F2C01AB',
});
const rowCounts = object({
  clear: integer(),
  potential_match: integer(),
  match: integer(),
  error: integer('Rows that could not be screened (no name, a refused field, a failed batch): never clear'),
});

/** Screening jobs (docs/file-screening.md, "The job API"). */
const jobSchemas: Record<string, SchemaObject> = {
  JobStatus: object({
    job_id: JOB_ID,
    status: {
      type: 'string',
      enum: [...JOB_STATUSES],
      description: 'queued, running, then completed, failed (no results file) or cancelled',
    },
    rows_total: integer('Data rows in the file'),
    rows_done: integer('Rows with results (error rows included)'),
    rows_failed: integer('Error rows so far'),
    summary: rowCounts,
    rows_per_second: number('Rows done per second since the job started'),
    eta_seconds: { type: 'integer', nullable: true, description: 'While running; null otherwise' },
    created_at: isoTime('When the job was accepted'),
    started_at: { ...isoTime('When the first chunk started'), nullable: true },
    finished_at: { ...isoTime('When the job ended'), nullable: true },
    error: nullableString('Why the job failed (the first rows without results)'),
    options: object({
      threshold: number(),
      lists: { type: 'array', items: listId },
      max_results: integer(),
    }),
    columns: {
      type: 'object',
      description: 'Which column of the file holds each field (detected, or given with ?map=)',
      properties: Object.fromEntries(INPUT_FIELDS.map((field) => [field, string()])),
      additionalProperties: false,
    },
    input: object({
      file_name: nullableString('null for a JSONL body'),
      format: { type: 'string', enum: [...INPUT_FORMATS] },
      encoding: {
        type: 'string',
        nullable: true,
        enum: ['utf-8', 'windows-1252', null],
        description: 'Detected text encoding; null for XLSX',
      },
      bytes: integer('Size of the upload'),
    }),
    list_versions: {
      type: 'array',
      description: 'Every list version any chunk was screened against (audit)',
      items: object({
        list_id: listId,
        last_updated: string("The data's own publish date (ISO 8601)"),
        entity_count: integer(),
        source: nullableString('The snapshot files the embedded engine loaded'),
        index_version: nullableString('The versioned Elasticsearch index behind the alias'),
      }),
    },
    submitted_by_key_id: string('The id of the key that submitted the job (never the key)'),
    quota: object({
      policy: {
        type: 'string',
        enum: ['reserved_at_submission'],
        description: 'One screening per row, reserved when the job is accepted',
      },
      reserved: integer(),
      refunded: integer(
        'Rows not screened (error rows, cancelled or failed rows), given back when the job ends',
      ),
    }),
    results_url: string('GET it for the results file once the job has ended'),
  }),
  JobResultRow: object({
    row: integer('Data row number, 1 = the first row after the header'),
    customer_id: nullableString(),
    name: nullableString('The name screened; null when the row has none'),
    status: { type: 'string', enum: ['clear', 'potential_match', 'match', 'error'] },
    match_count: { type: 'integer', nullable: true },
    best_entity_id: nullableString(),
    best_matched_name: nullableString(),
    best_score: { ...score("The best match's confidence_score"), nullable: true },
    best_match_type: nullableString(),
    best_list: { ...listId, nullable: true, enum: [...LIST_IDS, null] },
    matches: { type: 'array', items: ref('Match') },
    error: nullableString('Why the row is an error row'),
  }),
  JobNotFound: object({
    error: string(undefined, { example: 'Job not found' }),
    job_id: string('The requested id'),
  }),
  JobNotReady: object({
    error: string('Why there is no results file: the job has not ended, or it failed'),
    job_id: string(),
    status: { type: 'string', enum: ['queued', 'running', 'failed'] },
  }),
};

/** The CSV results file: RESULT_COLUMNS, in this order, one record per input row (RFC 4180, CRLF). */
export const JOB_RESULTS_CSV: SchemaObject = string(
  `CSV with the header ${RESULT_COLUMNS.join(',')}; one record per input row, in input order; matches as JSON`,
);

/** Every component schema, by name. */
export const RESPONSE_SCHEMAS: Record<string, SchemaObject> = {
  ...errorSchemas,
  ...healthSchemas,
  ...jobSchemas,
  Match: match,
  ScreeningResponse: screeningResponse,
  BatchResponse: batchResponse,
  Explanation: explanation,
  Entity: entity,
  ListsResponse: object({ lists: { type: 'array', items: ref('List') } }),
  List: list,
};

export { ref as schemaRef };
