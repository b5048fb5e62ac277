import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { completeRecords, csvRows } from '../../../src/core/lists/csv-rows';
import { realFile } from './real-files';

/** The hand-written CSV reader against csv-parse (an independent, widely used parser) on every real file. */
async function collect(chunks: string[], delimiter = ','): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of csvRows(
    (async function* () {
      yield* chunks;
    })(),
    delimiter,
  )) {
    rows.push(row);
  }
  return rows;
}

function chunked(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}

const FILES: [string, string][] = [
  ['ofac-sdn-csv/sdn.csv', ','],
  ['ofac-sdn-csv/add.csv', ','],
  ['ofac-sdn-csv/alt.csv', ','],
  ['ofac-sdn-csv/sdn_comments.csv', ','],
  ['ofac-cons-csv/cons_prim.csv', ','],
  ['ofac-sdn-csv-older/sdn.csv', ','],
  ['trade-gov-csl/consolidated.csv', ','],
  ['bis-dpl/dpl.txt', '\t'],
];

describe('csvRows', () => {
  it.each(FILES)(
    'reads %s exactly as csv-parse does, whatever the chunk boundaries',
    async (relative, delimiter) => {
      const text = readFileSync(realFile(relative), 'utf8');
      const reference = (
        parse(text, {
          delimiter,
          relax_quotes: true,
          relax_column_count: true,
          skip_empty_lines: true,
        }) as string[][]
      ).filter((row) => !(row.length === 1 && row[0] === ''));
      expect(await collect([text], delimiter)).toEqual(reference);
      // Odd chunk sizes cut records, quoted fields and CR LF pairs in every possible place.
      expect(await collect(chunked(text, 4093), delimiter)).toEqual(reference);
    },
  );

  it('handles doubled quotes, quoted line breaks and empty fields', () => {
    const { rows } = completeRecords('a,"b ""x""","c\r\nd"\r\n,,\r\n', ',', true);
    expect(rows).toEqual([
      ['a', 'b "x"', 'c\r\nd'],
      ['', '', ''],
    ]);
  });

  it('returns an unfinished record as the rest until the input is final', () => {
    expect(completeRecords('a,b\n"c,d', ',', false)).toEqual({ rows: [['a', 'b']], rest: '"c,d' });
  });
});
