import type { Request } from 'express';
import type { Tier } from '../config/tiers';

/**
 * What the access guard learned about a request, kept on it for the access log and the
 * metrics, which read it once the response is finished. Never the key itself: its id.
 */
export interface CallerNote {
  keyId: string;
  tier: Tier;
  /** Set when the request was refused for its rate limit or a quota. */
  refused?: 'rate' | 'daily' | 'monthly';
}

const CALLER = Symbol('caller');
const ERROR = Symbol('error');
type NotedRequest = Request & { [CALLER]?: CallerNote; [ERROR]?: string };

export function noteCaller(request: Request, note: CallerNote): void {
  (request as NotedRequest)[CALLER] = note;
}

export function callerOf(request: Request): CallerNote | undefined {
  return (request as NotedRequest)[CALLER];
}

/** The error a failed request was answered with (its `error` or `message`), for the access log. */
export function noteError(request: Request, summary: string): void {
  (request as NotedRequest)[ERROR] = summary;
}

export function errorOf(request: Request): string | undefined {
  return (request as NotedRequest)[ERROR];
}
