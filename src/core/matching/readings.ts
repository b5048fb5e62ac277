import { mayReadRomanization, mayReadRussian, readAlong } from '../names/scripts/readings';
import { prepareForm, type PreparedName } from './prepare';

/**
 * The query read against one candidate (src/core/names/scripts/readings.ts): a name typed in
 * Arabic script, Hangul, or another Chinese or Korean romanization, with the tokens it admits
 * written as the candidate writes them. Null when nothing is read differently (most pairs: a
 * query without readings costs one comparison). Its `applied` lists every note.
 */
export function readingVariant(query: PreparedName, listed: PreparedName): PreparedName | null {
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
  const written = listedForm.tokens.length === listed.tokens.length ? listed.tokens : listedForm.tokens;
  const read = readAlong(queryForm.tokens, readings, listedForm.tokens, listedReadings, written);
  if (read === null) return null;
  const prepared = prepareForm(query.original, read.tokens.join(' '), queryForm.leadingSurnameTokens);
  prepared.applied = [...query.applied, ...read.notes];
  prepared.neverIdentical = true;
  return prepared;
}

/** The form a name's readings were read on: its canonical form, or the name as written (nameReadingsOf). */
function readForm(name: PreparedName): PreparedName {
  return name.readsAsWritten ? name : (name.canonical ?? name);
}
