import type { Entity } from '../../../src/core/lists/model';
import { InvertedIndex } from '../../../src/engines/embedded/inverted-index';
import { entityKeys } from '../../../src/engines/entity-keys';
import { analyzeName } from '../../../src/core/names/keys';
import type { CandidateQuery } from '../../../src/engines/candidate-source';

function entity(
  id: string,
  name: string,
  aliases: string[] = [],
  listId: Entity['source_list_id'] = 'ofac_sdn',
): Entity {
  return {
    entity_id: id,
    primary_name: name,
    normalized_name: name.toUpperCase(),
    entity_type: 'individual',
    aliases: aliases.map((alias_name) => ({ alias_name, alias_type: 'a.k.a.' })),
    identifiers:
      id === 'sanc_ofac_sdn_3' ? [{ id_type: 'passport', id_value: 'AB-123 456', country: null }] : [],
    addresses: [],
    nationality_countries: [],
    sanctions_programs: [],
    listing_date: null,
    source_authority: 'OFAC',
    source_list_id: listId,
    remarks: null,
    source_entry_uid: id,
  };
}

describe('embedded inverted index', () => {
  const index = new InvertedIndex();
  const entities = [
    entity('sanc_ofac_sdn_1', 'PUTIN, Vladimir Vladimirovich'),
    entity('sanc_ofac_sdn_2', 'PUTILIN, Sergei'),
    entity('sanc_ofac_sdn_3', 'IVANOV, Petr', ['VLADIMIROV, Petr']),
    entity('sanc_bis_dpl_4', 'PUTIN, Vladimir', [], 'bis_dpl'),
    entity('sanc_ofac_sdn_5', 'AL QAIDA'),
  ];
  for (const e of entities) {
    const keys = entityKeys(e);
    index.add(e.entity_id, e.source_list_id, e.entity_type, keys.names, keys.identifierKeys);
  }
  const ask = (name: string, extra: Partial<CandidateQuery> = {}) =>
    index
      .search({ keys: analyzeName(name).keys, identifiers: [], lists: ['ofac_sdn'], size: 10, ...extra })
      .map((ordinal) => index.entityIdAt(ordinal));

  it('ranks by the summed best key per token, and filters on the requested lists', () => {
    // VLADIMIR PUTIN: entities 1 and 4 score 3 + 3 (both forms). VLADIMIROV is two edits
    // from VLADIMIR and codes FLTMRF against FLTMR; PUTILIN is two edits from PUTIN: no key.
    expect(ask('Vladimir Putin')).toEqual(['sanc_ofac_sdn_1']);
    // Equal scores: entity_id ascending.
    expect(ask('Vladimir Putin', { lists: ['ofac_sdn', 'bis_dpl'] })).toEqual([
      'sanc_bis_dpl_4',
      'sanc_ofac_sdn_1',
    ]);
    // PETR and VLADIMIROV both match entity 3, whose alias is VLADIMIROV, Petr.
    expect(ask('Petr Vladimirov')).toEqual(['sanc_ofac_sdn_3']);
  });

  it('finds one-edit typos through deletion keys and spacing variants through joined keys', () => {
    expect(ask('Vladimir Puttin')[0]).toBe('sanc_ofac_sdn_1');
    expect(ask('ALQAIDA')).toEqual(['sanc_ofac_sdn_5']);
  });

  it('retrieves by a normalized document number alone', () => {
    expect(ask('Nobody Known', { identifiers: ['AB123456'] })).toEqual(['sanc_ofac_sdn_3']);
  });

  it("ranks the caller's entity type first among equal name scores", () => {
    // PETR matches entity 3 only; VLADIMIR matches 1 and 4 (ofac_sdn: only 1). Entity 1 is an
    // individual like 3, so a type clause cannot reorder them; a vessel clause reaches no one.
    expect(ask('Vladimir Putin', { entityType: 'vessel' })).toEqual(['sanc_ofac_sdn_1']);
    expect(ask('Al Qaida', { entityType: 'individual', lists: ['ofac_sdn'] })).toEqual(['sanc_ofac_sdn_5']);
  });

  it('breaks ties on entity_id and honours size', () => {
    expect(ask('Petr', { size: 1 })).toEqual(['sanc_ofac_sdn_3']);
    expect(ask('Zyxwvut')).toEqual([]);
  });

  it('ranks one edit of a word of five letters or more above a shared phonetic code', () => {
    // TAIBOA codes TP, as DEEP, DUBAI and TAEB do (1.5 each, and first by entity_id); TAIBOLA, one
    // letter more, codes TPL and shares only a deletion key, which a five-letter word weighs 1.75.
    const small = new InvertedIndex();
    ['DEEP', 'DUBAI', 'TAEB', 'TAIBOLA'].forEach((name, n) => {
      const e = entity(`sanc_ofac_sdn_${n + 1}`, name);
      small.add(e.entity_id, e.source_list_id, e.entity_type, entityKeys(e).names, []);
    });
    const first = (name: string) =>
      small.entityIdAt(
        small.search({ keys: analyzeName(name).keys, identifiers: [], lists: ['ofac_sdn'], size: 1 })[0],
      );
    expect(first('TAIBOA')).toBe('sanc_ofac_sdn_4');
  });

  it('ranks a rare surname above two common given names (each word weighs its informativeness)', () => {
    // At equal weights KARAMI + MOHAMMAD tied with MOHAMMAD + HASSAN, and the tie-break on entity_id
    // put the namesakes of the given names first.
    const small = new InvertedIndex();
    ['TOULAI, Mohammad Hassan', 'AWEYS, Hassan Mohammad', 'KARAMI, Mohammad'].forEach((name, n) => {
      const e = entity(`sanc_ofac_sdn_${n + 1}`, name);
      small.add(e.entity_id, e.source_list_id, e.entity_type, entityKeys(e).names, []);
    });
    const query = {
      keys: analyzeName('KARAMI, Mohammad Hassan').keys,
      identifiers: [],
      lists: ['ofac_sdn' as const],
    };
    expect(small.entityIdAt(small.search({ ...query, size: 1 })[0])).toBe('sanc_ofac_sdn_3');
  });

  it('ranks a name written with or without its particles first, as its whole name (BANK OF TEJARAT, BANK TEJARAT)', () => {
    // Every word weak: BANK, OF and TEJARAT weigh alike, so each BANK OF … scores as much as BANK
    // TEJARAT itself, and the tie-break on entity_id put them first.
    const first = (listedNames: string[], query: string) => {
      const small = new InvertedIndex();
      listedNames.forEach((name, n) => {
        const e = entity(`sanc_ofac_sdn_${n + 1}`, name);
        small.add(e.entity_id, e.source_list_id, e.entity_type, entityKeys(e).names, []);
      });
      const keys = analyzeName(query).keys;
      return small.entityIdAt(small.search({ keys, identifiers: [], lists: ['ofac_sdn'], size: 1 })[0]);
    };
    const banks = ['BANK OF EAST LAND', 'BANK OF KUNLUN', 'BANK TEJARAT'];
    expect(first(banks, 'Bank of Tejarat')).toBe('sanc_ofac_sdn_3');
    expect(first(banks, 'The Tejarat Bank')).toBe('sanc_ofac_sdn_3');
    // And the other way round: a listed name with OF, queried without (SEPAH and BANK tie both).
    expect(first(['SEPAH BANK TRADE', 'BANK OF SEPAH'], 'Sepah Bank')).toBe('sanc_ofac_sdn_2');
  });
});
