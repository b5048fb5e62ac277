import type { ReindexReport } from './list-indexer';

/** Human-readable delta report of a reindex, ids capped at `maxIds` per kind (the JSON report has them all). */
export function formatReindexReport(report: ReindexReport, maxIds = 50): string {
  const { delta } = report;
  const ids = (label: string, list: string[]) =>
    list.length === 0
      ? []
      : [
          `  ${label} (${list.length}): ${list.slice(0, maxIds).join(', ')}${list.length > maxIds ? `, … ${list.length - maxIds} more` : ''}`,
        ];
  const outcome =
    report.outcome === 'swapped'
      ? `swapped: ${report.previous_index ?? '(none)'} → ${report.new_index}`
      : report.outcome === 'dry-run'
        ? 'dry run: nothing was changed'
        : `REFUSED: ${report.reason} (rerun with --force to accept)`;
  return [
    `${report.list_id}: ${outcome}`,
    `  entities: ${report.previous_count} → ${report.new_count}; added ${delta.added.length}, removed ${delta.removed.length}, changed ${delta.changed.length}, unchanged ${delta.unchanged}`,
    ...ids('added', delta.added),
    ...ids('removed', delta.removed),
    ...ids('changed', delta.changed),
  ].join('\n');
}
