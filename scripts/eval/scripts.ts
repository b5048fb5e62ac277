/**
 * Renders Latin-script listed names in the script their owners write them in, as a caller with
 * a local keyboard would type them. docs/evaluation.md ("other_script") explains the method:
 *  - Russian / Belarusian: reverse of the BGN/PCGN-style romanization OFAC uses (KH → Х, ZH → Ж,
 *    SHCH → Щ, consonant + Y + vowel → Ь + iotated vowel, final IY → ИЙ, Y after a consonant → Ы).
 *  - Ukrainian: reverse of the 2010 Ukrainian national romanization (H → Г, Y → И, I → І, YE → Є, YI → Ї).
 *  - Arabic: whole-token dictionary of common Arabic names; a name is rendered only when every
 *    token is in it, so no letter-by-letter guessing (Arabic script drops short vowels).
 */

const RU_MULTI: readonly [string, string][] = [
  ['SHCH', 'Щ'],
  ['KH', 'Х'],
  ['ZH', 'Ж'],
  ['TS', 'Ц'],
  ['CH', 'Ч'],
  ['SH', 'Ш'],
];
const RU_IOTATED: Record<string, string> = { A: 'Я', U: 'Ю', E: 'Е', O: 'Ё' };
const RU_SINGLE: Record<string, string> = {
  A: 'А',
  B: 'Б',
  V: 'В',
  G: 'Г',
  D: 'Д',
  E: 'Е',
  Z: 'З',
  I: 'И',
  K: 'К',
  L: 'Л',
  M: 'М',
  N: 'Н',
  O: 'О',
  P: 'П',
  R: 'Р',
  S: 'С',
  T: 'Т',
  U: 'У',
  F: 'Ф',
  H: 'Х',
  C: 'К',
  Q: 'К',
  W: 'В',
  J: 'ДЖ',
  X: 'КС',
};
/** Name stems that start with Э rather than Е in Russian (EDUARD, and the patronymic EDUARDOVICH). */
const RU_INITIAL_E = ['EDUARD', 'ERIK', 'EMIL', 'ELVIR', 'ELMIR', 'ERNST', 'EMM'];
const VOWEL = /[AEIOUY]/;

const UK_MULTI: readonly [string, string][] = [...RU_MULTI, ['IE', 'Є'], ['IU', 'Ю'], ['IA', 'Я']];
/** The national system writes Є Ю Я Ї as YE YU YA YI only at the start of a word. */
const UK_INITIAL: readonly [string, string][] = [
  ['YE', 'Є'],
  ['YU', 'Ю'],
  ['YA', 'Я'],
  ['YI', 'Ї'],
  ['YO', 'ЙО'],
];
const UK_SINGLE: Record<string, string> = {
  ...RU_SINGLE,
  H: 'Г',
  G: 'Ґ',
  I: 'І',
  Y: 'И',
  E: 'Е',
};

function titleCase(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}

function russianWord(latin: string): string {
  const w = latin.toUpperCase();
  if (!/^[A-Z]+$/.test(w)) return latin;
  let out = '';
  for (let i = 0; i < w.length;) {
    const multi = RU_MULTI.find(([l]) => w.startsWith(l, i));
    if (multi) {
      out += multi[1];
      i += multi[0].length;
      continue;
    }
    const ch = w[i];
    const next = w[i + 1] ?? '';
    const prev = w[i - 1] ?? '';
    if (ch === 'Y' || (ch === 'J' && prev && !VOWEL.test(prev) && RU_IOTATED[next])) {
      if (RU_IOTATED[next]) {
        // consonant + Y + vowel is a soft sign before an iotated vowel (GRIGORYEVICH → ГРИГОРЬЕВИЧ),
        // except YO, which is plain Ё after most consonants (ARTYOM → АРТЁМ, but VOROBYOV → ВОРОБЬЁВ).
        const soft = prev && !VOWEL.test(prev) && (next !== 'O' || prev === 'B' || prev === 'V');
        out += (soft ? 'Ь' : '') + RU_IOTATED[next];
        i += 2;
        continue;
      }
      // Final Y: Й after a vowel (SERGEY), ИЙ after a consonant (GENNADY → ГЕННАДИЙ), else Ы (RYBAKOV).
      const final = i === w.length - 1;
      out += prev && VOWEL.test(prev) ? 'Й' : final && prev !== 'Y' ? 'ИЙ' : 'Ы';
      i += 1;
      continue;
    }
    if (ch === 'I' && next === 'Y' && i + 2 === w.length) {
      out += 'ИЙ';
      i += 2;
      continue;
    }
    if (ch === 'I' && i === w.length - 1 && /[AEOU]/.test(prev)) {
      out += 'Й'; // SERGEI → СЕРГЕЙ, NIKOLAI → НИКОЛАЙ (ICAO writes Й as I)
      i += 1;
      continue;
    }
    if (ch === 'E' && i === 0) {
      out += RU_INITIAL_E.some((stem) => w.startsWith(stem)) ? 'Э' : 'Е';
      i += 1;
      continue;
    }
    if (ch === 'I' && next === 'A' && i + 2 === w.length) {
      out += 'ИЯ';
      i += 2;
      continue;
    }
    out += RU_SINGLE[ch] ?? ch;
    i += 1;
  }
  return out;
}

