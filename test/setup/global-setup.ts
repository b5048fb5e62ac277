import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ELASTICSEARCH_SCRIPT, REDIS_SCRIPT, runServerScript } from './servers';

/** Where teardown learns which servers this run started (and so must stop). */
export const STARTED_FILE = join(tmpdir(), `screening-test-servers-${process.ppid}-${process.pid}.json`);

/** A server that answers before we start is someone else's (another run, a developer's): never ours to stop. */
function alreadyRunning(script: string, configuredUrl: string | undefined): boolean {
  if (configuredUrl) return true;
  try {
    runServerScript(script, 'status');
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup(): Promise<void> {
  const esWasRunning = alreadyRunning(ELASTICSEARCH_SCRIPT, process.env.ELASTICSEARCH_URL);
  const redisWasRunning = alreadyRunning(REDIS_SCRIPT, process.env.REDIS_URL);
  const elasticsearchUrl = runServerScript(ELASTICSEARCH_SCRIPT, 'start');
  const redisUrl = runServerScript(REDIS_SCRIPT, 'start');
  if (!/^https?:\/\//.test(elasticsearchUrl))
    throw new Error(`Elasticsearch did not start: ${elasticsearchUrl}`);
  if (!/^redis:\/\//.test(redisUrl)) throw new Error(`Redis did not start: ${redisUrl}`);
  // Workers inherit this environment: every integration test talks to these two servers.
  process.env.ELASTICSEARCH_URL = elasticsearchUrl;
  process.env.REDIS_URL = redisUrl;
  process.env.SCREENING_TEST_SERVERS_FILE = STARTED_FILE;
  writeFileSync(STARTED_FILE, JSON.stringify({ elasticsearch: !esWasRunning, redis: !redisWasRunning }));
  console.log(`\n[integration] Elasticsearch at ${elasticsearchUrl}, Redis at ${redisUrl}`);
}
