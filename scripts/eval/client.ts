import { Agent, request } from 'node:http';
import type { ListId, QueryEntityType } from '../../src/core/lists/model';
import type { EvalCase, QueryIdentifiers } from './cases';

/**
 * A small HTTP client for the screening contract (spec 4.1, 4.3), used by the evaluation and
 * the benchmark. Plain node:http with a keep-alive agent: the benchmark runs it in the service's
 * process, and fetch's streams cost that process about twice as much CPU per request.
 * A 429 is waited out (Retry-After) and counted, never treated as a result.
 */
export interface ApiMatch {
  entity_id: string;
  matched_name: string;
  confidence_score: number;
  match_type: string;
}

export interface ScreeningOutcome {
  status: 'clear' | 'match' | 'potential_match';
  match_count: number;
  matches: ApiMatch[];
}

export interface BatchEntity {
  name: string;
  entity_type?: QueryEntityType;
  identifiers?: QueryIdentifiers;
}

/** What a screening request sends for an evaluation case: its query's entity (lists go in the options). */
export function requestEntity({ query: { name, entity_type, identifiers } }: EvalCase): BatchEntity {
  return { name, entity_type, identifiers };
}

export interface BatchOptions {
  threshold?: number;
  lists?: ListId[];
  max_results_per_entity?: number;
}

export interface BatchResponse {
  status: 'completed' | 'partial';
  results: (ScreeningOutcome & { index: number })[];
  processing_time_ms: number;
  entities_per_second: number;
}

export interface SingleRequest extends BatchEntity {
  threshold?: number;
  lists?: ListId[];
  max_results?: number;
}

export interface Timed<T> {
  body: T;
  /** Wall time of the request as the client saw it, ms. */
  clientMs: number;
  /** The Server-Timing header, if the service sent one. */
  serverTiming: string | null;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 300)}`);
  }
}

export class ScreeningClient {
  /** Requests answered 429 and retried. */
  throttled = 0;
  private readonly agent = new Agent({ keepAlive: true });

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  screenBatch(entities: BatchEntity[], options: BatchOptions): Promise<Timed<BatchResponse>> {
    return this.post<BatchResponse>('/v1/screen/batch', { entities, options });
  }

  screenEntity(request: SingleRequest): Promise<Timed<ScreeningOutcome & { processing_time_ms: number }>> {
    return this.post('/v1/screen/entity', request);
  }

  /** Closes the kept-alive connections. */
  close(): void {
    this.agent.destroy();
  }

  private async post<T>(path: string, body: unknown): Promise<Timed<T>> {
    const payload = JSON.stringify(body);
    for (let attempt = 0; ; attempt++) {
      const started = performance.now();
      const response = await this.send(path, payload);
      const clientMs = performance.now() - started;
      if (response.status === 429 && attempt < 20) {
        this.throttled++;
        const wait = Number(response.header('retry-after') ?? '1');
        await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0.05) * 1000));
        continue;
      }
      if (response.status !== 200) throw new HttpError(response.status, response.text);
      return {
        body: JSON.parse(response.text) as T,
        clientMs,
        serverTiming: response.header('server-timing'),
      };
    }
  }

  private send(
    path: string,
    payload: string,
  ): Promise<{ status: number; text: string; header: (name: string) => string | null }> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        new URL(path, this.baseUrl),
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'x-api-key': this.apiKey,
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const header = (name: string) => {
              const value = incoming.headers[name];
              return typeof value === 'string' ? value : null;
            };
            resolve({
              status: incoming.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              header,
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
}

/** Runs `work` over `items` with at most `concurrency` in flight; results keep the input order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
