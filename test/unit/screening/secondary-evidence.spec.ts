import type { Entity } from '../../../src/core/lists/model';
import { explainNames, prepareName } from '../../../src/core/matching';
import { applyEvidence, weighEvidence } from '../../../src/core/matching/evidence';
import { comparerFor, PreparedNameCache } from '../../../src/screening/name-comparer';
import {
  entityCountries,
  evaluateCandidates,
  screeningStatus,
  type ScreeningCriteria,
} from '../../../src/screening/match-evaluation';

/** PUTIN, Vladimir Vladimirovich as OFAC lists him (SDN 35096): DOB 07 Oct 1952, nationality Russia. */
const putin: Entity = {
  entity_id: 'sanc_ofac_sdn_35096',
  primary_name: 'PUTIN, Vladimir Vladimirovich',
  normalized_name: 'PUTIN VLADIMIR VLADIMIROVICH',
  entity_type: 'individual',
  aliases: [],
  identifiers: [{ id_type: 'date_of_birth', id_value: '07 Oct 1952', country: null }],
  addresses: [],
  nationality_countries: ['Russia'],
  sanctions_programs: ['RUSSIA-EO14024'],
  listing_date: null,
  source_authority: 'OFAC',
  source_list_id: 'ofac_sdn',
  remarks: null,
  source_entry_uid: '35096',
};

function screen(criteria: ScreeningCriteria) {
  const compare = comparerFor(criteria.name, new PreparedNameCache());
  return evaluateCandidates(criteria, [putin], compare);
}

describe('secondary evidence: the arithmetic (hand-checked)', () => {
  const listed = { identifiers: putin.identifiers, countries: ['Russia'] };

  it('takes an exact name with a contradicting date of birth from 1.0 to 0.94: potential_match, not match', () => {
    const evidence = weighEvidence({ dateOfBirth: '1960-02-03' }, listed);
    expect(evidence.adjustment).toBe(-0.06);
    expect(applyEvidence(1, evidence)).toBe(0.94);
  });

  it('raises a name on an agreeing date of birth (+0.02) and country (+0.01), never to 1.0 unless identical', () => {
    const evidence = weighEvidence({ dateOfBirth: '1952-10-07', countries: ['russia'] }, listed);
    expect(evidence.findings.map((f) => [f.kind, f.agrees, f.adjustment])).toEqual([
      ['date_of_birth', true, 0.02],
      ['country', true, 0.01],
    ]);
    expect(applyEvidence(0.9, evidence)).toBe(0.93);
    expect(applyEvidence(0.99, evidence)).toBe(0.9999);
    expect(applyEvidence(1, evidence)).toBe(1);
  });

  it('never takes a hit below 0.85, nor below its own name score when that is lower', () => {
    const both = weighEvidence({ dateOfBirth: '1960-02-03', countries: ['Iran'] }, listed);
    expect(both.adjustment).toBe(-0.08);
    expect(applyEvidence(0.9, both)).toBe(0.85);
    expect(applyEvidence(0.8, both)).toBe(0.8);
  });

  it('counts nothing when either side is silent, and a listed year or range as agreeing', () => {
    expect(weighEvidence({}, listed).findings).toEqual([]);
    expect(weighEvidence({ dateOfBirth: '1952-10-07' }, { identifiers: [], countries: [] }).findings).toEqual(
      [],
    );
    const range = {
      identifiers: [{ id_type: 'date_of_birth', id_value: '1950 to 1955', country: null }],
      countries: [],
    };
    expect(weighEvidence({ dateOfBirth: '1952-10-07' }, range).adjustment).toBe(0.02);
  });
});

describe('secondary evidence in screening', () => {
  it('moves a match down to potential_match, and never removes it', () => {
    const [match] = screen({
      name: 'PUTIN, Vladimir Vladimirovich',
      identifiers: { date_of_birth: '1960-02-03' },
      countries: ['Iran'],
      threshold: 0.85,
    });
    expect(match.comparison.score).toBe(1);
    expect(match.score).toBe(0.92);
    expect(match.matchType).toBe('exact');
    expect(screeningStatus([match])).toBe('potential_match');
  });

  it('keeps a hit whose name alone passes the threshold, even when evidence takes it below', () => {
    const matches = screen({
      name: 'Vladimir Putin',
      identifiers: { date_of_birth: '1960-02-03' },
      threshold: 0.9,
    });
    // The name alone scores 0.955 (token informativeness: the missing patronymic costs little);
    // the contradicting date of birth takes 0.06 off.
    expect(matches.map((m) => [m.comparison.score, m.score])).toEqual([[0.955, 0.895]]);
  });

  it('never brings in a hit whose name does not pass the threshold', () => {
    const matches = screen({
      name: 'Vladimir Putin',
      identifiers: { date_of_birth: '1952-10-07' },
      countries: ['Russia'],
      // The name scores 0.955, below this threshold; the agreeing evidence (+0.03) must not lift it in.
      threshold: 0.96,
    });
    expect(matches).toEqual([]);
  });

  it.each([
    [{ date_of_birth: '1952-10-07' }, ['Russia']],
    [{ date_of_birth: '1960-02-03' }, ['Iran', 'Iraq']],
    [{ date_of_birth: '1952-10-08' }, undefined],
    [undefined, ['Finland']],
  ])('reports the score explain gives for the same evidence (%j, %j)', (identifiers, countries) => {
    const [match] = screen({
      name: 'Vladimir Putin',
      entityType: 'individual',
      identifiers,
      countries,
      threshold: 0.85,
    });
    const explained = explainNames(prepareName('Vladimir Putin'), prepareName(match.matchedName), {
      typeBonus: true,
      queryIdentifiers: identifiers,
      matchedIdentifiers: putin.identifiers.map((i) => i.id_value),
      queryCountries: countries,
      matchedCountries: entityCountries(putin),
    });
    expect(explained.final_score).toBe(match.score);
    expect(explained.algorithm_details.secondary_evidence?.final_score).toBe(match.score);
    expect(explained.confidence_factors.some((f) => f.startsWith('Secondary evidence moves'))).toBe(true);
  });
});
