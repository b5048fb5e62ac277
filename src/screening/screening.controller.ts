import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RouteAccess } from '../access/route-access';
import { ApiRoute } from '../api-docs/api-route';
import { ScreenBatchDto } from './dto/screen-batch.dto';
import { ScreenEntityDto } from './dto/screen-entity.dto';
import { PhaseTimer } from './response-format';
import { ScreeningService } from './screening.service';

@Controller('v1/screen')
export class ScreeningController {
  constructor(private readonly screening: ScreeningService) {}

  @Post('entity')
  @RouteAccess({
    permission: 'screen',
    quota: 'entities',
    description: 'Screen one name against the selected lists',
  })
  @ApiRoute({
    tag: 'screening',
    description: 'Scores the name against every listed name and alias of the selected lists (spec 4.1).',
    ok: {
      schema: 'ScreeningResponse',
      description: 'The screening: clear, potential_match or match, with its matches',
    },
    errors: ['unavailable'],
  })
  @HttpCode(200)
  async screenEntity(@Body() body: ScreenEntityDto, @Res({ passthrough: true }) response: Response) {
    const timer = new PhaseTimer();
    const result = await this.screening.screenEntity(body, timer);
    response.setHeader('Server-Timing', timer.serverTiming());
    return result;
  }

  @Post('batch')
  @RouteAccess({
    permission: 'screen',
    quota: 'entities',
    description: 'Screen up to 100 names in one request',
  })
  @ApiRoute({
    tag: 'screening',
    description:
      'Up to 100 entities with shared options (spec 4.3). Quota: one unit per entity. An entity that could not be screened has status error and makes the batch partial.',
    ok: { schema: 'BatchResponse', description: 'One result per submitted entity, in order' },
    errors: ['unavailable'],
  })
  @HttpCode(200)
  async screenBatch(@Body() body: ScreenBatchDto, @Res({ passthrough: true }) response: Response) {
    const timer = new PhaseTimer();
    const result = await this.screening.screenBatch(body, timer);
    response.setHeader('Server-Timing', timer.serverTiming());
    return result;
  }
}
