import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JobFiles } from '../../../src/jobs/job-files';

/** The jobs folder's write-once files, shared by instances: never seen empty, never written twice. */
describe('JobFiles.writeOnce', () => {
  let dir: string;
  let files: JobFiles;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'job-files-'));
    files = new JobFiles(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file once: a second writer loses and changes nothing; no temporary file stays', async () => {
    const path = join(dir, 'end.json');
    expect(await files.writeOnce(path, '{"first":true}')).toBe(true);
    expect(await files.writeOnce(path, '{"second":true}')).toBe(false);
    expect(await readFile(path, 'utf8')).toBe('{"first":true}');
    expect(readdirSync(dir)).toEqual(['end.json']);
  });

  it('of concurrent writers exactly one wins, and a reader sees no file or the whole file', async () => {
    const content = JSON.stringify({ started_at: new Date(0).toISOString(), pad: 'x'.repeat(64 * 1024) });
    for (let round = 0; round < 400; round++) {
      const path = join(dir, `started-${round}.json`);
      let done = false;
      const reads: string[] = [];
      const reader = (async () => {
        while (!done) {
          const text = await readFile(path, 'utf8').catch(() => null);
          if (text !== null) reads.push(text);
        }
      })();
      const wins = await Promise.all([files.writeOnce(path, content), files.writeOnce(path, content)]);
      done = true;
      await reader;
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect(reads.every((text) => text === content)).toBe(true);
    }
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
