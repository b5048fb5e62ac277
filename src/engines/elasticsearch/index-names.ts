import type { ListId } from '../../core/lists/model';

/**
 * Index naming. Each list has an alias that queries use, pointing at exactly one versioned
 * index; reindexing builds a new version and swaps the alias atomically (docs/operations.md).
 */
export const templateName = (prefix: string) => `${prefix}-entities`;
export const listIndexPattern = (prefix: string) => `${prefix}-list-*`;
export const listAlias = (prefix: string, listId: ListId) => `${prefix}-list-${listId}`;
export const versionedIndex = (prefix: string, listId: ListId, version: string) =>
  `${listAlias(prefix, listId)}-v${version}`;
export const metadataIndex = (prefix: string) => `${prefix}-meta`;
