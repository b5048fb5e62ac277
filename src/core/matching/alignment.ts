import { jaroWinklerSymbols, WINKLER_MAX_PREFIX, WINKLER_SCALING } from './jaro-winkler';
import { characterBit, type PreparedName, type PreparedWord } from './prepare';
import { differentCountries } from '../names/country-words';
import { givenNameGroup } from '../names/given-name-groups';
import { ensureUint16, SPACE_SYMBOL, toSymbols } from './symbols';

/**
 * Token alignment, shared by the three algorithms (docs/matching.md, "Token alignment").
 * Each query token is paired with at most one listed token, greedily by descending
 * similarity (Jaro-Winkler of the two tokens; ties go to the earlier query token, then the
 * earlier listed token). A pair is accepted when the similarity reaches TOKEN_PAIR_THRESHOLD,
 * when the two tokens share a Double Metaphone code (with the limits below), or when they print
 * alike (printAlike). In names without generic words or legal forms (a person's), an initial
 * pairs with a name word it may stand for (standsFor), after every other pair. The alignment
 * then decides the two compared strings that Jaro-Winkler and the sequence matcher score.
 */
export const TOKEN_PAIR_THRESHOLD = 0.8;
/**
 * Tokens that share a Double Metaphone code pair only if they are also this similar, and
 * both have at least METAPHONE_PAIR_MIN_LENGTH characters: Metaphone drops vowels, so OMAR,
 * AMIR and UMAR all code AMR, and short words (ZHU, ZHAO: J) collide all the time.
 */
export const METAPHONE_PAIR_FLOOR = 0.7;
export const METAPHONE_PAIR_MIN_LENGTH = 5;

/**
 * The similarity an initial's pair is ranked by: below every other accepted pair (0.7 at least),
 * so that a word written out pairs with its own spelling first (V. VLADIMIR PUTIN).
 */
export const INITIAL_PAIR_SIMILARITY = 0.5;

export type ComparisonRule = 'spacing' | 'subset' | 'aligned';

/** A one-letter word of the letters A–Z that is not a particle (the Spanish Y, E): an initial. */
function isInitial(word: PreparedWord): boolean {
  return word.letters === 1 && word.sounds && word.tokenClass === 'initial';
}

/**
 * Whether one of the two words is an initial and the other a name word of two letters or more
 * that begins with it (V / VLADIMIR). Generic words and particles are never abbreviated so.
 */
export function standsFor(a: PreparedWord, b: PreparedWord): boolean {
  const [initial, word] = a.letters === 1 ? [a, b] : [b, a];
  return (
    word.letters > 1 &&
    word.tokenClass === 'name' &&
    word.sounds &&
    isInitial(initial) &&
    initial.symbols[0] === word.symbols[0]
  );
}

/**
 * Whether a query's initial would stand for word `index` of a listed "SURNAME, Given" name's
 * surname. People shorten given names, not surnames: T. NICOLAS is not TRUSCHALOV, Nicholas, whose
 * T would be the surname's and NICOLAS the given name's. A listed name with nothing after the
 * comma has no given name to leave the surname to.
 */
function initialForSurname(queryWord: PreparedWord, listed: PreparedName, index: number): boolean {
  return (
    queryWord.letters === 1 &&
    index < listed.leadingSurnameTokens &&
    listed.leadingSurnameTokens < listed.words.length
  );
}

/** Whether a non-empty code of one word (a1, a2) equals a code of the other (b1, b2). */
function sharesCode<T>(a1: T, a2: T, b1: T, b2: T, empty: T): boolean {
  return (a1 !== empty && (a1 === b1 || a1 === b2)) || (a2 !== empty && (a2 === b1 || a2 === b2));
}

/** Whether the codes' hashes allow Metaphone agreement: necessary for it, not sufficient. */
export function metaphoneMayAgree(a: PreparedWord, b: PreparedWord): boolean {
  return sharesCode(a.primaryHash, a.alternateHash, b.primaryHash, b.alternateHash, 0);
}

