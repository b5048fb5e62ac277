import 'reflect-metadata';
import { availableParallelism } from 'node:os';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { LIST_IDS, type ListId } from '../core/lists/model';
import { type Tier, TIERS } from './tiers';

/**
 * The one place configuration is read. Every variable is declared, typed and validated here;
 * a bad value stops the process at start with a message naming the variable.
 */
const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

export class EnvironmentVariables {
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** Reported as `environment` by GET /v1/health. */
  @IsString()
  APP_ENV = 'development';

  @IsIn(['embedded', 'elasticsearch'])
  SEARCH_ENGINE: 'embedded' | 'elasticsearch' = 'embedded';

  @Transform(emptyToUndefined)
  @ValidateIf(
    (env: EnvironmentVariables) =>
      env.SEARCH_ENGINE === 'elasticsearch' || env.ELASTICSEARCH_URL !== undefined,
  )
  @Matches(/^https?:\/\/\S+$/, {
    message: 'ELASTICSEARCH_URL must be an http(s) URL (required when SEARCH_ENGINE=elasticsearch)',
  })
  ELASTICSEARCH_URL?: string;

  /** Prefix of every index and alias this service owns; lets tests and tenants share a cluster. */
  @Matches(/^[a-z0-9][a-z0-9_-]*$/, {
    message: 'ELASTICSEARCH_INDEX_PREFIX must be lower-case letters, digits, _ or -',
  })
  ELASTICSEARCH_INDEX_PREFIX = 'sanctions';

