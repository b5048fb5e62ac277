import type { Rng } from './prng';

/**
 * Name variants the way callers type them. Each function is pure given the Rng, returns the
 * variant, or null when the transformation does not apply to that name (the generator then
 * picks another entity). docs/evaluation.md shows one example per kind.
 */

const WORD = /^[A-Za-z]+$/;

/** Splits on spaces, keeping a trailing comma attached to its token. */
function tokens(name: string): string[] {
  return name.trim().split(/\s+/);
}

function bare(token: string): string {
  return token.replace(/[,.]$/, '');
}

/** Applies `fn` to the core of a token, keeping trailing punctuation (the comma of "LAST,"). */
function mapCore(token: string, fn: (core: string) => string): string {
  const match = /^(.*?)([,.]?)$/.exec(token);
  const [core, tail] = match ? [match[1], match[2]] : [token, ''];
  return fn(core) + tail;
}

// ---------------------------------------------------------------- typo
const KEYBOARD_ROWS = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];

/** QWERTY neighbours: same row left/right, and the two keys touching above and below (rows are staggered). */
export function keyboardNeighbours(letter: string): string[] {
  const upper = letter.toUpperCase();
  const row = KEYBOARD_ROWS.findIndex((r) => r.includes(upper));
  if (row < 0) return [];
  const col = KEYBOARD_ROWS[row].indexOf(upper);
  const at = (r: number, c: number) => KEYBOARD_ROWS[r]?.[c];
  const candidates = [
    at(row, col - 1),
    at(row, col + 1),
    at(row - 1, col),
    at(row - 1, col + 1),
    at(row + 1, col - 1),
    at(row + 1, col),
  ];
  return candidates.filter((c): c is string => c !== undefined);
}

type TypoEdit = 'substitution' | 'deletion' | 'transposition';

/** One edit in one token of 5+ letters; the first letter is kept (people rarely mistype it). */
export function typo(
  name: string,
  rng: Rng,
  edit: TypoEdit = rng.pick(['substitution', 'deletion', 'transposition']),
): string | null {
  const parts = tokens(name);
  const eligible = parts.map((t, i) => ({ t: bare(t), i })).filter(({ t }) => t.length >= 5 && WORD.test(t));
  if (eligible.length === 0) return null;
  const { i } = rng.pick(eligible);
  parts[i] = mapCore(parts[i], (word) => {
    const pos = 1 + rng.int(word.length - 1);
    if (edit === 'deletion') return word.slice(0, pos) + word.slice(pos + 1);
    if (edit === 'transposition') {
      const p = Math.min(pos, word.length - 2);
      if (word[p] === word[p + 1]) return word.slice(0, p) + word.slice(p + 1); // swapping equal letters changes nothing
      return word.slice(0, p) + word[p + 1] + word[p] + word.slice(p + 2);
    }
    const replacement = rng.pick(keyboardNeighbours(word[pos]));
    return word.slice(0, pos) + matchWordCase(replacement, word[pos]) + word.slice(pos + 1);
  });
  return parts.join(' ');
}

// ---------------------------------------------------------------- reordered / dropped tokens
const GENERATIONAL_SUFFIX = /^(JR|SR|II|III|IV)\.?$/i;

/** "LAST, First Middle" → "First Middle LAST"; without a comma the last token moves to the front. */
export function reorder(name: string): string | null {
  const comma = name.indexOf(',');
  if (comma > 0) {
    const last = name.slice(0, comma).trim();
    const given = name.slice(comma + 1).trim();
    // "JORGE DORAME, JR." is already in natural order; the part after the comma is a suffix.
    if (!given || GENERATIONAL_SUFFIX.test(given)) return null;
    return `${given} ${last}`;
  }
  const parts = tokens(name);
  if (parts.length < 2) return null;
  return [parts[parts.length - 1], ...parts.slice(0, -1)].join(' ');
}

