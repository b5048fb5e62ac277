import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { runCli, startCli } from './cli-run';

/**
 * The screen:file CLI end to end, in process on the embedded engine (the bundled snapshot):
 * encodings, formats, columns, resume and rows that cannot be screened.
 */
// Each case starts the CLI (snapshot load included); on a busy 2-core machine that takes a while.
jest.setTimeout(240_000);

const dir = mkdtempSync(join(tmpdir(), 'screen-file-'));
const path = (name: string) => join(dir, name);

function readJsonl(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('screen:file CLI', () => {
  it('reads a semicolon CSV with a BOM, quoted commas and Windows-1252 text, and writes one row per input row in order', async () => {
    const text =
      'Kunden-Nr;Name;Land\r\n' +
      'K1;"PUTIN, Vladimir";RU\r\n' +
      'K2;"Müller; Söhne GmbH";DE\r\n' +
      'K3;"José Ñúñez, Jr.";ES\r\n';
    // Windows-1252 bytes for ü, ö, é, Ñ, ú: invalid as UTF-8, so the file must be read as Latin-1.
    writeFileSync(
      path('latin1.csv'),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'latin1')]),
    );
    const run = await runCli([
      path('latin1.csv'),
      '--out',
      path('latin1.jsonl'),
      '--map',
      'customer_id=Kunden-Nr',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const rows = readJsonl(path('latin1.jsonl'));
    expect(rows.map((r) => [r.row, r.customer_id, r.name])).toEqual([
      [1, 'K1', 'PUTIN, Vladimir'],
      [2, 'K2', 'Müller; Söhne GmbH'],
      [3, 'K3', 'José Ñúñez, Jr.'],
    ]);
    expect(rows[0]).toMatchObject({ status: 'match', best_list: 'ofac_sdn', best_match_type: 'exact' });
    expect(rows[0].matches).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity_id: rows[0].best_entity_id })]),
    );
    expect(run.stdout).toContain('clear 2, potential_match 0, match 1, error 0');
    expect(run.stdout).toMatch(/ofac_sdn: \d+ entities, updated 2023-12-28/);
  });

  it('writes CSV results with the documented columns, quoting names with commas', async () => {
    writeFileSync(path('plain.csv'), 'name,customer_id\n"PUTIN, Vladimir",A-1\nJohn Smith,A-2\n');
    const run = await runCli([path('plain.csv'), '--out', path('plain-out.csv')]);
    expect(run.code).toBe(0);
    const lines = readFileSync(path('plain-out.csv'), 'utf8').split('\r\n');
    expect(lines[0]).toBe(
      'row,customer_id,name,status,match_count,best_entity_id,best_matched_name,best_score,best_match_type,best_list,matches,error',
    );
    expect(lines[1]).toMatch(
      /^1,A-1,"PUTIN, Vladimir",match,1,sanc_ofac_sdn_\d+,"PUTIN, Vladimir",1,exact,ofac_sdn,"\[\{""entity_id""/,
    );
    expect(lines[2]).toBe('2,A-2,John Smith,clear,0,,,,,,,');
    expect(lines[3]).toBe('');
  });

  it('reports a row with no name as an error row (not dropped, never clear) and exits with 2', async () => {
    writeFileSync(path('noname.csv'), 'id,name\n1,John Smith\n2,\n3,"  "\n4,--\n');
    const run = await runCli([path('noname.csv'), '--out', path('noname.jsonl')]);
    expect(run.code).toBe(2);
    const rows = readJsonl(path('noname.jsonl'));
    expect(rows.map((r) => [r.row, r.status, r.error])).toEqual([
      [1, 'clear', null],
      [2, 'error', 'the row has no name'],
      [3, 'error', 'the row has no name'],
      [4, 'error', expect.stringContaining('at least one letter or digit')],
    ]);
  });

  it('reads an XLSX file and writes XLSX results', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Customers');
    sheet.addRow(['Client ID', 'First Name', 'Last Name', 'Date of Birth']);
    sheet.addRow([101, 'Vladimir', 'Putin', new Date(Date.UTC(1952, 9, 7))]);
    sheet.addRow([102, 'Anna', 'Schmidt', null]);
    await workbook.xlsx.writeFile(path('in.xlsx'));
    const run = await runCli([path('in.xlsx'), '--out', path('out.xlsx')]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'customer_id=Client ID, first_name=First Name, last_name=Last Name, date_of_birth=Date of Birth',
    );
    const result = new ExcelJS.Workbook();
    await result.xlsx.readFile(path('out.xlsx'));
    const rows = result.worksheets[0].getSheetValues().slice(1) as unknown[][];
    expect(rows[0].slice(1, 5)).toEqual(['row', 'customer_id', 'name', 'status']);
    expect(rows[1].slice(1, 5)).toEqual([1, '101', 'Vladimir Putin', 'match']);
    expect(rows[2].slice(1, 5)).toEqual([2, '102', 'Anna Schmidt', 'clear']);
    expect(existsSync(path('out.xlsx.rows.jsonl'))).toBe(false);
  });

  it('detects columns from common headers, and --map overrides detection', async () => {
    writeFileSync(
      path('cols.csv'),
      'Reference\tLegal Name\tAlias\nR1\tAcme Trading\tBANCO NACIONAL DE CUBA\n',
    );
    const detected = await runCli([path('cols.csv'), '--out', path('cols-detected.jsonl')]);
    expect(detected.stdout).toContain('Columns: customer_id=Reference, name=Legal Name');
    expect(readJsonl(path('cols-detected.jsonl'))[0]).toMatchObject({
      name: 'Acme Trading',
      status: 'clear',
    });
    const mapped = await runCli([
      path('cols.csv'),
      '--out',
      path('cols-mapped.jsonl'),
      '--map',
      'name=Alias',
    ]);
    expect(mapped.stdout).toContain('name=Alias');
    expect(readJsonl(path('cols-mapped.jsonl'))[0]).toMatchObject({
      customer_id: 'R1',
      name: 'BANCO NACIONAL DE CUBA',
      status: 'match',
    });
    const unknown = await runCli([path('cols.csv'), '--out', path('x.jsonl'), '--map', 'name=Nope']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      '--map name=Nope: no such column; the columns are Reference, Legal Name, Alias',
    );
  });

  it('refuses a file without a name column, naming its columns', async () => {
    writeFileSync(path('nonamecol.csv'), 'id,city\n1,Paris\n');
    const run = await runCli([path('nonamecol.csv'), '--out', path('x.csv')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no name column found among id, city');
  });

  it('reads JSONL in the batch endpoint shape; a line that is not JSON is an error row', async () => {
    writeFileSync(
      path('in.jsonl'),
      '{"customer_id":"c1","name":"Banco Nacional de Cuba","entity_type":"organization","countries":["CU"]}\n' +
        'not json\n\n' +
        '{"customer_id":"c3","name":"Maria Garcia","identifiers":{"date_of_birth":"1980-01-02"}}\n',
    );
    const run = await runCli([
      path('in.jsonl'),
      '--out',
      path('in-out.jsonl'),
      '--threshold',
      '0.9',
      '--max-results',
      '2',
    ]);
    expect(run.code).toBe(2);
    expect(readJsonl(path('in-out.jsonl')).map((r) => [r.row, r.customer_id, r.status, r.error])).toEqual([
      [1, 'c1', 'match', null],
      [2, null, 'error', 'the line is not valid JSON'],
      [3, 'c3', 'clear', null],
    ]);
  });

  it('a run killed midway and resumed writes exactly the bytes of an uninterrupted run', async () => {
    const first = ['Maria', 'John', 'Wei', 'Olga', 'Ahmed', 'Sofia', 'Juan', 'Anna', 'Li', 'Igor'];
    const last = [
      'Garcia',
      'Smith',
      'Zhang',
      'Ivanova',
      'Hassan',
      'Rossi',
      'Perez',
      'Novak',
      'Wang',
      'Petrov',
    ];
    const listed = ['Vladimir Putin', 'Banco Nacional de Cuba', 'Kim Jong Un'];
    const lines = ['id,name'];
    for (let i = 0; i < 12_000; i++) {
      const name = i % 97 === 0 ? listed[i % 3] : `${first[i % 10]} ${last[Math.floor(i / 10) % 10]} ${i}`;
      lines.push(`${i},"${name}"`);
    }
    writeFileSync(path('big.csv'), `${lines.join('\n')}\n`);
    const whole = await runCli([path('big.csv'), '--out', path('whole.csv')]);
    expect(whole.code).toBe(0);

    const child = startCli([path('big.csv'), '--out', path('resumed.csv')]);
    const checkpoint = path('resumed.csv.resume.json');
    const killedAt = await new Promise<number>((resolve, reject) => {
      const poll = setInterval(() => {
        if (!existsSync(checkpoint)) return;
        const rows = (JSON.parse(readFileSync(checkpoint, 'utf8')) as { rows: number }).rows;
        if (rows >= 1000) {
          clearInterval(poll);
          child.kill('SIGKILL');
          resolve(rows);
        }
      }, 20);
      child.on('exit', () => {
        clearInterval(poll);
        reject(new Error('the run finished before it could be killed'));
      });
    });
    await new Promise((resolve) => child.on('close', resolve));
    expect(killedAt).toBeLessThan(12_000);
    expect(readFileSync(path('resumed.csv')).length).toBeLessThan(readFileSync(path('whole.csv')).length);

    const resumed = await runCli([path('big.csv'), '--out', path('resumed.csv'), '--resume']);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toMatch(/Screened 12000 rows \(\d+ from the interrupted run\)/);
    expect(readFileSync(path('resumed.csv')).equals(readFileSync(path('whole.csv')))).toBe(true);
    expect(resumed.stdout).toContain(whole.stdout.split('\n')[1]);
    expect(existsSync(checkpoint)).toBe(false);
  }, 180_000);

  it('refuses --resume when there is nothing to resume', async () => {
    const run = await runCli([path('plain.csv'), '--out', path('never.csv'), '--resume']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('nothing to resume');
  });
});
