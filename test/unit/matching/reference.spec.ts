import { normalizeName, tokenize } from '../../../src/core/names/normalize';
import { explainNames, matchNames, prepareName, round4 } from '../../../src/core/matching';
import { jaroWinklerSymbols, lastJaroWinkler } from '../../../src/core/matching/jaro-winkler';
import {
  AUTOJUNK_MIN_LENGTH,
  lastMatchingBlocks,
  matchingCharacters,
  sequenceRatio,
} from '../../../src/core/matching/sequence-matcher';
import { soundex } from '../../../src/core/matching/soundex';
import { toSymbols } from '../../../src/core/matching/symbols';
import { pick, realListedNames, seededRandom, shuffle, typo } from './corpus';
import { runPythonReference, type PythonResults } from './python-reference';

/**
 * The algorithms against Python itself (difflib, jellyfish), on generated pairs and real
 * listed names, including names of 200 to 500 characters where difflib's autojunk applies.
 * Agreement is required at four decimals (the precision the API reports) and, as a stronger
 * check, to 1e-12 on the raw values; matching blocks must be identical.
 */
const random = seededRandom(20261121);
const names = realListedNames()
  .map(normalizeName)
  .filter((name) => name.length > 0);

function longName(): string {
  const target = 200 + Math.floor(random() * 301);
  let text = pick(random, names);
  while (text.length < target) text += ' ' + pick(random, names);
  return text.slice(0, target).trim();
}

function reordered(name: string): string {
  const tokens = tokenize(name);
  const kept = tokens.length > 2 && random() < 0.5 ? tokens.slice(0, -1) : tokens;
  return shuffle(random, kept).join(' ');
}

function generated(alphabet: string, maxLength: number): string {
  const length = Math.floor(random() * (maxLength + 1));
  let text = '';
  for (let i = 0; i < length; i++) text += pick(random, [...alphabet]);
  return text;
}

const groups: Record<string, [string, string][]> = {
  'real names, random pairs': [],
  'real names with a typo': [],
  'real names reordered or shortened': [],
  'generated strings': [],
  'long names (200 to 500 characters)': [],
  'other scripts': [],
};
for (let n = 0; n < 1200; n++)
  groups['real names, random pairs'].push([pick(random, names), pick(random, names)]);
for (let n = 0; n < 1500; n++) {
  const name = pick(random, names);
  groups['real names with a typo'].push([typo(random, random() < 0.3 ? typo(random, name) : name), name]);
}
for (let n = 0; n < 600; n++) {
  const name = pick(random, names);
  groups['real names reordered or shortened'].push([reordered(name), name]);
}
for (let n = 0; n < 1500; n++) {
  const alphabet = pick(random, [
    'AB',
    'ABC',
    'AB CD',
    'MARTHA',
    'DIXON',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ ',
    '0123 A',
  ]);
  groups['generated strings'].push([generated(alphabet, 24), generated(alphabet, 24)]);
}
for (let n = 0; n < 350; n++) {
  const long = longName();
  const kind = n % 5;
  const other =
    kind === 0
      ? long
      : kind === 1
        ? typo(random, typo(random, long))
        : kind === 2
          ? longName()
          : kind === 3
            ? generated('AB ', 200 + Math.floor(random() * 300))
            : pick(random, names);
  groups['long names (200 to 500 characters)'].push(n % 2 === 0 ? [long, other] : [other, long]);
}
for (let n = 0; n < 80; n++) {
  const alphabet = pick(random, ['ПУТИНВЛАДМР ', 'محمدعلي ', '𝔸𝔹ℂ𝔻 AB', '한국어이름 ', 'ÇØÆŒ ']);
  groups['other scripts'].push([generated(alphabet, 20), generated(alphabet, 20)]);
}
const allPairs = Object.values(groups).flat();

const words = [
  ...new Set([
    ...names.slice(0, 4000).flatMap(tokenize),
    ...Array.from({ length: 400 }, () => generated('ABCDHWYLMNRST0123', 10)),
    'ROBERT',
    'RUPERT',
    'ASHCRAFT',
    'TYMCZAK',
    'PFISTER',
    'HONEYMAN',
  ]),
];

/** Explain's own compared strings, for the reproducibility contract. */
const explainPairs = groups['real names reordered or shortened']
  .slice(0, 300)
  .concat(groups['real names with a typo'].slice(0, 500), groups['real names, random pairs'].slice(0, 200))
  .map(([query, listed]) => {
    const explanation = explainNames(prepareName(query), prepareName(listed), { typeBonus: false });
    return { query, listed, explanation };
  });

let python: PythonResults;

beforeAll(() => {
  const compared = explainPairs.map(
    ({ explanation }) =>
      [
        explanation.algorithm_details.sequence_matcher.compared.query,
        explanation.algorithm_details.sequence_matcher.compared.matched,
      ] as [string, string],
  );
  python = runPythonReference([...allPairs, ...compared], words);
  console.log(
    `Python reference: ${python.source}; ${allPairs.length} pairs, ${explainPairs.length} explain pairs, ${words.length} words`,
  );
});

