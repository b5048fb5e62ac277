import { medianPhases, median, parseServerTiming, percentile } from '../../../scripts/bench/stats';
import type { EvalCase } from '../../../scripts/eval/cases';
import type { ApiMatch } from '../../../scripts/eval/client';
import { type Answer, checkTargets, curve, scoreCases } from '../../../scripts/eval/score';

const match = (entity_id: string, confidence_score: number): ApiMatch => ({
  entity_id,
  matched_name: entity_id,
  confidence_score,
  match_type: 'fuzzy',
});
const answer = (status: 'clear' | 'match' | 'potential_match', matches: ApiMatch[]): Answer => ({
  ok: true,
  outcome: { status, match_count: matches.length, matches },
});

const cases: EvalCase[] = [
  {
    id: 'p1',
    kind: 'typo',
    query: { name: 'a' },
    expected_entity_ids: ['sanc_ofac_sdn_1'],
    source_name: 'A',
  },
  {
    id: 'p2',
    kind: 'typo',
    query: { name: 'b' },
    expected_entity_ids: ['sanc_ofac_sdn_2'],
    source_name: 'B',
  },
  {
    id: 'p3',
    kind: 'exact',
    query: { name: 'c' },
    expected_entity_ids: ['sanc_ofac_sdn_3', 'sanc_ofac_sdn_33'],
    source_name: 'C',
  },
  {
    id: 'p4',
    kind: 'exact',
    query: { name: 'd' },
    expected_entity_ids: ['sanc_ofac_sdn_4'],
    source_name: 'D',
  },
  { id: 'n1', kind: 'negative', query: { name: 'x' }, origin: 'person:american' },
  { id: 'n2', kind: 'negative', query: { name: 'y' }, origin: 'person:arabic' },
];

describe('scoreCases', () => {
  const answers = new Map<string, Answer>([
    ['p1', answer('match', [match('sanc_ofac_sdn_1', 0.97)])], // recalled
    ['p2', answer('potential_match', [match('sanc_ofac_sdn_9', 0.88)])], // flagged, but the wrong entity
    ['p3', answer('potential_match', [match('sanc_ofac_sdn_7', 0.9), match('sanc_ofac_sdn_33', 0.86)])], // second expected id
    ['p4', { ok: false, error: 'HTTP 500' }], // unanswered counts as a miss
    ['n1', answer('clear', [])],
    ['n2', answer('potential_match', [match('sanc_ofac_sdn_5', 0.86)])], // false positive
  ]);

  it('counts recall per kind and overall, and false positives, from the service status', () => {
    const card = scoreCases(cases, answers);
    expect(card.kinds).toEqual([
      { kind: 'exact', n: 2, recalled: 1, recall: 0.5 },
      { kind: 'typo', n: 2, recalled: 1, recall: 0.5 },
    ]);
    expect(card.overall).toEqual({ kind: 'overall', n: 4, recalled: 2, recall: 0.5 });
    expect(card.falsePositives).toBe(1);
    expect(card.falsePositiveRate).toBe(0.5);
    expect(card.misses.map((m) => m.id)).toEqual(['p2', 'p4']);
    expect(card.misses[0].best?.entity_id).toBe('sanc_ofac_sdn_9');
    expect(card.fps[0]).toMatchObject({ id: 'n2', origin: 'person:arabic', tokensInMatch: false });
    expect(card.unanswered).toEqual([{ id: 'p4', error: 'HTTP 500' }]);
  });

  it('re-thresholds locally: matches under the threshold are dropped, and no match left means clear', () => {
    const at090 = scoreCases(cases, answers, 0.9);
    // p1 (0.97) stays recalled; p3's expected id scored 0.86 and is dropped; n2 (0.86) is no longer flagged.
    expect(at090.overall.recalled).toBe(1);
    expect(at090.falsePositives).toBe(0);
    const at085 = scoreCases(cases, answers, 0.85);
    expect(at085.overall.recalled).toBe(2);
    expect(at085.falsePositives).toBe(1);
  });

  it('counts false positives per group of negatives, persons and organizations', () => {
    const card = scoreCases(cases, answers);
    expect(card.negativeGroups).toEqual([
      { group: 'person:american', n: 1, falsePositives: 0, rate: 0 },
      { group: 'person:arabic', n: 1, falsePositives: 1, rate: 1 },
      { group: 'persons', n: 2, falsePositives: 1, rate: 0.5 },
      { group: 'organizations', n: 0, falsePositives: 0, rate: 0 },
    ]);
    // 2 recalled, 1 false positive.
    expect(card.precision).toBeCloseTo(2 / 3, 10);
  });

  it('checks the targets: 99% overall, 97% Latin kinds, 90% other scripts, 2% FP, 3% FP on organizations', () => {
    const checks = checkTargets(scoreCases(cases, answers));
    expect(checks.map((c) => c.pass)).toEqual([false, false, true, false, true]);
    expect(checks[1].target).toContain('below: exact, typo');
    const perfect = new Map<string, Answer>([
      ['p1', answer('match', [match('sanc_ofac_sdn_1', 1)])],
      ['p2', answer('match', [match('sanc_ofac_sdn_2', 1)])],
      ['p3', answer('match', [match('sanc_ofac_sdn_3', 1)])],
      ['p4', answer('match', [match('sanc_ofac_sdn_4', 1)])],
      ['n1', answer('clear', [])],
      ['n2', answer('clear', [])],
    ]);
    expect(checkTargets(scoreCases(cases, perfect)).every((c) => c.pass)).toBe(true);
  });
});

