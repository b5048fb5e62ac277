import { Logger, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/env';
import type { Entity, ListMetadata } from '../../core/lists/model';
import type { CandidateQuery, CandidateResult, CandidateSource, EngineStatus } from '../candidate-source';

/** In-process engine over the bundled snapshot. Retrieval lands with the screening work. */
export class EmbeddedEngine implements CandidateSource, OnModuleInit {
  readonly kind = 'embedded' as const;
  private readonly logger = new Logger('EmbeddedEngine');
  private ready = false;

  constructor(private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    this.logger.log(`snapshot folder ${this.config.DATA_DIR}`);
    this.ready = false;
  }

  async find(_queries: CandidateQuery[]): Promise<CandidateResult[]> {
    throw new Error('embedded retrieval is not available yet');
  }

  async getEntity(_entityId: string): Promise<Entity | null> {
    return null;
  }

  async listMetadata(): Promise<ListMetadata[]> {
    return [];
  }

  async status(): Promise<EngineStatus> {
    return { engine: this.kind, ready: this.ready, detail: this.ready ? 'snapshot loaded' : 'no snapshot loaded' };
  }
}
