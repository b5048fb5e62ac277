import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ChecksumError, loadSnapshot, readManifest } from '../../../src/lists-data/list-sources';
import { UpdateRefused, updateSnapshot, type UpdateOptions } from '../../../src/lists-data/snapshot-update';
import { LISTS_DIR, realFile } from './real-files';

const SNAPSHOT = resolve(__dirname, '..', '..', '..', 'data', 'snapshot');
const quiet = () => undefined;

const created: string[] = [];
function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `lists-${name}-`));
  created.push(dir);
  return dir;
}
afterAll(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the bundled snapshot that a test may damage or replace. */
function snapshotCopy(): string {
  const dir = join(tempDir('snapshot'), 'snapshot');
  cpSync(SNAPSHOT, dir, { recursive: true });
  return dir;
}

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

const baseOptions = (dataDir: string): UpdateOptions => ({
  dataDir,
  timeoutMs: 5000,
  maxShrink: 0.1,
  force: false,
  asOf: {},
  log: quiet,
});

describe('bundled snapshot (data/snapshot)', () => {
  it('loads all five lists with their real counts and the data dates of docs/lists.md', async () => {
    const lists = await loadSnapshot(SNAPSHOT);
    const summary = Object.fromEntries(
      lists.map((l) => [
        l.list_id,
        [l.entities.length, l.metadata.last_updated, l.metadata.update_frequency],
      ]),
    );
    expect(summary).toEqual({
      // 13,821 SDN entries; 442 consolidated; 286 SSI (UKRAINE-EO13662); 3 CSL FSE rows; 665 DPL rows = 663 entries.
      ofac_sdn: [13821, '2023-12-28T00:00:00.000Z', 'real-time'], // SOURCES.md as-of (the CSV has no date)
      ofac_consolidated: [442, '2025-12-19T00:00:00.000Z', 'daily'],
      ofac_fse: [3, '2025-12-19T00:00:00.000Z', 'real-time'], // newest of CSL (2022-05-06) and cons (2025-12-19)
      ofac_ssi: [286, '2025-12-19T00:00:00.000Z', 'real-time'],
      bis_dpl: [663, '2023-11-28T00:00:00.000Z', 'weekly'], // latest real Last_Update in dpl.txt
    });
  });

  it('records the sha256 of each official file, as SOURCES.md gives them', async () => {
    const manifest = await readManifest(SNAPSHOT);
    const sha = (source: 'ofac-sdn-csv' | 'bis-dpl', name: string) =>
      manifest.sources[source]!.files.find((file) => file.name === name)!.sha256;
    expect(sha('ofac-sdn-csv', 'sdn.csv')).toBe(
      'd768d28ee9e3ac7b27f9a956c922bf97dc286ebd39eff63faa4ef231f1ef668b',
    );
    expect(sha('bis-dpl', 'dpl.txt')).toBe(
      'b4d9a287f8527af7c5713f7cc03751c639819aa44595863088506a80cd63988a',
    );
  });

  it('refuses a damaged file loudly', async () => {
    const dir = snapshotCopy();
    const original = readFileSync(realFile('bis-dpl/dpl.txt'), 'utf8');
    writeFileSync(join(dir, 'bis-dpl', 'dpl.txt.gz'), gzipSync(original.replace('SEAGOVILLE', 'SEAGOVILLX')));
    await expect(loadSnapshot(dir, ['bis_dpl'])).rejects.toThrow(ChecksumError);
    await expect(loadSnapshot(dir, ['bis_dpl'])).rejects.toThrow(/dpl\.txt\.gz: sha256 .* does not match/);
  });

  it('refuses a missing snapshot with a message naming DATA_DIR', async () => {
    await expect(loadSnapshot(join(tmpdir(), 'no-such-snapshot'))).rejects.toThrow(
      /no list snapshot .* set DATA_DIR/,
    );
  });
});

describe('lists:update', () => {
  it('writes a new snapshot from a folder of official files, which then loads', async () => {
    const dataDir = snapshotCopy();
    const out = join(tempDir('out'), 'snapshot');
    const result = await updateSnapshot({
      ...baseOptions(dataDir),
      fromDir: LISTS_DIR,
      outDir: out,
      asOf: { 'ofac-sdn-csv': '2023-12-28' },
    });
    expect(result.counts).toEqual({
      ofac_sdn: 13821,
      ofac_consolidated: 442,
      ofac_fse: 3,
      ofac_ssi: 286,
      bis_dpl: 663,
    });
    const manifest = await readManifest(out);
    expect(manifest.sources['ofac-sdn-csv']!.as_of).toBe('2023-12-28');
    expect(manifest.sources['ofac-sdn-csv']!.files.map((file) => file.url)).toContain(
      'https://www.treasury.gov/ofac/downloads/sdn.csv',
    );
    const reloaded = await loadSnapshot(out, ['bis_dpl', 'ofac_fse']);
    expect(reloaded.map((list) => list.entities.length)).toEqual([663, 3]);
  });

  it('refuses a list that shrank more than allowed and leaves the snapshot untouched', async () => {
    const dataDir = snapshotCopy();
    const before = readFileSync(join(dataDir, 'manifest.json'), 'utf8');
    // A folder of the real files, except a dpl.txt cut to its header and first 100 rows.
    const folder = tempDir('shrunk');
    for (const source of ['ofac-sdn-csv', 'ofac-cons-csv', 'trade-gov-csl'])
      symlinkSync(join(LISTS_DIR, source), join(folder, source));
    mkdirSync(join(folder, 'bis-dpl'));
    const dpl = readFileSync(realFile('bis-dpl/dpl.txt'), 'utf8').split('\n').slice(0, 101).join('\n');
    writeFileSync(join(folder, 'bis-dpl', 'dpl.txt'), dpl);
    const update = updateSnapshot({ ...baseOptions(dataDir), fromDir: folder });
    await expect(update).rejects.toThrow(UpdateRefused);
    await expect(update).rejects.toThrow(/bis_dpl: 663 → 100 entities/);
    expect(readFileSync(join(dataDir, 'manifest.json'), 'utf8')).toBe(before);
  });

  it('fails fast with a clear message when the publication addresses refuse connections', async () => {
    const dataDir = snapshotCopy();
    const before = readFileSync(join(dataDir, 'manifest.json'), 'utf8');
    const port = await closedPort();
    const started = Date.now();
    await expect(
      updateSnapshot({ ...baseOptions(dataDir), mirror: `http://127.0.0.1:${port}` }),
    ).rejects.toThrow(
      new RegExp(`cannot download http://127\\.0\\.0\\.1:${port}/ofac-sdn-csv/sdn\\.csv: ECONNREFUSED`),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(readFileSync(join(dataDir, 'manifest.json'), 'utf8')).toBe(before);
  });

  it('gives up on a server that never answers after the timeout, rather than hang', async () => {
    const dataDir = snapshotCopy();
    const before = readFileSync(join(dataDir, 'manifest.json'), 'utf8');
    // Accepts connections and never answers, like a black-holed route.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as AddressInfo;
    try {
      const started = Date.now();
      await expect(
        updateSnapshot({ ...baseOptions(dataDir), timeoutMs: 1000, mirror: `http://127.0.0.1:${port}` }),
      ).rejects.toThrow(/cannot download .*sdn\.csv: no answer within 1 s/);
      expect(Date.now() - started).toBeLessThan(4000);
      expect(readFileSync(join(dataDir, 'manifest.json'), 'utf8')).toBe(before);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((done) => silent.close(done));
    }
  });

  it('exits non-zero from the command line, saying the snapshot was not changed', async () => {
    const dataDir = snapshotCopy();
    const run = promisify(execFile)(
      process.execPath,
      [
        require.resolve('tsx/cli'),
        'scripts/lists-update.ts',
        '--mirror',
        `http://127.0.0.1:${await closedPort()}`,
        '--timeout',
        '5',
      ],
      { cwd: resolve(__dirname, '..', '..', '..'), env: { ...process.env, DATA_DIR: dataDir } },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /lists:update failed: cannot download .*\n.*The existing snapshot was not changed/,
      ),
    });
  });
});
