import { prepareQueryName, type PreparedName } from './prepare';

/**
 * The query written with other words for one candidate (spacing.ts: spaced as the candidate
 * spaces them; articles.ts: the article written apart), prepared again with its equivalences and
 * never identical. The surname before a comma stays before it, so that the name reads in the same
 * order. Kept on the query by reason and text: the candidates that write the words alike share it.
 */
export function rewrittenQuery(
  query: PreparedName,
  words: readonly string[],
  surnameTokens: number,
  changes: readonly string[],
  reason: string,
): PreparedName {
  const text =
    surnameTokens > 0 && surnameTokens < words.length
      ? `${words.slice(0, surnameTokens).join(' ')}, ${words.slice(surnameTokens).join(' ')}`
      : words.join(' ');
  const forms = (query.rewrittenForms ??= new Map<string, PreparedName>());
  const key = `${reason}\u0000${text}`;
  let prepared = forms.get(key);
  if (prepared === undefined) {
    const written = prepareQueryName(text);
    prepared = written.canonical ?? written;
    prepared.applied = [...written.applied, `${changes.join(', ')} (${reason})`];
    prepared.neverIdentical = true;
    forms.set(key, prepared);
  }
  return prepared;
}
