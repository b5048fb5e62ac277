import { NEAR_CODES_MIN_LENGTH } from '../core/names/phonetic-codes';
import { wholesOf } from '../core/names/keys';
import type { CandidateQuery } from './candidate-source';

/**
 * Retrieval scoring shared by both engines. Every clause is a constant score, so an
 * entity's retrieval score is a plain sum both engines compute identically:
 *   Σ over query tokens of max(weight × boost of each key kind that matched)   (dis_max)
 * (key kinds: forms 3, joined forms 3, readings 2, consonant skeletons of Arabic-script tokens 2
 *  (2.5 for the skeleton of a word beginning with ال read whole),
 *  phonetic codes 1.5, deletion variants 1 (1.75 for a query word of NEAR_CODES_MIN_LENGTH or more),
 *  the beginning of a listed word for a word cut by a field length 1; each × the token's weight)
 * + JOINED_BOOST when a query token pair written together is a listed token    (spacing)
 * + WHOLE_NAME_BOOST when a listed name has the query's canonical tokens, in any order (or the
 *   same tokens once both leave out their particles: BANK OF TEJARAT, BANK TEJARAT)
 * + IDENTIFIER_BOOST when a document number matched
 * + ENTITY_TYPE_BOOST when the entity has the caller's entity type.
 * Ties break on entity_id ascending. All boosts are exact binary fractions, so float32
 * (Elasticsearch) and float64 (embedded) sums agree.
 */
export const KEY_BOOSTS = {
  form: 3,
  joined: 3,
  reading: 2,
  skeleton: 2,
  // The skeleton of an Arabic-script word beginning with ال read whole: longer, so more telling.
  articleWordSkeleton: 2.5,
  phonetic: 1.5,
  deletion: 1,
} as const;
export const JOINED_QUERY_BOOST = 3;
/**
 * A listed name with exactly the query's tokens (any order) ranks above every name that only shares
 * them: without it, "AL-MUHAMMAD, Muhammad" tied with the thousands of names holding AL and
 * MUHAMMAD, and the tie-break on entity_id left the listed name itself out of the pool.
 */
export const WHOLE_NAME_BOOST = 4;
export const IDENTIFIER_BOOST = 20;
/** Less than any name key, so the type only orders candidates whose names matched alike. */
export const ENTITY_TYPE_BOOST = 0.125;

/** Which indexed field each key kind of a query token is matched against. */
export const TOKEN_CLAUSES = [
  { field: 'name_tokens', keys: 'forms', boost: KEY_BOOSTS.form },
  { field: 'name_joined', keys: 'forms', boost: KEY_BOOSTS.joined },
  { field: 'name_phonetic', keys: 'phonetic', boost: KEY_BOOSTS.phonetic },
  { field: 'name_deletions', keys: 'deletions', boost: KEY_BOOSTS.deletion },
  { field: 'name_readings', keys: 'readings', boost: KEY_BOOSTS.reading },
  { field: 'name_skeletons', keys: 'querySkeletons', boost: KEY_BOOSTS.skeleton },
  { field: 'name_skeletons', keys: 'articleWordSkeletons', boost: KEY_BOOSTS.articleWordSkeleton },
  // A word cut by a field length: listed words that begin with it, as weakly as one edit.
  { field: 'name_tokens', keys: 'prefixes', boost: KEY_BOOSTS.deletion, prefix: true },
] as const;

/**
 * A deletion key shared with a query word of NEAR_CODES_MIN_LENGTH letters or more (the length from
 * which scoring counts one edit as a near code) is one edit between two long words: stronger
 * evidence than a shared phonetic code, which Double Metaphone keeps to a few consonants (TAIBOA
 * codes TP, as DEEP, DUBAI and TAEB do; its one edit TAIBOLA codes TPL). Such a word's deletion
 * clause weighs LONG_WORD_DELETION_BOOST, above the phonetic clause.
 */
export const LONG_WORD_DELETION_BOOST = 1.75;

/** The boost of a token's clause: the key kind's, for the deletions of a long word LONG_WORD_DELETION_BOOST. */
function clauseBoost(
  clause: (typeof TOKEN_CLAUSES)[number],
  token: CandidateQuery['keys']['tokens'][number],
): number {
  const longWord = clause.keys === 'deletions' && token.forms[0].length >= NEAR_CODES_MIN_LENGTH;
  return (longWord ? LONG_WORD_DELETION_BOOST : clause.boost) * token.weight;
}

export type IndexedField =
  (typeof TOKEN_CLAUSES)[number]['field'] | 'name_whole' | 'identifier_keys' | 'entity_type';

/** One scoring clause: the entity earns `boost` if its `field` holds any of `values` (with `prefix`, a value that begins with one). */
export interface RetrievalClause {
  field: IndexedField;
  values: string[];
  boost: number;
  prefix?: true;
}

/** A query as groups of alternative clauses: each group scores the best clause it matched; an entity must match one. */
export function retrievalGroups(query: CandidateQuery): RetrievalClause[][] {
  const groups: RetrievalClause[][] = query.keys.tokens.map((token) =>
    TOKEN_CLAUSES.map((clause): RetrievalClause => ({
      field: clause.field,
      values: token[clause.keys],
      boost: clauseBoost(clause, token),
      ...('prefix' in clause ? { prefix: true } : {}),
    })).filter((clause) => clause.values.length > 0),
  );
  if (query.keys.joined.length > 0) {
    groups.push([{ field: 'name_tokens', values: query.keys.joined, boost: JOINED_QUERY_BOOST }]);
  }
  // The query's whole name (also without its particles), and each of its other readings' (a name given around a marker).
  const wholes = [...new Set([...wholesOf(query.keys), ...query.keys.readingWholes])].filter(
    (whole) => whole !== '',
  );
  if (wholes.length > 0) {
    groups.push([{ field: 'name_whole', values: wholes, boost: WHOLE_NAME_BOOST }]);
  }
  if (query.identifiers.length > 0) {
    groups.push([{ field: 'identifier_keys', values: query.identifiers, boost: IDENTIFIER_BOOST }]);
  }
  return groups.filter((group) => group.length > 0);
}

/**
 * A preference, not a match: added to the score of entities that some group above already
 * retrieved, never a reason to retrieve one.
 */
export function typePreference(query: CandidateQuery): RetrievalClause | null {
  return query.entityType
    ? { field: 'entity_type', values: [query.entityType], boost: ENTITY_TYPE_BOOST }
    : null;
}
