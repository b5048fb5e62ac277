import type { Entity, ListMetadata } from '../../core/lists/model';
import type { CandidateQuery, CandidateResult, CandidateSource, EngineStatus } from '../candidate-source';
import type { ElasticsearchService } from './elasticsearch.service';

/** Elasticsearch-backed engine. Retrieval lands with the screening work. */
export class ElasticsearchEngine implements CandidateSource {
  readonly kind = 'elasticsearch' as const;

  constructor(private readonly elasticsearch: ElasticsearchService) {}

  async find(_queries: CandidateQuery[]): Promise<CandidateResult[]> {
    throw new Error('elasticsearch retrieval is not available yet');
  }

  async getEntity(_entityId: string): Promise<Entity | null> {
    return null;
  }

  async listMetadata(): Promise<ListMetadata[]> {
    return [];
  }

  async status(): Promise<EngineStatus> {
    const ping = await this.elasticsearch.ping();
    return {
      engine: this.kind,
      ready: ping.reachable,
      detail: ping.reachable ? `cluster ${ping.status}, version ${ping.version}` : 'Elasticsearch is not reachable',
    };
  }
}
