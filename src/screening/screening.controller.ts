import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RouteAccess } from '../access/route-access';
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
  @HttpCode(200)
  async screenBatch(@Body() body: ScreenBatchDto, @Res({ passthrough: true }) response: Response) {
    const timer = new PhaseTimer();
    const result = await this.screening.screenBatch(body, timer);
    response.setHeader('Server-Timing', timer.serverTiming());
    return result;
  }
}
