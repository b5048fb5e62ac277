import { explainNames, matchNames, prepareName, prepareQueryName } from '../../../src/core/matching';
import { analyzeQueryName, LOW_WEIGHT } from '../../../src/core/names/keys';
import { normalizeName } from '../../../src/core/names/normalize';
import { otherQueryReadings, writesInitials } from '../../../src/core/names/query-readings';

const readings = (name: string) => otherQueryReadings(normalizeName(name), name).map((r) => r.text);

describe('names given around an alias marker (query-readings.ts)', () => {
  it.each([
    ['Vladimir Putin aka Vova', ['VLADIMIR PUTIN', 'VOVA']],
    ['Vladimir Putin a.k.a. Vova', ['VLADIMIR PUTIN', 'VOVA']],
    ['Vladimir Putin a/k/a Vova', ['VLADIMIR PUTIN', 'VOVA']],
    ['Vladimir Putin (also known as Vova)', ['VLADIMIR PUTIN', 'VOVA']],
    ['ACME TRADING LLC DBA MAHAN AIR', ['ACME TRADING LLC', 'MAHAN AIR']],
    ['Mahan Air f.k.a. Mahan Airlines n.k.a. Mahan', ['MAHAN AIR', 'MAHAN AIRLINES', 'MAHAN']],
    ['HAVIN BANK LIMITED formerly ACME BANK', ['HAVIN BANK LIMITED', 'ACME BANK']],
    ['HAVIN BANK LIMITED previously known as ACME BANK', ['HAVIN BANK LIMITED', 'ACME BANK']],
    // A ship's former name; EX first is a word of the name.
    ['ADRIAN DARYA 1 (ex GRACE 1)', ['ADRIAN DARYA 1', 'GRACE 1']],
    ['GRACE 1 (ex-ADRIAN DARYA 1)', ['GRACE 1', 'ADRIAN DARYA 1']],
    ['alias Vova', ['VOVA']],
  ])('reads "%s" as %j', (name, expected) => {
    expect(readings(name)).toEqual(expected);
  });

  it.each([
    ['ACME LTD T/A Mahan Travel', ['ACME LTD', 'MAHAN TRAVEL']],
    ['Vladimir Putin trading as Putin Plumbing', ['VLADIMIR PUTIN', 'PUTIN PLUMBING']],
    ['HAVIN BANK LIMITED C/O JOHN SMITH', ['HAVIN BANK LIMITED', 'JOHN SMITH']],
    ['CIMEX c/o John Williams', ['CIMEX', 'JOHN WILLIAMS']],
    ['Maria Garcia FBO Vladimir Putin', ['MARIA GARCIA', 'VLADIMIR PUTIN']],
    ['John Smith ITF Vladimir Putin', ['JOHN SMITH', 'VLADIMIR PUTIN']],
    ['Estate of Vladimir Putin', ['VLADIMIR PUTIN']],
    ['The Estate of Vladimir Putin', ['VLADIMIR PUTIN']],
    ['Vladimir Putin, deceased', ['VLADIMIR PUTIN']],
    // A common given name alone is no party: it would reach every listed alias that is that one word.
    ['Dawood Ibrahim Kaskar S/O Ibrahim', ['DAWOOD IBRAHIM KASKAR']],
    ['Muhammad Ali s/o Ahmed Khan', ['MUHAMMAD ALI', 'AHMED KHAN']],
    ['Vladimir Putin & Lyudmila Putina', ['VLADIMIR PUTIN', 'LYUDMILA PUTINA']],
    ['John and Jane Smith', ['JOHN SMITH', 'JANE SMITH']],
    ['Mr and Mrs Vladimir Putin', ['MRS VLADIMIR PUTIN']],
    [
      'I.P.C. INTERNATIONAL LIMITED C/O MARIA GARCIA',
      ['I P C INTERNATIONAL LIMITED C O MARIA GARCIA', 'IPC INTERNATIONAL LIMITED', 'MARIA GARCIA'],
    ],
  ])('reads "%s", which names several parties or a note, as %j', (name, expected) => {
    expect(readings(name)).toEqual(expected);
  });

  it.each([
    ['Vladimir Putin (Director)', ['VLADIMIR PUTIN']],
    ['Vladimir Putin - beneficial owner', ['VLADIMIR PUTIN']],
    ['Vladimir Putin PhD', ['VLADIMIR PUTIN']],
    ['HAVIN BANK LIMITED (IN LIQUIDATION)', ['HAVIN BANK LIMITED']],
    ['HAVIN BANK LIMITED 40817810', ['HAVIN BANK LIMITED']],
    ['HAVIN BANK LIMITED A/C NO 40817810', ['HAVIN BANK LIMITED']],
    ['CIMEX acct 12345678', ['CIMEX']],
    ['ADRIAN DARYA 1 (IMO No. 9116412)', ['ADRIAN DARYA 1']],
    // A date of birth, in the ways files write it.
    ['Vladimir Putin (07/10/1952)', ['VLADIMIR PUTIN']],
    ['Putin, Vladimir, 07.10.1952', ['PUTIN VLADIMIR']],
    ['Vladimir Putin DOB: 1952-10-07', ['VLADIMIR PUTIN']],
    ['Vladimir Putin D.O.B. 7 Oct 1952', ['VLADIMIR PUTIN']],
    ['Vladimir Putin b. 1952', ['VLADIMIR PUTIN']],
    ['Vladimir Putin born 07.10.52', ['VLADIMIR PUTIN']],
    // A reading after each remark left out.
    ['Vladimir Putin 1952 (Director)', ['VLADIMIR PUTIN 1952', 'VLADIMIR PUTIN']],
    [
      'HAVIN BANK LIMITED LONDON BRANCH ACCT 40817810',
      ['HAVIN BANK LIMITED LONDON BRANCH', 'HAVIN BANK LIMITED'],
    ],
    // A document, a registration, a ship's numbers, a bank's code.
    ['Vladimir Putin passport AB1234567', ['VLADIMIR PUTIN']],
    [
      'Vladimir Putin Passport No. 4509123456 issued 2010',
      ['VLADIMIR PUTIN PASSPORT NO 4509123456', 'VLADIMIR PUTIN'],
    ],
    ['HAVIN BANK LIMITED (Reg. No. 12345)', ['HAVIN BANK LIMITED']],
    ['HAVIN BANK LIMITED, INN 7702070139', ['HAVIN BANK LIMITED']],
    ['HAVIN BANK LIMITED BIC: DEUTDEFFXXX', ['HAVIN BANK LIMITED']],
    ['TIFON call sign 9BQT2', ['TIFON']],
    ['Vladimir Putin (PEP)', ['VLADIMIR PUTIN']],
    ['Vladimir Putin - sanctioned', ['VLADIMIR PUTIN']],
    ['Vladimir Putin, 70 years old', ['VLADIMIR PUTIN']],
    // A telephone number, in groups; numbers of six digits in all are no part of a name.
    ['Vladimir Putin, Tel: +7 (495) 123-45-67', ['VLADIMIR PUTIN']],
    ['Vladimir Putin 07 10 52', ['VLADIMIR PUTIN']],
    ['HAVIN BANK LIMITED LONDON BRANCH', ['HAVIN BANK LIMITED']],
    ['ADRIAN DARYA 1 (Iran flag)', ['ADRIAN DARYA 1']],
  ])('reads "%s" without the remark after it, as %j', (name, expected) => {
    expect(readings(name)).toEqual(expected);
  });

  it.each([
    ['a name written twice', 'Vladimir Putin Vladimir Putin', ['VLADIMIR PUTIN']],
    ['a name written in both orders', 'Putin Vladimir Vladimir Putin', ['PUTIN VLADIMIR']],
    ['a distinctive word written twice', 'CIMEX CIMEX', ['CIMEX']],
    ["a field's label", 'BENEFICIARY: HAVIN BANK LIMITED', ['HAVIN BANK LIMITED']],
    ['a label of two words', 'Ordering customer : ACME LTD', ['ACME LTD']],
    ['a SWIFT tag and an account line', ':59:/40817810099910004312 VLADIMIR PUTIN', ['VLADIMIR PUTIN']],
    ['an IBAN as the account line', '/DE89370400440532013000 VLADIMIR PUTIN', ['VLADIMIR PUTIN']],
    ["a structured party's line number", '1/VLADIMIR PUTIN', ['VLADIMIR PUTIN']],
    [
      'a label, then a remark',
      'Name: Vladimir Putin (Director)',
      ['VLADIMIR PUTIN DIRECTOR', 'VLADIMIR PUTIN'],
    ],
    [
      'a colon in a listed name is no label (its branch is a remark)',
      'AL-HARAMAIN : PAKISTAN BRANCH',
      ['AL HARAMAIN'],
    ],
    ['another name in brackets', 'MAHAN AIR (MAHAN AIRLINES)', ['MAHAN AIR', 'MAHAN AIRLINES']],
    [
      'another name in square brackets',
      'Vladimir Putin [Wladimir Putin]',
      ['VLADIMIR PUTIN', 'WLADIMIR PUTIN'],
    ],
    // One word in brackets is read with the name only: alone it would reach any listed name of that word.
    [
      'an acronym in brackets',
      'ISLAMIC REVOLUTIONARY GUARD CORPS (IRGC)',
      ['ISLAMIC REVOLUTIONARY GUARD CORPS'],
    ],
    ['a nickname in quotes', 'Vladimir Putin "Vova"', ['VLADIMIR PUTIN']],
    ['a qualifier in brackets', 'PT Pertamina (Persero)', ['PT PERTAMINA']],
    ['a country after a name', 'Vladimir Putin Russia', ['VLADIMIR PUTIN']],
    ['a country of two words', 'Vladimir Putin Russian Federation', ['VLADIMIR PUTIN']],
    ['a country of two words after three names', 'Kim Jong Un North Korea', ['KIM JONG UN']],
    ["a country after an organization's distinctive word", 'MAHAN AIR IRAN', ['MAHAN AIR']],
    ['a country after an article in the name', 'GRANJA LA SIERRA LTDA. COLOMBIA', ['GRANJA LA SIERRA LTDA']],
    [
      'a country after a legal form with DE',
      'INMOBILIARIA EL PRESON S.A. DE C.V. MEXICO',
      ['INMOBILIARIA EL PRESON SA DE CV'],
    ],
    [
      'a country as the SDN list writes it',
      'KOREA PUGANG TRADING CORPORATION KOREA, NORTH',
      ['KOREA PUGANG TRADING CORPORATION'],
    ],
    ['a country after a legal form', 'KALA ELECTRIC COMPANY LLC IRAN', ['KALA ELECTRIC COMPANY LLC']],
    [
      'a country after a name with AND and the article AL',
      'AL RASHID TRADING AND TRANSPORT PAKISTAN',
      ['AL RASHID TRADING AND TRANSPORT'],
    ],
    // A city of 100,000 people or more after an organization's name (GeoNames: city-names.json).
    ["a city after an organization's distinctive word", 'BANK SEPAH LONDON', ['BANK SEPAH']],
    ['a city of three words', 'ROSNEFT TRADING SA RIO DE JANEIRO', ['ROSNEFT TRADING SA']],
    ['a city that is also a surname', 'MAHAN AIR HOUSTON', ['MAHAN AIR']],
    ['a city, then a country', 'MAHAN AIR DUBAI UNITED ARAB EMIRATES', ['MAHAN AIR DUBAI', 'MAHAN AIR']],
  ])('%s: reads "%s" as %j', (_why, name, expected) => {
    expect(readings(name)).toEqual(expected);
  });

  it.each([
    ['a person whose given name is the surname', 'Abdullah Abdullah'],
    ['halves that differ', 'Vladimir Putin Vladimir Putina'],
    ['a label alone', 'NAME:'],
    ['a number that is the name', '1/2 PRICE STORE'],
    ['an account line too short', '/123 ACME'],
    ['a country in brackets, which tells ministries apart', 'Ministry of Petroleum (Egypt)'],
    ["a telephone's area code in brackets", 'Vladimir Putin (495)'],
    ['a country code, a name word too', 'John Smith USA'],
    ['one word before the country', 'Michael Jordan'],
    ['a country after generic words', 'Ministry of Petroleum Resources Nigeria'],
    ['a country after OF', 'Bank of Korea'],
    ["an institution's function words before the country", 'Monetary Authority of Singapore'],
    ['a country after OF and a distinctive word', 'Naftogaz of Ukraine'],
    ['a country after generic words and a word of a state name', 'National Oil Corporation Libya'],
    ['a country after DE LA and a word of a state name', 'Banco Central de la Republica Argentina'],
    ['a country after DE and a distinctive word', 'Banco de Bogota Colombia'],
    ['a country after a word that sounds like a generic one', 'Institut Teknologi Brunei'],
    ["a company's own number", 'BANK VTB 24'],
    ['a number first', '2904977 CANADA, INC.'],
    ['a remark alone', 'Director'],
    ['only a common word left', 'John Director'],
    ['ADMINISTRATION, which listed names use', 'MARITIME ADMINISTRATION BUREAU'],
    ['a number that is no year and too short for an account', 'PROJECT 2400'],
    ["a fund's or a ship's number", 'ALMACEN FUTURO NO. 1'],
    ['an eight-letter word after a marker, not after SWIFT or BIC', 'Cruz Tax Services'],
    ['an eleven-letter word after a marker, not after SWIFT or BIC', 'Lincoln National Corporation'],
    ['a year alone', '1952'],
    ["a city after a person's name", 'Ana Mendoza Houston'],
    ['a city after an initial that is a legal form letter', 'C. Ana Mendoza'],
    ['a city after DE', 'Universitat de Barcelona'],
    ['a city after OF', 'Bank of Beirut'],
    ['a city after generic words only', 'Commercial Bank Kabul'],
    ['one word before the city', 'Sberbank Moscow'],
    ['a generic word that names a city too', 'Acme Trading Enterprise'],
  ])('%s: reads nothing else in "%s"', (_why, name) => {
    expect(readings(name)).toEqual([]);
  });

  it.each([
    // One name with AND: a generic word or a legal form, or a part of one word with none to share.
    'BANK OF INDUSTRY AND MINE',
    'MINISTRY OF DEFENSE AND ARMED FORCES LOGISTICS',
    'Smith and Wesson',
    'John Smith and Sons',
    'ACME AND PARTNERS LLC',
    // Letters first or last are initials, not T/A or C/O; a one-word part that is no name word is no party.
    'Kadyrov T A',
    'John C O Smith',
  ])('reads "%s" as one name', (name) => {
    expect(readings(name)).toEqual([]);
  });

  it('finds a listed name given beside another party, on its own (0.99: one of several names is never identical)', () => {
    for (const query of [
      'Vladimir Putin & Lyudmila Putina',
      'John Williams C/O Vladimir Putin',
      'Estate of Vladimir Putin',
    ])
      expect(
        matchNames(prepareQueryName(query), prepareName('PUTIN, Vladimir'), { typeBonus: false }).score,
      ).toBe(0.99);
    expect(analyzeQueryName('CIMEX C/O John Williams').keys.readingWholes).toEqual([
      'CIMEX',
      'JOHN WILLIAMS',
    ]);
    // The reading's figure is the semantic score screening reports (it was null: no semantic_score on the hit).
    const joint = matchNames(
      prepareQueryName('Vladimir Putin & Lyudmila Putina'),
      prepareName('PUTIN, Vladimir'),
      {
        typeBonus: false,
      },
    );
    expect(joint).toMatchObject({ usedSemantic: true, semanticScore: 0.99, score: 0.99 });
  });

  it('reads letters typed apart as words, and searches with those words alone', () => {
    expect(readings('V L A D I M I R  P U T I N')).toEqual(['VLADIMIRPUTIN']);
    expect(readings('K A D Y R O V Ramzan')).toEqual(['KADYROV RAMZAN']);
    // Three initials are initials; a marker inside spaced-out letters (M A K A R O V) is no marker.
    expect(readings('J R R Tolkien')).toEqual([]);
    expect(readings('M A K A R O V')).toEqual(['MAKAROV']);
    expect(analyzeQueryName('V L A D I M I R  P U T I N').keys.tokens.map((t) => t.forms[0])).toEqual([
      'VLADIMIRPUTIN',
    ]);
    // 0 before; the spacing variant then splits the word as the candidate does.
    const match = matchNames(prepareQueryName('V L A D I M I R  P U T I N'), prepareName('PUTIN, Vladimir'), {
      typeBonus: false,
    });
    expect(match.score).toBe(0.99);
  });

  it('reads initials written with periods at the start of a name apart (V.V. is one word VV once normalized)', () => {
    expect(readings('V.V. Putin')).toEqual(['V V PUTIN']);
    expect(readings('J.R.R.Tolkien')).toEqual(['J R R TOLKIEN']);
    // After a one-word surname too (the Russian "Surname I.O."), unless the letters are a legal form.
    expect(readings('Kadyrov R.A.')).toEqual(['KADYROV R A']);
    expect(readings('Putin V.V.')).toEqual(['PUTIN V V']);
    expect(readings('Putin, V.V.')).toEqual(['PUTIN V V']);
    // Spaced already, a legal form after a word (S.A., A.G.), or no word beside them: no reading.
    expect(readings('V. V. Putin')).toEqual([]);
    expect(readings('Gazprom A.G.')).toEqual([]);
    expect(readings('Gazprom S.A.')).toEqual([]);
    expect(readings('P.T. Pertamina')).toEqual([]);
    expect(readings('U.S.A.')).toEqual([]);
    // The letters as one word (VV, RA) are not searched: they match unrelated short words.
    expect(analyzeQueryName('Kadyrov R.A.').keys.tokens.map((t) => t.forms[0])).toEqual([
      'KADYROV',
      'R',
      'A',
    ]);
    // 0.32 before: VV was a distinctive word without a partner.
    const match = matchNames(prepareQueryName('V.V. Putin'), prepareName('PUTIN, Vladimir Vladimirovich'), {
      typeBonus: false,
    });
    expect(match.score).toBeGreaterThanOrEqual(0.95);
    expect(match.score).toBeLessThan(1);
  });

  it('never reads a name typed with initials as Chinese or Korean: the A of A. JEERI is no syllable', () => {
    expect(writesInitials('A. Jeeri')).toBe(true);
    expect(writesInitials('John F. Kennedy')).toBe(true);
    expect(writesInitials('Kadyrov R.A.')).toBe(true);
    expect(writesInitials('A Jeeri')).toBe(false);
    expect(writesInitials('St. Petersburg Bank')).toBe(false);
    expect(writesInitials('Kim Jong Un')).toBe(false);
    // Without the period, A JEERI reads as a Korean name (아 지리) and the A weighs as a syllable.
    expect(prepareQueryName('A Jeeri').readings?.korean).toBe(true);
    expect(analyzeQueryName('A Jeeri').keys.tokens[0].weight).toBe(1);
    // With it, the A is an initial: it weighs as one, and retrieval ranks JEERI first (121st before).
    expect(prepareQueryName('A. Jeeri').readings).toBeNull();
    expect(analyzeQueryName('A. Jeeri').keys.tokens[0].weight).toBe(LOW_WEIGHT);
    const syllableKeys = (name: string) =>
      analyzeQueryName(name).keys.tokens.flatMap((t) => t.readings.filter((r) => /^(ZH|KO) /.test(r)));
    expect(syllableKeys('A Jeeri')).not.toEqual([]);
    expect(syllableKeys('A. Jeeri')).toEqual([]);
  });

  it('searches no two one-letter words written together (R A is no RA, A G no legal form AG)', () => {
    // The pair R A is left out; the whole name written together (three words or more) stays.
    expect(analyzeQueryName('Kadyrov R. A.').keys.joined).toEqual(['KADYROVR', 'KADYROVRA']);
    expect(analyzeQueryName('Lukashenko A. G.').keys.joined).not.toContain('AG');
    expect(analyzeQueryName('Hasan Nasr Allah').keys.joined).toContain('NASRALLAH');
  });

  it('reads a name without a marker only as itself', () => {
    expect(readings('Vladimir Putin')).toEqual([]);
    expect(readings('KAKA AKAKIEVICH')).toEqual([]);
  });

  it('scores each name on its own and keeps the best, never as identical', () => {
    const match = matchNames(prepareQueryName('Vova aka Vladimir Putin'), prepareName('PUTIN, Vladimir'), {
      typeBonus: false,
    });
    // 0.53 and `clear` before: VOVA and AKA were query words without a partner.
    expect(match.rawScore).toBeLessThan(0.6);
    expect(match.score).toBe(0.99);
    expect(match.exact).toBe(false);
    expect(match.applied.join(' ')).toContain('one of the names given around an alias marker');
    const exactPart = matchNames(prepareQueryName('ACME LLC DBA MAHAN AIR'), prepareName('MAHAN AIR'), {
      typeBonus: false,
    });
    expect(exactPart).toMatchObject({ score: 0.99, exact: false });
  });

  it('explain scores the same name, with the same score', () => {
    const query = prepareQueryName('Vova aka Vladimir Putin');
    const listed = prepareName('PUTIN, Vladimir');
    const explained = explainNames(query, listed, { typeBonus: false });
    expect(explained.final_score).toBe(matchNames(query, listed, { typeBonus: false }).score);
    expect(explained.confidence_factors.join(' ')).toContain('alias marker');
  });

  it('retrieves with the keys of every name given', () => {
    const forms = analyzeQueryName('Vova aka Vladimir Putin').keys.tokens.flatMap((t) => t.forms);
    expect(forms).toEqual(expect.arrayContaining(['VOVA', 'VLADIMIR', 'PUTIN']));
  });
});

