/**
 * Name keys: what both engines index and query. Built by one function for both sides
 * (see analyzeName), so the embedded engine and Elasticsearch retrieve the same candidates.
 */
export interface TokenKeys {
  /** The normalized token. */
  token: string;
  /** Double Metaphone codes (primary and alternate). */
  phonetic: string[];
  /** The token with one character deleted, for typo tolerance (symmetric-delete). */
  deletions: string[];
}

export interface NameKeys {
  tokens: TokenKeys[];
  /** Adjacent tokens written together (AL QAIDA → ALQAIDA), for spacing variants. */
  joined: string[];
}
