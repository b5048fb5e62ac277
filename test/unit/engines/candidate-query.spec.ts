import type { CandidateQuery } from '../../../src/engines/candidate-source';
import type { NameKeys, TokenKeys } from '../../../src/core/names/keys';
import {
  buildCandidateMsearch,
  buildCandidateSearch,
} from '../../../src/engines/elasticsearch/candidate-query';

/** Keys of a Latin token in a name that reads neither as Chinese nor as Korean. */
const noScriptKeys = {
  skeletons: ['PTN'],
  querySkeletons: [],
  articleWordSkeletons: [],
  readings: [],
  prefixes: [],
};

/** A query of one hand-built token on ofac_sdn: the token's and the name's keys a test sets, the rest empty. */
function oneTokenQuery(
  token: Partial<TokenKeys> & { forms: string[] },
  name: Partial<NameKeys> = {},
  rest: Partial<CandidateQuery> = {},
): CandidateQuery {
  return {
    keys: {
      tokens: [{ phonetic: [], deletions: [], weight: 1, ...noScriptKeys, ...token }],
      joined: [],
      whole: '',
      wholeWithoutParticles: '',
      readingWholes: [],
      ...name,
    },
    identifiers: [],
    lists: ['ofac_sdn'],
    size: 20,
    ...rest,
  };
}

/** The `should` clauses of the search built for a query. */
const shouldOf = (candidateQuery: CandidateQuery): unknown[] =>
  (buildCandidateSearch(candidateQuery) as { query: { bool: { should: unknown[] } } }).query.bool.should;

/** Hand-built keys, so the expected JSON below is written from the design, not from the code. */
const query: CandidateQuery = {
  keys: {
    tokens: [
      { forms: ['PUTIN'], phonetic: ['PTN'], deletions: ['PUTIN', 'UTIN'], weight: 1, ...noScriptKeys },
      { forms: ['AL'], phonetic: ['AL'], deletions: ['AL'], weight: 0.25, ...noScriptKeys },
    ],
    joined: ['PUTINAL'],
    whole: 'AL PUTIN',
    wholeWithoutParticles: '',
    readingWholes: [],
  },
  identifiers: ['AB123456'],
  lists: ['ofac_sdn', 'bis_dpl'],
  size: 50,
};