  /** Unset: keys and counters live in process (one instance only). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @Matches(/^[A-Za-z0-9:_-]*$/, { message: 'REDIS_KEY_PREFIX may hold letters, digits, :, _ and -' })
  REDIS_KEY_PREFIX = 'sss:';

  /**
   * A Redis command that takes longer counts as Redis unreachable: the access layer then applies
   * its local limits (docs/access.md, "Redis down"), so a slow Redis never holds a request.
   */
  @Transform(toInt)
  @IsInt({ message: 'REDIS_COMMAND_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(50, { message: 'REDIS_COMMAND_TIMEOUT_MS must be 50 or more' })
  @Max(60_000, { message: 'REDIS_COMMAND_TIMEOUT_MS must be 60000 or fewer' })
  REDIS_COMMAND_TIMEOUT_MS = 1000;

  /** Development keys, `key:tier[,key:tier…]`. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(new RegExp(`^[^:,\\s]{8,}:(${TIERS.join('|')})(,[^:,\\s]{8,}:(${TIERS.join('|')}))*$`), {
    message: `API_KEYS must be key:tier[,key:tier…] with keys of 8+ characters and tier one of ${TIERS.join(', ')}`,
  })
  API_KEYS?: string;

  /** After `keys rotate`, the previous key keeps working this long (rotation without downtime). */
  @Transform(toInt)
  @IsInt({ message: 'KEY_ROTATION_GRACE_SECONDS must be a whole number of seconds' })
  @Min(0, { message: 'KEY_ROTATION_GRACE_SECONDS must be 0 or more' })
  KEY_ROTATION_GRACE_SECONDS = 86400;

  /**
   * While Redis is unreachable, a key is still accepted if this instance confirmed it in Redis at
   * most this many seconds before Redis became unreachable (docs/access.md, "Redis down").
   */
  @Transform(toInt)
  @IsInt({ message: 'ACCESS_KEY_CACHE_SECONDS must be a whole number of seconds' })
  @Min(0, { message: 'ACCESS_KEY_CACHE_SECONDS must be 0 or more' })
  ACCESS_KEY_CACHE_SECONDS = 300;

  /**
   * Worker threads that share batch screening with the main thread (each holds its own copy of
   * the snapshot, or its own Elasticsearch client and document cache). Default with the embedded
   * engine: one fewer than the CPU cores, at most 3; with Elasticsearch: 0, as Elasticsearch on
   * the same machine needs those cores (loadConfig; docs/screening.md, "Batch workers").
   */
  @Transform(toInt)
  @IsInt({ message: 'SCREENING_WORKERS must be a whole number' })
  @Min(0, { message: 'SCREENING_WORKERS must be 0 (off) or more' })
  @Max(16, { message: 'SCREENING_WORKERS must be 16 or fewer' })
  SCREENING_WORKERS = Math.max(0, Math.min(3, availableParallelism() - 1));

  /**
   * Old-generation heap limit of each batch worker thread, in MB (0: V8's default). A worker's
   * live heap is about 230 MB (the snapshot's index and entities, the prepared listed names);
   * without a limit V8 lets garbage grow it well past that before collecting. Too low a limit
   * costs CPU in collections, and below the live size the worker dies (and its shares are
   * screened on the main thread). docs/file-screening.md, "Memory".
   */
  @Transform(toInt)
  @IsInt({ message: 'SCREENING_WORKER_HEAP_MB must be a whole number of megabytes' })
  @Min(0, { message: 'SCREENING_WORKER_HEAP_MB must be 0 (no limit) or more' })
  SCREENING_WORKER_HEAP_MB = 0;

  /**
   * The longest a screening request may take (docs/screening.md, "Deadline"). A request past it
   * ends in a 503, never in a partial answer; a backstop, since the word cap bounds the cost.
   */
  @Transform(toInt)
  @IsInt({ message: 'SCREENING_DEADLINE_MS must be a whole number of milliseconds' })
  @Min(100, { message: 'SCREENING_DEADLINE_MS must be 100 or more' })
  @Max(600_000, { message: 'SCREENING_DEADLINE_MS must be 600000 (10 minutes) or less' })
  SCREENING_DEADLINE_MS = 10_000;

  /** Folder holding the bundled list snapshot (data/snapshot by default). */
  @IsString()
  DATA_DIR = 'data/snapshot';

  /**
   * Lists the embedded engine loads, comma-separated (default: every list). The screen:file CLI
   * sets it to the lists it screens, so each thread holds only those. Screening a list that is
   * not loaded fails closed (an error, never `clear`), as for an empty list.
   */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value !== '' ? value.split(',').map((id) => id.trim()) : value,
  )
  @IsIn(LIST_IDS, {
    each: true,
    message: `EMBEDDED_LISTS must name lists among ${LIST_IDS.join(', ')}, comma-separated`,
  })
  EMBEDDED_LISTS: ListId[] = [...LIST_IDS];

  /**
   * Screening jobs' files: uploads, chunks, results and state (docs/file-screening.md). With
   * REDIS_URL set, every instance must see the same folder (a shared volume).
   */
  @IsString()
  JOBS_DIR = 'data/jobs';

  /** Finished jobs (completed, failed, cancelled) are deleted this many hours after they end. */
  @Transform(toInt)
  @IsInt({ message: 'JOBS_RETENTION_HOURS must be a whole number of hours' })
  @Min(1, { message: 'JOBS_RETENTION_HOURS must be 1 or more' })
  JOBS_RETENTION_HOURS = 168;

  /** Largest file POST /v1/screen/jobs accepts, in MB (about 5 million CSV rows of a few columns per GB). */
  @Transform(toInt)
  @IsInt({ message: 'JOBS_MAX_UPLOAD_MB must be a whole number of megabytes' })
  @Min(1, { message: 'JOBS_MAX_UPLOAD_MB must be 1 or more' })
  @Max(10_240, { message: 'JOBS_MAX_UPLOAD_MB must be 10240 or less' })
  JOBS_MAX_UPLOAD_MB = 200;

  /** Rows per chunk: the unit a queue worker takes, retries and writes. */
  @Transform(toInt)
  @IsInt({ message: 'JOBS_CHUNK_ROWS must be a whole number' })
  @Min(1, { message: 'JOBS_CHUNK_ROWS must be 1 or more' })
  @Max(10_000, { message: 'JOBS_CHUNK_ROWS must be 10000 or less' })
  JOBS_CHUNK_ROWS = 1000;

  /** Chunks one instance screens at a time (0: this instance takes no chunks). */
  @Transform(toInt)
  @IsInt({ message: 'JOBS_CONCURRENCY must be a whole number' })
  @Min(0, { message: 'JOBS_CONCURRENCY must be 0 or more' })
  @Max(32, { message: 'JOBS_CONCURRENCY must be 32 or less' })
  JOBS_CONCURRENCY = 2;

  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';

  /**
   * `json`: one JSON object per line (for log collectors). `pretty`: coloured text for people.
   * Unset: pretty when stdout is a terminal, JSON otherwise (docs/operations.md, "Logs").
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['json', 'pretty'], { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT?: 'json' | 'pretty';

  /**
   * Unset: GET /metrics is served on PORT (to loopback callers and keys with the `metrics`
   * permission). Set: served on this port only, without a key; 0 picks a free port.
   */
  @Transform(toInt)
  @IsOptional()
  @IsInt({ message: 'METRICS_PORT must be a port number' })
  @Min(0, { message: 'METRICS_PORT must be between 0 and 65535' })
  @Max(65535, { message: 'METRICS_PORT must be between 0 and 65535' })
  METRICS_PORT?: number;
}

export type AppConfig = Readonly<EnvironmentVariables>;

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

/** Variables without a default, which `new EnvironmentVariables()` therefore does not list. */
const OPTIONAL_VARIABLES = ['ELASTICSEARCH_URL', 'REDIS_URL', 'API_KEYS', 'LOG_FORMAT', 'METRICS_PORT'];

/** Parses and validates an environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new EnvironmentVariables());
  const relevant = Object.fromEntries(
    Object.entries(env).filter(([key]) => known.includes(key) || OPTIONAL_VARIABLES.includes(key)),
  );
  const config = plainToInstance(EnvironmentVariables, relevant, { exposeDefaultValues: true });
  if (relevant.SCREENING_WORKERS === undefined && config.SEARCH_ENGINE === 'elasticsearch')
    config.SCREENING_WORKERS = 0;
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((e) =>
      Object.values(e.constraints ?? {}).map((msg) => `  - ${e.property}: ${msg}`),
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(config);
}

/** Parses API_KEYS into key/tier pairs (validated by loadConfig already). */
export function parseDevelopmentKeys(value: string | undefined): { key: string; tier: Tier }[] {
  if (!value) return [];
  return value.split(',').map((pair) => {
    const [key, tier] = pair.split(':');
    return { key, tier: tier as Tier };
  });
}
