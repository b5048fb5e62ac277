import type { ListId, ListMetadata } from '../../core/lists/model';
import type { BatchEntity, BatchOutcome, BatchSettings } from '../batch-types';

/** Main thread → batch worker: screen these entities of a batch. */
export interface WorkerRequest {
  id: number;
  entities: BatchEntity[];
  settings: BatchSettings;
  /** The list metadata the main thread read for this batch: every share's matches and the response use the same. */
  lists: Map<ListId, ListMetadata>;
}

/** Batch worker → main thread. */
export type WorkerReply =
  /** `lists`: an embedded worker's snapshot, to compare with the main thread's; null with Elasticsearch. */
  | { type: 'ready'; lists: ListMetadata[] | null }
  | { type: 'outcomes'; id: number; outcomes: BatchOutcome[] }
  | { type: 'failed'; id: number; error: string };
