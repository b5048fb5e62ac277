import type { Entity } from '../../src/core/lists/model';
import { isLegalFormWord } from '../../src/core/names/equivalences';
import { normalizeName } from '../../src/core/names/normalize';
import type { Variant } from './generate';
import type { Rng } from './prng';

/**
 * Tuning kind `spacing_other_order` (docs/evaluation.md): an individual's listed name with one
 * word written apart or two written together, in the order callers type a name (given names
 * first). The tuning kind `spacing` keeps the listed order, where the space-free forms of the two
 * names are equal; here they are not. A word is written apart only where both halves are words of
 * the bundled lists (ABDULRAHMAN → ABDUL RAHMAN, ALBAGHDADI → AL BAGHDADI), so the split is one a
 * caller could make; two adjacent words (neither an initial) are written together otherwise.
 */
const MIN_PART = 2;

/** Every word of every listed name and alias. */
function wordsOfLists(entities: Iterable<Entity>): Set<string> {
  const words = new Set<string>();
  for (const entity of entities)
    for (const name of [entity.primary_name, ...entity.aliases.map((a) => a.alias_name)])
      for (const word of normalizeName(name).split(' ')) if (word.length >= MIN_PART) words.add(word);
  return words;
}

/** The places where a word splits into two listed words: [index, split position]. */
function splits(words: string[], known: Set<string>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  words.forEach((word, i) => {
    if (isLegalFormWord(word)) return;
    for (let at = MIN_PART; at <= word.length - MIN_PART; at++)
      if (known.has(word.slice(0, at)) && known.has(word.slice(at))) out.push([i, at]);
  });
  return out;
}

/** Adjacent words that can be written together: neither an initial nor a legal form. */
function joins(words: string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < words.length; i++)
    if ([words[i], words[i + 1]].every((w) => w.length >= MIN_PART && !isLegalFormWord(w))) out.push(i);
  return out;
}

/** The generator, over the words of these entities' names. */
export function spacingInOtherOrder(
  entities: Iterable<Entity>,
): (entity: Entity, rng: Rng) => Variant | null {
  const known = wordsOfLists(entities);
  return (entity, rng) => {
    const source = entity.primary_name;
    const comma = source.indexOf(',');
    if (comma <= 0) return null;
    const surname = normalizeName(source.slice(0, comma));
    const given = normalizeName(source.slice(comma + 1));
    if (!surname || !given) return null;
    const words = `${given} ${surname}`.split(' ');
    const splitAt = splits(words, known);
    const joinAt = joins(words);
    const split = splitAt.length > 0 && (joinAt.length === 0 || rng.chance(0.5));
    if (split) {
      const [i, at] = rng.pick(splitAt);
      words.splice(i, 1, words[i].slice(0, at), words[i].slice(at));
    } else if (joinAt.length > 0) {
      const i = rng.pick(joinAt);
      words.splice(i, 2, words[i] + words[i + 1]);
    } else return null;
    const name = words.join(' ');
    return { name: rng.chance(0.5) ? name : name.toLowerCase(), sourceName: source };
  };
}