/** The matching blocks, as explain computes them (screening's sequenceRatio keeps none). */
function blocksOf(a: Uint16Array, b: Uint16Array): [number, number, number][] {
  matchingCharacters(a, a.length, b, b.length);
  return lastMatchingBlocks().map((block) => [block.query_start, block.match_start, block.length]);
}

describe('matching algorithms against Python', () => {
  it('checks at least 5,000 pairs, long names included, with autojunk in play', () => {
    expect(allPairs.length).toBeGreaterThanOrEqual(5000);
    const long = groups['long names (200 to 500 characters)'];
    expect(long.every(([a, b]) => Math.max([...a].length, [...b].length) >= AUTOJUNK_MIN_LENGTH)).toBe(true);
    expect(Math.max(...long.flat().map((name) => [...name].length))).toBeLessThanOrEqual(500);
    // The autojunk rule changes difflib's answer in some of these pairs (so it is really checked).
    const offset = allPairs.indexOf(long[0]);
    const changed = long.filter(
      (_, n) => python.pairs[offset + n].ratio !== python.pairs[offset + n].ratio_without_autojunk,
    );
    console.log(`autojunk changes difflib's ratio in ${changed.length} of ${long.length} long pairs`);
    expect(changed.length).toBeGreaterThan(long.length / 10);
  });

  for (const [group, pairs] of Object.entries(groups)) {
    it(`agrees with jellyfish and difflib: ${group} (${pairs.length} pairs)`, () => {
      const offset = allPairs.indexOf(pairs[0]);
      const mismatches: string[] = [];
      pairs.forEach(([a, b], n) => {
        const expected = python.pairs[offset + n];
        const symbolsA = toSymbols(a);
        const symbolsB = toSymbols(b);
        const jw = jaroWinklerSymbols(symbolsA, symbolsA.length, symbolsB, symbolsB.length);
        const jaro = lastJaroWinkler.jaro_similarity;
        const ratio = sequenceRatio(symbolsA, symbolsA.length, symbolsB, symbolsB.length);
        const blocks = blocksOf(symbolsA, symbolsB);
        const problems = [
          round4(jw) !== expected.jw4 && `jaro_winkler ${round4(jw)} ≠ ${expected.jw4}`,
          Math.abs(jw - expected.jw) > 1e-12 && `raw jaro_winkler ${jw} ≠ ${expected.jw}`,
          round4(jaro) !== expected.jaro4 && `jaro ${round4(jaro)} ≠ ${expected.jaro4}`,
          round4(ratio) !== expected.ratio4 && `ratio ${round4(ratio)} ≠ ${expected.ratio4}`,
          Math.abs(ratio - expected.ratio) > 1e-12 && `raw ratio ${ratio} ≠ ${expected.ratio}`,
          JSON.stringify(blocks) !== JSON.stringify(expected.blocks) &&
            `blocks ${JSON.stringify(blocks)} ≠ ${JSON.stringify(expected.blocks)}`,
        ].filter(Boolean);
        if (problems.length > 0) mismatches.push(`${JSON.stringify([a, b])}: ${problems.join('; ')}`);
      });
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  }

  it(`agrees with jellyfish on Soundex (${words.length} words)`, () => {
    const mismatches = words
      .map((word, n) => [word, soundex(word), python.soundex[n]])
      .filter(([, ours, theirs]) => ours !== theirs);
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('explain: each algorithm score is the standard algorithm on the compared strings it names', () => {
    const offset = allPairs.length;
    const mismatches: string[] = [];
    explainPairs.forEach(({ query, listed, explanation }, n) => {
      const expected = python.pairs[offset + n];
      const { jaro_winkler, sequence_matcher } = explanation.algorithm_details;
      const blocks = sequence_matcher.matching_blocks.map((b) => [b.query_start, b.match_start, b.length]);
      const score = matchNames(prepareName(query), prepareName(listed), { typeBonus: false }).score;
      const problems = [
        jaro_winkler.score !== expected.jw4 && `jaro_winkler ${jaro_winkler.score} ≠ ${expected.jw4}`,
        sequence_matcher.score !== expected.ratio4 &&
          `sequence_matcher ${sequence_matcher.score} ≠ ${expected.ratio4}`,
        JSON.stringify(blocks) !== JSON.stringify(expected.blocks) && 'matching blocks differ',
        JSON.stringify(jaro_winkler.compared) !== JSON.stringify(sequence_matcher.compared) &&
          'compared strings differ',
        explanation.final_score !== score && `final_score ${explanation.final_score} ≠ matchNames ${score}`,
      ].filter(Boolean);
      if (problems.length > 0) mismatches.push(`${JSON.stringify([query, listed])}: ${problems.join('; ')}`);
    });
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
