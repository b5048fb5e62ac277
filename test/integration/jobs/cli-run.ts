import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** Runs the screen:file CLI as users do (node + the project's TypeScript loader), on one thread. */
export const ROOT = join(__dirname, '../../..');

export function startCli(args: string[]): ChildProcess {
  return spawn(process.execPath, ['-r', './tools/ts-register.cjs', 'scripts/screen-file.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, SCREENING_WORKERS: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = startCli(args);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