/** Double Metaphone agreement: a non-empty code of one word equals a code of the other. */
export function metaphoneAgrees(a: PreparedWord, b: PreparedWord): boolean {
  // Compare the strings only when the hashes agree.
  if (!metaphoneMayAgree(a, b)) return false;
  return sharesCode(a.metaphone[0], a.metaphone[1], b.metaphone[0], b.metaphone[1], '');
}

export function sameText(a: PreparedWord, b: PreparedWord): boolean {
  return a.textHash === b.textHash && a.text === b.text;
}

/**
 * Two different words that print alike: the same key once letter groups that print like one
 * letter are folded (MIRIRN / MIRIM, VOSTOKGAZPRORN / VOSTOKGAZPROM; names/print-confusions.ts).
 */
export function printAlike(a: PreparedWord, b: PreparedWord): boolean {
  return a.printHash !== 0 && a.printHash === b.printHash && a.printKey === b.printKey && a.text !== b.text;
}

/**
 * Two words that each read as one Chinese syllable and read as the same one in some romanization
 * (Wade-Giles CHOU and pinyin ZHOU, HSU and XU): one name, whatever the rest of the name is. The
 * whole-name readings (readings.ts) need every word to be Chinese; a Chinese surname beside a
 * Western given name (CHOU, Carol) is read here, word by word.
 */
export function sameChineseSyllable(a: PreparedWord, b: PreparedWord): boolean {
  const syllablesA = a.chineseSyllables;
  const syllablesB = b.chineseSyllables;
  if (syllablesA === null || syllablesB === null || a.textHash === b.textHash) return false;
  for (const syllable of syllablesA) if (syllablesB.includes(syllable)) return true;
  return false;
}

export function tokenSimilarity(a: PreparedWord, b: PreparedWord): number {
  if (sameText(a, b)) return 1;
  return jaroWinklerSymbols(a.symbols, a.symbols.length, b.symbols, b.symbols.length);
}

/**
 * For a common prefix of p characters (0 to 4): the least value of m/|a| + m/|b| with which
 * Jaro-Winkler can still reach TOKEN_PAIR_THRESHOLD. Jaro-Winkler = jaro + 0.1 p (1 - jaro)
 * reaches T when jaro >= (T - 0.1 p) / (1 - 0.1 p), and jaro <= (m/|a| + m/|b| + 1) / 3.
 */
const LEAST_MATCH_SHARE = [0, 1, 2, 3, 4].map((prefix) => {
  const boost = prefix * WINKLER_SCALING;
  return (3 * (TOKEN_PAIR_THRESHOLD - boost)) / (1 - boost) - 1 - 1e-9;
});

/**
 * Whether two tokens may reach TOKEN_PAIR_THRESHOLD, from a bound that costs less than
 * Jaro-Winkler itself: m is at most the number of characters of `a` that occur anywhere in
 * `b` (LEAST_MATCH_SHARE says how many are needed). Only saves time; never changes a result.
 */
export function mayPair(a: PreparedWord, b: PreparedWord): boolean {
  const symbolsA = a.symbols;
  const symbolsB = b.symbols;
  const lengthA = symbolsA.length;
  const lengthB = symbolsB.length;
  const prefixLimit = Math.min(lengthA, lengthB, WINKLER_MAX_PREFIX);
  let prefix = 0;
  while (prefix < prefixLimit && symbolsA[prefix] === symbolsB[prefix]) prefix++;
  const mask = b.characterMask;
  let possible = 0;
  for (let i = 0; i < lengthA; i++) if ((characterBit(symbolsA[i]) & mask) !== 0) possible++;
  possible = Math.min(possible, lengthB);
  return (possible * (lengthA + lengthB)) / (lengthA * lengthB) >= LEAST_MATCH_SHARE[prefix];
}

