import { SetMetadata } from '@nestjs/common';
import type { Permission } from './permissions';

/**
 * What a route needs, declared once on its handler with `@RouteAccess(...)`. The guard reads
 * it (a handler without one is refused: fail closed), the route catalog lists it for
 * `/v1/health`, 405 answers and 415 answers.
 */
export interface RouteAccessRule {
  /** The permission a key needs, or `public` for the one unauthenticated route (spec 4.7). */
  permission: Permission | 'public';
  /**
   * Screening quota one request consumes. `entities`: one unit per entity screened (a batch
   * of N is N; a single screening is 1). `none`: no quota (the route may count its own).
   */
  quota: 'entities' | 'none';
  /** One line for the health report's endpoint list. */
  description: string;
  /** Media types a request body may have; a body of any other type is a 415. Default JSON. */
  accepts?: readonly string[];
  /**
   * Which size limit the body has (a larger one is a 413): `json` (default), the 1 MB of
   * BODY_LIMIT_BYTES; `upload`, a customer file of up to JOBS_MAX_UPLOAD_MB.
   */
  bodyLimit?: 'json' | 'upload';
}

export const ROUTE_ACCESS = 'routeAccess';

export const RouteAccess = (rule: RouteAccessRule) => SetMetadata(ROUTE_ACCESS, rule);

export const JSON_BODY: readonly string[] = ['application/json'];