describe('Persian surname suffixes written apart (query-readings.ts persianSuffixesJoined)', () => {
  it('reads زاده and نژاد joined to the word before them, besides the name as written', () => {
    expect(readings('محسن فخری زاده')).toEqual(['محسن فخریزاده']);
    expect(readings('حمید عرب نژاد')).toEqual(['حمید عربنژاد']);
    // Alone, or already joined, there is nothing to read.
    expect(readings('زاده')).toEqual([]);
    expect(readings('محسن فخری‌زاده')).toEqual([]);
  });

  it('finds the listed compound, and a listed surname of its own still (علی زاده: ALIZADEH or Ali ZADEH)', () => {
    const score = (query: string, listed: string) =>
      matchNames(prepareQueryName(query), prepareName(listed), { typeBonus: false }).score;
    expect(score('محسن فخری زاده', 'FAKHRIZADEH, Mohsen')).toBeGreaterThanOrEqual(0.95);
    expect(score('علی زاده', 'ZADEH, Ali')).toBeGreaterThanOrEqual(0.95);
    const query = prepareQueryName('محسن فخری زاده');
    const listed = prepareName('FAKHRIZADEH, Mohsen');
    const explained = explainNames(query, listed, { typeBonus: false });
    expect(explained.final_score).toBe(matchNames(query, listed, { typeBonus: false }).score);
    expect(explained.confidence_factors.join(' ')).toContain('Persian surname suffix');
  });

  it('retrieves with the keys of the joined reading too', () => {
    const skeletons = analyzeQueryName('محسن فخری زاده').keys.tokens.flatMap((t) => t.querySkeletons);
    expect(skeletons.some((key) => key.startsWith('FKR') && key.length > 3)).toBe(true);
  });
});

