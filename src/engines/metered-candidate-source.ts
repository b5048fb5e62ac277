import type { Entity, ListMetadata } from '../core/lists/model';
import type { Metrics } from '../metrics/metrics';
import type { CandidateQuery, CandidateResult, CandidateSource, EngineStatus } from './candidate-source';

/**
 * The engine seam, measured: candidates per query and engine errors are recorded here, once for
 * both engines, and the lists' sizes and ages are read from the engine at each scrape. Answers
 * and errors pass through unchanged.
 */
export class MeteredCandidateSource implements CandidateSource {
  readonly kind: CandidateSource['kind'];

  constructor(
    private readonly engine: CandidateSource,
    private readonly metrics: Metrics,
  ) {
    this.kind = engine.kind;
    metrics.onScrape(() => this.refreshListGauges());
  }

  async find(queries: CandidateQuery[]): Promise<CandidateResult[]> {
    let results: CandidateResult[];
    try {
      results = await this.engine.find(queries);
    } catch (error) {
      this.metrics.engineErrors.inc({ engine: this.kind, operation: 'find' });
      throw error;
    }
    for (const result of results) {
      if (result.ok) this.metrics.candidatesPerQuery.observe({ engine: this.kind }, result.entities.length);
      else this.metrics.engineErrors.inc({ engine: this.kind, operation: 'find_query' });
    }
    return results;
  }

  getEntity(entityId: string): Promise<Entity | null> {
    return this.counted('get_entity', () => this.engine.getEntity(entityId));
  }

  listMetadata(): Promise<ListMetadata[]> {
    return this.counted('list_metadata', () => this.engine.listMetadata());
  }

  status(): Promise<EngineStatus> {
    return this.engine.status();
  }

  private async counted<T>(operation: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.metrics.engineErrors.inc({ engine: this.kind, operation });
      throw error;
    }
  }

  /** An engine that cannot say leaves the gauges empty (absent series), never stale or zero. */
  private async refreshListGauges(): Promise<void> {
    this.metrics.listEntities.reset();
    this.metrics.listAge.reset();
    let lists: ListMetadata[];
    try {
      lists = await this.listMetadata();
    } catch {
      return;
    }
    const now = Date.now();
    for (const list of lists) {
      this.metrics.listEntities.set({ list_id: list.list_id }, list.entity_count);
      const updated = Date.parse(list.last_updated);
      if (Number.isFinite(updated))
        this.metrics.listAge.set({ list_id: list.list_id }, (now - updated) / 1000);
    }
  }
}