/** Drops one middle token (a middle name or patronymic) of a 3+ token individual name. */
export function dropMiddleToken(name: string, rng: Rng): string | null {
  const comma = name.indexOf(',');
  if (comma > 0) {
    const given = tokens(name.slice(comma + 1));
    if (given.length < 2) return null;
    const drop = 1 + rng.int(given.length - 1);
    return `${name.slice(0, comma).trim()}, ${given.filter((_, i) => i !== drop).join(' ')}`;
  }
  const parts = tokens(name);
  if (parts.length < 3) return null;
  const drop = 1 + rng.int(parts.length - 2);
  return parts.filter((_, i) => i !== drop).join(' ');
}

const RUSSIAN_SURNAME = /(OV|EV|IN|SKY|SKIY|SKII|KO)$/i;
const ARABIC_MARKERS =
  /\b(AL|ABU|ABD|ABDUL|BIN|IBN|MOHAMMED|MUHAMMAD|MOHAMMAD|AHMAD|AHMED|ALI|HASSAN|HUSSEIN)\b/i;
const HISPANIC_SURNAME = /(EZ|EZ,)$/i;

/** Adds a plausible middle name to a "LAST, First" individual: a patronymic, a second given name or an initial. */
export function addMiddleToken(name: string, rng: Rng): string | null {
  const comma = name.indexOf(',');
  if (comma <= 0) return null;
  const last = name.slice(0, comma).trim();
  const given = tokens(name.slice(comma + 1));
  if (given.length !== 1 || given[0] === '') return null;
  let middle: string;
  if (RUSSIAN_SURNAME.test(last))
    middle = rng.pick(['Aleksandrovich', 'Vladimirovich', 'Sergeyevich', 'Nikolayevich', 'Ivanovich']);
  else if (ARABIC_MARKERS.test(name)) middle = rng.pick(['Mohammed', 'Ahmed', 'Ali', 'Hassan', 'Abdullah']);
  else if (HISPANIC_SURNAME.test(last)) middle = rng.pick(['Jose', 'Antonio', 'Luis', 'Carlos', 'Maria']);
  else middle = `${rng.pick([...'ABCDEHJKLMRST'])}.`;
  return `${last}, ${given[0]} ${middle}`;
}

// ---------------------------------------------------------------- transliteration
/**
 * Groups of real alternative Latin spellings of the same given name or surname, as they appear in
 * passports, OFAC entries and bank records (Arabic, Russian, Korean, Chinese romanizations).
 */
export const SPELLING_GROUPS: readonly (readonly string[])[] = [
  ['MOHAMMED', 'MOHAMMAD', 'MUHAMMAD', 'MOHAMED', 'MUHAMMED', 'MOHAMAD'],
  ['AHMED', 'AHMAD'],
  ['HUSSEIN', 'HUSAYN', 'HUSSAIN', 'HOSSEIN', 'HUSEIN'],
  ['HASSAN', 'HASAN'],
  ['YOUSSEF', 'YOUSEF', 'YUSUF', 'YOUSSOUF', 'YOUSIF'],
  ['ABDULLAH', 'ABDALLAH', 'ABDULLA'],
  ['ABDUL', 'ABDEL', 'ABDOUL'],
  ['OSAMA', 'USAMA', 'USAMAH'],
  ['OMAR', 'UMAR'],
  ['KHALED', 'KHALID'],
  ['SAEED', 'SAID', 'SAIED'],
  ['MAHMOUD', 'MAHMUD', 'MAHMOOD'],
  ['MUSTAFA', 'MUSTAPHA', 'MOSTAFA'],
  ['IBRAHIM', 'EBRAHIM', 'IBRAHEEM'],
  ['JAMAL', 'DJAMEL', 'JAMEL'],
  ['QASIM', 'QASSIM', 'KASIM', 'QASEM'],
  ['HAMID', 'HAMEED'],
  ['ABU', 'ABOU'],
  ['HAJI', 'HAJJI', 'HADJI'],
  ['MUSA', 'MOUSSA', 'MOUSA'],
  ['SULEIMAN', 'SULAYMAN', 'SULAIMAN'],
  ['ISMAIL', 'ISMAEL', 'ESMAIL'],
  ['FAISAL', 'FAYSAL', 'FEISAL'],
  ['NASSER', 'NASIR', 'NASER'],
  ['ZAID', 'ZAYD', 'ZEID'],
  ['JAFAR', 'JAAFAR', 'JAFFAR'],
  ['SERGEI', 'SERGEY'],
  ['ALEKSANDR', 'ALEXANDER', 'ALEKSANDER', 'ALEXANDR'],
  ['ALEKSEI', 'ALEXEI', 'ALEKSEY', 'ALEXEY'],
  ['YURI', 'YURIY', 'YURY', 'IURII'],
  ['DMITRI', 'DMITRIY', 'DMITRY'],
  ['ANDREI', 'ANDREY'],
  ['NIKOLAI', 'NIKOLAY'],
  ['MIKHAIL', 'MIHAIL'],
  ['YEVGENIY', 'YEVGENY', 'EVGENY', 'EVGENIY', 'EVGENII'],
  ['VALERI', 'VALERY', 'VALERIY'],
  ['ARKADI', 'ARKADY', 'ARKADIY'],
  ['VIKTOR', 'VICTOR'],
  ['PYOTR', 'PETR', 'PIOTR'],
  ['ILYA', 'ILIA'],
  ['NATALIA', 'NATALYA', 'NATALIYA'],
  ['YULIA', 'YULIYA', 'IULIIA'],
  ['TATIANA', 'TATYANA'],
  ['KONSTANTIN', 'CONSTANTIN'],
  ['GENNADI', 'GENNADY', 'GENNADIY'],
  ['ANATOLI', 'ANATOLY', 'ANATOLIY'],
  ['VASILI', 'VASILY', 'VASILIY', 'VASSILY'],
  ['GRIGORI', 'GRIGORY', 'GRIGORIY'],
  ['MAKSIM', 'MAXIM'],
  ['RI', 'LI', 'YI'],
  ['PAK', 'PARK'],
  ['CHOE', 'CHOI'],
  ['ZHANG', 'CHANG'],
  ['ZHOU', 'CHOU'],
  ['XU', 'HSU'],
];

