import { Rng } from '../../../scripts/eval/prng';
import { printMisreading } from '../../../scripts/eval/tuning-print';
import { pinyinSyllables, wadeGilesName, wadeGilesSyllable } from '../../../scripts/eval/tuning-wade-giles';
import type { Entity } from '../../../src/core/lists/model';
import { normalizeName } from '../../../src/core/names/normalize';

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
