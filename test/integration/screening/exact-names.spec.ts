import { analyzeName } from '../../../src/core/names/keys';
import type { Entity } from '../../../src/core/lists/model';
import { EmbeddedRetriever } from '../../../src/engines/embedded/embedded-retriever';
import { candidatePoolSize } from '../../../src/screening/screening.service';
import { bundledLists } from './engine-setup';

const BATCH_MAX_RESULTS = 5;

/**
 * The one miss a screening service must never have: a listed name typed exactly as listed (or its
 * words in another order) coming back without its entity. Every name and alias of the bundled
 * lists is retrieved, with a batch entity's candidate pool (the smallest), from its own list. The
 * entity must be among the candidates, or the pool must be full of entities listed under the same
 * words (then any of them is the same name, and scoring reports them all at 1.0).
 * Before the whole-name key (src/engines/retrieval.ts, WHOLE_NAME_BOOST), names made of common
 * words ("AL-MUHAMMAD, Muhammad", "'ALI, Muhammad") tied with thousands of others and were lost.
 */
describe('every listed name, typed as listed, retrieves its entity (embedded engine)', () => {
  let entities: Entity[];
  let retriever: EmbeddedRetriever;

  beforeAll(async () => {
    entities = (await bundledLists()).flatMap((list) => list.entities);
    retriever = new EmbeddedRetriever(entities);
  });

  it('as written and with its words reversed', () => {
    const wholeNames = (entity: Entity) =>
      new Set(
        [entity.primary_name, ...entity.aliases.map((a) => a.alias_name)].map(
          (n) => analyzeName(n).keys.whole,
        ),
      );
    const missed: string[] = [];
    let queries = 0;
    for (const entity of entities) {
      for (const name of [entity.primary_name, ...entity.aliases.map((alias) => alias.alias_name)]) {
        for (const typed of [
          name,
          name
            .split(/[\s,]+/)
            .reverse()
            .join(' '),
        ]) {
          const { keys } = analyzeName(typed);
          if (keys.tokens.length === 0) continue;
          queries++;
          const searchesBySkeleton = keys.tokens.some((token) => token.querySkeletons.length > 0);
          const size = candidatePoolSize(BATCH_MAX_RESULTS, searchesBySkeleton);
          const [result] = retriever.find([{ keys, identifiers: [], lists: [entity.source_list_id], size }]);
          if (!result.ok) throw new Error('the embedded engine failed');
          const found = result.entities.some((candidate) => candidate.entity_id === entity.entity_id);
          const poolOfNamesakes =
            result.entities.length === size && result.entities.every((c) => wholeNames(c).has(keys.whole));
          if (!found && !poolOfNamesakes) missed.push(`${entity.entity_id}: ${typed}`);
        }
      }
    }
    expect(queries).toBeGreaterThan(60_000);
    expect(missed).toEqual([]);
  });
});
