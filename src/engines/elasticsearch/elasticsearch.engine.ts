import type { Client } from '@elastic/elasticsearch';
import type { Entity, ListMetadata } from '../../core/lists/model';
import type { CandidateQuery, CandidateResult, CandidateSource, EngineStatus } from '../candidate-source';
import type { ElasticsearchService } from './elasticsearch.service';
import { EntityDocumentCache, findCandidates } from './elasticsearch-retriever';
import { listAlias } from './index-names';
import { currentKeyFingerprint } from './key-fingerprint';
import { findEntity, readListMetadata } from './list-reader';

/** Elasticsearch-backed engine: candidates by msearch over the lists' aliases. */
export class ElasticsearchEngine implements CandidateSource {
  readonly kind = 'elasticsearch' as const;
  private readonly documents = new EntityDocumentCache();
  /** Computed at construction (about 0.15 s, once), not on a request. */
  private readonly keyFingerprint = currentKeyFingerprint();

  constructor(private readonly elasticsearch: ElasticsearchService) {}

  async find(queries: CandidateQuery[]): Promise<CandidateResult[]> {
    return findCandidates(this.client(), this.elasticsearch.indexPrefix, queries, this.documents);
  }

  async getEntity(entityId: string): Promise<Entity | null> {
    return findEntity(this.client(), this.elasticsearch.indexPrefix, entityId);
  }

  /**
   * What the last reindex of each list recorded (docs/operations.md; empty before the first),
   * with `entity_count` counted live in the list's alias: an alias that is missing or points at
   * an empty index counts 0, so screening against that list fails closed, as it does against a
   * list indexed by another version of the name keys (`outdated_keys`).
   */
  async listMetadata(): Promise<ListMetadata[]> {
    const client = this.client();
    const prefix = this.elasticsearch.indexPrefix;
    const recorded = await readListMetadata(client, prefix, this.keyFingerprint);
    return Promise.all(
      recorded.map(async (list) => ({
        ...list,
        entity_count: await countAlias(client, listAlias(prefix, list.list_id)),
      })),
    );
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

/** Documents behind an alias (one per entity); 0 when the alias does not exist. */
async function countAlias(client: Client, alias: string): Promise<number> {
  try {
    return (await client.count({ index: alias })).count;
  } catch (error) {
    if ((error as { meta?: { statusCode?: number } }).meta?.statusCode === 404) return 0;
    throw error;
  }
}
