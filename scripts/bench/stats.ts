/** Small, pure statistics for the benchmark (unit-tested in test/unit/eval/bench-stats.spec.ts). */

/** Nearest-rank percentile (p in 0..100) of unsorted values; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** Median: the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `analyze;dur=1.2, retrieve;dur=3.4` → { analyze: 1.2, retrieve: 3.4 }; entries without a duration are skipped. */
export function parseServerTiming(header: string | null): Record<string, number> {
  const phases: Record<string, number> = {};
  if (!header) return phases;
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const duration = params.map((p) => /^\s*dur=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    if (name && duration) phases[name.trim()] = Number(duration[1]);
  }
  return phases;
}

/** Per phase, the median over many Server-Timing headers (phases missing from a header count as absent). */
export function medianPhases(headers: readonly (string | null)[]): Record<string, number> {
  const samples = new Map<string, number[]>();
  for (const header of headers) {
    for (const [phase, ms] of Object.entries(parseServerTiming(header))) {
      const values = samples.get(phase);
      if (values) values.push(ms);
      else samples.set(phase, [ms]);
    }
  }
  return Object.fromEntries([...samples].map(([phase, values]) => [phase, median(values)]));
}
