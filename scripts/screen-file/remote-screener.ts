import type { BatchEntity, BatchOutcome } from '../../src/screening/batch-types';
import {
  batchRequest,
  type BatchScreener,
  type FileScreeningOptions,
  type ListVersion,
  screenedLists,
} from '../../src/jobs/row-screening';

/** Retries of a batch refused for rate (429) or unavailable (503) or unreachable, before its rows become errors. */
const ATTEMPTS = 5;

class RefusedError extends Error {}

/** The batch endpoint of a running service (`--url`, `--key`). */
export class RemoteScreener implements BatchScreener {
  private lists: ListVersion[] | null = null;

  constructor(
    private readonly url: string,
    private readonly key: string,
  ) {}

  async screen(entities: BatchEntity[], options: FileScreeningOptions): Promise<BatchOutcome[]> {
    const body = JSON.stringify(batchRequest(entities, options));
    for (let attempt = 1; ; attempt++) {
      let retryAfterSeconds = attempt;
      try {
        const response = await fetch(new URL('/v1/screen/batch', this.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': this.key },
          body,
        });
        const answer = (await response.json().catch(() => ({}))) as {
          results?: BatchOutcome[];
          message?: string;
          error?: string;
        };
        if (response.ok && Array.isArray(answer.results)) return answer.results;
        const retryable = response.status === 429 || response.status === 503;
        if (!retryable || attempt >= ATTEMPTS)
          throw new RefusedError(
            `the service answered ${response.status}: ${answer.message ?? answer.error ?? 'no detail'}`,
          );
        retryAfterSeconds = Number(response.headers.get('retry-after')) || attempt;
      } catch (error) {
        // A refusal that retrying cannot change, or the last attempt: this batch's rows become error rows.
        if (attempt >= ATTEMPTS || error instanceof RefusedError) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfterSeconds, 30) * 1000));
    }
  }

  async listVersions(options: FileScreeningOptions): Promise<ListVersion[]> {
    if (!this.lists) {
      const response = await fetch(new URL('/v1/lists', this.url), { headers: { 'x-api-key': this.key } });
      if (!response.ok) throw new Error(`GET /v1/lists answered ${response.status}`);
      const body = (await response.json()) as { lists: (ListVersion & { entity_count: number })[] };
      this.lists = body.lists.map((list) => ({
        list_id: list.list_id,
        last_updated: list.last_updated,
        entity_count: list.entity_count,
        source: list.source ?? null,
        index_version: list.index_version ?? null,
      }));
    }
    const wanted = screenedLists(options);
    return this.lists.filter((list) => wanted.includes(list.list_id));
  }
}