it('marks a false positive whose every token is in the matched listed name', () => {
  const negative: EvalCase[] = [
    { id: 'n', kind: 'negative', query: { name: 'Mónica Castro' }, origin: 'person:hispanic' },
  ];
  const flagged = (matched_name: string) =>
    new Map<string, Answer>([
      ['n', answer('potential_match', [{ ...match('sanc_ofac_sdn_1', 0.86), matched_name }])],
    ]);
  expect(scoreCases(negative, flagged('CASTRO JARAMILLO, Monica Maria')).fps[0].tokensInMatch).toBe(true);
  expect(scoreCases(negative, flagged('CASTRO, Monique')).fps[0].tokensInMatch).toBe(false);
});

describe('benchmark statistics', () => {
  it('takes nearest-rank percentiles and medians (hand-checked)', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
    expect(median(values)).toBe(5.5);
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('parses Server-Timing headers and takes the median per phase', () => {
    expect(parseServerTiming('analyze;dur=1.5, retrieve;dur=3, cache;desc="hit", total;dur=5.25')).toEqual({
      analyze: 1.5,
      retrieve: 3,
      total: 5.25,
    });
    expect(parseServerTiming(null)).toEqual({});
    expect(medianPhases(['a;dur=1, b;dur=10', 'a;dur=3', 'a;dur=2, b;dur=20'])).toEqual({ a: 2, b: 15 });
  });
});

describe('curve', () => {
  // Hand-computed: two positives, three negatives, answers requested at a low threshold.
  const curveCases: EvalCase[] = [
    { id: 'a', kind: 'typo', query: { name: 'a' }, expected_entity_ids: ['e1'], source_name: 'A' },
    { id: 'b', kind: 'script_arabic', query: { name: 'b' }, expected_entity_ids: ['e2'], source_name: 'B' },
    { id: 'x', kind: 'negative', query: { name: 'x' }, origin: 'person:english/en_AU' },
    { id: 'y', kind: 'negative', query: { name: 'y' }, origin: 'org:bank' },
    { id: 'z', kind: 'negative', query: { name: 'z' }, origin: 'org:company' },
  ];
  const low = new Map<string, Answer>([
    ['a', answer('match', [match('e1', 0.92)])],
    ['b', answer('potential_match', [match('e9', 0.88), match('e2', 0.78)])],
    ['x', answer('clear', [])],
    ['y', answer('potential_match', [match('e5', 0.83)])],
    ['z', answer('potential_match', [match('e6', 0.72)])],
  ]);

  it('gives recall, false-positive rate and precision at each threshold', () => {
    const points = curve(curveCases, low, [0.7, 0.8, 0.85, 0.95]);
    // 0.70: a and b recalled (b through e2 at 0.78), y and z flagged → precision 2 / 4.
    // 0.80: b's e2 dropped (b still flagged through e9, the wrong entity), z dropped → 1 recalled, 1 FP.
    // 0.85: y dropped → 1 recalled, 0 FP; 0.95: nothing left.
    expect(points.map((p) => [p.threshold, p.recalled, p.falsePositives])).toEqual([
      [0.7, 2, 2],
      [0.8, 1, 1],
      [0.85, 1, 0],
      [0.95, 0, 0],
    ]);
    expect(points.map((p) => p.recall)).toEqual([1, 0.5, 0.5, 0]);
    expect(points.map((p) => p.falsePositiveRate)).toEqual([2 / 3, 1 / 3, 0, 0]);
    expect(points.map((p) => p.precision)).toEqual([0.5, 0.5, 1, 0]);
    expect(points[1].kinds).toEqual({ typo: 1, script_arabic: 0 });
    expect(points[1].groups).toEqual({
      'org:bank': 1,
      'org:company': 0,
      'person:english': 0,
      persons: 0,
      organizations: 0.5,
    });
  });

  it('prints 0.70 to 0.95 in steps of 0.01 by default', () => {
    const thresholds = curve(curveCases, low).map((p) => p.threshold);
    expect(thresholds).toHaveLength(26);
    expect(thresholds.slice(0, 3)).toEqual([0.7, 0.71, 0.72]);
    expect(thresholds.at(-1)).toBe(0.95);
  });
});
