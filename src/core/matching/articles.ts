import { joinedArticleOf } from '../names/joined-articles';
import type { PreparedName } from './prepare';
import { rewrittenQuery } from './rewritten-query';

/**
 * The Arabic article written joined to the next word in the query and apart in the listed name,
 * with that word spelled differently too (docs/matching.md, "The article written joined"):
 * "Ayman Alzawahry" against AL-ZAWAHIRI, Ayman scored 0.39, because ALZAWAHRY is one word with no
 * partner; the spacing rule (spacing.ts) respaces only words whose letters are the same. Here
 * the query word is split after the article when the listed name writes that article apart
 * before a word that begins with the same letter as the rest (AL ZAWAHIRI, ZAWAHRY), and the pair
 * is scored again: the alignment and the phonetic score then judge ZAWAHRY against ZAWAHIRI like
 * any other two words. Never identical. A rule about one closed class of words, not about names.
 */

/** Whether the listed name writes `article` apart before a word beginning with `letter`. */
function writesApart(listedTokens: readonly string[], article: string, letter: string): boolean {
  for (let i = 0; i + 1 < listedTokens.length; i++)
    if (listedTokens[i] === article && listedTokens[i + 1][0] === letter) return true;
  return false;
}

/** The query with its joined articles written apart as the listed name writes them, or null when none is. */
export function articleSplitQuery(query: PreparedName, listed: PreparedName): PreparedName | null {
  if (!query.joinsArticle) return null;
  return rewrittenQuery(
    query,
    (i) => {
      const token = query.tokens[i];
      const article = joinedArticleOf(token);
      if (article === null) return null;
      const rest = token.slice(article.length);
      return writesApart(listed.tokens, article, rest[0]) ? { words: [article, rest], count: 1 } : null;
    },
    'the article written apart, as the listed name writes it',
  );
}
