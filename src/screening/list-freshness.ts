import { Inject, Injectable } from '@nestjs/common';
import type { ListId, ListMetadata } from '../core/lists/model';
import { CANDIDATE_SOURCE, CandidateSource } from '../engines/candidate-source';

/**
 * List metadata for data_freshness and source_evidence, read from the engine and kept for a
 * short while: it changes only when operators reindex.
 */
@Injectable()
export class ListFreshness {
  static readonly TTL_MS = 30_000;
  private cached: { at: number; byList: Map<ListId, ListMetadata> } | null = null;

  constructor(@Inject(CANDIDATE_SOURCE) private readonly engine: CandidateSource) {}

  async snapshot(): Promise<Map<ListId, ListMetadata>> {
    if (!this.cached || Date.now() - this.cached.at > ListFreshness.TTL_MS) {
      const lists = await this.engine.listMetadata();
      this.cached = { at: Date.now(), byList: new Map(lists.map((list) => [list.list_id, list])) };
    }
    return this.cached.byList;
  }
}

/**
 * The data's freshness for a set of screened lists: the OLDEST of their last updates, so the
 * figure never overstates how current the screening was; each list's date alongside.
 */
export function dataFreshness(lists: readonly ListId[], byList: Map<ListId, ListMetadata>) {
  const dates = Object.fromEntries(lists.map((id) => [id, byList.get(id)?.last_updated ?? null]));
  const known = Object.values(dates)
    .filter((d): d is string => d !== null)
    .sort();
  return { last_update: known[0] ?? null, lists: dates };
}

/** What the caller is told when `unservableReason` gives a reason. */
export function unservableMessage(reason: string): string {
  return `${reason}; no screening result was produced. Retry later.`;
}
