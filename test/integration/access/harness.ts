import type { NestExpressApplication } from '@nestjs/platform-express';
import { Body, Controller, Get, HttpCode, INestApplication, Param, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, Length, ValidateNested } from 'class-validator';
import Redis from 'ioredis';
import request from 'supertest';
import { CLOCK, Clock } from '../../../src/access/clock';
import { RouteAccess } from '../../../src/access/route-access';
import { KeyAdmin } from '../../../src/access/key-admin';
import { RedisKeyStore } from '../../../src/access/redis-key-store';
import { RedisLimiter } from '../../../src/access/redis-limiter';
import { AppModule } from '../../../src/app.module';
import { ApiError } from '../../../src/common/api-error';
import { configureApp, httpAdapter } from '../../../src/bootstrap';
import { loadConfig } from '../../../src/config/env';

/** A clock the test moves; shared by every instance booted with it. */
export class FakeClock implements Clock {
  constructor(public ms: number) {}
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

class ProbeEntity {
  @IsString()
  @Length(2, 500)
  name!: string;
}

class ProbeBatch {
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ProbeEntity)
  entities!: ProbeEntity[];
}

/**
 * Stand-ins for the screening, entity and list routes (owned by other modules), declaring the
 * same access rules (permission, quota cost) as the real routes.
 */
@Controller('v1')
class AccessProbeController {
  @Post('screen/access-probe')
  @RouteAccess({ permission: 'screen', quota: 'entities', description: 'probe' })
  @HttpCode(200)
  single(@Body() body: ProbeEntity) {
    return { screened: 1, name: body.name };
  }

  @Post('screen/access-probe-batch')
  @RouteAccess({ permission: 'screen', quota: 'entities', description: 'probe' })
  @HttpCode(200)
  batch(@Body() body: ProbeBatch) {
    return { screened: body.entities.length };
  }

  @Post('screen/explain/access-probe')
  @RouteAccess({ permission: 'screen', quota: 'none', description: 'probe' })
  @HttpCode(200)
  explain() {
    return { explained: true };
  }

  @Get('entities/access-probe/:id')
  @RouteAccess({ permission: 'entities:read', quota: 'none', description: 'probe' })
  entity(@Param('id') id: string) {
    throw new ApiError(404, { error: 'entity not found', entity_id: id });
  }

  @Get('lists/access-probe')
  @RouteAccess({ permission: 'lists:read', quota: 'none', description: 'probe' })
  lists() {
    return { lists: [] };
  }
}

export const PROBE = {
  single: '/v1/screen/access-probe',
  batch: '/v1/screen/access-probe-batch',
  explain: '/v1/screen/explain/access-probe',
  entity: '/v1/entities/access-probe',
  lists: '/v1/lists/access-probe',
};

/** The free tier's refusal once its burst of 5 is spent (1 token a second). */
export const FREE_RATE_REFUSAL = {
  message: 'Rate limit exceeded: 1 requests per second, bursts of up to 5.',
  retry_after_seconds: 1,
};

/**
 * Requests to the probe routes with an API key: a single screening of 'Jane Doe', and a batch of
 * `n` entities named `Person 0`, `Person 1`, ... `getApp` is read per request, so the app may be
 * booted after this is called (in beforeAll).
 */
export function probeRequests(getApp: () => INestApplication) {
  return {
    screen: (key: string) =>
      request(getApp().getHttpServer()).post(PROBE.single).set('x-api-key', key).send({ name: 'Jane Doe' }),
    batch: (key: string, n: number) =>
      request(getApp().getHttpServer())
        .post(PROBE.batch)
        .set('x-api-key', key)
        .send({ entities: Array.from({ length: n }, (_, i) => ({ name: `Person ${i}` })) }),
  };
}

/**
 * Boots the real application (AppModule, global pipe, guard, filter) plus the probe routes, with
 * the given environment and clock.
 */
export async function bootAccessApp(
  env: Record<string, string | undefined>,
  clock: Clock,
): Promise<INestApplication> {
  const config = loadConfig({ LOG_LEVEL: 'error', APP_ENV: 'test', ...env });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config)],
    controllers: [AccessProbeController],
  })
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(httpAdapter(), {
    logger: ['error'],
    bodyParser: false,
  });
  configureApp(app);
  await app.init();
  return app;
}

/** The operator's view (the CLI's core) on the same Redis and prefix as the app under test. */
export function redisAdmin(redisUrl: string, prefix: string, clock: Clock, graceSeconds = 86400) {
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
  const admin = new KeyAdmin(
    new RedisKeyStore(redis, prefix, clock),
    new RedisLimiter(redis, prefix),
    clock,
    graceSeconds,
  );
  return { admin, redis, close: async () => void (await redis.quit()) };
}
