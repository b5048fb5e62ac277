import { normalizeName, tokenize } from '../../../src/core/names/normalize';

/** One test per rule of normalizeName (docs/matching.md, "Normalization"). */
describe('normalizeName', () => {
  it.each([
    ['upper-cases', 'Vladimir Putin', 'VLADIMIR PUTIN'],
    ['removes commas (spec 2.6)', 'PUTIN, Vladimir Vladimirovich', 'PUTIN VLADIMIR VLADIMIROVICH'],
    ['keeps a comma without a following space as a separator', 'PUTIN,VLADIMIR', 'PUTIN VLADIMIR'],
    ['folds diacritics', 'José Müller Çelik Ñúñez', 'JOSE MULLER CELIK NUNEZ'],
    [
      'folds letters NFKD leaves alone',
      'Straße Øresund Łódź Đukić Æsir Œuvre Þór',
      'STRASSE ORESUND LODZ DUKIC AESIR OEUVRE THOR',
    ],
    [
      'folds the letters of Azerbaijani, Maltese, Sami and African Latin alphabets as they are romanized',
      'Məmmədov Ħamrun Ŋŧ Ɗanladi Ƙasim Ɓello Ƴola Kɔfi Ɛsi Ɣali ɲɨʉʋƒ',
      'MAMMADOV HAMRUN NGT DANLADI KASIM BELLO YOLA KOFI ESI GHALI NYIUVF',
    ],
    [
      'writes the Cyrillic schwa as Cyrillic A and leaves the palochka out',
      'Әбілқасым ӀАЛИ',
      'АБІЛҚАСЫМ АЛИ',
    ],
    ['folds full-width forms and ligatures', 'ＡＢＣ ﬁnance', 'ABC FINANCE'],
    ['removes apostrophes without a space', "O'Brien D’Arcy", 'OBRIEN DARCY'],
    ['removes an acute accent used as apostrophe (before NFKD turns it into a space)', 'O´Brien', 'OBRIEN'],
    ['removes transliteration marks for ayn and hamza', 'ʿAbd al-Raʾuf', 'ABD AL RAUF'],
    ['removes invisible format characters', 'Zar\u00adqawi Ab\u200bu', 'ZARQAWI ABU'],
    [
      'removes other invisible characters: Hangul fillers, variation selectors, tags, unassigned ignorables',
      'Zar\u3164qa\u115fwi A\ufe0fb\u{e0041}u M\u2065A\ufff0X',
      'ZARQAWI ABU MAX',
    ],
    ['joins initials written with periods', 'U.S.A. S.A.', 'USA SA'],
    ['drops the period after a lone initial', 'J. Smith', 'J SMITH'],
    ['turns & into AND', 'Smith & Sons', 'SMITH AND SONS'],
    [
      'turns hyphens, slashes and other punctuation into spaces',
      'Al-Qaida/Jihad (Group) "X"',
      'AL QAIDA JIHAD GROUP X',
    ],
    ['keeps digits', 'Vessel No. 7 (IMO 9123456)', 'VESSEL NO 7 IMO 9123456'],
    ['collapses whitespace and trims', '  John \t\n  Smith  ', 'JOHN SMITH'],
    ['keeps other scripts as letters', 'Путин', 'ПУТИН'],
    // Homoglyphs: Cyrillic В, А, К, М, Е and Р typed among Latin letters (0.84 and clear against BANK MELLI IRAN, with IRAN).
    [
      'writes look-alike Cyrillic letters in a Latin word as Latin',
      'ВАNК МЕLLI Vladimir Рutin',
      'BANK MELLI VLADIMIR PUTIN',
    ],
    ['writes look-alike Greek letters in a Latin word as Latin', 'ΜΑHAN ΑIR', 'MAHAN AIR'],
    ['leaves a word wholly in Cyrillic or Greek to transliteration', 'ВАНК Mahan Ρομα', 'ВАНК MAHAN ΡΟΜΑ'],
    ['keeps a Hangul syllable one character', '김정은', '김정은'],
    // Theophoric compounds: NASRALLAH, HIZBALLAH (0.74 and 0.10 written apart before).
    ['joins الله to the Arabic-script word before it', 'حسن نصر الله', 'حسن نصرالله'],
    ['joins الله written with a shadda or as a ligature', 'حزب اللّه سيف ﷲ', 'حزبالله سيفالله'],
    ['leaves الله alone, or after a Latin word, apart', 'الله Abd الله', 'الله ABD الله'],
    ['gives the empty string for punctuation alone', ' -- !! ', ''],
  ])('%s', (_rule, raw, normalized) => {
    expect(normalizeName(raw)).toBe(normalized);
  });

  it('is idempotent', () => {
    for (const raw of [
      "O'Brien, J.R.",
      'Müller-Lüdenscheidt & Co., Ltd.',
      'ʿAbd al-Raʾuf',
      '김정은',
      'U.S.A.',
      'ВАNК МЕLLI',
      'حسن نصر الله',
    ]) {
      const once = normalizeName(raw);
      expect(normalizeName(once)).toBe(once);
    }
  });
});

describe('tokenize', () => {
  it('splits a normalized name on its spaces', () => {
    expect(tokenize('PUTIN VLADIMIR VLADIMIROVICH')).toEqual(['PUTIN', 'VLADIMIR', 'VLADIMIROVICH']);
  });

  it('has no tokens for the empty name', () => {
    expect(tokenize('')).toEqual([]);
  });
});
