import { SCREENING_LIMITS } from '../screening/dto/screening-fields';
import type { RouteAccessRule } from './route-access';
import type { Tier } from '../config/tiers';

/**
 * Permissions, one per endpoint family. A route needs exactly one; a key holds a set.
 * Pure data and functions: the guard reads them, the CLI validates `--permissions` with them.
 * Which route needs which permission is declared on the route's handler (`route-access.ts`).
 */
export const PERMISSIONS = ['screen', 'entities:read', 'lists:read', 'health:read', 'metrics'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** For operators' tools only (GET /metrics): granted explicitly (`keys create --permissions metrics`), never by default. */
const OPERATOR_PERMISSIONS: readonly Permission[] = ['metrics'];
/** What customers' keys hold unless told otherwise: every API permission, no operator one. */
export const CUSTOMER_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter(
  (permission) => !OPERATOR_PERMISSIONS.includes(permission),
);

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * Screening volume of one request: a batch of N entities is N, any other screening is 1.
 * Read before validation runs, so it is capped at the largest legal batch (spec 4.3; a bigger
 * one is refused by validation anyway).
 */
export function quotaCost(rule: Pick<RouteAccessRule, 'quota'>, body: unknown): number {
  if (rule.quota === 'none') return 0;
  const entities = (body as { entities?: unknown } | undefined)?.entities;
  return Array.isArray(entities) ? Math.min(entities.length, SCREENING_LIMITS.batchMax) : 1;
}

/** Every tier gets every customer permission today; the table is per tier so a product decision can narrow it. */
export const DEFAULT_PERMISSIONS: Readonly<Record<Tier, readonly Permission[]>> = {
  free: CUSTOMER_PERMISSIONS,
  starter: CUSTOMER_PERMISSIONS,
  professional: CUSTOMER_PERMISSIONS,
  enterprise: CUSTOMER_PERMISSIONS,
};

/** Parses `screen,lists:read`; throws naming the unknown permission. */
export function parsePermissions(value: string): Permission[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  if (names.length === 0) throw new Error(`permissions must name at least one of ${PERMISSIONS.join(', ')}`);
  for (const name of names) {
    if (!isPermission(name))
      throw new Error(`unknown permission "${name}"; known: ${PERMISSIONS.join(', ')}`);
  }
  return [...new Set(names as Permission[])];
}
