/**
 * East Slavic, Bulgarian and Polish surnames agree with the bearer's sex: a woman of the POPOV
 * family is POPOVA, of the VYSOTSKIY family VYSOTSKAYA, of the KOWALSKI family KOWALSKA; so do
 * East Slavic patronymics (a son NIKOLAEVICH, a daughter NIKOLAEVNA; Ukrainian PETROVYCH,
 * PETRIVNA). Two words of one name, one with a feminine ending and the other with a masculine
 * one, name a man and a woman (docs/matching.md, "Surnames in their masculine and feminine
 * forms"). Pure string rules, no table: the endings are these languages' grammar, not a list of
 * names.
 */

/**
 * -OVA / -EVA / -INA / -YNA, the adjectival -SKAYA (-SKAIA, -SKAJA, -SKA) with -CK- and -ZK-, and
 * the patronymics' -OVNA / -EVNA / -IVNA (Ukrainian) / -ICHNA.
 */
const FEMININE_ENDING = /(?:(?:OV|EV|IN|YN)A|(?:SK|CK|ZK)(?:AYA|AIA|AJA|A)|(?:OV|EV|IV|ICH)NA)$/;
/**
 * -OV / -EV / -IN / -YN, the adjectival -SKIY (-SKII, -SKYI, -SKY, -SKI), and the patronymics'
 * -OVICH / -EVICH / -OVYCH / -EVYCH.
 */
const MASCULINE_ENDING = /(?:OV|EV|IN|YN|(?:SK|CK|ZK)(?:IY|II|YI|Y|I)|(?:OV|EV)(?:ICH|YCH))$/;
/** Letters before the ending: a shorter word is no surname of these forms (OVA, INA). */
const MIN_STEM_LETTERS = 3;
/** Letters the two forms must begin with alike: two spellings of one surname, not two surnames. */
const SAME_BEGINNING = 2;
/** A given name of fewer letters is read as neither sex's (initials, syllables). */
const MIN_GIVEN_NAME_LETTERS = 3;

/**
 * Which of two words of one surname or patronymic (the alignment paired them) is the feminine form
 * when the other is masculine: 'first' (POPOVA, POPOV; NIKOLAEVA, NIKOLAYEV; NIKOLAEVNA,
 * NIKOLAEVICH), 'second' (VYSOTSKIY, VYSOTSKAYA), or null when they are not such a pair.
 */
export function feminineSurnameForm(a: string, b: string): 'first' | 'second' | null {
  if (a.slice(0, SAME_BEGINNING) !== b.slice(0, SAME_BEGINNING)) return null;
  if (feminine(a) && masculine(b)) return 'first';
  return feminine(b) && masculine(a) ? 'second' : null;
}

function feminine(word: string): boolean {
  const ending = FEMININE_ENDING.exec(word);
  return ending !== null && ending.index >= MIN_STEM_LETTERS;
}

function masculine(word: string): boolean {
  const ending = MASCULINE_ENDING.exec(word);
  return ending !== null && ending.index >= MIN_STEM_LETTERS && !feminine(word);
}

/**
 * Whether a given name reads as a woman's by its ending: these languages' women's names end in A
 * (OLGA, ALEKSANDRA, MARIYA, NATALIA) and men's mostly do not (OLEG, ALEKSANDR, SERGEY, YURI). A
 * man's name ending in A (NIKITA, ILYA) only makes a conflict less likely to be seen, never more.
 */
export function feminineGivenName(word: string): boolean {
  return word.length >= MIN_GIVEN_NAME_LETTERS && word.endsWith('A');
}
