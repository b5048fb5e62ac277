import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/env';
import { type CatalogRoute, documentedPath, RouteCatalog } from '../access/route-catalog';
import { API_VERSION } from '../common/version';
import { LIST_IDS } from '../core/lists/model';
import { CANDIDATE_SOURCE, CandidateSource, type EngineStatus } from '../engines/candidate-source';
import { unservableReason } from '../core/lists/availability';
import { ElasticsearchService } from '../engines/elasticsearch/elasticsearch.service';
import { RedisService } from '../redis/redis.service';

export const MATCHING_ALGORITHMS = ['exact', 'fuzzy', 'phonetic', 'semantic', 'identifier'];

/** Spec 4.6's `endpoints`: every declared route, keyed by its documented path. */
export function endpointList(
  routes: readonly CatalogRoute[],
): Record<string, { methods: string[]; description: string }> {
  const endpoints: Record<string, { methods: string[]; description: string }> = {};
  for (const route of routes) {
    if (!route.access) continue;
    const entry = (endpoints[documentedPath(route.path)] ??= {
      methods: [],
      description: route.access.description,
    });
    entry.methods.push(route.method);
  }
  return endpoints;
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CANDIDATE_SOURCE) private readonly engine: CandidateSource,
    private readonly elasticsearch: ElasticsearchService,
    private readonly redis: RedisService,
    private readonly catalog: RouteCatalog,
  ) {}

  /**
   * Can this instance serve a screening right now? The engine must answer and every list must
   * hold entities indexed by this code's name keys (an empty or outdated list would screen as
   * `clear`). Redis has a local fallback.
   */
  async probe(): Promise<{ status: 'ok' | 'unavailable'; engine: string; detail: string }> {
    const engine = await this.servableEngine();
    return { status: engine.ready ? 'ok' : 'unavailable', engine: engine.engine, detail: engine.detail };
  }

  /** The engine's own status, made not ready when a list is missing, empty or outdated. */
  private async servableEngine(): Promise<EngineStatus> {
    const engine = await this.engine.status();
    if (!engine.ready) return engine;
    try {
      const byList = new Map((await this.engine.listMetadata()).map((list) => [list.list_id, list]));
      const unservable = unservableReason(LIST_IDS, byList);
      return unservable ? { ...engine, ready: false, detail: unservable } : engine;
    } catch {
      return { ...engine, ready: false, detail: 'list metadata could not be read' };
    }
  }

  async report() {
    const [engine, es, redis] = await Promise.all([
      this.servableEngine(),
      this.elasticsearch.ping(),
      this.redis.ping(),
    ]);
    const redisDegraded = this.redis.configured && !redis.reachable;
    return {
      status: !engine.ready ? 'unhealthy' : redisDegraded ? 'degraded' : 'healthy',
      environment: this.config.APP_ENV,
      version: API_VERSION,
      matching_algorithms: MATCHING_ALGORITHMS,
      endpoints: endpointList(this.catalog.routes()),
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