/** The state of the last alignment; valid until the next call of alignNames. */
export const alignment = {
  /** For each query word, the index of its listed partner or -1. */
  partnerOfQuery: new Int32Array(16),
  partnerOfListed: new Int32Array(16),
  /** Similarity of each query word with its partner. */
  similarityOfQuery: new Float64Array(16),
  /** 1 when a query word's pair is an initial and the word it stands for (standsFor). */
  initialOfQuery: new Uint8Array(16),
  pairCount: 0,
  /** How many pairs are an initial and the word it stands for. */
  initialPairCount: 0,
  rule: 'aligned' as ComparisonRule,
  /** Compared strings as word indices in order (unused for the spacing rule). */
  queryOrder: new Int32Array(16),
  queryOrderLength: 0,
  listedOrder: new Int32Array(16),
  listedOrderLength: 0,
  /** True when the compared strings put the paired tokens in an order one of the names does not have. */
  reordered: false,
  /** The compared strings as symbols. */
  querySymbols: new Uint16Array(64),
  queryLength: 0,
  listedSymbols: new Uint16Array(64),
  listedLength: 0,
};

let candidateSimilarity = new Float64Array(64);
let candidateQuery = new Int32Array(64);
let candidateListed = new Int32Array(64);
let candidateInitial = new Uint8Array(64);

function growIndexArrays(size: number): void {
  if (alignment.partnerOfQuery.length >= size) return;
  const length = Math.max(size, alignment.partnerOfQuery.length * 2);
  alignment.partnerOfQuery = new Int32Array(length);
  alignment.partnerOfListed = new Int32Array(length);
  alignment.similarityOfQuery = new Float64Array(length);
  alignment.initialOfQuery = new Uint8Array(length);
  alignment.queryOrder = new Int32Array(length);
  alignment.listedOrder = new Int32Array(length);
}

/** A name without generic words or legal forms: a person's, whose initials stand for names. */
function mayAbbreviate(name: PreparedName): boolean {
  return name.legalForms.length === 0 && name.words.every((word) => word.tokenClass !== 'generic');
}

/**
 * A name that reads as Chinese or Korean (scripts/readings.ts): its one-letter words are
 * syllables (Korean O and U, Wade-Giles I), as the retrieval keys already count them (keys.ts).
 */
function writesSyllables(name: PreparedName): boolean {
  return name.readings !== null && (name.readings.chinese || name.readings.korean);
}

/**
 * A letter against a generic word, a legal form or a particle (C / CO of COMPANY, A / AL): a letter
 * has no spelling to compare with theirs, and it stands for none of them (standsFor), so the two
 * never pair. A letter and a name word may still be alike (the Korean surname O / OH).
 */
function letterAgainstSymbol(letter: PreparedWord, word: PreparedWord): boolean {
  return letter.letters === 1 && word.letters > 1 && word.tokenClass !== 'name';
}

/**
 * A particle against a name word (AL / YALE, DE / DEE): a particle is one of a closed class of short
 * words (names/token-weights.ts), so a name word spelled like one is another word, and pairing the
 * two would credit the name word's information to a particle that carries almost none. Particles
 * pair with particles (DELLA / DEL), and spellings of them outside the class through their
 * canonical forms (ABOU reads ABU).
 */
function particleAgainstName(particle: PreparedWord, word: PreparedWord): boolean {
  // One-letter particles (the Spanish Y and E) may be initials too (Cheng Y. LI): left to the rules for letters.
  return particle.tokenClass === 'particle' && particle.letters > 1 && word.tokenClass === 'name';
}

/** The similarity two words are ranked by when the alignment accepts them as a pair (initials aside), else -1. */
function pairSimilarity(queryWord: PreparedWord, listedWord: PreparedWord): number {
  if (letterAgainstSymbol(queryWord, listedWord) || letterAgainstSymbol(listedWord, queryWord)) return -1;
  if (particleAgainstName(queryWord, listedWord) || particleAgainstName(listedWord, queryWord)) return -1;
  if (differentCountries(queryWord.countries, listedWord.countries)) return -1;
  const soundsAlike = metaphoneAgrees(queryWord, listedWord);
  const printsAlike = printAlike(queryWord, listedWord);
  const syllable = sameChineseSyllable(queryWord, listedWord);
  if (!soundsAlike && !printsAlike && !syllable && !mayPair(queryWord, listedWord)) return -1;
  const similarity = tokenSimilarity(queryWord, listedWord);
  const longEnough =
    queryWord.text.length >= METAPHONE_PAIR_MIN_LENGTH && listedWord.text.length >= METAPHONE_PAIR_MIN_LENGTH;
  const accepted =
    similarity >= TOKEN_PAIR_THRESHOLD ||
    printsAlike ||
    syllable ||
    (soundsAlike && longEnough && similarity >= METAPHONE_PAIR_FLOOR) ||
    (soundsAlike && sameFoldedSpelling(queryWord.text, listedWord.text));
  return accepted ? similarity : -1;
}