const SPELLING_INDEX = new Map<string, readonly string[]>(
  SPELLING_GROUPS.flatMap((g) => g.map((s) => [s, g] as const)),
);

/** Spelling rules inside a token: [pattern, replacement]; each is a real romanization difference. */
const SPELLING_RULES: readonly [RegExp, string][] = [
  [/([AEIOU])EV(ICH|NA|A)?$/, '$1YEV$2'], // ALEKSEEV → ALEKSEYEV
  [/([AEIOU])YEV(ICH|NA|A)?$/, '$1EV$2'], // SERGEYEV → SERGEEV
  [/IYEVICH$/, 'YEVICH'], // ANATOLIYEVICH → ANATOLYEVICH
  [/SKIY$/, 'SKY'],
  [/SKY$/, 'SKIY'],
  [/^KH/, 'H'], // KHALIL → HALIL (Turkish, Spanish renderings)
  [/([AEIOU])KH/, '$1H'],
  [/OU/, 'U'], // YOUSSEF → YUSSEF, MOUSSA → MUSSA
  [/EE(?!V(ICH|NA|A)?$)/, 'I'], // SAEED → SAID, HAMEED → HAMID (not ALEKSEEV)
  [/OO/, 'U'], // MAHMOOD → MAHMUD
  [/^Q/, 'K'], // QASIM → KASIM
  [/([AEIOU])SS([AEIOU])/, '$1S$2'], // HASSAN → HASAN
  [/IA$/, 'IYA'], // MARIA → MARIYA
];

function respell(word: string, rng: Rng): string | null {
  const upper = word.toUpperCase();
  const group = SPELLING_INDEX.get(upper);
  if (group) return matchWordCase(rng.pick(group.filter((s) => s !== upper)), word);
  const rules = SPELLING_RULES.filter(([re]) => re.test(upper));
  if (rules.length === 0) return null;
  const [re, replacement] = rng.pick(rules);
  const out = upper.replace(re, replacement);
  return out === upper ? null : matchWordCase(out, word);
}

function matchWordCase(replacement: string, original: string): string {
  if (original === original.toUpperCase()) return replacement;
  if (original === original.toLowerCase()) return replacement.toLowerCase();
  return replacement[0] + replacement.slice(1).toLowerCase();
}

