import { CanActivate, createParamDecorator, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ApiError } from '../common/api-error';
import { noteCaller } from '../common/request-context';
import { AccessService, Authenticated, Decision } from './access.service';
import { quotaCost } from './permissions';
import { ROUTE_ACCESS, type RouteAccessRule } from './route-access';
import { rateLimitHeaders, refusal } from './responses';

/** Where the guard leaves its decision for the refund interceptor. */
export const ACCESS_DECISION = Symbol('accessDecision');
/** Where the guard leaves the authenticated key, for handlers that act on the caller's behalf. */
export const ACCESS_KEY = Symbol('accessKey');
export type RequestWithDecision = Request & { [ACCESS_DECISION]?: Decision; [ACCESS_KEY]?: Authenticated };

/** The authenticated key of the request (`@CallerKey() key: Authenticated`); set by the guard. */
export const CallerKey = createParamDecorator((_: unknown, context: ExecutionContext): Authenticated => {
  const key = context.switchToHttp().getRequest<RequestWithDecision>()[ACCESS_KEY];
  if (!key) throw new Error('CallerKey used on a route the access guard did not authenticate');
  return key;
});

/**
 * The global guard: key → permission → token bucket and quotas, in that order, so a request
 * refused for its key or permission takes no token. What a route needs is declared on its
 * handler (`@RouteAccess`); a handler without a declaration is refused, so a new route fails
 * closed. Rate-limit headers go on the Express response here, before any later error, so the
 * exception filter's responses keep them.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('Access');

  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RouteAccessRule | undefined>(ROUTE_ACCESS, context.getHandler());
    if (rule?.permission === 'public') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<RequestWithDecision>();
    const response = http.getResponse<Response>();
    const header = request.headers['x-api-key'];
    const key = await this.access.authenticate(Array.isArray(header) ? header[0] : header);
    const caller = { keyId: key.record.id, tier: key.record.tier };
    noteCaller(request, caller);

    if (!rule) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares no @RouteAccess`);
      throw ApiError.forbidden(`${request.method} ${request.path} is not open to API keys.`);
    }
    if (!key.record.permissions.includes(rule.permission)) {
      throw ApiError.forbidden(
        `API key lacks the '${rule.permission}' permission required by ${request.method} ${request.path}.`,
      );
    }

    const cost = quotaCost(rule, request.body);
    const decision = await this.access.admit(key, cost);
    const headers = rateLimitHeaders(decision.result.bucket, decision.limits);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (decision.result.verdict !== 'ok') {
      noteCaller(request, { ...caller, refused: decision.result.verdict });
      const { message, retryAfterSeconds } = refusal(decision.result, decision.limits, cost, decision.now);
      throw ApiError.tooManyRequests(message, retryAfterSeconds);
    }
    request[ACCESS_DECISION] = decision;
    request[ACCESS_KEY] = key;
    return true;
  }
}
