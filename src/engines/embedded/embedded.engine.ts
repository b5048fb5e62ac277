import { Logger, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/env';
import { Entity, LIST_IDS, ListMetadata } from '../../core/lists/model';
import type { CandidateQuery, CandidateResult, CandidateSource, EngineStatus } from '../candidate-source';
import { EmbeddedRetriever } from './embedded-retriever';
import { EntityStore } from './entity-store';
import { loadSnapshot } from '../../lists-data/list-sources';

/**
 * In-process engine over the bundled snapshot: the same retrieval as Elasticsearch, in memory.
 * Loads the lists of EMBEDDED_LISTS (every list by default).
 */
export class EmbeddedEngine implements CandidateSource, OnModuleInit {
  readonly kind = 'embedded' as const;
  private readonly logger = new Logger('EmbeddedEngine');
  /** The bundled snapshot, loaded at start; a damaged or missing snapshot stops the start. */
  private store: EntityStore | null = null;
  private retriever: EmbeddedRetriever | null = null;

  constructor(private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const started = Date.now();
    const store = new EntityStore(await loadSnapshot(this.config.DATA_DIR, this.config.EMBEDDED_LISTS));
    this.retriever = new EmbeddedRetriever(LIST_IDS.flatMap((listId) => store.entities(listId)));
    this.store = store;
    this.logger.log(
      `snapshot ${this.config.DATA_DIR}: ${store.size} entities loaded in ${Date.now() - started} ms`,
    );
  }

  async find(queries: CandidateQuery[]): Promise<CandidateResult[]> {
    if (!this.retriever) throw new Error('the list snapshot is not loaded');
    return this.retriever.find(queries);
  }

  async getEntity(entityId: string): Promise<Entity | null> {
    return this.loadedStore().get(entityId);
  }

  async listMetadata(): Promise<ListMetadata[]> {
    return this.loadedStore().lists();
  }

  private loadedStore(): EntityStore {
    if (!this.store) throw new Error('the list snapshot is not loaded');
    return this.store;
  }

  async status(): Promise<EngineStatus> {
    const ready = this.retriever !== null;
    return { engine: this.kind, ready, detail: ready ? 'snapshot loaded' : 'no snapshot loaded' };
  }
}
