/**
 * Print and scan misreadings (docs/matching.md, "Print misreadings"): a name keyed from print or
 * read by OCR comes back with letters that look alike swapped. Two rules, both about shapes, not
 * about names:
 *  - Digits that print like letters, inside a word of letters, are read as those letters
 *    (M0HAMMAD, TAMI1, 8USHEHR): the canonical form does it (equivalences.ts), so retrieval and
 *    scoring see the word. A word is read only when it has three letters or more and no two
 *    digits side by side (MIG29, A320 and F16 stay as written).
 *  - Letter groups that print like one letter (RN / M, CL / D, VV / W) are two edits apart, too
 *    far for the near codes: printKey folds each group to its one letter, and two words with the
 *    same key earn the near-code credit (phonetic.ts) and may pair. LI / H and IVI / M are left
 *    out: they are in too many names (ALI, KHALIL, LIMITED; DIVINE, OLIVIA) for their keys to tell
 *    anything, and every key is also a retrieval form with its own codes.
 */

const LOOK_ALIKE_DIGITS: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};
const MIN_LETTERS = 3;

/** The word with its look-alike digits read as letters, or null when it is not such a word. */
export function readLookAlikeDigits(token: string): string | null {
  if (!/^[A-Z0-9]+$/.test(token) || !/[0-9]/.test(token) || /[0-9]{2}/.test(token)) return null;
  if (token.replace(/[0-9]/g, '').length < MIN_LETTERS) return null;
  let read = '';
  for (const character of token) {
    const letter = character >= '0' && character <= '9' ? LOOK_ALIKE_DIGITS[character] : character;
    if (letter === undefined) return null;
    read += letter;
  }
  return read;
}

/** Letter groups that print like one letter, and the letter. */
const PRINT_GROUPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/RN/g, 'M'],
  [/CL/g, 'D'],
  [/VV/g, 'W'],
];
/** Keys shorter than this are not compared: a short word is another name after one change. */
export const PRINT_KEY_MIN_LENGTH = 4;

/** The word with every letter group that prints like one letter folded to it (the word itself when none). */
export function printKey(word: string): string {
  let key = word;
  for (const [group, letter] of PRINT_GROUPS) key = key.replace(group, letter);
  return key;
}
