import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(__dirname, '../..');

/** One line the service wrote to stdout, parsed (every line must be JSON). */
export type LogLine = Record<string, unknown> & { level: string; time: string; msg: string };

export interface ProcessApp {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Every stdout line so far, parsed; `raw` keeps them as written. */
  lines: LogLine[];
  raw: string[];
  stderr: string[];
  /** Resolves with the first line (already written or still to come) that matches. */
  waitFor(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the service as production does (src/main.ts, its own process, logging to stdout),
 * transpiled on the fly by tools/ts-register.cjs, on a free port of 127.0.0.1.
 */
export async function startProcessApp(env: Record<string, string>): Promise<ProcessApp> {
  const child: ChildProcess = spawn(process.execPath, ['-r', './tools/ts-register.cjs', 'src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', APP_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const stderr: string[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  createInterface({ input: child.stdout! }).on('line', (text) => {
    raw.push(text);
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return; // kept in `raw`; the test asserts every line is JSON
    }
    lines.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.match(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });

  const waitFor = (match: (line: LogLine) => boolean, timeoutMs = 60_000) => {
    const seen = lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<LogLine>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching log line within ${timeoutMs} ms; stderr: ${stderr.join('\n')}`)),
        timeoutMs,
      );
      waiters.push({
        match,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
      void exited.then(() => reject(new Error(`the service exited; stderr: ${stderr.join('\n')}`)));
    });
  };

  const started = await waitFor((line) => /^Sanctions screening API on /.test(line.msg));
  const port = /localhost:(\d+)/.exec(started.msg)![1];
  return {
    base: `http://127.0.0.1:${port}`,
    lines,
    raw,
    stderr,
    waitFor,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
