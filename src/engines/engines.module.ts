import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/env';
import { CANDIDATE_SOURCE } from './candidate-source';
import { ElasticsearchService } from './elasticsearch/elasticsearch.service';
import { ElasticsearchEngine } from './elasticsearch/elasticsearch.engine';
import { EmbeddedEngine } from './embedded/embedded.engine';

/** Provides the CandidateSource chosen by SEARCH_ENGINE; only that engine is constructed. */
@Module({
  providers: [
    ElasticsearchService,
    {
      provide: CANDIDATE_SOURCE,
      inject: [APP_CONFIG, ElasticsearchService],
      useFactory: (config: AppConfig, elasticsearch: ElasticsearchService) =>
        config.SEARCH_ENGINE === 'elasticsearch'
          ? new ElasticsearchEngine(elasticsearch)
          : new EmbeddedEngine(config),
    },
  ],
  exports: [CANDIDATE_SOURCE, ElasticsearchService],
})
export class EnginesModule {}
