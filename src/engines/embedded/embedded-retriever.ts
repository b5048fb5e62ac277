import type { Entity } from '../../core/lists/model';
import type { CandidateQuery, CandidateResult } from '../candidate-source';
import { entityKeys } from '../entity-keys';
import { InvertedIndex } from './inverted-index';

/** Builds the in-memory index over loaded entities and answers candidate queries. */
export class EmbeddedRetriever {
  private readonly index = new InvertedIndex();
  private readonly entities: Entity[] = [];

  constructor(entities: Iterable<Entity>) {
    for (const entity of entities) {
      const keys = entityKeys(entity);
      this.index.add(
        entity.entity_id,
        entity.source_list_id,
        entity.entity_type,
        keys.names,
        keys.identifierKeys,
      );
      this.entities.push(entity);
    }
    this.index.pack();
  }

  find(queries: CandidateQuery[]): CandidateResult[] {
    return queries.map((query) => ({
      ok: true as const,
      entities: this.index.search(query).map((ordinal) => this.entities[ordinal]),
    }));
  }
}
