import { randomUUID } from 'node:crypto';

function compactTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * 8 random upper-case hex digits: the first 8 of a version-4 UUID, all random. randomUUID draws
 * from a cached entropy pool, where randomBytes(4) asked the system each time (about 12 µs).
 */
function randomHex8(): string {
  return randomUUID().slice(0, 8).toUpperCase();
}

/** `SCR-` + 14-digit UTC timestamp + `-` + 8 upper-case hex (spec 2.3); BATCH- likewise (2.5). */
export function newScreeningId(date = new Date()): string {
  return `SCR-${compactTimestamp(date)}-${randomHex8()}`;
}

export function newBatchId(date = new Date()): string {
  return `BATCH-${compactTimestamp(date)}-${randomHex8()}`;
}

/** ISO 8601 UTC with microseconds (spec 2.3): the sub-millisecond digits come from the monotonic clock. */
export function isoTimestampMicros(date = new Date()): string {
  const micros = String(Number(process.hrtime.bigint() / 1000n) % 1000).padStart(3, '0');
  return date.toISOString().replace('Z', `${micros}Z`);
}

/** Wall time of the named phases of one request, for processing_time_ms and Server-Timing. */
export class PhaseTimer {
  private readonly started = performance.now();
  private readonly phases = new Map<string, number>();

  async time<T>(phase: string, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.phases.set(phase, (this.phases.get(phase) ?? 0) + performance.now() - start);
    }
  }

  elapsedMs(): number {
    return Math.round((performance.now() - this.started) * 100) / 100;
  }

  serverTiming(): string {
    const phases = [...this.phases].map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`);
    return [...phases, `total;dur=${this.elapsedMs().toFixed(2)}`].join(', ');
  }
}
