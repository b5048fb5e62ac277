import { writesInitials } from '../names/query-readings';
import { prepareQueryForm, type PreparedName } from './prepare';

/** What replaces the query tokens from a position: `words`, for the next `count` tokens. */
export interface TokenRewrite {
  words: readonly string[];
  count: number;
}

/**
 * The query with some of its tokens written otherwise for one candidate (spacing.ts: spaced as
 * the candidate spaces them; articles.ts: the article written apart), prepared again with its
 * equivalences and never identical; null when `rewriteAt` rewrites no token. The surname before a
 * comma stays before it, so that the name reads in the same order. Kept on the query by reason and
 * text: the candidates that write the words alike share it.
 */
export function rewrittenQuery(
  query: PreparedName,
  rewriteAt: (index: number) => TokenRewrite | null,
  reason: string,
): PreparedName | null {
  const tokens = query.tokens;
  let words: string[] | null = null;
  let surnameTokens = 0;
  const changes: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const rewrite = rewriteAt(i);
    const count = rewrite?.count ?? 1;
    if (rewrite === null) {
      words?.push(tokens[i]);
    } else {
      words ??= tokens.slice(0, i);
      words.push(...rewrite.words);
      changes.push(`${tokens.slice(i, i + count).join(' ')} → ${rewrite.words.join(' ')}`);
    }
    if (i < query.leadingSurnameTokens) surnameTokens += rewrite?.words.length ?? 1;
    i += count;
  }
  if (words === null) return null;
  const text =
    surnameTokens > 0 && surnameTokens < words.length
      ? `${words.slice(0, surnameTokens).join(' ')}, ${words.slice(surnameTokens).join(' ')}`
      : words.join(' ');
  const forms = (query.rewrittenForms ??= new Map<string, PreparedName>());
  const key = `${reason}\u0000${text}`;
  let form = forms.get(key);
  if (form === undefined) {
    const written = prepareQueryForm(text, writesInitials(query.original), query.personName);
    form = written.canonical ?? written;
    form.applied = [...written.applied, `${changes.join(', ')} (${reason})`];
    form.neverIdentical = true;
    forms.set(key, form);
  }
  return form;
}
