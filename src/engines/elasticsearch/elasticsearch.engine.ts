import type { Entity, ListMetadata } from '../../core/lists/model';
import type { CandidateQuery, CandidateResult, CandidateSource, EngineStatus } from '../candidate-source';
import type { ElasticsearchService } from './elasticsearch.service';
import { EntityDocumentCache, findCandidates } from './elasticsearch-retriever';
import { findEntity, readListMetadata } from './list-reader';

/** Elasticsearch-backed engine: candidates by msearch over the lists' aliases. */
export class ElasticsearchEngine implements CandidateSource {
  readonly kind = 'elasticsearch' as const;
  private readonly documents = new EntityDocumentCache();

  constructor(private readonly elasticsearch: ElasticsearchService) {}

  async find(queries: CandidateQuery[]): Promise<CandidateResult[]> {
    return findCandidates(this.client(), this.elasticsearch.indexPrefix, queries, this.documents);
  }

  async getEntity(entityId: string): Promise<Entity | null> {
    return findEntity(this.client(), this.elasticsearch.indexPrefix, entityId);
  }

  /** What the last reindex of each list recorded (docs/operations.md); empty before the first. */
  async listMetadata(): Promise<ListMetadata[]> {
    return readListMetadata(this.client(), this.elasticsearch.indexPrefix);
  }

  private client() {
    if (!this.elasticsearch.client) throw new Error('ELASTICSEARCH_URL is not configured');
    return this.elasticsearch.client;
  }

  async status(): Promise<EngineStatus> {
    const ping = await this.elasticsearch.ping();
    return {
      engine: this.kind,
      ready: ping.reachable,
      detail: ping.reachable
        ? `cluster ${ping.status}, version ${ping.version}`
        : 'Elasticsearch is not reachable',
    };
  }
}
