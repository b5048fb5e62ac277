import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ELASTICSEARCH_SCRIPT, REDIS_SCRIPT, runServerScript } from './servers';

/** Where teardown learns which servers this run started (and so must stop). */
export const STARTED_FILE = join(tmpdir(), `screening-test-servers-${process.ppid}-${process.pid}.json`);

export default async function globalSetup(): Promise<void> {
  const externalEs = process.env.ELASTICSEARCH_URL;
  const externalRedis = process.env.REDIS_URL;
  const elasticsearchUrl = runServerScript(ELASTICSEARCH_SCRIPT, 'start');
  const redisUrl = runServerScript(REDIS_SCRIPT, 'start');
  if (!/^https?:\/\//.test(elasticsearchUrl)) throw new Error(`Elasticsearch did not start: ${elasticsearchUrl}`);
  if (!/^redis:\/\//.test(redisUrl)) throw new Error(`Redis did not start: ${redisUrl}`);
  // Workers inherit this environment: every integration test talks to these two servers.
  process.env.ELASTICSEARCH_URL = elasticsearchUrl;
  process.env.REDIS_URL = redisUrl;
  process.env.SCREENING_TEST_SERVERS_FILE = STARTED_FILE;
  writeFileSync(
    STARTED_FILE,
    JSON.stringify({ elasticsearch: elasticsearchUrl !== externalEs, redis: redisUrl !== externalRedis }),
  );
  console.log(`\n[integration] Elasticsearch at ${elasticsearchUrl}, Redis at ${redisUrl}`);
}