describe('Elasticsearch candidate query', () => {
  it('is one dis_max per token, a joined clause, a whole-name clause, an identifier clause and a list filter', () => {
    expect(buildCandidateSearch(query)).toEqual({
      size: 50,
      track_total_hits: false,
      stored_fields: '_none_',
      query: {
        bool: {
          filter: [{ terms: { source_list_id: ['ofac_sdn', 'bis_dpl'] } }],
          should: [
            {
              dis_max: {
                queries: [
                  { constant_score: { filter: { terms: { name_tokens: ['PUTIN'] } }, boost: 3 } },
                  { constant_score: { filter: { terms: { name_joined: ['PUTIN'] } }, boost: 3 } },
                  { constant_score: { filter: { terms: { name_phonetic: ['PTN'] } }, boost: 1.5 } },
                  {
                    constant_score: { filter: { terms: { name_deletions: ['PUTIN', 'UTIN'] } }, boost: 1.75 },
                  },
                ],
              },
            },
            {
              dis_max: {
                queries: [
                  { constant_score: { filter: { terms: { name_tokens: ['AL'] } }, boost: 0.75 } },
                  { constant_score: { filter: { terms: { name_joined: ['AL'] } }, boost: 0.75 } },
                  { constant_score: { filter: { terms: { name_phonetic: ['AL'] } }, boost: 0.375 } },
                  { constant_score: { filter: { terms: { name_deletions: ['AL'] } }, boost: 0.25 } },
                ],
              },
            },
            { constant_score: { filter: { terms: { name_tokens: ['PUTINAL'] } }, boost: 3 } },
            { constant_score: { filter: { terms: { name_whole: ['AL PUTIN'] } }, boost: 4 } },
            { constant_score: { filter: { terms: { identifier_keys: ['AB123456'] } }, boost: 20 } },
          ],
          minimum_should_match: 1,
        },
      },
      sort: [{ _score: { order: 'desc' } }, { entity_id: { order: 'asc' } }],
    });
  });

  it('omits key kinds a token has none of, and the identifier clause when no identifier was given', () => {
    const digitsOnly = oneTokenQuery({ forms: ['1234'], deletions: ['1234', '234'] });
    expect(shouldOf(digitsOnly)).toEqual([
      {
        dis_max: {
          queries: [
            { constant_score: { filter: { terms: { name_tokens: ['1234'] } }, boost: 3 } },
            { constant_score: { filter: { terms: { name_joined: ['1234'] } }, boost: 3 } },
            { constant_score: { filter: { terms: { name_deletions: ['1234', '234'] } }, boost: 1 } },
          ],
        },
      },
    ]);
  });

  it('searches the whole name of each other reading of the query beside its own, in one clause', () => {
    const parties = oneTokenQuery(
      { forms: ['CIMEX'], deletions: ['CIMEX'] },
      { whole: 'CIMEX JOHN WILLIAMS', readingWholes: ['CIMEX', 'JOHN WILLIAMS', 'CIMEX'] },
    );
    expect(shouldOf(parties)[1]).toEqual({
      constant_score: {
        filter: { terms: { name_whole: ['CIMEX JOHN WILLIAMS', 'CIMEX', 'JOHN WILLIAMS'] } },
        boost: 4,
      },
    });
  });

  it('searches the whole name without its particles beside the whole name, in one clause', () => {
    const ofWritten = oneTokenQuery(
      { forms: ['TEJARAT'], deletions: ['TEJARAT'] },
      { whole: 'BANK OF TEJARAT', wholeWithoutParticles: 'BANK TEJARAT' },
    );
    expect(shouldOf(ofWritten)[1]).toEqual({
      constant_score: { filter: { terms: { name_whole: ['BANK OF TEJARAT', 'BANK TEJARAT'] } }, boost: 4 },
    });
  });

  it("orders candidates of the caller's entity type first among equals, with a boost below any name key", () => {
    const typed = oneTokenQuery(
      { forms: ['SARAK'], deletions: ['SARAK'] },
      {},
      { entityType: 'vessel', size: 30 },
    );
    expect((buildCandidateSearch(typed) as { query: unknown }).query).toEqual({
      bool: {
        filter: [{ terms: { source_list_id: ['ofac_sdn'] } }],
        // Only the name clauses decide what is retrieved …
        must: [
          {
            bool: {
              should: [
                {
                  dis_max: {
                    queries: [
                      { constant_score: { filter: { terms: { name_tokens: ['SARAK'] } }, boost: 3 } },
                      { constant_score: { filter: { terms: { name_joined: ['SARAK'] } }, boost: 3 } },
                      { constant_score: { filter: { terms: { name_deletions: ['SARAK'] } }, boost: 1.75 } },
                    ],
                  },
                },
              ],
              minimum_should_match: 1,
            },
          },
        ],
        // … the type only adds to their score.
        should: [{ constant_score: { filter: { terms: { entity_type: ['vessel'] } }, boost: 0.125 } }],
      },
    });
  });

  it('searches readings for every token that has them, and skeletons only for Arabic-script tokens', () => {
    const scripts: CandidateQuery = {
      keys: {
        tokens: [
          // محمد: its transliteration as a form, its consonant skeleton as a query key.
          {
            forms: ['محمد', 'MUHAMMAD'],
            phonetic: [],
            deletions: [],
            weight: 1,
            skeletons: ['MHMD'],
            querySkeletons: ['MHMD'],
            articleWordSkeletons: [],
            readings: [],
            prefixes: [],
          },
          // HSI in a name that reads as Chinese: its pinyin reading.
          {
            forms: ['HSI'],
            phonetic: [],
            deletions: [],
            weight: 0.25,
            skeletons: ['HS'],
            querySkeletons: [],
            articleWordSkeletons: [],
            prefixes: [],
            readings: ['ZH XI'],
          },
        ],
        joined: [],
        whole: '',
        wholeWithoutParticles: '',
        readingWholes: [],
      },
      identifiers: [],
      lists: ['ofac_sdn'],
      size: 20,
    };
    expect(shouldOf(scripts)).toEqual([
      {
        dis_max: {
          queries: [
            { constant_score: { filter: { terms: { name_tokens: ['محمد', 'MUHAMMAD'] } }, boost: 3 } },
            { constant_score: { filter: { terms: { name_joined: ['محمد', 'MUHAMMAD'] } }, boost: 3 } },
            { constant_score: { filter: { terms: { name_skeletons: ['MHMD'] } }, boost: 2 } },
          ],
        },
      },
      {
        dis_max: {
          queries: [
            { constant_score: { filter: { terms: { name_tokens: ['HSI'] } }, boost: 0.75 } },
            { constant_score: { filter: { terms: { name_joined: ['HSI'] } }, boost: 0.75 } },
            { constant_score: { filter: { terms: { name_readings: ['ZH XI'] } }, boost: 0.5 } },
          ],
        },
      },
    ]);
  });

  it('searches the last word of a name cut by a field length as the beginning of a listed word', () => {
    const cut = oneTokenQuery({
      forms: ['SURGUTNEFT'],
      phonetic: ['SRKTNFT'],
      skeletons: [],
      prefixes: ['SURGUTNEFT'],
    });
    expect(shouldOf(cut)).toEqual([
      {
        dis_max: {
          queries: [
            { constant_score: { filter: { terms: { name_tokens: ['SURGUTNEFT'] } }, boost: 3 } },
            { constant_score: { filter: { terms: { name_joined: ['SURGUTNEFT'] } }, boost: 3 } },
            { constant_score: { filter: { terms: { name_phonetic: ['SRKTNFT'] } }, boost: 1.5 } },
            { constant_score: { filter: { prefix: { name_tokens: 'SURGUTNEFT' } }, boost: 1 } },
          ],
        },
      },
    ]);
  });

  it('sends a batch as one msearch: a header naming the lists aliases, then the search', () => {
    const body = buildCandidateMsearch('sanctions', [query, { ...query, lists: ['ofac_ssi'] }]);
    expect(body).toHaveLength(4);
    expect(body[0]).toEqual({
      index: 'sanctions-list-ofac_sdn,sanctions-list-bis_dpl',
      ignore_unavailable: false,
    });
    expect(body[2]).toEqual({ index: 'sanctions-list-ofac_ssi', ignore_unavailable: false });
    expect(body[1]).toEqual(buildCandidateSearch(query));
  });
});
