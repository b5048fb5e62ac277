import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Starts (or reuses) the real Elasticsearch and Redis through the same scripts operators use.
 * Each script prints the URL on its last stdout line and logs to stderr.
 */
const ROOT = join(__dirname, '..', '..');

export function runServerScript(
  script: string,
  command: 'start' | 'stop' | 'status',
  env: NodeJS.ProcessEnv = process.env,
): string {
  const out = execFileSync('bash', [join(ROOT, script), command], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', command === 'status' ? 'ignore' : 'inherit'],
    timeout: 15 * 60 * 1000,
  });
  return out.trim().split('\n').pop() ?? '';
}

export const ELASTICSEARCH_SCRIPT = 'elasticsearch/local.sh';
export const REDIS_SCRIPT = 'scripts/local-redis.sh';
