/**
 * Four-decimal rounding as Python's round(x, 4) does it: to the nearest of the exact binary
 * value, with an exact tie going to the even digit. A tie at the fifth decimal is only
 * possible for an odd multiple of 1/32 (such as 0.03125), where x × 32 is an odd integer.
 */
export function round4(value: number): number {
  const scaled = value * 10000;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  // The product carries at most one rounding error (far below 1e-9): decide directly unless
  // the value is within that error of a half.
  if (Math.abs(fraction - 0.5) > 1e-9) return (fraction < 0.5 ? floor : floor + 1) / 10000;
  const thirtySeconds = value * 32;
  if (Number.isInteger(thirtySeconds) && Math.abs(thirtySeconds % 2) === 1) {
    return (floor % 2 === 0 ? floor : floor + 1) / 10000;
  }
  return Number(value.toFixed(4));
}
