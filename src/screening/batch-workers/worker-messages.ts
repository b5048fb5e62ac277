import type { ListMetadata } from '../../core/lists/model';
import type { BatchEntity, BatchOutcome, BatchSettings } from '../batch-types';

/** Main thread → batch worker: screen these entities of a batch. */
export interface WorkerRequest {
  id: number;
  entities: BatchEntity[];
  settings: BatchSettings;
}

/** Batch worker → main thread. */
export type WorkerReply =
  | { type: 'ready'; lists: ListMetadata[] }
  | { type: 'outcomes'; id: number; outcomes: BatchOutcome[] }
  | { type: 'failed'; id: number; error: string };
