import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Client } from '@elastic/elasticsearch';
import { APP_CONFIG, AppConfig } from '../../config/env';

interface PingResult {
  reachable: boolean;
  version: string | null;
  status: string | null;
}

/**
 * The one holder of an Elasticsearch client. Absent (`client` null) unless ELASTICSEARCH_URL
 * is set. Requests time out quickly and are not retried forever: a screening must fail
 * closed rather than hang.
 */
@Injectable()
export class ElasticsearchService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Elasticsearch');
  readonly client: Client | null;
  readonly indexPrefix: string;
  private pinging: Promise<PingResult> | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.indexPrefix = config.ELASTICSEARCH_INDEX_PREFIX;
    this.client = config.ELASTICSEARCH_URL
      ? new Client({ node: config.ELASTICSEARCH_URL, requestTimeout: 10_000, maxRetries: 1 })
      : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  async onModuleInit(): Promise<void> {
    const status = await this.ping();
    if (this.client) {
      if (status.reachable) this.logger.log(`connected to Elasticsearch ${status.version}`);
      else this.logger.warn('not reachable at start');
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.client?.close();
  }

  /**
   * Concurrent callers share the ping in flight: the health report asks both the engine and
   * this service at once, and they then agree and cost one round of requests.
   */
  ping(): Promise<PingResult> {
    this.pinging ??= this.pingOnce().finally(() => (this.pinging = null));
    return this.pinging;
  }

  private async pingOnce(): Promise<PingResult> {
    if (!this.client) return { reachable: false, version: null, status: null };
    try {
      const health = await this.client.cluster.health({ timeout: '2s' }, { requestTimeout: 3000 });
      const nodes = await this.client.nodes.info(
        { node_id: '_local', filter_path: 'nodes.*.version' },
        { requestTimeout: 3000 },
      );
      const version = Object.values(nodes.nodes ?? {})[0]?.version ?? null;
      return { reachable: health.status !== 'red', version, status: health.status };
    } catch {
      return { reachable: false, version: null, status: null };
    }
  }
}