/**
 * Vowels written double or as a digraph in one romanization and single in another: OO and OU as
 * U, EE as I, and any doubled letter once (LOOR / LUR, NOORI / NURI, SAEED / SAID keep their
 * consonants); and the diphthongs of Arabic and Persian names, which romanizations write with a
 * vowel or a glide: AW / AU (AWS / AUS, AWF / AUF) and AY / AI / EY / EI (ZAYD / ZEID, DAY / DEY).
 * One consonant class too: Arabic ق is written Q or K, and Persian pronounces ق and غ alike and
 * writes either GH or Q (QODS / GHODS, QOM / GHOM, QASEM / KASEM / GHASEM); KH (خ) stays apart.
 * Words of five letters or more pair on their Jaro-Winkler already; short ones fall below
 * TOKEN_PAIR_THRESHOLD for one such spelling (LUR / LOOR: 0.75, AWS / AUS: 0.78, QODS / GHODS: 0.78).
 */
const [A, E, G, H, I, K, O, Q, U, W, Y] = [...'AEGHIKOQUWY'].map((letter) => letter.charCodeAt(0));
/** Codes of the two diphthongs and of the Q / K / GH class, below every letter. */
const DIPHTHONG_AU = 1;
const DIPHTHONG_AI = 2;
const QAF_OR_GHAYN = 3;

/** The folded letter at `i` (a character code) times 4, plus how many letters it takes (1 or 2). */
function foldedAt(text: string, i: number): number {
  const letter = text.charCodeAt(i);
  const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
  if (letter === G && next === H) return QAF_OR_GHAYN * 4 + 2;
  if (letter === Q || (letter === K && next !== H)) return QAF_OR_GHAYN * 4 + (next === letter ? 2 : 1);
  if (letter === O && (next === O || next === U)) return U * 4 + 2;
  if (letter === E && next === E) return I * 4 + 2;
  if (letter === A && (next === W || next === U)) return DIPHTHONG_AU * 4 + 2;
  if ((letter === A || letter === E) && (next === Y || next === I)) return DIPHTHONG_AI * 4 + 2;
  return letter * 4 + (next === letter ? 2 : 1);
}

/**
 * Whether two different words are the same once the spellings above are folded: vowels written double
 * or as digraphs, diphthongs, and Q / K / GH (most differ at once).
 */
function sameFoldedSpelling(a: string, b: string): boolean {
  if (a === b) return false;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const foldedA = foldedAt(a, i);
    const foldedB = foldedAt(b, j);
    if (foldedA >> 2 !== foldedB >> 2) return false;
    i += foldedA & 3;
    j += foldedB & 3;
  }
  return i === a.length && j === b.length;
}

