import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/env';
import { API_VERSION } from '../common/version';
import { CANDIDATE_SOURCE, CandidateSource } from '../engines/candidate-source';
import { ElasticsearchService } from '../engines/elasticsearch/elasticsearch.service';
import { RedisService } from '../redis/redis.service';

export const MATCHING_ALGORITHMS = ['exact', 'fuzzy', 'phonetic', 'semantic', 'identifier'];

export const ENDPOINTS: Record<string, { methods: string[]; description: string }> = {
  '/v1/screen/entity': { methods: ['POST'], description: 'Screen one name against the selected lists' },
  '/v1/screen/batch': { methods: ['POST'], description: 'Screen up to 100 names in one request' },
  '/v1/screen/explain': {
    methods: ['POST'],
    description: 'Explain how the score of a name pair is computed',
  },
  '/v1/entities/{entity_id}': { methods: ['GET'], description: 'Full record of a listed entity' },
  '/v1/lists': { methods: ['GET'], description: 'Available lists with counts and freshness' },
  '/v1/health': { methods: ['GET'], description: 'Service health, engine and dependencies' },
  '/health': { methods: ['GET'], description: 'Unauthenticated availability probe' },
};

@Injectable()
export class HealthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CANDIDATE_SOURCE) private readonly engine: CandidateSource,
    private readonly elasticsearch: ElasticsearchService,
    private readonly redis: RedisService,
  ) {}

  /** Can this instance serve a screening right now? Only the engine decides: Redis has a local fallback. */
  async probe(): Promise<{ status: 'ok' | 'unavailable'; engine: string; detail: string }> {
    const engine = await this.engine.status();
    return { status: engine.ready ? 'ok' : 'unavailable', engine: engine.engine, detail: engine.detail };
  }

  async report() {
    const [engine, es, redis] = await Promise.all([
      this.engine.status(),
      this.elasticsearch.ping(),
      this.redis.ping(),
    ]);
    const redisDegraded = this.redis.configured && !redis.reachable;
    return {
      status: !engine.ready ? 'unhealthy' : redisDegraded ? 'degraded' : 'healthy',
      environment: this.config.APP_ENV,
      version: API_VERSION,
      matching_algorithms: MATCHING_ALGORITHMS,
      endpoints: ENDPOINTS,
      timestamp: new Date().toISOString(),
      engine,
      dependencies: {
        elasticsearch: {
          configured: this.elasticsearch.configured,
          reachable: es.reachable,
          version: es.version,
          cluster_status: es.status,
        },
        redis: { configured: this.redis.configured, reachable: redis.reachable, version: redis.version },
      },
    };
  }
}
