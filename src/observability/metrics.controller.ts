import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AccessService } from '../access/access.service';
import { RouteAccess } from '../access/route-access';
import { ApiError } from '../common/api-error';
import { noteCaller } from '../common/request-context';
import { Metrics } from '../metrics/metrics';
import { isDirectLoopbackCaller } from './metrics-access';

/**
 * GET /metrics on the service's port (when METRICS_PORT is unset): Prometheus text to callers
 * on this machine, and to API keys holding the `metrics` permission. The access guard lets it
 * through (no rate limit or quota for scrapes); it checks the caller itself.
 */
/** Operators' endpoint, not part of the customer API: left out of the OpenAPI document. */
@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    private readonly access: AccessService,
  ) {}

  @Get('metrics')
  // Public to the access guard (no rate limit or quota for scrapes); the caller is checked below.
  @RouteAccess({
    permission: 'public',
    quota: 'none',
    description: 'Prometheus metrics: local callers, or keys with the metrics permission',
  })
  async scrape(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!isDirectLoopbackCaller(request)) await this.requireMetricsKey(request);
    const { contentType, body } = await this.metrics.scrape();
    // end(), not send(): send() would rewrite the content type Prometheus expects.
    response.setHeader('Content-Type', contentType);
    response.end(body);
  }

  private async requireMetricsKey(request: Request): Promise<void> {
    const header = request.headers['x-api-key'];
    const key = await this.access.authenticate(Array.isArray(header) ? header[0] : header);
    noteCaller(request, { keyId: key.record.id, tier: key.record.tier });
    if (!key.record.permissions.includes('metrics'))
      throw ApiError.forbidden(`API key lacks the 'metrics' permission required by GET /metrics.`);
  }
}
