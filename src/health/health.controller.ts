import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RouteAccess } from '../access/route-access';
import { ApiRoute } from '../api-docs/api-route';
import { HealthService } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Unauthenticated probe for load balancers: 200 when screenings can be served, 503 otherwise. */
  @Get('health')
  @RouteAccess({ permission: 'public', quota: 'none', description: 'Unauthenticated availability probe' })
  @ApiRoute({
    tag: 'health',
    description:
      'For load balancers: 200 when screenings can be served (engine ready, every list loaded), 503 otherwise.',
    ok: { schema: 'HealthProbe', description: 'Screenings can be served' },
    errors: ['unavailableProbe'],
  })
  async probe(@Res({ passthrough: true }) response: Response) {
    const report = await this.health.probe();
    response.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('v1/health')
  @RouteAccess({
    permission: 'health:read',
    quota: 'none',
    description: 'Service health, engine and dependencies',
  })
  @ApiRoute({ tag: 'health', ok: { schema: 'HealthReport', description: 'Service health (spec 4.6)' } })
  async report() {
    return this.health.report();
  }
}
