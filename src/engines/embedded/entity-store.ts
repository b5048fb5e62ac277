import type { Entity, ListId, ListMetadata } from '../../core/lists/model';
import { LIST_IDS } from '../../core/lists/model';
import type { LoadedList } from '../../lists-data/list-sources';

/** The embedded engine's lists in memory: entities by id and by list, and each list's metadata. */
export class EntityStore {
  private readonly byId = new Map<string, Entity>();
  private readonly byList = new Map<ListId, Entity[]>();
  private readonly metadata: ListMetadata[];

  constructor(lists: LoadedList[]) {
    for (const list of lists) {
      this.byList.set(list.list_id, list.entities);
      for (const entity of list.entities) this.byId.set(entity.entity_id, entity);
    }
    // Spec order (2.1), whatever order the lists were loaded in.
    this.metadata = LIST_IDS.flatMap((listId) =>
      lists.filter((list) => list.list_id === listId).map((list) => list.metadata),
    );
  }

  get(entityId: string): Entity | null {
    return this.byId.get(entityId) ?? null;
  }

  entities(listId: ListId): readonly Entity[] {
    return this.byList.get(listId) ?? [];
  }

  lists(): ListMetadata[] {
    return this.metadata.map((metadata) => ({ ...metadata }));
  }

  get size(): number {
    return this.byId.size;
  }
}
