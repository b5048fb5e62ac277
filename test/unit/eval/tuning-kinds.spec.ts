import { Rng } from '../../../scripts/eval/prng';
import {
  legalFormOfJurisdiction,
  middlesFromAnyName,
  shortNameSoundSlip,
} from '../../../scripts/eval/tuning-pass2';
import type { NegativeCase } from '../../../scripts/eval/cases';
import { initialsOfGivenNames, negativesWithInitials } from '../../../scripts/eval/tuning-initials';
import { printMisreading } from '../../../scripts/eval/tuning-print';
import { cutByFieldLength, negativesCut, truncatable } from '../../../scripts/eval/tuning-truncation';
import { pinyinSyllables, wadeGilesName, wadeGilesSyllable } from '../../../scripts/eval/tuning-wade-giles';
import type { Entity } from '../../../src/core/lists/model';
import { normalizeName } from '../../../src/core/names/normalize';
import { editDistance } from './edit-distance';

function entity(name: string, type: Entity['entity_type'], countries: string[] = []): Entity {
  return {
    entity_id: 'sanc_ofac_sdn_1',
    primary_name: name,
    normalized_name: normalizeName(name),
    entity_type: type,
    aliases: [],
    identifiers: [],
    addresses: [],
    nationality_countries: countries,
    sanctions_programs: [],
    listing_date: null,
    source_authority: 'OFAC',
    source_list_id: 'ofac_sdn',
    remarks: null,
    source_entry_uid: '1',
  };
}

/** A negative case of the tuning part, for the generators that derive negatives. */
function negative(id: string, name: string, origin: string): NegativeCase {
  return { id, kind: 'negative', query: { name }, origin };
}

describe('tuning kind wade_giles: this file’s own pinyin → Wade-Giles table', () => {
  it.each([
    ['ZHOU', 'CHOU'],
    ['XI', 'HSI'],
    ['QING', "CH'ING"],
    ['JIN', 'CHIN'],
    ['ZI', 'TZU'],
    ['SI', 'SSU'],
    ['RI', 'JIH'],
    ['ZHI', 'CHIH'],
    ['GUO', 'KUO'],
    ['LUO', 'LO'],
    ['GE', 'KO'],
    ['YAN', 'YEN'],
    ['XUE', 'HSUEH'],
    ['DONG', 'TUNG'],
    ['XIONG', 'HSIUNG'],
    ['GUI', 'KUEI'],
    ['YOU', 'YU'],
    ['ER', 'ERH'],
  ])('writes pinyin %s as %s', (pinyin, wadeGiles) => {
    expect(wadeGilesSyllable(pinyin)).toBe(wadeGiles);
  });

  it('splits a given name into syllables, and refuses words that are not pinyin', () => {
    expect(pinyinSyllables('RUIGUANG')).toEqual(['RUI', 'GUANG']);
    expect(pinyinSyllables('ZEDONG')).toEqual(['ZE', 'DONG']);
    expect(pinyinSyllables('SMITH')).toBeNull();
    expect(wadeGilesSyllable('DER')).toBeNull();
  });

  it('writes a Chinese individual in Wade-Giles, and nobody else', () => {
    const variant = wadeGilesName(entity('GUO, Ruiguang', 'individual', ['China']), new Rng(3));
    expect(variant).not.toBeNull();
    const plain = normalizeName(variant?.name ?? '');
    expect(plain.split(' ').sort()).toEqual(['JUI', 'KUANG', 'KUO']);
    expect(wadeGilesName(entity('PUTIN, Vladimir', 'individual', ['Russia']), new Rng(3))).toBeNull();
    expect(wadeGilesName(entity('GUO TRADING CO', 'organization', ['China']), new Rng(3))).toBeNull();
  });
});

describe('tuning kind print_misreading', () => {
  it('misreads exactly one distinctive word, never a legal form or a generic word', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const source = 'ROSNEFT TRADING S.A.';
      const variant = printMisreading(entity(source, 'organization'), new Rng(seed));
      if (variant === null) continue;
      const words = normalizeName(variant.name).split(' ');
      expect(words.slice(1)).toEqual(['TRADING', 'SA']);
      expect(words[0]).not.toBe('ROSNEFT');
    }
  });

  it('gives nothing for a name without a distinctive word of four letters or more', () => {
    expect(printMisreading(entity('ABC LLC', 'organization'), new Rng(1))).toBeNull();
  });
});

describe('tuning kind short_name_sound: one fat-finger, neighbour-key or same-sound slip in a short name', () => {
  it('changes one distinctive word of 5+ letters by one or two edits, never its first letter', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const variant = shortNameSoundSlip(entity('ZDRAVO TRADING LLC', 'organization'), new Rng(seed));
      expect(variant).not.toBeNull();
      const words = normalizeName(variant!.name).split(' ');
      expect(words.slice(1)).toEqual(['TRADING', 'LLC']);
      expect(words[0]).not.toBe('ZDRAVO');
      expect(words[0][0]).toBe('Z');
      // A fat finger inserts a letter; the other models replace or drop one.
      expect(editDistance(words[0], 'ZDRAVO')).toBe(1);
    }
  });

  it('skips names with more than two distinctive words or no word of 5+ letters', () => {
    expect(shortNameSoundSlip(entity('NORTH STAR OCEAN SHIPPING', 'organization'), new Rng(1))).toBeNull();
    expect(shortNameSoundSlip(entity('ALFA LLC', 'organization'), new Rng(1))).toBeNull();
  });
});

