import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_CONFIG, AppConfig } from '../config/env';
import { Metrics } from '../metrics/metrics';

/**
 * With METRICS_PORT set, GET /metrics is served on that port only, without a key: the port is
 * meant to be reachable by the monitoring network alone (docs/operations.md, "Metrics").
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response
          .writeHead(404, { 'Content-Type': 'application/json' })
          .end('{"error":"only GET /metrics here"}');
        return;
      }
      this.metrics.scrape().then(
        ({ contentType, body }) => response.writeHead(200, { 'Content-Type': contentType }).end(body),
        (error: Error) => {
          this.logger.error(`metrics scrape failed: ${error.message}`);
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.METRICS_PORT, this.config.HOST, resolve);
    });
    this.server = server;
    this.logger.log(`metrics on http://${this.config.HOST}:${this.port()}/metrics`);
  }

  /** The port listened on (METRICS_PORT, or the one picked for 0). */
  port(): number {
    return (this.server?.address() as AddressInfo | null)?.port ?? 0;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
