import { namedPerson } from '../../../scripts/eval/listed-entities';
import type { Entity } from '../../../src/core/lists/model';
import {
  CompareNames,
  entityNameAt,
  evaluateCandidates,
  NameComparison,
  screeningStatus,
} from '../../../src/screening/match-evaluation';

function entity(id: string, name: string, extra: Partial<Entity> = {}): Entity {
  return { ...namedPerson(id, name), normalized_name: name.toUpperCase(), ...extra };
}

/** A table of name scores standing in for the matching core, so these rules are tested alone. */
function table(scores: Record<string, Partial<NameComparison> & { score: number }>): CompareNames {
  return (candidate, nameIndex, typeBonus) => {
    const row = scores[entityNameAt(candidate, nameIndex)] ?? { score: 0.1 };
    const score = typeBonus ? Math.min(1, row.score * 1.05) : row.score;
    return { rawScore: score, semanticScore: null, usedSemantic: false, exact: false, ...row, score };
  };
}

describe('match evaluation', () => {
  const criteria = { name: 'Vladimir Putin', threshold: 0.85 };

  it('scores an entity by its best name and keeps those at or above the threshold, best first', () => {
    const candidates = [
      entity('sanc_ofac_sdn_1', 'PUTIN, Vladimir Vladimirovich', {
        aliases: [{ alias_name: 'PUTIN, Vladimir', alias_type: 'a.k.a.' }],
      }),
      entity('sanc_ofac_sdn_2', 'PUTILIN, Vladimir'),
      entity('sanc_ofac_sdn_3', 'SOMEONE ELSE'),
    ];
    const matches = evaluateCandidates(
      criteria,
      candidates,
      table({
        'PUTIN, Vladimir Vladimirovich': { score: 0.9 },
        'PUTIN, Vladimir': { score: 0.97 },
        'PUTILIN, Vladimir': { score: 0.86 },
      }),
    );
    expect(matches.map((m) => [m.entity.entity_id, m.matchedName, m.score])).toEqual([
      ['sanc_ofac_sdn_1', 'PUTIN, Vladimir', 0.97],
      ['sanc_ofac_sdn_2', 'PUTILIN, Vladimir', 0.86],
    ]);
    expect(screeningStatus(matches)).toBe('match');
    expect(screeningStatus(matches.slice(1))).toBe('potential_match');
    expect(screeningStatus([])).toBe('clear');
  });

  it('applies the type bonus only when the query type equals the entity type', () => {
    const candidates = [
      entity('sanc_ofac_sdn_1', 'A'),
      entity('sanc_ofac_sdn_2', 'B', { entity_type: 'vessel' }),
    ];
    const scores = table({ A: { score: 0.84 }, B: { score: 0.84 } });
    const matches = evaluateCandidates({ ...criteria, entityType: 'individual' }, candidates, scores);
    // 0.84 × 1.05 = 0.882 passes 0.85 for the individual only.
    expect(matches.map((m) => m.entity.entity_id)).toEqual(['sanc_ofac_sdn_1']);
    expect(matches[0].score).toBeCloseTo(0.882, 10);
  });

  it('names the match type: exact, semantic, fuzzy+semantic, fuzzy', () => {
    const candidates = [
      entity('sanc_ofac_sdn_1', 'PUTIN, VLADIMIR'),
      entity('sanc_ofac_sdn_2', 'VLADIMIR PUTIN'),
      entity('sanc_ofac_sdn_3', 'SEMANTIC ONLY'),
      entity('sanc_ofac_sdn_4', 'BOTH'),
    ];
    const matches = evaluateCandidates(
      criteria,
      candidates,
      table({
        'PUTIN, VLADIMIR': { score: 0.9 },
        'VLADIMIR PUTIN': { score: 1, exact: true },
        'SEMANTIC ONLY': { score: 0.9, rawScore: 0.7, semanticScore: 0.9, usedSemantic: true },
        BOTH: { score: 0.95, rawScore: 0.88, semanticScore: 0.95, usedSemantic: true },
      }),
    );
    const types = Object.fromEntries(matches.map((m) => [m.entity.entity_id, m.matchType]));
    expect(types).toEqual({
      sanc_ofac_sdn_1: 'fuzzy',
      sanc_ofac_sdn_2: 'exact',
      sanc_ofac_sdn_3: 'semantic',
      sanc_ofac_sdn_4: 'fuzzy+semantic',
    });
  });

  it('confirms by a document number when the name scores at least 0.60, whatever the threshold', () => {
    const listed = entity('sanc_ofac_sdn_7', 'IVANOV, Petr', {
      identifiers: [{ id_type: 'passport', id_value: 'AB 123-456', country: 'Russia' }],
    });
    const weakName = entity('sanc_ofac_sdn_8', 'UNRELATED', {
      identifiers: [{ id_type: 'passport', id_value: 'AB123456', country: null }],
    });
    const matches = evaluateCandidates(
      { name: 'Petr Ivanov', threshold: 0.85, identifiers: { passport: 'ab123456' } },
      [listed, weakName],
      table({ 'IVANOV, Petr': { score: 0.7 }, UNRELATED: { score: 0.3 } }),
    );
    expect(matches).toHaveLength(1);
    expect(matches[0].matchType).toBe('identifier_confirmed');
    expect(matches[0].score).toBe(0.7);
    expect(matches[0].identifierEvidence).toEqual({
      matched: [{ query_type: 'passport', listed_type: 'passport', value: 'AB 123-456', country: 'Russia' }],
      date_of_birth: null,
    });
    expect(screeningStatus(matches)).toBe('match');
  });

  it('lets a date of birth support but never confirm', () => {
    const listed = entity('sanc_ofac_sdn_9', 'IVANOV, Petr', {
      identifiers: [{ id_type: 'date_of_birth', id_value: '01 Jan 1970', country: null }],
    });
    const low = evaluateCandidates(
      { name: 'Petr Ivanov', threshold: 0.85, identifiers: { date_of_birth: '1970-01-01' } },
      [listed],
      table({ 'IVANOV, Petr': { score: 0.8 } }),
    );
    expect(low).toEqual([]);
    const high = evaluateCandidates(
      { name: 'Petr Ivanov', threshold: 0.75, identifiers: { date_of_birth: '1970-01-01' } },
      [listed],
      table({ 'IVANOV, Petr': { score: 0.8 } }),
    );
    expect(high[0].matchType).toBe('fuzzy');
    expect(high[0].identifierEvidence?.date_of_birth).toEqual({
      query: '1970-01-01',
      listed: ['01 Jan 1970'],
      consistent: true,
    });
  });

  it('flags a shared country and never drops a match for a different one', () => {
    const listed = entity('sanc_ofac_sdn_10', 'IVANOV, Petr', { nationality_countries: ['Russia'] });
    const scores = table({ 'IVANOV, Petr': { score: 0.9 } });
    const same = evaluateCandidates({ ...criteria, countries: ['russia'] }, [listed], scores);
    const other = evaluateCandidates({ ...criteria, countries: ['France'] }, [listed], scores);
    expect(same[0].countryMatch).toBe(true);
    expect(other).toHaveLength(1);
    expect(other[0].countryMatch).toBe(false);
  });

  it('reads free-text listed dates of birth through the matching core', () => {
    const consistent = (query: string, listed: string) =>
      evaluateCandidates(
        { name: 'Petr Ivanov', threshold: 0.5, identifiers: { date_of_birth: query } },
        [
          entity('sanc_ofac_sdn_11', 'IVANOV, Petr', {
            identifiers: [{ id_type: 'date_of_birth', id_value: listed, country: null }],
          }),
        ],
        table({ 'IVANOV, Petr': { score: 0.9 } }),
      )[0].identifierEvidence?.date_of_birth?.consistent;
    expect(consistent('1970-01-01', '01 Jan 1970')).toBe(true);
    expect(consistent('1970-02-01', '01 Jan 1970')).toBe(false);
    expect(consistent('1970-05-17', '1970')).toBe(true);
    expect(consistent('1969-05-17', 'circa 1970')).toBe(false);
    expect(consistent('1969-05-17', '1968 to 1970')).toBe(true);
    expect(consistent('1971-05-17', '1968 to 1970')).toBe(false);
    expect(consistent('1970-03-02', 'Mar 1970')).toBe(true);
  });
});
