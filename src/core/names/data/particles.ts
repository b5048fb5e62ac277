/**
 * Arabic name particles. ABD ("servant of") + article + one of the names of God is written
 * as one token (ABDULRAHMAN, ABDERRAHMANE, ABDIRAHMAN), two (ABDUL RAHMAN) or three
 * (ABD AL RAHMAN, ABD AR RAHMAN: the article assimilates to the next consonant). All become
 * the three tokens ABD AL <name>, the ALA-LC form OFAC uses most. ABD ALLAH becomes the one
 * token ABDALLAH (given-names.ts), the way OFAC writes ABDULLAH.
 * Source: spellings of ABD names in the SDN list (sdn.csv, alt.csv).
 */

/** Phrases (whole tokens) meaning "ABD AL". */
export const ABD_AL_PHRASES: readonly string[] = [
  'ABDUL',
  'ABDEL',
  'ABDOL',
  'ABDAL',
  'ABDUR',
  'ABDER',
  'ABDUS',
  'ABD UL',
  'ABD EL',
  'ABD OL',
  'ABD UR',
  'ABD AR',
  'ABD ER',
  'ABD US',
  'ABD AS',
  'ABD ES',
  'ABD ASH',
  'ABD AD',
  'ABD AZ',
  'ABD AN',
  'ABD AT',
];

/** Phrases meaning "ABD ALLAH", written as the single canonical token ABDALLAH. */
export const ABD_ALLAH_PHRASES: readonly string[] = ['ABD ALLAH', 'ABD ULLAH', 'ABD ELLAH', 'ABDUL LAH'];

/** How ABD + article is written at the start of a one-token ABD name (ABDUL in ABDULAZIZ). */
export const JOINED_ABD_PREFIXES: readonly string[] = [
  'ABDUL',
  'ABDEL',
  'ABDOL',
  'ABDAL',
  'ABDUR',
  'ABDER',
  'ABDUS',
  'ABDI',
  'ABDU',
  'ABD',
];

/**
 * Canonical second parts of ABD names (names of God, plus the Shia ABD AL RIDA / HUSAYN),
 * keys of GIVEN_NAME_VARIANTS or plain tokens; their variant spellings come from that table.
 */
export const ABD_NAME_SECOND_PARTS: readonly string[] = [
  'RAHMAN',
  'RAHIM',
  'AZIZ',
  'KARIM',
  'MALIK',
  'LATIF',
  'QADIR',
  'HAMID',
  'MAJID',
  'WAHHAB',
  'SALAM',
  'JABBAR',
  'NASIR',
  'GHANI',
  'HADI',
  'HAKIM',
  'BASIT',
  'KHALIQ',
  'WAHID',
  'HALIM',
  'JALIL',
  'RAZZAQ',
  'SATTAR',
  'GHAFFAR',
  'GHAFUR',
  'QAYYUM',
  'MUNIM',
  'HAQ',
  'SAMAD',
  'RAUF',
  'ILAH',
  'MUTTALIB',
  'KAFI',
  'RASHID',
  'AZIM',
  'MUHSIN',
  'KABIR',
  'RIDA',
  'HUSAYN',
];

/** Given names written as one or two tokens; the one-token form is canonical. */
export const JOINED_NAME_PHRASES: Readonly<Record<string, readonly string[]>> = {
  ABUBAKR: ['ABU BAKR', 'ABU BAKAR', 'ABU BAKER', 'ABOU BAKR', 'ABOU BAKAR'],
};
