import { matchNames, prepareName, prepareQueryName } from '../../../src/core/matching';
import { analyzeName } from '../../../src/core/names/keys';
import { russianKeys, russianReadings, shareKey } from '../../../src/core/names/scripts/russian';
import { readAlong, nameReadings } from '../../../src/core/names/scripts/readings';

const same = (a: string, b: string) => shareKey(russianKeys(a), russianKeys(b));

describe('Russian names in other romanization systems (russian.ts)', () => {
  it.each([
    ['SHUBIN', 'SCHUBIN'], // German SCH
    ['NIKOLAYEVICH', 'NIKOLAJEWITSCH'], // German J, W, TSCH
    ['NIKOLAYEVICH', 'NIKOLAJEWICZ'], // Polish CZ
    ['SHOLOKHOV', 'SJOLOCHOV'], // Dutch SJ, CH
    ['SERGEY', 'SIERGIEJ'], // Polish softening
    ['YURYEVICH', 'JOERJEVITSJ'], // Dutch OE, TSJ
    ['KOZLOVSKY', 'KOZLOVSKIJ'], // -Y / -IJ
    ['VIKTORIYA', 'VIKTORIA'],
    ['TIOURINE', 'TYURIN'], // French IOU for Ю, and the E after a final -IN
    ['POUTINE', 'PUTIN'],
    ['YUREVICH', 'YURYEVICH'], // the soft sign before Е written or left out (ЮРЕВИЧ, ЮРЬЕВИЧ)
    ['JURIEWICZ', 'YURYEVICH'],
    ['JEVGENEVITSJ', 'YEVGENYEVICH'],
    ['TYUTCHEV', 'TJOETSJEV'], // Dutch TJ before a vowel: Т and Ю (Тютчев), not Ч
    ['ZYABLOV', 'ZJABLOV'], // Dutch ZJ before a vowel: З and Я (Зяблов) …
    ['ZHUKOV', 'ZJOEKOV'], // … or Ж (Жуков): both readings
  ])('reads %s and %s as the same name', (a, b) => expect(same(a, b)).toBe(true));

  it.each([
    ['PETROV', 'PETRIN'],
    ['IVANOV', 'IVANOVA'],
    ['SOKOLOV', 'SOBOLEV'],
  ])('keeps %s and %s apart', (a, b) => expect(same(a, b)).toBe(false));

  it('gives readings only to names with a Russian surname or patronymic ending', () => {
    expect(russianReadings(['KNYAGININ', 'VLADIMIR'])).not.toBeNull();
    expect(russianReadings(['JOHN', 'SMITH'])).toBeNull();
  });

  it('reads a query against the listed spelling, token by token', () => {
    const query = ['WLADIMIR', 'NIKOLAJEWICZ', 'KNJAGININ'];
    const listed = ['KNYAGININ', 'VLADIMIR', 'NIKOLAEVICH'];
    const read = readAlong(query, nameReadings(query, new Map())!, listed, nameReadings(listed, new Map()));
    expect(read?.tokens).toEqual(['VLADIMIR', 'NIKOLAEVICH', 'KNYAGININ']);
    expect(read?.notes).toContain(
      'WLADIMIR → VLADIMIR (the same name in another Russian, Ukrainian or Belarusian romanization)',
    );
  });
});

