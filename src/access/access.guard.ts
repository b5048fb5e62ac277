import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ApiError } from '../common/api-error';
import { IS_PUBLIC } from '../common/public.decorator';
import { noteCaller } from '../common/request-context';
import { AccessService, Decision } from './access.service';
import { quotaCost, ruleForPath } from './permissions';
import { rateLimitHeaders, refusal } from './responses';

/** Where the guard leaves its decision for the refund interceptor. */
export const ACCESS_DECISION = Symbol('accessDecision');
export type RequestWithDecision = Request & { [ACCESS_DECISION]?: Decision };

/**
 * The global guard: key → permission → token bucket and quotas, in that order, so a request
 * refused for its key or permission takes no token. Rate-limit headers go on the Express
 * response here, before any later error, so the exception filter's responses keep them.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]))
      return true;
    const http = context.switchToHttp();
    const request = http.getRequest<RequestWithDecision>();
    const response = http.getResponse<Response>();
    const header = request.headers['x-api-key'];
    const key = await this.access.authenticate(Array.isArray(header) ? header[0] : header);
    const caller = { keyId: key.record.id, tier: key.record.tier };
    noteCaller(request, caller);

    const rule = ruleForPath(request.path);
    if (!rule) throw ApiError.forbidden(`${request.method} ${request.path} is not open to API keys.`);
    if (!key.record.permissions.includes(rule.permission)) {
      throw ApiError.forbidden(
        `API key lacks the '${rule.permission}' permission required by ${request.method} ${request.path}.`,
      );
    }

    const cost = quotaCost(rule, request.body);
    const decision = await this.access.admit(key, cost);
    const headers = rateLimitHeaders(decision.result, decision.limits);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (decision.result.verdict !== 'ok') {
      noteCaller(request, { ...caller, refused: decision.result.verdict });
      const { message, retryAfterSeconds } = refusal(decision.result, decision.limits, cost, decision.now);
      throw ApiError.tooManyRequests(message, retryAfterSeconds);
    }
    request[ACCESS_DECISION] = decision;
    return true;
  }
}
