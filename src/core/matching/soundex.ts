/**
 * American Soundex, as Python's jellyfish computes `soundex` on an upper-case word:
 * the first character is kept; the following consonants become digits (BFPV 1, CGJKQSXZ 2,
 * DT 3, L 4, MN 5, R 6); a digit equal to the previous one is not repeated, and H or W
 * between them does not separate them, while a vowel (or any other character) does; the code
 * is cut or padded with zeros to four characters. An empty word has the empty code.
 */
const SOUNDEX_DIGITS: Record<string, string> = {};
for (const [letters, digit] of [
  ['BFPV', '1'],
  ['CGJKQSXZ', '2'],
  ['DT', '3'],
  ['L', '4'],
  ['MN', '5'],
  ['R', '6'],
] as const) {
  for (const letter of letters) SOUNDEX_DIGITS[letter] = digit;
}

export const SOUNDEX_LENGTH = 4;

export function soundex(word: string): string {
  const characters = [...word];
  if (characters.length === 0) return '';
  let code = characters[0];
  let previous: string | undefined = SOUNDEX_DIGITS[characters[0]];
  let length = 1;
  for (let i = 1; i < characters.length && length < SOUNDEX_LENGTH; i++) {
    const character = characters[i];
    const digit = SOUNDEX_DIGITS[character];
    if (digit !== undefined) {
      if (digit !== previous) {
        code += digit;
        length++;
      }
      previous = digit;
    } else if (character !== 'H' && character !== 'W') {
      previous = undefined;
    }
  }
  return code + '0'.repeat(SOUNDEX_LENGTH - length);
}
