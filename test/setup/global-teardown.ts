import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ELASTICSEARCH_SCRIPT, REDIS_SCRIPT, runServerScript } from './servers';

/** Stops only what global-setup started, by the pid files its scripts keep. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env.SCREENING_TEST_SERVERS_FILE;
  if (!file || !existsSync(file)) return;
  const started = JSON.parse(readFileSync(file, 'utf8')) as { elasticsearch: boolean; redis: boolean };
  if (process.env.KEEP_TEST_SERVERS === '1') return;
  if (started.elasticsearch) runServerScript(ELASTICSEARCH_SCRIPT, 'stop');
  if (started.redis) runServerScript(REDIS_SCRIPT, 'stop');
  rmSync(file, { force: true });
}
