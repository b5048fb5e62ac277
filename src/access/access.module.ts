import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AccessGuard } from './access.guard';
import { AccessService } from './access.service';
import { CLOCK, systemClock } from './clock';
import { QuotaRefundInterceptor } from './quota-refund.interceptor';

/**
 * API keys, permissions, rate limits and quotas for every route but `@Public()` ones
 * (docs/access.md). CLOCK is a provider so tests can override it and move time.
 */
@Module({
  providers: [
    { provide: CLOCK, useValue: systemClock },
    AccessService,
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_INTERCEPTOR, useClass: QuotaRefundInterceptor },
  ],
  exports: [AccessService],
})
export class AccessModule {}
