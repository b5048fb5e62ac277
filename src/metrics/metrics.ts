import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every Prometheus metric the service exposes (docs/operations.md, "Metrics"), in one registry
 * per application, so two apps in one process (tests) never share counters. Recorded at the
 * edges: HTTP middleware, a screening interceptor, the engine seam, the batch-worker pool.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route (the matched route pattern; "(none)" before routing) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: this.registers,
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency, from the first byte read to the last byte written',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: this.registers,
  });

  readonly screeningRequests = new Counter({
    name: 'screening_requests_total',
    help: 'Screening responses by kind (entity, batch), status (clear, potential_match, match; batch: completed, partial) and engine',
    labelNames: ['kind', 'status', 'engine'] as const,
    registers: this.registers,
  });

  readonly screenedEntities = new Counter({
    name: 'screening_entities_total',
    help: 'Entities screened (one per single screening, one per batch entity) by outcome status and engine',
    labelNames: ['status', 'engine'] as const,
    registers: this.registers,
  });

  readonly candidatesPerQuery = new Histogram({
    name: 'screening_candidates_per_query',
    help: 'Candidates the engine returned per query, before scoring (main-thread retrievals)',
    labelNames: ['engine'] as const,
    buckets: [0, 1, 2, 5, 10, 15, 20, 30, 50, 100, 200],
    registers: this.registers,
  });

  readonly engineErrors = new Counter({
    name: 'screening_engine_errors_total',
    help: 'Search-engine failures by engine and operation (find: whole request; find_query: one query of a batch)',
    labelNames: ['engine', 'operation'] as const,
    registers: this.registers,
  });

  readonly accessRefusals = new Counter({
    name: 'access_refusals_total',
    help: 'Requests refused with 429 by tier and the limit reached (rate, daily, monthly)',
    labelNames: ['tier', 'limit'] as const,
    registers: this.registers,
  });

  readonly listEntities = new Gauge({
    name: 'list_entities',
    help: 'Entities loaded per list, as the engine reports them at scrape time',
    labelNames: ['list_id'] as const,
    registers: this.registers,
  });

  readonly listAge = new Gauge({
    name: 'list_age_seconds',
    help: "Seconds since each list's own last update (its publish date), at scrape time",
    labelNames: ['list_id'] as const,
    registers: this.registers,
  });

  readonly batchWorkerRestarts = new Counter({
    name: 'batch_worker_restarts_total',
    help: 'Batch worker threads that exited unexpectedly and were replaced',
    registers: this.registers,
  });

  /** Run before each scrape (e.g. to read list metadata); a failing one leaves its gauges empty. */
  private readonly beforeScrape: (() => Promise<void>)[] = [];

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  onScrape(refresh: () => Promise<void>): void {
    this.beforeScrape.push(refresh);
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    await Promise.all(this.beforeScrape.map((refresh) => refresh()));
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
