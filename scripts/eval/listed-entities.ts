import { join } from 'node:path';
import { type Entity, nameOnlyEntity } from '../../src/core/lists/model';
import { normalizeName } from '../../src/core/names/normalize';
import { loadSnapshot } from '../../src/lists-data/list-sources';

/** The bundled snapshot the service itself ships (data/snapshot), or EVAL_DATA_DIR. */
const SNAPSHOT_DIR = process.env.EVAL_DATA_DIR ?? join(__dirname, '../../data/snapshot');

/**
 * Every listed entity of every list, read from the bundled snapshot with the project's own
 * loader and parsers, so expected entity ids are exactly the ids the service returns.
 */
export async function loadListedEntities(dataDir: string = SNAPSHOT_DIR): Promise<Entity[]> {
  const lists = await loadSnapshot(dataDir);
  return lists.flatMap((list) => list.entities);
}

/** An SDN person known by one name and nothing else: what the evaluation's own fixtures list beside the real entities. */
export function namedPerson(entityId: string, name: string): Entity {
  return nameOnlyEntity(entityId, 'individual', name, normalizeName(name));
}
