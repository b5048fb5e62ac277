import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/public.decorator';
import { HealthService } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Unauthenticated probe for load balancers: 200 when screenings can be served, 503 otherwise. */
  @Public()
  @Get('health')
  async probe(@Res({ passthrough: true }) response: Response) {
    const report = await this.health.probe();
    response.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('v1/health')
  async report() {
    return this.health.report();
  }
}
