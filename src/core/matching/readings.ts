import { mayReadRomanization, mayReadRussian, readAlong, type ReadAlong } from '../names/scripts/readings';
import { prepareForm, type PreparedName } from './prepare';

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
  const read = readAlong(queryForm.tokens, readings, listedForm.tokens, listedReadings, written);
  // Equivalences that join or split the listed words (ABOU BAKR → ABUBAKR) hide the words a script
  // reading meets (بكر reads BKR, the consonants of BAKR): read against the words as written too, and
  // compare with the form that admits more of the query's words.
  if (joined && readings.sources.size > 0) {
    const asWritten = readAlong(queryForm.tokens, readings, listed.tokens, listedReadings);
    if (
      asWritten !== null &&
      wordsFound(asWritten, listed) > (read === null ? -1 : wordsFound(read, listedForm))
    )
      return [preparedReading(query, queryForm, asWritten), listed];
  }
  if (read === null) return null;
  return [preparedReading(query, queryForm, read), listed.canonical ?? listed];
}

/** How many of the read query's words the listed form holds. */
function wordsFound(read: ReadAlong, listed: PreparedName): number {
  return read.tokens.filter((token) => listed.tokens.includes(token)).length;
}

function preparedReading(query: PreparedName, queryForm: PreparedName, read: ReadAlong): PreparedName {
  const prepared = prepareForm(query.original, read.tokens.join(' '), queryForm.leadingSurnameTokens);
  // The same name read another way: it reads as Chinese or Korean as the query does (alignment.ts).
  prepared.readings = query.readings;
  prepared.applied = [...query.applied, ...read.notes];
  prepared.neverIdentical = true;
  return prepared;
}

/** The form a name's readings were read on: its canonical form, or the name as written (nameReadingsOf). */
function readForm(name: PreparedName): PreparedName {
  return name.readsAsWritten ? name : (name.canonical ?? name);
}
