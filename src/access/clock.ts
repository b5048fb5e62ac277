/** Time source of the access layer, injectable so tests can move time (quota resets, refill). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const CLOCK = Symbol('ACCESS_CLOCK');

export const systemClock: Clock = { now: () => Date.now() };
