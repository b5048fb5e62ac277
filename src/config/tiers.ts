/** Subscription tiers and their limits (spec section 8). Pure data: no Nest, no I/O. */
export const TIERS = ['free', 'starter', 'professional', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export interface Limits {
  /** Sustained requests per second: the token bucket's refill rate. */
  ratePerSecond: number;
  /** Largest short burst: the token bucket's capacity. */
  burst: number;
  /** Screenings per UTC calendar day. */
  daily: number;
  /** Screenings per UTC calendar month. */
  monthly: number;
}

/**
 * Spec section 8. Enterprise's monthly quota is "custom" there: 3,000,000 is our documented
 * default (30 days of the 100,000 daily quota), and every enterprise limit can be overridden per key.
 */
export const TIER_LIMITS: Readonly<Record<Tier, Readonly<Limits>>> = {
  free: { ratePerSecond: 1, burst: 5, daily: 500, monthly: 15_000 },
  starter: { ratePerSecond: 5, burst: 20, daily: 5_000, monthly: 150_000 },
  professional: { ratePerSecond: 25, burst: 100, daily: 25_000, monthly: 750_000 },
  enterprise: { ratePerSecond: 50, burst: 200, daily: 100_000, monthly: 3_000_000 },
};

/** Only enterprise limits are negotiable (spec 8.5). */
export const OVERRIDABLE_TIERS: readonly Tier[] = ['enterprise'];

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}

/** The limits a key actually gets: its tier's, with any per-key overrides on top. */
export function effectiveLimits(tier: Tier, overrides: Partial<Limits> | undefined): Limits {
  return { ...TIER_LIMITS[tier], ...(overrides ?? {}) };
}

/** Throws a message naming the problem when overrides are not allowed or not sensible. */
export function validateOverrides(tier: Tier, overrides: Partial<Limits>): void {
  const given = Object.entries(overrides).filter(([, value]) => value !== undefined);
  if (given.length === 0) return;
  if (!OVERRIDABLE_TIERS.includes(tier)) {
    throw new Error(
      `limits can only be overridden for the ${OVERRIDABLE_TIERS.join(', ')} tier, not ${tier}`,
    );
  }
  for (const [name, value] of given as [keyof Limits, number][]) {
    const sensible = name === 'ratePerSecond' ? value > 0 : Number.isInteger(value) && value >= 1;
    if (!sensible)
      throw new Error(
        `${name} must be ${name === 'ratePerSecond' ? 'above 0' : 'a whole number of 1 or more'}`,
      );
  }
}
