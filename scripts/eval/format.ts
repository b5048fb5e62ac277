import type { EvaluationReport } from './evaluation';
import type { Scorecard } from './score';

/** Plain-text rendering of evaluation reports (docs/evaluation.md, "Reading the report"). */
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows
    .map((row) =>
      row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '),
    )
    .join('\n');
}

function kindTable(card: Scorecard): string {
  const rows = [['kind', 'n', 'recalled', 'recall']];
  for (const k of [...card.kinds, card.overall])
    rows.push([k.kind, String(k.n), String(k.recalled), percent(k.recall)]);
  return table(rows);
}

function matchText(
  best: { matched_name: string; entity_id: string; confidence_score: number } | null,
): string {
  return best ? `${best.matched_name} (${best.entity_id}) ${best.confidence_score.toFixed(4)}` : 'no match';
}

export function formatReport(report: EvaluationReport, listLimit = Infinity): string {
  const card = report.atDefault;
  const lines: string[] = [];
  lines.push(
    `Evaluation: ${report.label}  seed ${report.seed}  ${report.generated.positives} positives, ${report.generated.negatives} negatives` +
      `  max_results_per_entity ${report.maxResults}  ${report.elapsedSeconds.toFixed(1)} s`,
  );
  lines.push('', 'Recall at the default threshold (no threshold sent):', kindTable(card));
  lines.push(
    '',
    `False positives: ${card.falsePositives} / ${card.negatives} = ${percent(card.falsePositiveRate)}`,
  );
  if (card.unanswered.length)
    lines.push(
      `Unanswered cases (counted as misses): ${card.unanswered.length}, e.g. ${card.unanswered[0].error}`,
    );
  lines.push('', 'Targets:', ...report.targets.map((t) => `  ${t.pass ? 'PASS' : 'MISS'}  ${t.target}`));

  const curveRows = [['threshold', 'recall', 'FP rate', 'FP']];
  for (const c of report.curve)
    curveRows.push([
      String(c.threshold),
      percent(c.overall.recall),
      percent(c.falsePositiveRate),
      String(c.falsePositives),
    ]);
  lines.push('', 'Requested at threshold 0.5 and re-thresholded locally:', table(curveRows));
  if (report.curveDisagreements.length) {
    lines.push(
      `  note: ${report.curveDisagreements.length} case(s) flagged differently at 0.85 locally than by the service default ` +
        `(${report.curveDisagreements.slice(0, 5).join(', ')}); the re-thresholded figures are then approximate`,
    );
  }
  if (report.throttledRequests)
    lines.push(`Requests throttled (429) and retried: ${report.throttledRequests}`);

  const misses = card.misses.slice(0, listLimit);
  lines.push('', `Misses (${card.misses.length}):`);
  for (const m of misses) {
    lines.push(
      `  [${m.id}] "${m.query}"  expected ${m.expected.join('|')} (${m.source_name})  status ${m.status}  best: ${matchText(m.best)}`,
    );
  }
  if (card.misses.length > misses.length)
    lines.push(`  … ${card.misses.length - misses.length} more (see --out)`);
  const fps = card.fps.slice(0, listLimit);
  lines.push('', `False positives (${card.fps.length}):`);
  const contained = card.fps.filter((f) => f.tokensInMatch).length;
  if (contained)
    lines.push(
      `  (${contained} marked [all tokens in match]: every query token is in the matched listed name)`,
    );
  for (const f of fps) {
    const mark = f.tokensInMatch ? '  [all tokens in match]' : '';
    lines.push(
      `  [${f.id}] "${f.query}" (${f.origin})  status ${f.status}  matched: ${matchText(f.best)}${mark}`,
    );
  }
  if (card.fps.length > fps.length) lines.push(`  … ${card.fps.length - fps.length} more (see --out)`);
  const excluded = report.generated.stats.negativesExcluded;
  lines.push(
    '',
    `Negatives excluded because they equal a listed name: ${excluded.length}${excluded.length ? ` (${excluded.join(', ')})` : ''}`,
  );
  return lines.join('\n');
}

/** Several reports side by side: one column per engine. */
export function formatComparison(reports: EvaluationReport[]): string {
  const header = ['', ...reports.map((r) => r.label)];
  const rows = [header];
  const kinds = reports[0].atDefault.kinds.map((k) => k.kind);
  for (const kind of kinds) {
    rows.push([
      `recall ${kind}`,
      ...reports.map((r) => percent(r.atDefault.kinds.find((k) => k.kind === kind)?.recall ?? 0)),
    ]);
  }
  rows.push(['recall overall', ...reports.map((r) => percent(r.atDefault.overall.recall))]);
  rows.push([
    'false-positive rate',
    ...reports.map((r) => `${percent(r.atDefault.falsePositiveRate)} (${r.atDefault.falsePositives})`),
  ]);
  for (const [i, threshold] of reports[0].curve.map((c) => c.threshold).entries()) {
    rows.push([
      `recall / FP @ ${threshold}`,
      ...reports.map(
        (r) => `${percent(r.curve[i].overall.recall)} / ${percent(r.curve[i].falsePositiveRate)}`,
      ),
    ]);
  }
  for (const [i, target] of reports[0].targets.entries()) {
    rows.push([
      target.target.replace(/ \(below.*\)$/, ''),
      ...reports.map((r) => (r.targets[i].pass ? 'PASS' : 'MISS')),
    ]);
  }
  return table(rows);
}