function pairTokens(query: PreparedName, listed: PreparedName): void {
  const queryWords = query.words;
  const listedWords = listed.words;
  // Whether initials may pair here: decided at the first one-letter word met (most names have none).
  let initials: boolean | null = null;
  const queryCount = queryWords.length;
  const listedCount = listedWords.length;
  const { partnerOfQuery, partnerOfListed, similarityOfQuery, initialOfQuery } = alignment;
  partnerOfQuery.fill(-1, 0, queryCount);
  partnerOfListed.fill(-1, 0, listedCount);
  initialOfQuery.fill(0, 0, queryCount);
  const maxCandidates = queryCount * listedCount;
  if (candidateSimilarity.length < maxCandidates) {
    candidateSimilarity = new Float64Array(maxCandidates);
    candidateQuery = new Int32Array(maxCandidates);
    candidateListed = new Int32Array(maxCandidates);
    candidateInitial = new Uint8Array(maxCandidates);
  }
  let candidates = 0;
  for (let i = 0; i < queryCount; i++) {
    for (let j = 0; j < listedCount; j++) {
      const queryWord = queryWords[i];
      const listedWord = listedWords[j];
      let similarity = pairSimilarity(queryWord, listedWord);
      // An initial pairs with a word it stands for only when the two are not alike already (O / OH).
      let initial = false;
      if (similarity < 0 && (queryWord.letters === 1 || listedWord.letters === 1)) {
        initials ??= mayAbbreviate(query) && mayAbbreviate(listed);
        initial = initials && standsFor(queryWord, listedWord) && !initialForSurname(queryWord, listed, j);
        if (initial) similarity = INITIAL_PAIR_SIMILARITY;
      }
      if (similarity < 0) continue;
      candidateInitial[candidates] = initial ? 1 : 0;
      candidateSimilarity[candidates] = similarity;
      candidateQuery[candidates] = i;
      candidateListed[candidates] = j;
      candidates++;
    }
  }
  let pairs = 0;
  let initialPairs = 0;
  for (;;) {
    let best = -1;
    for (let c = 0; c < candidates; c++) {
      if (partnerOfQuery[candidateQuery[c]] >= 0 || partnerOfListed[candidateListed[c]] >= 0) continue;
      if (best < 0 || candidateSimilarity[c] > candidateSimilarity[best]) best = c;
    }
    if (best < 0) break;
    partnerOfQuery[candidateQuery[best]] = candidateListed[best];
    partnerOfListed[candidateListed[best]] = candidateQuery[best];
    similarityOfQuery[candidateQuery[best]] = candidateSimilarity[best];
    pairs++;
    if (candidateInitial[best] === 1) {
      initialOfQuery[candidateQuery[best]] = 1;
      initialPairs++;
    }
  }
  alignment.pairCount = pairs;
  alignment.initialPairCount = initialPairs;
}

function isIncreasing(order: Int32Array, length: number): boolean {
  for (let n = 1; n < length; n++) if (order[n] < order[n - 1]) return false;
  return true;
}

/**
 * Whether word `index` of a name is neither first nor last in the name's natural order. A word
 * of a surname written before a comma is a surname word, never a middle one (isSecondSurname),
 * unless it is a particle (the AL of AL-SAYYED).
 */
function isMiddleToken(name: PreparedName, index: number): boolean {
  const surnames = name.leadingSurnameTokens;
  if (index < surnames && surnames > 1 && name.words[index].tokenClass !== 'particle') return false;
  const position = naturalPosition(name, index);
  return position > 0 && position < name.words.length - 1;
}

/** The place of word `index` in the name's natural order: "LAST, First Middle" reads "First Middle LAST". */
function naturalPosition(name: PreparedName, index: number): number {
  const surnames = name.leadingSurnameTokens;
  return index >= surnames ? index - surnames : name.words.length - surnames + index;
}

/**
 * Whether word `index` of a name is a middle initial without a partner: a one-letter word between
 * the first and last words (Sami B. ESSID, John Q. SMITH). The subset rule sets it aside in
 * either name, as it sets aside the middle names of the longer one: the letter may stand for a
 * middle name the other name leaves out, or for a particle (B. for BEN, A. for AL), and a middle
 * initial must not make a name score lower than the name without it.
 */
function isUnpairedMiddleInitial(name: PreparedName, partners: Int32Array, index: number): boolean {
  return partners[index] < 0 && name.words[index].letters === 1 && isMiddleToken(name, index);
}

function unpairedMiddleInitials(name: PreparedName, partners: Int32Array): number {
  // A syllable is never set aside: HYON JONG KIM is not KIM, Hyon U with a middle initial left out.
  if (writesSyllables(name)) return 0;
  let count = 0;
  for (let i = 0; i < name.words.length; i++) if (isUnpairedMiddleInitial(name, partners, i)) count++;
  return count;
}

