import type { Entity, EntityType } from '../../../src/core/lists/model';
import { explainNames, prepareName, prepareQueryName } from '../../../src/core/matching';
import { comparerFor, PreparedNameCache } from '../../../src/screening/name-comparer';
import { evaluateCandidates, type ScreeningCriteria } from '../../../src/screening/match-evaluation';

/**
 * Legal forms are read only in names that can have one (docs/matching.md, "Legal forms in
 * persons' names"): PAO is a Chinese surname as well as the Russian ПАО, SIA a Chinese given
 * name as well as the Latvian SIA, AG a Tuareg particle as well as the German AG.
 */
function listed(entity_id: string, primary_name: string, entity_type: EntityType): Entity {
  return {
    entity_id,
    primary_name,
    normalized_name: primary_name.toUpperCase(),
    entity_type,
    aliases: [],
    identifiers: [],
    addresses: [],
    nationality_countries: [],
    sanctions_programs: ['TEST'],
    listing_date: null,
    source_authority: 'test',
    source_list_id: 'ofac_sdn',
    remarks: null,
    source_entry_uid: entity_id,
  };
}

function scoreOf(criteria: Omit<ScreeningCriteria, 'threshold'>, entity: Entity): number {
  const compare = comparerFor(criteria.name, new PreparedNameCache());
  const [hit] = evaluateCandidates({ ...criteria, threshold: 0 }, [entity], compare);
  return hit.score;
}

describe("legal forms in persons' names", () => {
  it("keeps a listed individual's PAO as a word, and reads it as a legal form in an organization's name", () => {
    const person = prepareName('PAO, Yu Liang', true);
    expect(person.legalForms).toEqual([]);
    expect(person.words.map((word) => word.text)).toEqual(['PAO', 'YU', 'LIANG']);
    expect(person.keepsLegalFormWords).toBe(true);
    expect(prepareName('PAO SBERBANK').legalForms).toEqual(['JSC']);
    expect(prepareName('PAO, Yu Liang').legalForms).toEqual(['JSC']);
    expect(prepareName('TAO, Yu Liang', true).keepsLegalFormWords).toBe(false);
  });

  it('scores the given names of PAO, Yu Liang as it scores those of any other surname, no longer as the whole name', () => {
    // Read as a legal form, PAO left YU LIANG alone: "Yu Liang" scored 0.99, a match for anyone of that name.
    const pao = scoreOf(
      { name: 'Yu Liang', entityType: 'individual' },
      listed('p1', 'PAO, Yu Liang', 'individual'),
    );
    const tao = scoreOf(
      { name: 'Yu Liang', entityType: 'individual' },
      listed('p2', 'TAO, Yu Liang', 'individual'),
    );
    expect(pao).toBe(tao);
    expect(pao).toBeLessThan(0.95);
    expect(scoreOf({ name: 'Pao Yu Liang' }, listed('p1', 'PAO, Yu Liang', 'individual'))).toBe(1);
  });

  it('finds a Tuareg name by its given name and the particle AG, typed or not', () => {
    const houka = listed('p3', 'AG ALHOUSSEINI, Houka Houka', 'individual');
    expect(scoreOf({ name: 'Houka Ag Alhousseini' }, houka)).toBeGreaterThanOrEqual(0.95);
    expect(scoreOf({ name: 'Houka Ag Alhousseini', entityType: 'individual' }, houka)).toBe(0.99);
  });

  it("reads an untyped query's legal-form word as a name word against an individual, and as a legal form against an organization", () => {
    expect(scoreOf({ name: 'Khun Sa' }, listed('p4', 'KHUN SA', 'individual'))).toBe(1);
    // Against a listed organization SA is a legal form on both sides: the same company.
    expect(scoreOf({ name: 'Khun Sa' }, listed('o1', 'KHUN S.A.', 'organization'))).toBe(1);
  });

  it("still reads a listed organization's legal form: PJSC SBERBANK is SBERBANK", () => {
    const sberbank = listed('o2', 'PAO SBERBANK', 'organization');
    expect(scoreOf({ name: 'Sberbank PJSC', entityType: 'organization' }, sberbank)).toBe(1);
  });

  it('still finds a company the lists type as an individual when the query writes its legal form out', () => {
    // The DPL types KOTO COMMERCIO IBERICA, S.L. and SUNTRONIC F.Z.E. as individuals.
    const koto = listed('d1', 'KOTO COMMERCIO IBERICA, S.L.', 'individual');
    expect(
      scoreOf({ name: 'Koto Commercio Iberica Sociedad Limitada', entityType: 'organization' }, koto),
    ).toBe(1);
    const suntronic = listed('d2', 'SUNTRONIC F.Z.E.', 'individual');
    expect(scoreOf({ name: 'Suntronic Free Zone Establishment' }, suntronic)).toBe(1);
    // A query with no legal form still meets the person's name only.
    expect(
      scoreOf({ name: 'Yu Yi', entityType: 'individual' }, listed('p5', 'PAO, Yu Yi', 'individual')),
    ).toBeLessThan(0.85);
  });

  it("gives explain's final score for an individual the score screening reports against a listed individual", () => {
    for (const [query, name] of [
      ['Yu Liang', 'PAO, Yu Liang'],
      ['Wei Kang', 'WEI, Sia-Kang'],
      ['Houka Ag', 'AG ALHOUSSEINI, Houka Houka'],
    ]) {
      const explained = explainNames(prepareQueryName(query, true), prepareName(name, true), {
        typeBonus: true,
        entityType: 'individual',
      });
      expect(scoreOf({ name: query, entityType: 'individual' }, listed('p', name, 'individual'))).toBe(
        explained.final_score,
      );
    }
  });
});
