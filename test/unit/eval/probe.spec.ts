import {
  OWN_SCRIPT_ORGANIZATION_FILES,
  readProbe,
  ROMANIZED_FILE,
  SETS,
  VARIANTS_FILE,
} from '../../../scripts/eval/probe';
import { loadListedEntities } from '../../../scripts/eval/listed-entities';
import { editDistance } from './edit-distance';

/** The words of `a` left when each word of `b` is taken out once. */
function without(a: string[], b: string[]): string[] {
  const left = [...a];
  for (const word of b) if (left.includes(word)) left.splice(left.indexOf(word), 1);
  return left;
}

const words = (name: string) => name.toUpperCase().replace(/,/g, '').split(/\s+/);

describe('the probe files (scripts/eval/data/make-probe-names.py)', () => {
  it('hold 60 people for each of 38 locales, 1,837 companies and 3,481 universities, each name once per set', () => {
    const [people, companies, universities] = SETS.map((set) => readProbe(set.file));
    expect(people).toHaveLength(38 * 60);
    expect(new Set(people.map(([origin]) => origin)).size).toBe(38);
    expect(companies).toHaveLength(1837);
    expect(universities).toHaveLength(3481);
    // At most 40 a country, so that no country dominates.
    const perCountry = new Map<string, number>();
    for (const [country] of universities) perCountry.set(country, (perCountry.get(country) ?? 0) + 1);
    expect(Math.max(...perCountry.values())).toBe(40);
    for (const rows of [people, companies, universities]) {
      for (const [origin, name] of rows) expect(origin.length * name.trim().length).toBeGreaterThan(0);
      const keys = rows.map(([origin, name]) => `${origin}\t${name}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    for (const rows of [companies, universities])
      expect(new Set(rows.map(([, name]) => name)).size).toBe(rows.length);
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

  it('hold 900 listed SDN names with one typo in one word, and 400 people typed "Given Surname"', () => {
    const rows = readProbe(VARIANTS_FILE);
    const typos = rows.filter(([model]) => model.startsWith('typo:'));
    const givenSurname = rows.filter(([model]) => model.startsWith('given_surname:'));
    expect([typos.length, givenSurname.length, rows.length]).toEqual([900, 400, 1300]);
    for (const [, entityType, uid, listed, query] of typos) {
      expect(['individual', 'organization', 'vessel']).toContain(entityType);
      expect(uid).toMatch(/^\d+$/);
      // The same words (a person's maybe in natural order), one of them one edit away.
      const [listedWords, queryWords] = [words(listed), words(query)];
      expect(queryWords).toHaveLength(listedWords.length);
      const [unmatched, changed] = [without(queryWords, listedWords), without(listedWords, queryWords)];
      expect([unmatched.length, changed.length]).toEqual([1, 1]);
      expect(editDistance(changed[0], unmatched[0])).toBe(1);
    }
    for (const [model, , , listed, query] of givenSurname) {
      expect(model).toMatch(/^given_surname:(rare|mixed|common)$/);
      const [surname, given] = listed.split(', ');
      expect(query.toUpperCase()).toBe(`${given.split(' ')[0]} ${surname}`.toUpperCase());
    }
  });

  it('hold organizations in Han characters and Hangul, each listed one by a name the bundled lists give', async () => {
    const [han, hangul] = OWN_SCRIPT_ORGANIZATION_FILES.map(readProbe);
    expect([han.length, hangul.length]).toEqual([101, 64]);
    const listedNames = new Set(
      (await loadListedEntities()).flatMap((e) => [e.primary_name, ...e.aliases.map((a) => a.alias_name)]),
    );
    const script = [/^\p{Script=Han}+(\(\p{Script=Han}+\)\p{Script=Han}+)?$/u, /^\p{Script=Hangul}+$/u];
    [han, hangul].forEach((rows, i) => {
      for (const [listedName, name] of rows) {
        expect(name).toMatch(script[i]);
        if (listedName !== '-') expect(listedNames.has(listedName)).toBe(true);
      }
      expect(new Set(rows.map(([, name]) => name)).size).toBe(rows.length);
    });
  });
});