/**
 * The subset rule applies when every token of the shorter name (two or more) has a partner
 * and every unpaired token of the longer name is a middle one: missing middle names or
 * patronymics, however many (PUTIN, Vladimir Vladimirovich / Vladimir Putin), or added ones.
 * Unpaired middle initials of either name are set aside first (isUnpairedMiddleInitial).
 * A missing first name or surname is a different name often enough that the unpaired tokens
 * must stay in the compared strings. What the missing tokens weigh is decided by information
 * (the phonetic score's denominator and the weak-evidence adjustment, score.ts).
 * Returns the shorter name (with equal counts, the query), whose order the compared strings
 * follow, or null when the rule does not apply.
 */
function subsetShorter(query: PreparedName, listed: PreparedName): 'query' | 'listed' | null {
  const { partnerOfQuery, partnerOfListed, pairCount } = alignment;
  // Most pairs have no one-letter word: the initials are counted only when one may be set aside.
  const initials = query.hasOneLetterWord || listed.hasOneLetterWord;
  const queryCount = query.words.length - (initials ? unpairedMiddleInitials(query, partnerOfQuery) : 0);
  const listedCount = listed.words.length - (initials ? unpairedMiddleInitials(listed, partnerOfListed) : 0);
  const shorterCount = Math.min(queryCount, listedCount);
  if (shorterCount < 2 || pairCount !== shorterCount) return null;
  if (queryCount === listedCount) return 'query';
  const [longer, partners] = queryCount > listedCount ? [query, partnerOfQuery] : [listed, partnerOfListed];
  const shorter = longer === query ? listed : query;
  // An organization's left-out name and generic words are set aside only when every kept word is written
  // the same (asked at the first such word: most pairs have none).
  let respelled: boolean | null = null;
  let genericLeftOut: boolean | null = null;
  for (let i = 0; i < longer.words.length; i++) {
    if (partners[i] >= 0) continue;
    const leftOutByConvention =
      isMiddleToken(longer, i) ||
      isSecondSurname(longer, shorter, partners, i) ||
      isLeadingMuhammad(longer, i);
    if (!leftOutByConvention && !(genericLeftOut ??= onlyGenericWordsLeftOut(shorter, longer, partners)))
      return null;
    // Particles and initials are set aside freely; name and generic words only beside kept words written the same.
    const kind = longer.words[i].tokenClass;
    if (kind !== 'name' && kind !== 'generic') continue;
    respelled ??= !mayAbbreviate(longer) && !pairsWrittenAlike(query, listed);
    if (respelled) return null;
  }
  return shorter === query ? 'query' : 'listed';
}

/**
 * Whether the longer name leaves out only generic words, so is an organization's (GOLDEN STAR
 * INTERNATIONAL TRADING for "Golden Star"), and the kept words hold a name word: what is left out
 * says what kind of body it is, not which one, wherever it stands. Left out with name words, a
 * first or last generic word still counts as a missing word (MOSCOW INSTITUTE OF PHYSICS AND
 * TECHNOLOGY is not "Institute of Physics").
 */
function onlyGenericWordsLeftOut(shorter: PreparedName, longer: PreparedName, partners: Int32Array): boolean {
  if (!shorter.words.some((word) => word.tokenClass === 'name')) return false;
  for (let i = 0; i < longer.words.length; i++)
    if (partners[i] < 0 && longer.words[i].tokenClass !== 'generic') return false;
  return true;
}

/** Whether every pair of the last alignment is two words written the same. */
function pairsWrittenAlike(query: PreparedName, listed: PreparedName): boolean {
  for (let i = 0; i < query.words.length; i++) {
    const partner = alignment.partnerOfQuery[i];
    if (partner >= 0 && !sameText(query.words[i], listed.words[partner])) return false;
  }
  return true;
}

const MUHAMMAD_GROUP = givenNameGroup('MUHAMMAD');