describe('Ukrainian and Belarusian spellings of the Russian cognate', () => {
  it.each([
    ['OLEH', 'OLEG'], // Ukrainian Г written H
    ['IHOR', 'IGOR'],
    ['HALYNA', 'GALINA'], // and И written Y
    ['VOLOSHYN', 'VOLOSHIN'],
    ['IPATAU', 'IPATOV'], // Belarusian Ў after a vowel, akanye
    ['ZIMOUSKI', 'ZIMOVSKY'],
    ['DZMITRY', 'DMITRY'], // Belarusian ДЗ for a soft Д
    ['TSERTSEL', 'TERTEL'], // Belarusian Ц for a soft Т
    ['KACHANAVA', 'KOCHANOVA'], // akanye: an unstressed O written A
    ['LEANIDAUNA', 'LEONIDOVNA'],
    ['SERHIY', 'SERGEY'], // Ukrainian -ІЙ for the Russian -ЕЙ of a given name
    ['OLEKSIY', 'ALEKSEY'],
    ['ANDRII', 'ANDREY'],
    ['IHOROVYCH', 'IGOREVICH'], // -ОВИЧ for -ЕВИЧ after a soft stem
    ['PETROVYCH', 'PETROVICH'],
    ['PETRIVNA', 'PETROVNA'], // -ІВНА for -ОВНА and -ЕВНА
    ['IHORIVNA', 'IGOREVNA'],
    ['ALIAKSANDR', 'ALEKSANDR'], // Belarusian yakanye: an unstressed Е written Я
    ['VETSIANEVICH', 'VETENEVICH'],
    ['YARMOSHINA', 'YERMOSHINA'],
  ])('reads %s and %s as the same name', (a, b) => expect(same(a, b)).toBe(true));

  it('keeps the Я both languages write (a second Belarusian reading, not a replacement)', () => {
    expect(same('MARYIA', 'MARIYA')).toBe(true);
    expect(same('ALIAKSANDR', 'ALAKSANDR')).toBe(true);
  });

  it.each([
    ['PETRIVNA', 'PETRENKO'],
    ['SERHIY', 'SERGEEV'],
  ])('keeps %s and %s apart', (a, b) => expect(same(a, b)).toBe(false));

  it('gives a Belarusian surname Russian readings (-AU is the Russian -OV)', () => {
    expect(russianReadings(['IPATAU', 'VADZIM'])).not.toBeNull();
  });

  it('gives Ukrainian surnames in -ЧУК, -ЩУК and -ЮК Russian readings, but not Arabic names in -UK', () => {
    expect(russianReadings(['KUSIUK', 'SERHIY'])).not.toBeNull();
    expect(russianReadings(['KOVALCHUK', 'IVAN'])).not.toBeNull();
    expect(russianReadings(['POLISHCHUK', 'OLEH'])).not.toBeNull();
    expect(russianReadings(['FAROUK', 'JAMAL'])).toBeNull();
    expect(russianReadings(['FARUK', 'OMAR'])).toBeNull();
  });

  it('weighs a word read in another romanization as its commonest spelling, on both sides', () => {
    const score = (query: string, listed: string) =>
      matchNames(prepareQueryName(query), prepareName(listed), { typeBonus: false }).score;
    // Attested: the lists give both spellings for one person (0.83 before the -ЮК ending opened the readings).
    expect(score('KUSIUK, Sergey', 'KUSYUK, Serhiy')).toBe(0.99);
    expect(score('VETENEVICH, Aleksandr Petrovich', 'VETSIANEVICH, Aliaksandr Piatrovich')).toBe(0.99);
    // A common given name and patronymic typed in Russian, listed in Belarusian, with another
    // surname: the rare Belarusian spellings do not make them distinctive (0.86, a match, without).
    const other = score('Aleksandr Ivanovich Makarov', 'MAROZ, Aliaksandr Ivanavich');
    expect(other).toBeLessThan(0.85);
    expect(other).toBeCloseTo(score('Aleksandr Ivanovich Makarov', 'MAROZ, Aleksandr Ivanovich'), 1);
  });

  it('scores the Belarusian and the Russian spelling of one person as the same name', () => {
    const score = (query: string, listed: string) =>
      matchNames(prepareQueryName(query), prepareName(listed), { typeBonus: false }).score;
    // Attested: the lists give both spellings for one person; each scored 0.80-0.82 before.
    expect(score('IPATOV, Vadim', 'IPATAU, Vadzim')).toBeGreaterThanOrEqual(0.95);
    expect(score('Oleg Voloshyn', 'VOLOSHYN, Oleh')).toBeGreaterThanOrEqual(0.95);
    expect(score('Natalia Ivanovna Kochanova', 'KACHANAVA, Natallia Ivanauna')).toBeGreaterThanOrEqual(0.95);
  });

  it('gives them a common retrieval key', () => {
    const keys = (name: string) => analyzeName(name).keys.tokens.flatMap((t) => t.readings);
    const belarusian = keys('KACHANAVA, Natallia Ivanauna');
    expect(keys('KOCHANOVA, Natalia Ivanovna').some((key) => belarusian.includes(key))).toBe(true);
  });
});

describe('J of an English spelling for the Russian ДЖ', () => {
  it.each([
    ['JAHANGIR', 'DZHAKHANGIR'],
    ['JAMAL', 'DZHAMAL'],
    ['JABBAROV', 'DZHABBAROV'],
  ])('reads %s and %s as the same name', (a, b) => expect(same(a, b)).toBe(true));

  it('scores the two spellings of one person as the same name', () => {
    // Attested: the lists give both spellings for one person; 0.76 before.
    const score = matchNames(
      prepareQueryName('MAHMUDOV, Jahangir Iskandarovich'),
      prepareName('MAKHMUDOV, Dzhakhangir Iskandarovich'),
      { typeBonus: false },
    ).score;
    expect(score).toBeGreaterThanOrEqual(0.95);
  });
});

describe('Russian retrieval keys', () => {
  it('gives SJOLOCHOV and SHOLOKHOV a common RU key', () => {
    const keys = (name: string) => analyzeName(name).keys.tokens.flatMap((t) => t.readings);
    const dutch = keys('SJOLOCHOV ALEKSANDER MICHAILOVITJ');
    expect(keys('SHOLOKHOV, Alexander Mikhailovich').some((key) => dutch.includes(key))).toBe(true);
  });
});

describe('a typo is not a romanization', () => {
  it('keeps PUTTIN and PUTIN apart (a doubled consonant is written alike by every system)', () => {
    expect(shareKey(russianKeys('PUTTIN'), russianKeys('PUTIN'))).toBe(false);
  });
});
