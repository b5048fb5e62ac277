/** The matching core: pure functions, no Nest, no I/O (docs/matching.md). */
export { prepareName, prepareQueryName, prepareWord, type PreparedName, type PreparedWord } from './prepare';
export {
  classify,
  compareNames,
  matchNames,
  ENTITY_TYPE_BONUS,
  WEIGHTS,
  type MatchClassification,
  type NameMatch,
  type PairScore,
  type ScoreOptions,
} from './score';
export { explainNames, type Explanation, type ExplainOptions } from './explain';
export {
  matchIdentifiers,
  normalizeIdentifier,
  parseBirthDate,
  type IdentifierMatch,
  type ListedIdentifier,
  type QueryIdentifiers,
} from './identifiers';
export { TOKEN_PAIR_THRESHOLD } from './alignment';
export { round4 } from './rounding';
