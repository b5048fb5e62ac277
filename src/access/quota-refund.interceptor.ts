import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import { ACCESS_DECISION, RequestWithDecision } from './access.guard';
import { AccessService } from './access.service';

/**
 * Quota is screening volume delivered: when an admitted request then fails (validation 400,
 * engine 503, …), its quota units are given back. Its rate-limit token is not. Pipes run inside
 * `next.handle()`, so validation errors pass through here too.
 */
@Injectable()
export class QuotaRefundInterceptor implements NestInterceptor {
  constructor(private readonly access: AccessService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const decision = context.switchToHttp().getRequest<RequestWithDecision>()[ACCESS_DECISION];
    if (!decision?.result.charge) return next.handle();
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          from(this.access.refund(decision)).pipe(mergeMap(() => throwError(() => error))),
        ),
      );
  }
}
