import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, tap } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../config/env';
import { Metrics } from '../metrics/metrics';

interface SingleScreening {
  screening_id: string;
  status: string;
}
interface BatchScreening {
  batch_id: string;
  status: string;
  results: { status: string }[];
}

function isSingle(body: unknown): body is SingleScreening {
  const candidate = body as Partial<SingleScreening> | null;
  return typeof candidate?.screening_id === 'string' && typeof candidate.status === 'string';
}

function isBatch(body: unknown): body is BatchScreening {
  const candidate = body as Partial<BatchScreening> | null;
  return typeof candidate?.batch_id === 'string' && Array.isArray(candidate.results);
}

/**
 * Counts screenings from the responses that carry them (a single screening, a batch), so the
 * use cases stay free of metrics. Failed requests produce no screening and are counted by the
 * HTTP metrics and engine errors instead.
 */
@Injectable()
export class ScreeningMetricsInterceptor implements NestInterceptor {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(tap((body) => this.count(body)));
  }

  private count(body: unknown): void {
    const engine = this.config.SEARCH_ENGINE;
    if (isSingle(body)) {
      this.metrics.screeningRequests.inc({ kind: 'entity', status: body.status, engine });
      this.metrics.screenedEntities.inc({ status: body.status, engine });
    } else if (isBatch(body)) {
      this.metrics.screeningRequests.inc({ kind: 'batch', status: body.status, engine });
      for (const result of body.results) this.metrics.screenedEntities.inc({ status: result.status, engine });
    }
  }
}
