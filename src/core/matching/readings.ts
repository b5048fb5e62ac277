import { mayReadRomanization, mayReadRussian, readAlong, type ReadAlong } from '../names/scripts/readings';
import { tokenWeight } from '../names/token-weights';
import { informationOf, prepareForm, type PreparedName } from './prepare';

/**
 * The query read against one candidate (src/core/names/scripts/readings.ts): a name typed in
 * Arabic script, Hangul, or another Chinese or Korean romanization, with the tokens it admits
 * written as the candidate writes them, and the form of the candidate to compare it with. Null
 * when nothing is read differently (most pairs: a query without readings costs one comparison).
 * The read query's `applied` lists every note.
 */
export function readingVariant(
  query: PreparedName,
  listed: PreparedName,
): [PreparedName, PreparedName] | null {
  const readings = query.readings;
  if (readings === null) return null;
  const listedReadings = listed.readings;
  const queryForm = readForm(query);
  const listedForm = readForm(listed);
  const possible =
    readings.sources.size > 0 ||
    (listedReadings !== null &&
      (mayReadRussian(queryForm.tokens, readings, listedForm.tokens, listedReadings) ||
        mayReadRomanization(queryForm.tokens, readings, listedForm.tokens, listedReadings)));
  if (!possible) return null;
  // The listed tokens as written, position for position, when the equivalences kept their number.
  const joined = listedForm.tokens.length !== listed.tokens.length;
  const written = joined ? listedForm.tokens : listed.tokens;
  const untitledRead = readAlong(queryForm.tokens, readings, listedForm.tokens, listedReadings, written);
  // A title the query's canonical form left out, read where the listed name writes it too.
  const titled = query.titled;
  const titledRead =
    titled === null ? null : readAlong(titled.tokens, readings, listedForm.tokens, listedReadings, written);
  const keepsTitle =
    titledRead !== null &&
    wordsFound(titledRead, listedForm) > (untitledRead === null ? -1 : wordsFound(untitledRead, listedForm));
  const read = keepsTitle ? titledRead : untitledRead;
  // Equivalences that join or split the listed words (ABOU BAKR → ABUBAKR) hide the words a script
  // reading meets (بكر reads BKR, the consonants of BAKR): read against the words as written too, and
  // compare with the form that admits more of the query's words.
  if (joined && readings.sources.size > 0) {
    const asWritten = readAlong(queryForm.tokens, readings, listed.tokens, listedReadings);
    if (
      asWritten !== null &&
      wordsFound(asWritten, listed) > (read === null ? -1 : wordsFound(read, listedForm))
    )
      return readPair(preparedReading(query, queryForm, asWritten), listed, [], asWritten);
  }
  if (read === null) return null;
  const form = listed.canonical ?? listed;
  const reading =
    keepsTitle && titled !== null
      ? preparedReading(query, titled, read, titled.applied)
      : preparedReading(query, queryForm, read);
  return readPair(reading, form, form === listed ? [] : listed.applied, read);
}

/** `listedNotes`: what the equivalences rewrote in the listed form, for explain (score.ts variantNotes). */
function readPair(
  query: PreparedName,
  listed: PreparedName,
  listedNotes: readonly string[],
  read: ReadAlong,
): [PreparedName, PreparedName] {
  return read.typed.size > 0 ? weighedAsTyped(query, listed, listedNotes, read.typed) : [query, listed];
}

/**
 * A word read as the listed spelling of the same name in another Russian romanization weighs, on
 * both sides, what the lighter of its two spellings weighs: the informativeness of a name is that
 * of its commonest spelling the pair shows. Without this, ALEKSANDR IVANOVICH (common) read as
 * the Belarusian ALIAKSANDR IVANAVICH (rare spellings) counted as two distinctive words. Both
 * sides alike, so a name read in full still scores as one read in full.
 */
function weighedAsTyped(
  query: PreparedName,
  listed: PreparedName,
  listedNotes: readonly string[],
  typed: ReadonlyMap<string, string>,
): [PreparedName, PreparedName] {
  const lighter = new Map<string, number>();
  for (const [spelling, asTyped] of typed) lighter.set(spelling, tokenWeight(asTyped));
  const reweigh = (name: PreparedName): PreparedName | null => {
    let changed = false;
    const words = name.words.map((word) => {
      const weight = Math.min(word.weight, lighter.get(word.text) ?? word.weight);
      if (weight === word.weight) return word;
      changed = true;
      return { ...word, weight };
    });
    if (!changed) return null;
    return { ...name, words, information: informationOf(words) };
  };
  const reweighedQuery = reweigh(query);
  if (reweighedQuery === null) return [query, listed];
  // The listed name is shared by every query: a copy, which carries the listed name's notes itself.
  const reweighedListed = reweigh(listed);
  if (reweighedListed !== null) reweighedListed.applied = listedNotes;
  return [reweighedQuery, reweighedListed ?? listed];
}

/** How many of the read query's words the listed form holds. */
function wordsFound(read: { tokens: readonly string[] }, listed: PreparedName): number {
  return read.tokens.filter((token) => listed.tokens.includes(token)).length;
}

/**
 * The query's canonical form to compare with a listed form: the one with its title (PreparedName.titled)
 * where the listed form holds more of its words (KHAMENEI, Sayyid Ali for سید علی خامنه‌ای).
 */
export function canonicalQueryFor(query: PreparedName, listedForm: PreparedName): PreparedName {
  const canonical = query.canonical ?? query;
  const titled = query.titled;
  return titled !== null && wordsFound(titled, listedForm) > wordsFound(canonical, listedForm)
    ? titled
    : canonical;
}

/** `notes`: what the equivalences rewrote in the form read (the query's, unless a title was kept). */
function preparedReading(
  query: PreparedName,
  queryForm: PreparedName,
  read: ReadAlong,
  notes: readonly string[] = query.applied,
): PreparedName {
  const prepared = prepareForm(
    query.original,
    read.tokens.join(' '),
    queryForm.leadingSurnameTokens,
    query.personName,
  );
  // The same name read another way: it reads as Chinese or Korean as the query does (alignment.ts).
  prepared.readings = query.readings;
  prepared.applied = [...notes, ...read.notes];
  prepared.neverIdentical = true;
  prepared.readAsRomanization = read.romanized;
  return prepared;
}

/** The form a name's readings were read on: its canonical form, or the name as written (nameReadingsOf). */
function readForm(name: PreparedName): PreparedName {
  return name.readsAsWritten ? name : (name.canonical ?? name);
}