describe('tuning kind middles_any_name: every inner given name dropped from any listed name', () => {
  it('keeps the first given name and the surname of a comma name', () => {
    const e = entity('KOZAK, Taras Romanovych Ivanovych', 'individual');
    const variant = middlesFromAnyName(e, new Rng(3));
    expect(normalizeName(variant!.name)).toBe('TARAS KOZAK');
    expect(variant!.sourceName).toBe(e.primary_name);
  });

  it('keeps the first and last word of an uncommaed a.k.a., with the particle before the last', () => {
    const e = entity('SHORT, Name', 'individual');
    e.aliases = [{ alias_name: 'MOHAMMAD HASSAN YUSUF AL KHALID', alias_type: 'a.k.a.' }];
    expect(normalizeName(middlesFromAnyName(e, new Rng(1))!.name)).toBe('MOHAMMAD AL KHALID');
  });

  it('skips a first word that is a particle or a title, and names that embed another name', () => {
    expect(middlesFromAnyName(entity('AUNG, U Hlaing Bwar', 'individual'), new Rng(1))).toBeNull();
    expect(middlesFromAnyName(entity('BASHIR, Abd Al-Rahim Musa', 'individual'), new Rng(1))).toBeNull();
    expect(middlesFromAnyName(entity('FUYI SUN A/K/A FRANK SUN', 'individual'), new Rng(1))).toBeNull();
  });
});

describe('tuning kind legal_form_jurisdiction: the other side of a legal form, by the entity’s country', () => {
  it('writes out an abbreviation of the entity’s country, the longest one found', () => {
    const e = entity('GRUPO VEKTOR, S. DE R.L. DE C.V.', 'organization', ['Mexico']);
    const variant = legalFormOfJurisdiction(e, new Rng(2));
    expect(normalizeName(variant!.name)).toBe(
      'GRUPO VEKTOR SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE',
    );
  });

  it('abbreviates a written-out form', () => {
    const e = entity('VEKTOR ELEKTRONIK ANONIM SIRKETI', 'organization', ['Turkey']);
    expect(normalizeName(legalFormOfJurisdiction(e, new Rng(1))!.name)).toBe('VEKTOR ELEKTRONIK AS');
  });

  it('leaves a form alone outside its countries', () => {
    expect(
      legalFormOfJurisdiction(entity('VEKTOR S.A.L.', 'organization', ['Mexico']), new Rng(1)),
    ).toBeNull();
  });
});

describe('tuning kind initials and the tuning negatives person:initial', () => {
  it('writes given names as initials in the three shapes callers use, surname last', () => {
    const e = entity('PUTIN, Vladimir Vladimirovich', 'individual');
    const shapes = new Set<string>();
    for (let seed = 1; seed <= 40; seed++)
      shapes.add(normalizeName(initialsOfGivenNames(e, new Rng(seed))!.name));
    expect([...shapes].sort()).toEqual(['V PUTIN', 'V V PUTIN', 'VLADIMIR V PUTIN']);
  });

  it('skips names without a comma and given names with a particle or a one-letter word', () => {
    expect(initialsOfGivenNames(entity('MICHAEL COX', 'individual'), new Rng(1))).toBeNull();
    expect(initialsOfGivenNames(entity('BASHIR, Abd Al-Rahim', 'individual'), new Rng(1))).toBeNull();
    expect(initialsOfGivenNames(entity('DOE, John A.', 'individual'), new Rng(1))).toBeNull();
  });

  it('abbreviates the first name of every fourth ordinary person, and of nobody else', () => {
    const out = negativesWithInitials([
      negative('n1', 'Maria Schmidt', 'person:german'),
      negative('n2', 'Acme Trading Ltd', 'org:company'),
      negative('n3', 'Jean Dupont', 'person:french'),
      negative('n4', 'Ana Li', 'person:chinese'),
      negative('n5', 'Pierre Martin', 'person:french'),
      negative('n6', 'Hans Weber', 'person:german'),
    ]);
    expect(out.map((c) => [c.id, c.query.name, c.origin])).toEqual([
      ['n1-initial', 'M. SCHMIDT', 'person:initial'],
      ['n6-initial', 'H. WEBER', 'person:initial'],
    ]);
  });
});

describe('tuning kind field_truncation and the tuning negatives org:truncated', () => {
  it('cuts a long name at a field length it exceeds, wherever the cut falls', () => {
    const e = entity('CHONGCHONGANG SHIPPING COMPANY LIMITED', 'organization');
    const cuts = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) cuts.add(cutByFieldLength(e, new Rng(seed))!.name);
    // 38 characters: cut at 30 or 35, never at 40; trailing spaces dropped.
    expect([...cuts].sort()).toEqual([
      'CHONGCHONGANG SHIPPING COMPANY',
      'CHONGCHONGANG SHIPPING COMPANY LIMI',
    ]);
    expect(cutByFieldLength(entity('HAVIN BANK LIMITED', 'organization'), new Rng(1))).toBeNull();
    expect(truncatable(entity('A VERY LONG VESSEL NAME THAT GOES ON AND ON', 'vessel'))).toBe(false);
  });

  it('cuts the long companies of the negatives at 35 characters, and nobody else', () => {
    const out = negativesCut([
      negative('n1', 'International Business Machines Corporation', 'org:company/well_known'),
      negative('n2', 'Apple Inc.', 'org:company/well_known'),
      negative('n3', 'Maximilian Alexander von Hohenzollern-Sigmaringen', 'person:german'),
    ]);
    expect(out.map((c) => [c.id, c.query.name, c.origin])).toEqual([
      ['n1-truncated', 'International Business Machines Cor', 'org:truncated'],
    ]);
  });
});
