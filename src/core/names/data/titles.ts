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
  'LT',
  'CAPT',
  'SGT',
  'MAJ',
  'BRIG',
  'GEN',
  'ADM',
  'ADMIRAL',
  'SENATOR',
  'AMBASSADOR',
  'REV',
  'REVEREND',
  'HON',
  'HONOURABLE',
  'HONORABLE',
  'EXCELLENCY',
];

/** Titles of two words (HIS EXCELLENCY): HIS and HER alone are no titles (HER is a Hmong surname). */
export const NAME_TITLE_PHRASES: readonly (readonly string[])[] = [
  ['HIS', 'EXCELLENCY'],
  ['HER', 'EXCELLENCY'],
];

/**
 * Honorifics: removed at the start of any name (equivalences.ts, LEADING_PREFIXES), and within a
 * run of titles after the first (PROF DR, withoutLeadingTitle); names-in-one.ts reads a joint
 * name's titles so too.
 */
export const HONORIFICS: ReadonlySet<string> = new Set(['MR', 'MRS', 'MS', 'DR']);