/** Re-spells one or two tokens with an alternative romanization of the same name. */
export function transliterate(name: string, rng: Rng): string | null {
  const parts = tokens(name);
  const options = parts
    .map((t, i) => ({ i, variant: WORD.test(bare(t)) ? respell(bare(t), rng) : null }))
    .filter((o) => o.variant);
  if (options.length === 0) return null;
  const chosen = rng.shuffle(options).slice(0, options.length > 1 && rng.chance(0.3) ? 2 : 1);
  for (const { i, variant } of chosen) parts[i] = mapCore(parts[i], () => variant as string);
  return parts.join(' ');
}

// ---------------------------------------------------------------- legal forms
/** Legal-form spellings a caller may use for the same company: [pattern, alternatives]. */
const LEGAL_FORM_RULES: readonly [RegExp, readonly string[]][] = [
  [/\bLIMITED LIABILITY COMPANY\b/, ['LLC', 'L.L.C.']],
  [/\bL\.?L\.?C\.?(?=\s|$)/, ['LIMITED LIABILITY COMPANY']],
  [/\bOOO\b/, ['LLC']],
  [/\bCO\.?,? LTD\.?(?=\s|$)/, ['COMPANY LIMITED', 'CO LIMITED']],
  [/\bLTD\.?(?=\s|$)/, ['LIMITED']],
  [/\bLIMITED\b/, ['LTD', 'LTD.']],
  [/\bPUBLIC JOINT STOCK COMPANY\b/, ['PJSC', 'PAO']],
  [/\bOPEN JOINT STOCK COMPANY\b/, ['OJSC', 'OAO']],
  [/\bCLOSED JOINT STOCK COMPANY\b/, ['CJSC', 'ZAO']],
  [/\bJOINT STOCK COMPANY\b/, ['JSC', 'AO']],
  [/\bPJSC\b/, ['PUBLIC JOINT STOCK COMPANY', 'PAO']],
  [/\bOJSC\b/, ['OPEN JOINT STOCK COMPANY', 'OAO']],
  [/\bCJSC\b/, ['CLOSED JOINT STOCK COMPANY', 'ZAO']],
  [/\bJSC\b/, ['JOINT STOCK COMPANY', 'AO']],
  [/\bOAO\b/, ['OJSC', 'OPEN JOINT STOCK COMPANY']],
  [/\bZAO\b/, ['CJSC', 'CLOSED JOINT STOCK COMPANY']],
  [/\bPAO\b/, ['PJSC']],
  [/\bAO\b/, ['JSC', 'JOINT STOCK COMPANY']],
  [/(?<!(STOCK|LIABILITY|PUBLIC LIMITED) )\bCOMPANY\b/, ['CO.', 'CO']],
  [/\bCO\.?(?=\s|$)/, ['COMPANY']],
  [/\bCORPORATION\b/, ['CORP.', 'CORP']],
  [/\bCORP\.?(?=\s|$)/, ['CORPORATION']],
  [/\bINCORPORATED\b/, ['INC.', 'INC']],
  [/\bINC\.?(?=\s|$)/, ['INCORPORATED']],
  [/\bS\.A\.(?=\s|$)/, ['SA']],
  [/\bSA\b/, ['S.A.']],
  [/\bP\.?L\.?C\.?(?=\s|$)/, ['PUBLIC LIMITED COMPANY']],
  [/\bGMBH\b/, ['G.M.B.H.']],
];

/** Swaps one legal form for an equivalent spelling (LLC ↔ LIMITED LIABILITY COMPANY, JSC ↔ AO …). */
export function swapLegalForm(name: string, rng: Rng): string | null {
  const upper = name.toUpperCase();
  const rules = LEGAL_FORM_RULES.filter(([re]) => re.test(upper));
  if (rules.length === 0) return null;
  const [re, alternatives] = rng.pick(rules);
  const out = upper.replace(re, rng.pick(alternatives)).replace(/\s+/g, ' ').trim();
  return out === upper ? null : out;
}

