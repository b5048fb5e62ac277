import { Rng } from '../../../scripts/eval/prng';
import {
  arabicVariant,
  koreanVariant,
  revisedSyllable,
  russianVariant,
  segmentPinyin,
  wadeGiles,
  wadeGilesVariant,
} from '../../../scripts/eval/validation/romanization';
import {
  arabicWord,
  hangulSyllable,
  toArabicScript,
  toChineseCharacters,
  toCyrillic,
  toHangul,
} from '../../../scripts/eval/validation/scripts';

const seeds = (n = 40) => Array.from({ length: n }, (_, seed) => new Rng(seed));

describe('Korean romanizations', () => {
  it('reads McCune-Reischauer syllables (apostrophes) into Revised Romanization', () => {
    expect(revisedSyllable("Myo'ng")).toBe('MYEONG');
    expect(revisedSyllable("Ch'o'l")).toBe('CHEOL');
    expect(revisedSyllable('Chong', true)).toBe('JONG');
    expect(revisedSyllable('Tong')).toBe('DONG');
    expect(revisedSyllable("U'n")).toBe('EUN');
  });

  it('reads the apostrophe-less North Korean spelling: CH stays, ŏ syllables get EO, K/T/P are voiced', () => {
    expect(revisedSyllable('Chol', false)).toBe('CHEOL');
    expect(revisedSyllable('Jong', false)).toBe('JEONG');
    expect(revisedSyllable('Kil', false)).toBe('GIL');
    expect(revisedSyllable('Su', false)).toBe('SU');
  });

  it('respells the surname (RI → LEE/YI …) and/or the given name, never returning the listed spelling', () => {
    for (const rng of seeds()) {
      const out = koreanVariant('RI, Chol Sam', rng) as string;
      expect(out).toMatch(/^(RI|LEE|YI|RHEE|I) Cheol(-s| s|s)am$/i);
    }
    expect(koreanVariant('AL-ASAD, Bashar Hafiz Muhammad Karim', new Rng(1))).toBeNull();
  });
});

describe('Chinese pinyin → Wade-Giles', () => {
  it('converts syllables (hand-checked against the Wade-Giles tables)', () => {
    const table: Record<string, string> = {
      zhou: 'chou',
      xiang: 'hsiang',
      qing: "ch'ing",
      zi: 'tzu',
      si: 'ssu',
      zhi: 'chih',
      yi: 'i',
      guo: 'kuo',
      de: 'te',
      ge: 'ko',
      rong: 'jung',
      lian: 'lien',
      xie: 'hsieh',
      cui: "ts'uei",
      duo: 'to',
      jian: 'chien',
    };
    for (const [pinyin, wg] of Object.entries(table)) expect(wadeGiles(pinyin)).toBe(wg);
  });

  it('segments joined given names into syllables, or refuses what is not pinyin', () => {
    expect(segmentPinyin('Yishan')).toEqual(['yi', 'shan']);
    expect(segmentPinyin('Xiaohong')).toEqual(['xiao', 'hong']);
    expect(segmentPinyin('Smith')).toBeNull();
  });

  it('writes "ZHOU, Yishan" as "CHOU, I-shan"', () => {
    for (const rng of seeds(10)) expect(wadeGilesVariant('ZHOU, Yishan', rng)).toBe('CHOU, I-shan');
    for (const rng of seeds(10))
      expect(['CHANG, Ch’ing'.replace('’', "'"), 'CHANG, Ching']).toContain(
        wadeGilesVariant('ZHANG, Qing', rng),
      );
  });
});

describe('Arabic and Russian romanization conventions', () => {
  it('respells one or two tokens of an Arabic name, keeping the others', () => {
    for (const rng of seeds()) {
      const out = arabicVariant('AL-ASAD, Bashar', rng) as string;
      expect(out).not.toBe('AL-ASAD, Bashar');
      const [surname, given] = out.split(', ');
      expect(['AL-ASAD', 'EL-ASAD', 'AL-ASSAD', 'AL-ASADD']).toContain(surname);
      expect(['Bashar', 'Bachar', 'Bashshar', 'Basshar', 'Bashar'].concat(['Bashhar'])).toContain(given);
    }
  });

  it('writes a Russian name in the German, French and scholarly conventions', () => {
    const name = 'SHCHERBAKOV, Sergey Yuryevich';
    expect(russianVariant(name, 'german')).toBe('SCHTSCHERBAKOW, Sergej Jurjewitsch');
    expect(russianVariant(name, 'french')).toBe('CHTCHERBAKOV, Sergei Iourievitch');
    expect(russianVariant(name, 'scholarly')).toBe('ŠČERBAKOV, Sergej Jurjevič');
    expect(russianVariant('ZHUKOV, Oleg', 'french')).toBe('JOUKOV, Oleg');
  });
});

describe('other scripts', () => {
  it('Cyrillic: the reverse of the passport romanization, kept when the transliteration library reads it back', () => {
    expect(toCyrillic('PESKOV, Dmitriy Sergeyevich')).toBe('Песков Дмитрий Сергеевич');
    expect(toCyrillic('KISLOV, Andrey Igoryevich')).toBe('Кислов Андрей Игорьевич');
    expect(toCyrillic('SHCHERBAKOVA, Yelena')).toBe('Щербакова Елена');
    expect(toCyrillic('SMITH-JONES, John')).toBeNull();
  });

  it('Arabic script: consonants, long vowels from the spelling, AL- as ال', () => {
    expect(arabicWord('KHALED')).toBe('خالد');
    expect(arabicWord('MANSOUR')).toBe('منسور'); // S is always س: the emphatic ص cannot be told from Latin
    expect(arabicWord('KARIM')).toBe('كريم');
    expect(arabicWord('HOSSEIN')).toBe('حسين');
    expect(toArabicScript('Khaled AL-MANSOUR')).toBe('خالد المنسور');
    // The 'ayn of ALI (علي) cannot be told from Latin: an initial vowel is always ا.
    expect(toArabicScript('ABDULRAHMAN, Ali')).toBe('عبد الرحمن الي');
    expect(toArabicScript('Ali')).toBeNull();
  });

  it('Chinese characters: surname then given name, read back to the same pinyin', () => {
    const text = toChineseCharacters('ZHOU, Yishan') as string;
    expect([...text]).toHaveLength(3);
    expect(text[0]).toBe('周');
    expect(toChineseCharacters('SMITH, John')).toBeNull();
  });

  it('Hangul: syllable blocks composed from the romanization', () => {
    expect(hangulSyllable('KIM')).toBe('김');
    expect(hangulSyllable("Ch'o'l")).toBe('철');
    expect(toHangul('KIM, Jong Un')).toBe('김정운');
    expect(toHangul('RI, Chol Sam')).toBe('리철삼');
    expect(toHangul('PARK, Ji-hoon')).toBe('박지훈');
  });
});

it('Cyrillic soft signs: after vowel + consonant only (ILYA → Илья, VYACHESLAV → Вячеслав)', () => {
  expect(toCyrillic('GRIGORYEV, Ilya')).toBe('Григорьев Илья');
  expect(toCyrillic('PROKOFYEV, Vyacheslav')).toBe('Прокофьев Вячеслав');
});
