import type { NextFunction, Request, Response } from 'express';
import { callerOf } from '../common/request-context';
import type { Metrics } from '../metrics/metrics';
import { routeOf } from './logging';

/**
 * Counts and times every request once its response is finished (or the connection closed),
 * labelled by the matched route pattern so the label set stays small; refusals for a rate
 * limit or quota are counted by tier here too (the guard notes them on the request).
 */
export function httpMetrics(metrics: Metrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const labels = {
        method: request.method,
        route: routeOf(request) ?? '(none)',
        status: String(response.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      const caller = callerOf(request);
      if (caller?.refused) metrics.accessRefusals.inc({ tier: caller.tier, limit: caller.refused });
    };
    response.once('finish', record);
    response.once('close', record);
    next();
  };
}