function ukrainianWord(latin: string): string {
  const w = latin.toUpperCase();
  if (!/^[A-Z]+$/.test(w)) return latin;
  const initial = UK_INITIAL.find(([l]) => w.startsWith(l));
  let out = initial ? initial[1] : '';
  for (let i = initial ? initial[0].length : 0; i < w.length;) {
    if (i + 2 === w.length && w.endsWith('YI')) {
      out += 'ИЙ'; // adjectival ending: KOLOMOISKYI → КОЛОМОІСКИЙ
      break;
    }
    const multi = UK_MULTI.find(([l]) => w.startsWith(l, i));
    if (multi) {
      out += multi[1];
      i += multi[0].length;
      continue;
    }
    // Y before a vowel inside a word is Й (ANDRIYOVYCH → АНДРІЙОВИЧ, MYKOLAYOVYCH → МИКОЛАЙОВИЧ).
    if (w[i] === 'Y' && /[AEIOU]/.test(w[i + 1] ?? '')) {
      out += 'Й';
      i += 1;
      continue;
    }
    // Non-initial Й is written I: after a vowel it cannot be І (VALERIIOVYCH → ВАЛЕРІЙОВИЧ).
    out += w[i] === 'I' && /[AEIOUY]/.test(w[i - 1] ?? '') ? 'Й' : (UK_SINGLE[w[i]] ?? w[i]);
    i += 1;
  }
  return out;
}

function renderWords(name: string, word: (w: string) => string): string {
  return name
    .replace(/,/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => titleCase(word(w)))
    .join(' ');
}

/** "IVANOV, Sergei Borisovich" → "Иванов Сергей Борисович" (Russian and Belarusian names). */
export function toRussianCyrillic(name: string): string {
  return renderWords(name, russianWord);
}

/** "YANUKOVYCH, Viktor Fedorovych" → "Янукович Віктор Федорович". */
export function toUkrainianCyrillic(name: string): string {
  return renderWords(name, ukrainianWord);
}

/** Common Arabic names in their Arabic spelling, keyed by every usual romanization. */
const ARABIC_WORDS: Record<string, string> = {};
const ARABIC_TABLE: readonly [string, readonly string[]][] = [
  ['محمد', ['MOHAMMED', 'MOHAMMAD', 'MUHAMMAD', 'MOHAMED', 'MUHAMMED', 'MOHAMAD']],
  ['أحمد', ['AHMED', 'AHMAD']],
  ['علي', ['ALI']],
  ['حسن', ['HASSAN', 'HASAN']],
  ['حسين', ['HUSSEIN', 'HUSAYN', 'HUSSAIN', 'HUSEIN']],
  ['عمر', ['OMAR', 'UMAR']],
  ['خالد', ['KHALED', 'KHALID']],
  ['إبراهيم', ['IBRAHIM']],
  ['يوسف', ['YOUSSEF', 'YOUSEF', 'YUSUF', 'YOUSIF']],
  ['محمود', ['MAHMOUD', 'MAHMUD']],
  ['مصطفى', ['MUSTAFA', 'MOSTAFA']],
  ['سعيد', ['SAID', 'SAEED']],
  ['صالح', ['SALEH', 'SALIH']],
  ['أبو', ['ABU', 'ABOU']],
  ['بن', ['BIN', 'IBN']],
  ['عبد', ['ABD']],
  ['عبد الله', ['ABDULLAH', 'ABDALLAH']],
  ['عبد الرحمن', ['ABDULRAHMAN', 'ABDELRAHMAN']],
  ['عبد العزيز', ['ABDULAZIZ']],
  ['جمال', ['JAMAL']],
  ['كريم', ['KARIM']],
  ['ناصر', ['NASSER', 'NASIR', 'NASER']],
  ['سعد', ['SAAD']],
  ['فهد', ['FAHD']],
  ['فيصل', ['FAISAL', 'FAYSAL']],
  ['حمزة', ['HAMZA', 'HAMZAH']],
  ['إسماعيل', ['ISMAIL']],
  ['موسى', ['MUSA', 'MOUSSA']],
  ['عيسى', ['ISSA', 'ISA']],
  ['يحيى', ['YAHYA']],
  ['حامد', ['HAMID']],
  ['ماجد', ['MAJID']],
  ['طارق', ['TARIQ', 'TAREK']],
  ['وليد', ['WALID', 'WALEED']],
  ['عادل', ['ADEL', 'ADIL']],
  ['جابر', ['JABER', 'JABIR']],
  ['بكر', ['BAKR']],
  ['أسامة', ['OSAMA', 'USAMA']],
  ['سليمان', ['SULEIMAN', 'SULAYMAN']],
  ['قاسم', ['QASIM', 'QASEM']],
  ['جعفر', ['JAFAR']],
  ['زيد', ['ZAID', 'ZAYD']],
  ['سالم', ['SALEM', 'SALIM']],
  ['نبيل', ['NABIL']],
  ['منصور', ['MANSOUR', 'MANSUR']],
  ['عباس', ['ABBAS']],
  ['رضا', ['REDA', 'RIDA']],
  ['أمين', ['AMIN']],
  ['حسني', ['HOSNI', 'HUSNI']],
  ['حبيب', ['HABIB']],
];
for (const [arabic, latins] of ARABIC_TABLE) for (const latin of latins) ARABIC_WORDS[latin] = arabic;
/** The article AL- / EL- joins the next word: AL-MASRI → المصري is beyond a dictionary, so only AL + a known name. */
const ARABIC_ARTICLE = 'ال';

/** "ALI, Mohammed Hassan" → "علي محمد حسن"; null unless every token is a known Arabic name. */
export function toArabic(name: string): string | null {
  const words = name.toUpperCase().replace(/,/g, ' ').split(/[\s]+/).filter(Boolean);
  const out: string[] = [];
  for (const word of words) {
    const article = /^(AL|EL)-(.+)$/.exec(word);
    const core = article ? article[2] : word;
    const arabic = ARABIC_WORDS[core];
    if (!arabic) return null;
    out.push(article ? ARABIC_ARTICLE + arabic : arabic);
  }
  return out.length >= 2 ? out.join(' ') : null;
}
