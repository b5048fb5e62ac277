import { SHAPES } from '../../../scripts/eval/shapes';
import type { Entity } from '../../../src/core/lists/model';

const entity = (primary_name: string, entity_type = 'organization', country = ''): Entity =>
  ({
    entity_id: 'x',
    primary_name,
    entity_type,
    aliases: [],
    nationality_countries: country ? [country] : [],
    addresses: [],
    identifiers: [],
  }) as unknown as Entity;

const rewrite = (shape: string, e: Entity) => {
  const found = SHAPES.find((s) => s.name.startsWith(shape));
  if (!found) throw new Error(`no shape ${shape}`);
  return found.rewrite(e);
};

describe('eval:shapes rewrites (scripts/eval/shapes.ts)', () => {
  it('cuts a long name inside a word only', () => {
    expect(rewrite('cut at 35', entity('CHONGCHONGANG SHIPPING COMPANY LIMITED'))).toBe(
      'CHONGCHONGANG SHIPPING COMPANY LIMI',
    );
    // The 35th and 36th characters are not both letters: a cut between words is another shape.
    expect(rewrite('cut at 35', entity('CHONGCHONGANG SHIPPING COMPANY LTD AND X'))).toBeNull();
    expect(rewrite('cut at 35', entity('SHORT NAME LTD'))).toBeNull();
  });

  it('writes the other shapes as a caller would', () => {
    expect(rewrite('organization of 2-3 words', entity('HAVIN BANK LIMITED'))).toBe('HAVINBANKLIMITED');
    expect(rewrite('organization with THE', entity('CIMEX'))).toBe('THE CIMEX');
    expect(rewrite('organization with THE', entity('CIMEX', 'individual'))).toBeNull();
    expect(rewrite('the Arabic article', entity('AL-ZAWAHIRI, Ayman', 'individual'))).toBe(
      'AZ-ZAWAHIRI, Ayman',
    );
    expect(rewrite('the Arabic article', entity('AL-QAIDA'))).toBeNull();
    expect(rewrite('Arabic name in French', entity('AL-WADI, Jawhar', 'individual', 'Syria'))).toBe(
      'AL-OUADI, DJAOUHAR',
    );
    expect(rewrite('individual as first given', entity('PUTIN, Vladimir Vladimirovich', 'individual'))).toBe(
      'Vladimir PUTIN',
    );
    expect(rewrite('individual with a middle initial', entity('ESSID, Sami Ben Khemais', 'individual'))).toBe(
      'Sami B. ESSID',
    );
    expect(rewrite('individual with a middle initial', entity('ESSID, Sami', 'individual'))).toBeNull();
    expect(rewrite('punctuation written as spaces', entity('I.P.C. INTERNATIONAL LIMITED'))).toBe(
      'I P C INTERNATIONAL LIMITED',
    );
    expect(rewrite('punctuation written as spaces', entity('HAVIN BANK LIMITED'))).toBeNull();
    const putin = entity('PUTIN, Vladimir Vladimirovich', 'individual');
    expect(rewrite('joint name', putin)).toBe('Vladimir Vladimirovich PUTIN AND MARIA GARCIA');
    expect(rewrite('joint name', entity('HAVIN BANK LIMITED'))).toBeNull();
    expect(rewrite('another party after C/O', entity('HAVIN BANK LIMITED'))).toBe(
      'HAVIN BANK LIMITED C/O FATIMA HASSAN',
    );
    expect(rewrite('ESTATE OF', putin)).toBe('ESTATE OF Vladimir Vladimirovich PUTIN');
    expect(rewrite("father's name after S/O", putin)).toBe('Vladimir Vladimirovich PUTIN S/O JOHN WILLIAMS');
    expect(rewrite('one letter changed', entity('CUBAEXPORT'))).toBe('CUBAETPORT');
    expect(rewrite('one letter changed', entity('HAVIN BANK'))).toBeNull();
    expect(rewrite('a remark after the name', entity('HAVIN BANK LIMITED'))).toBe(
      'HAVIN BANK LIMITED 12345678',
    );
    expect(rewrite('a remark after the name', putin)).toBe(
      'Vladimir Vladimirovich PUTIN Tel: +7 (495) 123-45-67',
    );
    // The fifth session's shapes: a date (the listed one when there is one), twice, a prefix, titles,
    // a number, an alias in brackets, a ship's former name, a country after an individual only.
    const dated = {
      ...putin,
      identifiers: [{ id_type: 'date_of_birth', id_value: '1952-10-07' }],
    } as unknown as Entity;
    expect(rewrite("an individual's date of birth", dated)).toBe('Vladimir Vladimirovich PUTIN 1952');
    expect(rewrite("an individual's date of birth", entity('HAVIN BANK LIMITED'))).toBeNull();
    expect(rewrite('the name written twice', entity('CIMEX'))).toBe('CIMEX CIMEX');
    expect(rewrite('a field label', entity('HAVIN BANK LIMITED'))).toBe(
      '/DE89370400440532013000 HAVIN BANK LIMITED',
    );
    expect(rewrite('titles before an individual', putin)).toBe('Rev. Vladimir Vladimirovich PUTIN');
    expect(rewrite('a document or registration', entity('HAVIN BANK LIMITED'))).toBe(
      'HAVIN BANK LIMITED SWIFT HAVIGB2L',
    );
    const aliased = {
      ...entity('HAVIN BANK LIMITED'),
      aliases: [{ alias_name: 'HAVIN BANK' }],
    } as unknown as Entity;
    expect(rewrite('another name of the entity', aliased)).toBe('HAVIN BANK LIMITED (HAVIN BANK)');
    expect(rewrite('another name of the entity', entity('HAVIN BANK LIMITED'))).toBeNull();
    expect(rewrite("a vessel's former name", entity('ADRIAN DARYA 1', 'vessel'))).toBe(
      'ADRIAN DARYA 1 (ex SEA PRIDE)',
    );
    expect(
      rewrite("country written after an individual's", entity('PUTIN, Vladimir', 'individual', 'Russia')),
    ).toBe('PUTIN, Vladimir RUSSIA');
    expect(
      rewrite("country written after an individual's", entity('HAVIN BANK', 'organization', 'Iran')),
    ).toBeNull();
    // 18 characters: the third typo.
    expect(rewrite('LIMITED misspelled', entity('HAVIN BANK LIMITED'))).toBe('HAVIN BANK LIMTIED');
    expect(rewrite('LIMITED misspelled', entity('UNLIMITED ACME'))).toBeNull();
  });
});
