import type { AppConfig } from '../config/env';
import type { CandidateSource } from './candidate-source';
import { ElasticsearchEngine } from './elasticsearch/elasticsearch.engine';
import type { ElasticsearchService } from './elasticsearch/elasticsearch.service';
import { EmbeddedEngine } from './embedded/embedded.engine';

/**
 * The engine SEARCH_ENGINE chooses (only that one is constructed), unmeasured: for
 * EnginesModule, and for batch worker threads, which run without Nest.
 */
export function createEngine(config: AppConfig, elasticsearch: ElasticsearchService): CandidateSource {
  return config.SEARCH_ENGINE === 'elasticsearch'
    ? new ElasticsearchEngine(elasticsearch)
    : new EmbeddedEngine(config);
}
