import { NEAR_CODES_MIN_LENGTH } from './phonetic-codes';

/**
 * The Arabic article written joined to the next word (ALZAWAHIRI, ELBAGHDADI): a closed class of
 * words that callers write together and the lists write apart (docs/matching.md, "The article
 * written joined"). Scoring splits such a word against a candidate that writes the article apart
 * (matching/articles.ts); retrieval also searches with the word after the article (keys.ts).
 */
export const JOINED_ARTICLES: readonly string[] = ['AL', 'EL'];
/**
 * Letters after the article, as for near codes (NEAR_CODES_MIN_LENGTH): ALI, ELIAS, ALLEN and ALIYAF
 * stay whole; a short rest is another name after one change, and its keys match short words everywhere.
 */
const MIN_REST_LENGTH = NEAR_CODES_MIN_LENGTH;

/** The article a token begins with, when the rest is long enough to be a word of its own; else null. */
export function joinedArticleOf(token: string): string | null {
  if (token.length < 2 + MIN_REST_LENGTH) return null;
  for (const article of JOINED_ARTICLES) if (token.startsWith(article)) return article;
  return null;
}

/** Whether any token begins with a joined article. */
export function hasJoinedArticle(tokens: readonly string[]): boolean {
  return tokens.some((token) => joinedArticleOf(token) !== null);
}