// ---------------------------------------------------------------- spacing
const PARTICLES = [
  'AL',
  'EL',
  'ABU',
  'ABD',
  'ABDUL',
  'ABDEL',
  'BIN',
  'BEN',
  'IBN',
  'BEL',
  'DEL',
  'DE',
  'VAN',
  'VON',
  'UL',
];
/** Prefixes callers write glued or apart (ABDULRAHMAN / ABDUL RAHMAN, PETROCHEMICAL / PETRO CHEMICAL). */
const COMPOUND_PREFIXES = [
  'ABDUL',
  'ABDEL',
  'PETRO',
  'TRANS',
  'INTER',
  'ENERGO',
  'NEFTE',
  'AERO',
  'AVIA',
  'AGRO',
  'ELECTRO',
  'TELE',
  'EURO',
  'TECHNO',
];
/** Ordinary words that start with one of those prefixes but nobody writes apart. */
const NOT_COMPOUNDS =
  /^(ABDULLAH?|INTERN.*|INTERIOR|INTERES.*|INTERACT.*|INTERM.*|INTERV.*|TRANSP.*|TRANSIT.*|TRANSACT.*|TRANSF.*|TRANSL.*|TELEV.*|TELECOM.*|TELEGRA.*|TELEF.*|TELEPH.*|EUROP.*|ELECTRONI.*|ELECTRIC.*|AEROPORT.*|AGRONOM.*|TECHNOLOG.*|TECHNI.*)$/;
/** Particles joined to the next word in people's names only (DE GEETERE → DEGEETERE); in company names they are prepositions. */
const NAME_ONLY_PARTICLES = ['DE', 'DEL', 'VAN', 'VON', 'BEL'];

/** Joins or splits tokens: AL-QAIDA → ALQAIDA, ABU BAKR → ABUBAKR, ABDULRAHMAN → ABDUL RAHMAN, PETROCHEM → PETRO CHEM. */
export function respace(name: string, rng: Rng, personName = true): string | null {
  const upper = name.toUpperCase();
  const options: string[] = [];
  const hyphen = /(\p{L})-(\p{L})/u;
  if (hyphen.test(upper)) options.push(upper.replace(hyphen, '$1$2'));
  const parts = tokens(upper);
  parts.forEach((t, i) => {
    const next = parts[i + 1];
    const particle = PARTICLES.includes(t) && (personName || !NAME_ONLY_PARTICLES.includes(t));
    if (particle && next && WORD.test(bare(next))) {
      options.push([...parts.slice(0, i), t + next, ...parts.slice(i + 2)].join(' '));
    }
    const core = bare(t);
    const prefix = COMPOUND_PREFIXES.find(
      (p) =>
        core.startsWith(p) && core.length >= p.length + 4 && WORD.test(core) && !NOT_COMPOUNDS.test(core),
    );
    if (prefix)
      options.push(
        [...parts.slice(0, i), `${prefix} ${t.slice(prefix.length)}`, ...parts.slice(i + 1)].join(' '),
      );
  });
  if (options.length === 0) return null;
  return rng.pick(options);
}

