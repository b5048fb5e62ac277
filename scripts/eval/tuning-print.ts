import type { Entity } from '../../src/core/lists/model';
import { isLegalFormWord } from '../../src/core/names/equivalences';
import { normalizeName } from '../../src/core/names/normalize';
import { isSymbolToken } from '../../src/core/names/token-weights';
import type { Variant } from './generate';
import { Rng } from './prng';

/**
 * Tuning kind `print_misreading` (docs/evaluation.md): a name scanned (OCR) or keyed from print,
 * with one distinctive word misread: letters whose printed shapes run together or look alike. This
 * file's own confusion table, written from general knowledge of print and OCR errors. Shapes
 * depend on the case the name was printed in, so the name is printed either in capitals or in
 * title case, and only that case's confusions apply. What normalization does to them: case is
 * folded (rn → RN), digits are kept (M0HAMMAD stays a word with a digit), so every confusion
 * below survives it; confusions that would only differ in case (l/I in capitals read as I) are
 * left out.
 */

/** Lower-case print (title-case names): shapes that run together or look alike. */
const LOWER_CASE: readonly (readonly [string, string])[] = [
  ['m', 'rn'],
  ['rn', 'm'],
  ['d', 'cl'],
  ['cl', 'd'],
  ['w', 'vv'],
  ['h', 'li'],
  ['u', 'ii'],
  ['n', 'ri'],
  ['nn', 'm'],
  ['e', 'c'],
  ['c', 'e'],
  ['o', 'a'],
  ['a', 'o'],
  ['l', '1'],
  ['i', 'l'],
  ['l', 'i'],
  ['o', '0'],
  ['g', 'q'],
  ['q', 'g'],
  ['b', 'h'],
  ['h', 'b'],
  ['s', '5'],
  ['t', 'f'],
  ['f', 't'],
];

/** Capitals: look-alike letters and digits. */
const CAPITALS: readonly (readonly [string, string])[] = [
  ['O', '0'],
  ['0', 'O'],
  ['I', '1'],
  ['L', '1'],
  ['I', 'L'],
  ['L', 'I'],
  ['S', '5'],
  ['B', '8'],
  ['Z', '2'],
  ['G', '6'],
  ['O', 'D'],
  ['D', 'O'],
  ['O', 'Q'],
  ['Q', 'O'],
  ['E', 'F'],
  ['F', 'E'],
  ['P', 'R'],
  ['R', 'P'],
  ['C', 'G'],
  ['G', 'C'],
  ['U', 'V'],
  ['V', 'U'],
  ['W', 'VV'],
  ['M', 'IVI'],
  ['H', 'N'],
  ['N', 'H'],
];

const titleCase = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/** Every way one confusion of the table applies to `word` (printed as given). */
function misreadings(word: string, table: readonly (readonly [string, string])[]): string[] {
  const out: string[] = [];
  for (const [from, to] of table) {
    for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1))
      out.push(word.slice(0, at) + to + word.slice(at + from.length));
  }
  return out;
}

/**
 * One misreading in one distinctive word of 4+ letters (not a particle, generic word or legal
 * form): the name printed in capitals or title case, one confusion of that case's table applied
 * anywhere in the word.
 */
export function printMisreading(entity: Entity, rng: Rng): Variant | null {
  const source = entity.primary_name;
  const words = normalizeName(source).split(' ');
  const eligible = words.filter(
    (w) => w.length >= 4 && /^[A-Z]+$/.test(w) && !isSymbolToken(w) && !isLegalFormWord(w),
  );
  if (eligible.length === 0) return null;
  const target = rng.pick(eligible);
  const capitals = rng.chance(0.5);
  const printed = capitals ? target : titleCase(target);
  const options = misreadings(printed, capitals ? CAPITALS : LOWER_CASE).filter(
    (m) => normalizeName(m) !== target,
  );
  if (options.length === 0) return null;
  const misread = rng.pick(options);
  let replaced = false;
  const name = words
    .map((w) => {
      if (w === target && !replaced) {
        replaced = true;
        return misread;
      }
      return capitals ? w : titleCase(w);
    })
    .join(' ');
  return { name, sourceName: source };
}
