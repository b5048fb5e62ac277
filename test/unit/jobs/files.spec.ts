import 'reflect-metadata';
import { detectColumns, headerKey, mapRow, parseColumnMap } from '../../../src/jobs/files/columns';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headerNames, jsonFields, openCustomerFile, sniffDelimiter } from '../../../src/jobs/files/readers';
import { csvLine, resultRow, RESULT_COLUMNS } from '../../../src/jobs/files/results';
import type { BatchOutcome } from '../../../src/screening/batch-types';

describe('column detection', () => {
  it('recognises common headers whatever their case, spaces and punctuation', () => {
    expect(headerKey(' Full-Name ')).toBe('full_name');
    expect(
      detectColumns(['Customer No.', 'Full Name', 'DOB', 'Nationality', 'Passport Number', 'Type']),
    ).toEqual({
      customer_id: 'Customer No.',
      name: 'Full Name',
      date_of_birth: 'DOB',
      country: 'Nationality',
      passport: 'Passport Number',
      entity_type: 'Type',
    });
    expect(detectColumns(['Given Name', 'Surname'])).toEqual({
      first_name: 'Given Name',
      last_name: 'Surname',
    });
  });

  it('lets --map override a field, and never gives one column to two fields', () => {
    const columns = ['id', 'name', 'Alias'];
    expect(detectColumns(columns, parseColumnMap('name=Alias'))).toEqual({
      name: 'Alias',
      customer_id: 'id',
    });
    expect(detectColumns(columns, parseColumnMap('customer_id=name, name=Alias'))).toEqual({
      customer_id: 'name',
      name: 'Alias',
    });
  });

  it('refuses unknown fields, unknown columns and files without a name column, naming them', () => {
    expect(() => parseColumnMap('nom=Name')).toThrow(
      '--map: "nom=Name" must be field=Column with field one of customer_id, name,',
    );
    expect(() => detectColumns(['a', 'b'], { name: 'c' })).toThrow(
      '--map name=c: no such column; the columns are a, b',
    );
    expect(() => detectColumns(['id', 'city'])).toThrow('no name column found among id, city');
  });
});

describe('mapping a row', () => {
  const columns = detectColumns(['id', 'first', 'last', 'name', 'type', 'country', 'dob', 'passport']);
  const row = (fields: Record<string, string>) =>
    mapRow({ row: 7, fields }, { ...columns, first_name: 'first', last_name: 'last' });

  it('builds the batch entity: type words, countries split on ; and |, dates rewritten', () => {
    expect(
      row({
        id: ' 42 ',
        name: 'Acme Ltd',
        type: 'Company',
        country: 'DE; FR|IT',
        dob: '1970/3/4',
        passport: 'X1',
      }),
    ).toEqual({
      row: 7,
      customer_id: '42',
      name: 'Acme Ltd',
      entity: {
        name: 'Acme Ltd',
        entity_type: 'organization',
        identifiers: { passport: 'X1', date_of_birth: '1970-03-04' },
        countries: ['DE', 'FR', 'IT'],
      },
    });
    expect(row({ name: 'X Y', type: 'Martian' }).entity?.entity_type).toBe('unknown');
  });

  it('joins name parts when there is no name', () => {
    expect(row({ first: 'Anna', last: 'Novak' }).entity?.name).toBe('Anna Novak');
  });

  it('reports a row with no usable name or an invalid field as an error, with the reason', () => {
    expect(row({ id: '9', name: '   ' })).toEqual({
      row: 7,
      customer_id: '9',
      name: null,
      error: 'the row has no name',
    });
    expect(row({ name: '--' }).error).toBe('name must contain at least one letter or digit');
    expect(row({ name: 'ฮุน เซน' }).error).toBe(
      'name is written in a script this service does not read (Thai: "ฮ" U+0E2E): send the name in Latin letters, as the lists write it',
    );
    expect(row({ name: 'Anna Novak', country: 'Narnia' }).error).toContain('not a country: "Narnia"');
    expect(row({ name: 'Anna Novak', dob: '04/03/1970' }).error).toBe(
      'date_of_birth must be a date as YYYY-MM-DD',
    );
    expect(mapRow({ row: 1, fields: {}, problem: 'the line is not valid JSON' }, columns).error).toBe(
      'the line is not valid JSON',
    );
  });
});