/**
 * Whether word `index` is MUHAMMAD (any spelling of the given-name table) as the first of two given
 * names or more of a person: Arabic and South Asian names put it first and use the name after it
 * ("Muhammad Anwar al-SADAT" is Anwar Sadat, "Mohamed Hosni MUBARAK" Hosni Mubarak), so leaving it
 * out is a naming convention, like leaving out a middle name. What it weighs still counts (score.ts).
 */
function isLeadingMuhammad(name: PreparedName, index: number): boolean {
  const surnames = name.leadingSurnameTokens;
  const givenNames = surnames > 0 ? name.words.length - surnames : name.words.length - 1;
  return (
    naturalPosition(name, index) === 0 && givenNames >= 2 && name.words[index].nameGroup === MUHAMMAD_GROUP
  );
}

const MAX_SURNAME_WORDS = 3;

/**
 * Whether word `index` is one word of a surname written before a comma ("ORTEGA MURILLO, Juan")
 * another word of which is written the same in the other name: a second (maternal) surname,
 * dropped as often as a middle name (Juan ORTEGA). A surname with no word paired stays a missing
 * surname, and so does one whose kept word is only similar (Jean DURAND is not DURAN NUNEZ, Juan
 * Carlos): dropping a surname word is a naming convention, a respelled surname another name as
 * often as not, and the two together are too weak to set the dropped word aside.
 */
function isSecondSurname(
  name: PreparedName,
  other: PreparedName,
  partners: Int32Array,
  index: number,
): boolean {
  const surnames = name.leadingSurnameTokens;
  // A person's surname: two or three words, and given names after the comma (not "BANK, CO LTD").
  if (index >= surnames || surnames < 2 || surnames > MAX_SURNAME_WORDS || name.words.length <= surnames)
    return false;
  for (let j = 0; j < surnames; j++)
    if (j !== index && partners[j] >= 0 && sameText(name.words[j], other.words[partners[j]])) return true;
  return false;
}

function orderWords(query: PreparedName, listed: PreparedName): void {
  const { partnerOfQuery, partnerOfListed, queryOrder, listedOrder } = alignment;
  const queryCount = query.words.length;
  const listedCount = listed.words.length;
  let q = 0;
  let l = 0;
  const shorter = subsetShorter(query, listed);
  if (shorter !== null) {
    // Subset rule: the shorter name's paired words in its own order, each facing its partner
    // (its unpaired words are middle initials, set aside like the longer name's middle words).
    alignment.rule = 'subset';
    if (shorter === 'query') {
      for (let i = 0; i < queryCount; i++) {
        if (partnerOfQuery[i] < 0) continue;
        queryOrder[q++] = i;
        listedOrder[l++] = partnerOfQuery[i];
      }
      alignment.reordered = !isIncreasing(listedOrder, l);
    } else {
      for (let j = 0; j < listedCount; j++) {
        if (partnerOfListed[j] < 0) continue;
        listedOrder[l++] = j;
        queryOrder[q++] = partnerOfListed[j];
      }
      alignment.reordered = !isIncreasing(queryOrder, q);
    }
  } else {
    // Paired tokens first, in query order, facing their partners; then the unpaired ones.
    alignment.rule = 'aligned';
    for (let i = 0; i < queryCount; i++) {
      if (partnerOfQuery[i] < 0) continue;
      queryOrder[q++] = i;
      listedOrder[l++] = partnerOfQuery[i];
    }
    alignment.reordered = !isIncreasing(listedOrder, l);
    for (let i = 0; i < queryCount; i++) if (partnerOfQuery[i] < 0) queryOrder[q++] = i;
    for (let j = 0; j < listedCount; j++) if (partnerOfListed[j] < 0) listedOrder[l++] = j;
  }
  alignment.queryOrderLength = q;
  alignment.listedOrderLength = l;
  // A Chinese or Korean name's syllables keep their order; only the surname moves (KIM JONG UN, JONG UN
  // KIM). Another order of a given name's syllables is another name (김은정, KIM EUN JEONG, is not KIM,
  // Jong Un): the compared strings then keep each name's own order.
  const partners = shorter === 'listed' ? queryOrder : listedOrder;
  if (
    alignment.reordered &&
    !isRotation(partners, alignment.pairCount) &&
    writesSyllables(query) &&
    writesSyllables(listed)
  ) {
    queryOrder.subarray(0, q).sort();
    listedOrder.subarray(0, l).sort();
    alignment.reordered = false;
  }
}

