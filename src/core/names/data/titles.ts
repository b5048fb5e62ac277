/**
 * Titles and honorifics callers type before a name (personal, academic, religious, military), as
 * canonical tokens (SHEIKH and SHAIKH arrive as SHAYKH, HAJI and HADJ as HAJJI: given-names.ts).
 * A query's canonical form leaves one out when it comes first in the name's natural order and two
 * words or more follow it ("Sheikh Ayman al-Zawahiri", "ZAWAHIRI, Sheikh Ayman"); the name as
 * written keeps it, and scoring takes the better of the two. Listed names keep theirs: the lists
 * write HAJI and SHAIKH as given names ("BARAKZAI, Haji Abdul Sattar", typed "Haji Barakzai"), and
 * an Arabic-script query reads them (حجی for HAJI). SAYYID (SEYYED, SAYED, SYED …) is in since
 * 2026-11-26: "Seyyed Ali Khamenei" scored 0.72 against KHAMENEI, Ali Husseini and came back
 * `clear`; a query whose SAYYID is a given name still meets the listed name as written (SAYYED,
 * Ibrahim Amin). Left out: titles that are also names or business words (AMIR, IMAM, GENERAL,
 * CAPTAIN, MAJOR).
 * MR, MRS, MS and DR are removed at the start of any name (equivalences.ts, LEADING_PREFIXES), and
 * within a run of titles in a query ("Prof. Dr. Vladimir Putin").
 */
export const NAME_TITLES: readonly string[] = [
  'MISS',
  'PROF',
  'PROFESSOR',
  'SIR',
  'HERR',
  'FRAU',
  'SHAYKH',
  'HAJJI',
  'MULLAH',
  'MULLA',
  'MOLLA',
  'MOLLAH',
  'MAULVI',
  'MOULVI',
  'MAWLAWI',
  'MAWLAVI',
  'MAULANA',
  'MAWLANA',
  'AYATOLLAH',
  'AYATULLAH',
  'SAYYID',
  'QARI',
  'MUFTI',
  'COLONEL',
  'COL',
  'LIEUTENANT',
  'BRIGADIER',
  'LT',
  'CAPT',
  'SGT',
  'MAJ',
  'BRIG',
  'GEN',
  'ADM',
  'ADMIRAL',
  // Professional and courtesy titles of the languages callers write names in, abbreviated as they
  // write them (Spanish Lic., Ing., Arq., Sra., Srta., Mtro.; Italian Dott., Sig.; French Mme,
  // Mlle; Turkish Öğr., Yrd.; English Engr.; German Dipl.-Ing.). Left out: those that are also
  // initials (SR, IR, AV, HJ).
  'ING',
  'LIC',
  'LICDA',
  'ARQ',
  'ENGR',
  'DIPL',
  'SRA',
  'SRTA',
  'MTRO',
  'MTRA',
  'DOTT',
  'DOTTSSA',
  'SIG',
  'SIGRA',
  'MME',
  'MLLE',
  'OGR',
  'YRD',
  // Honorifics of the regions the lists name most, as customer files write them (2026-11-28):
  // West Africa and the Sahel (Alhaji, Alhaja, Hajiya, Mallam), Malaysia and Brunei (Datuk, Dato,
  // Datin, Hajah), South Asia (Shri, Smt.), Burma (Daw; U is an initial too and stays), Afghanistan
  // and Pakistan (Ustad), Turkey (Hacı), France. Not SRI (an Indonesian given name) nor TUN (a
  // Burmese name syllable: MYA TUN OO).
  'ALHAJI',
  'ALHAJJI',
  'ALHADJI',
  'ALHAJ',
  'ELHADJ',
  'ELHADJI',
  'ELHAJ',
  'ALHAJA',
  'ALHAJJA',
  'HAJIYA',
  'HAJIA',
  'HAJAH',
  'HAJJAH',
  'MALLAM',
  'MALAM',
  'DATUK',
  'DATO',
  'DATIN',
  'SHRI',
  'SHREE',
  'SHRIMATI',
  'SMT',
  'DAW',
  'USTAD',
  'USTADH',
  'USTAZ',
  'HACI',
  'MONSIEUR',
  'MADAME',
  'MADEMOISELLE',
  // The late: South Asian and Malay documents write it before a dead person's name ("S/O Late …").
  'LATE',
  'MARHUM',
  'MARHOOM',
  'ALMARHUM',
  'SENATOR',
  'AMBASSADOR',
  'REV',
  'REVEREND',
  'HON',
  'HONOURABLE',
  'HONORABLE',
  'EXCELLENCY',
];

/**
 * Titles of two words or more (HIS EXCELLENCY): HIS and HER alone are no titles (HER is a Hmong
 * surname). Military ranks are here whole (since 2026-11-28): GENERAL, MAJOR, SENIOR, VICE and AIR
 * alone are names or business words, a rank of two words is neither ("Senior General Min Aung
 * Hlaing" scored 0.64 against HLAING, Min Aung, "Major General Qasem Soleimani" 0.63 against
 * SOLEIMANI, Qasem: both `clear`). The ranks of the armies the lists name most (Burma's, Iran's,
 * Russia's: COLONEL GENERAL, ARMY GENERAL), in English; Malaysia's titles of two words (TAN SRI,
 * DATUK SERI). Longest first.
 */
export const NAME_TITLE_PHRASES: readonly (readonly string[])[] = [
  ['VICE', 'SENIOR', 'GENERAL'],
  ['AIR', 'CHIEF', 'MARSHAL'],
  // Malaysian titles of two words (SRI and SERI alone are names), and the article before HAJJI.
  ['TAN', 'SRI'],
  ['PUAN', 'SRI'],
  ['TOH', 'PUAN'],
  ['DATUK', 'SERI'],
  ['DATUK', 'SRI'],
  ['DATO', 'SERI'],
  ['DATO', 'SRI'],
  ['AL', 'HAJJI'],
  ['EL', 'HAJJI'],
  ['HIS', 'EXCELLENCY'],
  ['HER', 'EXCELLENCY'],
  ['SENIOR', 'GENERAL'],
  ['MAJOR', 'GENERAL'],
  ['LIEUTENANT', 'GENERAL'],
  ['BRIGADIER', 'GENERAL'],
  ['COLONEL', 'GENERAL'],
  ['ARMY', 'GENERAL'],
  ['LIEUTENANT', 'COLONEL'],
  ['REAR', 'ADMIRAL'],
  ['VICE', 'ADMIRAL'],
  ['FIELD', 'MARSHAL'],
  ['AIR', 'MARSHAL'],
];

/**
 * Honorifics: removed at the start of any name (equivalences.ts, LEADING_PREFIXES), and within a
 * run of titles after the first (PROF DR, withoutLeadingTitle); names-in-one.ts reads a joint
 * name's titles so too.
 */
export const HONORIFICS: ReadonlySet<string> = new Set(['MR', 'MRS', 'MS', 'DR']);