// ---------------------------------------------------------------- diacritics
/** Accented spellings of real names (Spanish, Portuguese, French, German, Turkish). */
const ACCENTED_SPELLINGS: Readonly<Record<string, string>> = {
  JOSE: 'JOSÉ',
  MARIA: 'MARÍA',
  JESUS: 'JESÚS',
  RAMON: 'RAMÓN',
  ANGEL: 'ÁNGEL',
  MARTIN: 'MARTÍN',
  GARCIA: 'GARCÍA',
  RODRIGUEZ: 'RODRÍGUEZ',
  GONZALEZ: 'GONZÁLEZ',
  HERNANDEZ: 'HERNÁNDEZ',
  PEREZ: 'PÉREZ',
  SANCHEZ: 'SÁNCHEZ',
  RAMIREZ: 'RAMÍREZ',
  MARTINEZ: 'MARTÍNEZ',
  LOPEZ: 'LÓPEZ',
  GOMEZ: 'GÓMEZ',
  DIAZ: 'DÍAZ',
  FERNANDEZ: 'FERNÁNDEZ',
  JIMENEZ: 'JIMÉNEZ',
  ALVAREZ: 'ÁLVAREZ',
  GUTIERREZ: 'GUTIÉRREZ',
  VASQUEZ: 'VÁSQUEZ',
  VAZQUEZ: 'VÁZQUEZ',
  MUNOZ: 'MUÑOZ',
  PENA: 'PEÑA',
  NUNEZ: 'NÚÑEZ',
  CASTANO: 'CASTAÑO',
  IBANEZ: 'IBÁÑEZ',
  ORDONEZ: 'ORDÓÑEZ',
  BELTRAN: 'BELTRÁN',
  LEON: 'LEÓN',
  SIMON: 'SIMÓN',
  JOAQUIN: 'JOAQUÍN',
  ANDRES: 'ANDRÉS',
  RAUL: 'RAÚL',
  RUBEN: 'RUBÉN',
  HECTOR: 'HÉCTOR',
  OSCAR: 'ÓSCAR',
  ALVARO: 'ÁLVARO',
  FELIX: 'FÉLIX',
  CESAR: 'CÉSAR',
  MEJIA: 'MEJÍA',
  GARZON: 'GARZÓN',
  RINCON: 'RINCÓN',
  CARDENAS: 'CÁRDENAS',
  VELASQUEZ: 'VELÁSQUEZ',
  VALDES: 'VALDÉS',
  GUZMAN: 'GUZMÁN',
  ROMAN: 'ROMÁN',
  NICOLAS: 'NICOLÁS',
  TOMAS: 'TOMÁS',
  ARAUJO: 'ARAÚJO',
  ZUNIGA: 'ZÚÑIGA',
  BOLANOS: 'BOLAÑOS',
  ESPANA: 'ESPAÑA',
  JOAO: 'JOÃO',
  SAO: 'SÃO',
  CONCEICAO: 'CONCEIÇÃO',
  GONCALVES: 'GONÇALVES',
  ASSUNCAO: 'ASSUNÇÃO',
  FRANCOIS: 'FRANÇOIS',
  RENE: 'RENÉ',
  ANDRE: 'ANDRÉ',
  HELENE: 'HÉLÈNE',
  MULLER: 'MÜLLER',
  SCHRODER: 'SCHRÖDER',
  KOHLER: 'KÖHLER',
  OZTURK: 'ÖZTÜRK',
  CELIK: 'ÇELIK',
  SAHIN: 'ŞAHIN',
  GUNES: 'GÜNEŞ',
  OZDEMIR: 'ÖZDEMIR',
  CAGLAR: 'ÇAĞLAR',
  BASARAN: 'BAŞARAN',
  SUAREZ: 'SUÁREZ',
  MARQUEZ: 'MÁRQUEZ',
  BENITEZ: 'BENÍTEZ',
  DOMINGUEZ: 'DOMÍNGUEZ',
};

/**
 * Adds accents a native writer would use: JOSE → JOSÉ, MULLER → MÜLLER, and for people's names
 * the Serbo-Croatian -IĆ (PETROVIC → PETROVIĆ).
 */
export function addDiacritics(name: string, rng: Rng, personName = true): string | null {
  const parts = tokens(name);
  const options = parts
    .map((t, i) => {
      const upper = bare(t).toUpperCase();
      // Serbo-Croatian surnames ending -IC are written -IĆ at home.
      const accented =
        ACCENTED_SPELLINGS[upper] ??
        (personName && /^[A-Z]{3,}IC$/.test(upper) ? `${upper.slice(0, -1)}Ć` : undefined);
      return accented && accented !== upper ? { i, accented } : null;
    })
    .filter((o): o is { i: number; accented: string } => o !== null);
  if (options.length === 0) return null;
  for (const { i, accented } of rng.chance(0.5) ? options : [rng.pick(options)]) {
    parts[i] = mapCore(parts[i], (core) => matchWordCase(accented, core));
  }
  return parts.join(' ');
}

// ---------------------------------------------------------------- vessels
const VESSEL_PREFIX = /^(M\/V|MV|M\.V\.|M\/T|MT)\s+/i;

/** Strips a listed "M/V" style prefix, or adds one the way shipping documents write it. */
export function vesselVariant(name: string, rng: Rng): string {
  if (VESSEL_PREFIX.test(name)) return name.replace(VESSEL_PREFIX, '');
  return `${rng.pick(['M/V', 'MV', 'M.V.', 'M/T'])} ${name}`;
}
