import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { AccessGuard } from './access.guard';
import { EARLY_RATE_LIMIT_HEADERS } from '../common/api-exception.filter';
import { AccessService } from './access.service';
import { CLOCK, systemClock } from './clock';
import { QuotaRefundInterceptor } from './quota-refund.interceptor';
import { RouteCatalog } from './route-catalog';

/**
 * API keys, permissions, rate limits and quotas for every route but the public one
 * (docs/access.md). CLOCK is a provider so tests can override it and move time.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [
    RouteCatalog,
    { provide: CLOCK, useValue: systemClock },
    AccessService,
    { provide: EARLY_RATE_LIMIT_HEADERS, useExisting: AccessService },
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_INTERCEPTOR, useClass: QuotaRefundInterceptor },
  ],
  exports: [AccessService, RouteCatalog, EARLY_RATE_LIMIT_HEADERS],
})
export class AccessModule {}