describe('reading files', () => {
  it('sniffs the delimiter from the first line, ignoring quoted ones', () => {
    expect(sniffDelimiter('"a,b";c;d\n1,2,3,4,5,6')).toBe(';');
    expect(sniffDelimiter('a\tb\tc\n')).toBe('\t');
    expect(sniffDelimiter('name\nx')).toBe(',');
  });

  it('reads a Windows-1252 file with the characters it adds to Latin-1 (Š, Ž, Œ, €, ’), none lost', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'cp1252-')), 'customers.csv');
    // ŠKODA ŽILINA, Œuvre, O’Neil (bytes 0x8A, 0x8E, 0x8C, 0x92) and a € (0x80): invalid as UTF-8.
    const bytes = [
      ...Buffer.from('id,name\n1,', 'latin1'),
      0x8a,
      ...Buffer.from('KODA ', 'latin1'),
      0x8e,
      ...Buffer.from('ILINA\n2,', 'latin1'),
      0x8c,
      ...Buffer.from('uvre O', 'latin1'),
      0x92,
      ...Buffer.from('Neil ', 'latin1'),
      0x80,
      ...Buffer.from('\n3,M\xfcller\n', 'latin1'),
    ];
    writeFileSync(path, Uint8Array.from(bytes));
    const file = await openCustomerFile(path, 'csv');
    const names: string[] = [];
    for await (const row of file.rows) names.push(row.fields.name);
    expect(file.encoding).toBe('windows-1252');
    expect(names).toEqual(['ŠKODA ŽILINA', 'Œuvre O’Neil €', 'Müller']);
  });

  it('makes header names usable keys', () => {
    expect(headerNames(['name', '', 'name', ' id '])).toEqual(['name', 'column_2', 'name_2', 'id']);
  });

  it('flattens a JSONL object: identifiers inlined, arrays joined, nested objects ignored', () => {
    expect(
      jsonFields('{"name":"A B","countries":["RU","BY"],"identifiers":{"passport":"P1"},"n":3,"x":{"y":1}}'),
    ).toEqual({
      name: 'A B',
      countries: 'RU;BY',
      passport: 'P1',
      n: '3',
    });
    expect(jsonFields('[1,2]')).toBe('the line is not a JSON object');
    expect(jsonFields('{oops')).toBe('the line is not valid JSON');
  });
});

describe('result rows', () => {
  const mapped = { row: 3, customer_id: 'c', name: '=HYPERLINK("x")', entity: { name: '=HYPERLINK("x")' } };

  it('an engine error or a missing outcome is an error row, never clear', () => {
    const failed: BatchOutcome = {
      index: 0,
      query: { name: 'x', entity_type: null },
      status: 'error',
      error: 'timeout',
      match_count: null,
      matches: [],
    };
    expect(resultRow(mapped, failed)).toMatchObject({ status: 'error', error: 'timeout', match_count: null });
    expect(resultRow(mapped, 'not screened: engine down')).toMatchObject({
      status: 'error',
      error: 'not screened: engine down',
    });
  });

  it('writes RFC 4180 CSV with formula-like text defused', () => {
    const clear: BatchOutcome = {
      index: 0,
      query: { name: 'x', entity_type: null },
      status: 'clear',
      match_count: 0,
      matches: [],
    };
    expect(csvLine(resultRow(mapped, clear))).toBe(`3,c,"'=HYPERLINK(""x"")",clear,0,,,,,,,\r\n`);
    expect(RESULT_COLUMNS).toHaveLength(12);
  });
});