describe('a Western given name beside a Chinese or Korean name (query-readings.ts withoutWesternGivenName)', () => {
  it.each([
    ['Peter Wong Moon Chi', ['WONG MOON CHI']],
    ['Ho Chun Ting, Peter', ['HO CHUN TING']],
    ['David Kim Jong Un', ['KIM JONG UN']],
  ])('reads "%s" without it as %j', (name, expected) => {
    expect(readings(name)).toEqual(expected);
  });

  it.each([
    // Three words at least must read whole as a Chinese or Korean name without it.
    'Peter Wong Ming',
    'John Smith Peter',
    // The name reads whole with the word: nothing is left out.
    'Lee Wong Moon Chi',
    // An initial or a particle is no given name, and a legal form says a company named after a person.
    'P Wong Moon Chi',
    'Wong Moon Chi Ltd',
  ])('reads "%s" as written only', (name) => {
    expect(readings(name)).toEqual([]);
  });

  it('finds the listed Chinese name, never as identical (0.82 and clear before)', () => {
    const scored = matchNames(
      prepareQueryName('Peter Wong Moon Chi', true),
      prepareName('WONG, Moon Chi', true),
      {
        typeBonus: false,
      },
    );
    expect(scored.score).toBeGreaterThanOrEqual(0.95);
    expect(scored.score).toBeLessThan(1);
  });
});
