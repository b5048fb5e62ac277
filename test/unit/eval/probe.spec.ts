import { readProbe, ROMANIZED_FILE, SETS } from '../../../scripts/eval/probe';

describe('the probe files (scripts/eval/data/make-probe-names.py)', () => {
  it('hold 60 people for each of 38 locales and 1,837 companies, each name once per set', () => {
    const [people, companies] = SETS.map((set) => readProbe(set.file));
    expect(people).toHaveLength(38 * 60);
    expect(new Set(people.map(([origin]) => origin)).size).toBe(38);
    expect(companies).toHaveLength(1837);
    for (const rows of [people, companies]) {
      for (const [origin, name] of rows) expect(origin.length * name.trim().length).toBeGreaterThan(0);
      const keys = rows.map(([origin, name]) => `${origin}\t${name}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(new Set(companies.map(([, name]) => name)).size).toBe(companies.length);
  });

  it('hold the 180 Korean and Chinese people of the people file with a "SURNAME, Given" romanization', () => {
    const people = new Set(readProbe(SETS[0].file).map(([origin, name]) => `${origin}\t${name}`));
    const romanized = readProbe(ROMANIZED_FILE);
    expect(romanized).toHaveLength(180);
    for (const [origin, name, listed] of romanized) {
      expect(people.has(`${origin}\t${name}`)).toBe(true);
      expect(listed).toMatch(/^[A-Z]+, [A-Z][a-z]*( [A-Z][a-z]*)*$/);
    }
  });
});