/** Whether an order is increasing up to a rotation: at most one step down, and the last below the first. */
function isRotation(order: Int32Array, length: number): boolean {
  let descents = 0;
  for (let n = 1; n < length; n++) if (order[n] < order[n - 1]) descents++;
  return descents === 0 || (descents === 1 && order[length - 1] < order[0]);
}

/**
 * Whether word `index` of the query (`ofQuery`) or of the listed name is compared as its initial:
 * it is paired with an initial that stands for it. The strings then compare what both names say.
 */
export function comparedAsInitial(
  ofQuery: boolean,
  index: number,
  query: PreparedName,
  listed: PreparedName,
): boolean {
  if (alignment.initialPairCount === 0) return false;
  const queryIndex = ofQuery ? index : alignment.partnerOfListed[index];
  if (queryIndex < 0 || alignment.initialOfQuery[queryIndex] === 0) return false;
  const word = ofQuery ? query.words[index] : listed.words[index];
  return word.letters > 1;
}

/** Writes the words in the given order into buffer, separated by spaces; words paired with an initial as their initial. */
function spell(
  ofQuery: boolean,
  query: PreparedName,
  listed: PreparedName,
  order: Int32Array,
  count: number,
  buffer: Uint16Array,
): number {
  const words = ofQuery ? query.words : listed.words;
  const initials = alignment.initialPairCount > 0;
  let length = 0;
  for (let n = 0; n < count; n++) {
    if (n > 0) buffer[length++] = SPACE_SYMBOL;
    const symbols = words[order[n]].symbols;
    if (initials && comparedAsInitial(ofQuery, order[n], query, listed)) {
      buffer[length++] = symbols[0];
      continue;
    }
    buffer.set(symbols, length);
    length += symbols.length;
  }
  return length;
}

function identityOrder(order: Int32Array, count: number): void {
  for (let n = 0; n < count; n++) order[n] = n;
}

/** Aligns the two names' tokens and builds the two compared strings (in `alignment`). */
export function alignNames(query: PreparedName, listed: PreparedName): void {
  const queryCount = query.words.length;
  const listedCount = listed.words.length;
  growIndexArrays(Math.max(queryCount, listedCount));
  alignment.querySymbols = ensureUint16(alignment.querySymbols, query.normalized.length + 1);
  alignment.listedSymbols = ensureUint16(alignment.listedSymbols, listed.normalized.length + 1);
  if (query.compact === listed.compact && query.normalized !== listed.normalized && query.compact !== '') {
    // Spacing variants (AL QAIDA, ALQAIDA): compare the space-free forms (legal forms included).
    alignment.rule = 'spacing';
    alignment.reordered = false;
    alignment.initialPairCount = 0;
    identityOrder(alignment.queryOrder, queryCount);
    identityOrder(alignment.listedOrder, listedCount);
    alignment.queryOrderLength = queryCount;
    alignment.listedOrderLength = listedCount;
    // Rare enough to convert here rather than keep the symbols in every prepared name.
    const querySymbols = toSymbols(query.compact);
    const listedSymbols = toSymbols(listed.compact);
    alignment.querySymbols.set(querySymbols);
    alignment.queryLength = querySymbols.length;
    alignment.listedSymbols.set(listedSymbols);
    alignment.listedLength = listedSymbols.length;
    return;
  }
  // Token pairs matter only here: the spacing rule compares the names whole.
  pairTokens(query, listed);
  orderWords(query, listed);
  alignment.queryLength = spell(
    true,
    query,
    listed,
    alignment.queryOrder,
    alignment.queryOrderLength,
    alignment.querySymbols,
  );
  alignment.listedLength = spell(
    false,
    query,
    listed,
    alignment.listedOrder,
    alignment.listedOrderLength,
    alignment.listedSymbols,
  );
}
