import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/env';
import { Metrics } from '../metrics/metrics';
import { CANDIDATE_SOURCE, CandidateSource } from './candidate-source';
import { ElasticsearchService } from './elasticsearch/elasticsearch.service';
import { createEngine } from './create-engine';
import { MeteredCandidateSource } from './metered-candidate-source';

/** The engine SEARCH_ENGINE chooses; a provider of its own so Nest runs its lifecycle hooks. */
const ENGINE = Symbol('ENGINE');

/** Provides the CandidateSource chosen by SEARCH_ENGINE (measured); only that engine is constructed. */
@Module({
  providers: [
    ElasticsearchService,
    {
      provide: ENGINE,
      inject: [APP_CONFIG, ElasticsearchService],
      useFactory: createEngine,
    },
    {
      provide: CANDIDATE_SOURCE,
      inject: [ENGINE, Metrics],
      useFactory: (engine: CandidateSource, metrics: Metrics) => new MeteredCandidateSource(engine, metrics),
    },
  ],
  exports: [CANDIDATE_SOURCE, ElasticsearchService],
})
export class EnginesModule {}
