import { InvalidArgumentError } from 'commander';

/** A commander option parser for a whole number above 0. */
export function positiveInt(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('must be a whole number above 0');
  return Number(value);
}

/** This process's CPU time so far (user and system), in microseconds: what the in-process benchmarks compare. */
export function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}
