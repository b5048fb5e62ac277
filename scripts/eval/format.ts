import type { AttestedReport, EvaluationReport, Measurement, PartReport } from './evaluation';
import type { CurvePoint, Scorecard } from './score';

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

function groupTable(card: Scorecard): string {
  const rows = [['negatives', 'n', 'FP', 'FP rate']];
  for (const g of card.negativeGroups)
    rows.push([g.group, String(g.n), String(g.falsePositives), percent(g.rate)]);
  rows.push([
    'overall',
    String(card.negatives),
    String(card.falsePositives),
    percent(card.falsePositiveRate),
  ]);
  return table(rows);
}

function curveTable(points: CurvePoint[], negatives: boolean): string {
  const rows = [
    negatives ? ['threshold', 'recall', 'FP rate', 'precision', 'FP'] : ['threshold', 'recall', 'recalled'],
  ];
  for (const p of points)
    rows.push(
      negatives
        ? [
            p.threshold.toFixed(2),
            percent(p.recall),
            percent(p.falsePositiveRate),
            percent(p.precision),
            String(p.falsePositives),
          ]
        : [p.threshold.toFixed(2), percent(p.recall), `${p.recalled}/${p.positives}`],
    );
  return table(rows);
}

function matchText(
  best: { matched_name: string; entity_id: string; confidence_score: number } | null,
): string {
  return best ? `${best.matched_name} (${best.entity_id}) ${best.confidence_score.toFixed(4)}` : 'no match';
}

function caseLists(card: Scorecard, listLimit: number): string[] {
  const lines: string[] = [];
  const misses = card.misses.slice(0, listLimit);
  lines.push('', `Misses (${card.misses.length}):`);
  for (const m of misses)
    lines.push(
      `  [${m.id}] "${m.query}"  expected ${m.expected.join('|')} (${m.source_name})  status ${m.status}  best: ${matchText(m.best)}`,
    );
  if (card.misses.length > misses.length)
    lines.push(`  … ${card.misses.length - misses.length} more (see --out)`);
  if (card.negatives === 0) return lines;
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
  return lines;
}

function measurementLines(m: Measurement, listLimit: number): string[] {
  const card = m.atDefault;
  const lines = ['Recall at the default threshold (no threshold sent):', kindTable(card)];
  if (card.negatives > 0)
    lines.push('', 'False positives at the default threshold, by group of negatives:', groupTable(card));
  if (card.unanswered.length)
    lines.push(
      `Unanswered cases (counted as misses): ${card.unanswered.length}, e.g. ${card.unanswered[0].error}`,
    );
  lines.push(
    '',
    'Precision/recall curve (requested at 0.5, re-thresholded locally):',
    curveTable(m.curve, card.negatives > 0),
  );
  if (m.curveDisagreements.length)
    lines.push(
      `  note: ${m.curveDisagreements.length} case(s) flagged differently at 0.85 locally than by the service default ` +
        `(${m.curveDisagreements.slice(0, 5).join(', ')}); the re-thresholded figures are then approximate`,
    );
  return [...lines, ...caseLists(card, listLimit)];
}

function partLines(part: PartReport, listLimit: number): string[] {
  const lines = [
    `== ${part.part} part: ${part.generated.positives} positives, ${part.generated.negatives} negatives ==`,
  ];
  const body = measurementLines(part, listLimit);
  const curveAt = body.findIndex((l) => l.startsWith('Precision/recall curve'));
  const judged =
    part.part === 'validation' ? 'judged on this part' : 'judged on validation; shown for comparison';
  lines.push(
    ...body.slice(0, curveAt),
    `Targets at the default threshold (${judged}):`,
    ...part.targets.map((t) => `  ${t.pass ? 'PASS' : 'MISS'}  ${t.target}`),
    '',
    ...body.slice(curveAt),
  );
  const excluded = part.generated.stats.negativesExcluded;
  lines.push(
    '',
    `Negatives excluded because they equal a listed name or alias: ${excluded.length}${excluded.length ? ` (${excluded.slice(0, 20).join(', ')}${excluded.length > 20 ? ', …' : ''})` : ''}`,
  );
  return lines;
}

function attestedLines(attested: AttestedReport, listLimit: number): string[] {
  return [
    `== attested variants: ${attested.pairs.length} a.k.a. names queried against an index without them ` +
      `(sampled from ${attested.candidates} pairs) ==`,
    ...measurementLines(attested, listLimit),
  ];
}

export function formatReport(report: EvaluationReport, listLimit = Infinity): string {
  const lines = [
    `Evaluation: ${report.label}  seed ${report.seed}  max_results_per_entity ${report.maxResults}  ${report.elapsedSeconds.toFixed(1)} s`,
  ];
  for (const part of report.parts) lines.push('', ...partLines(part, listLimit));
  if (report.attested) lines.push('', ...attestedLines(report.attested, listLimit));
  if (report.throttledRequests)
    lines.push('', `Requests throttled (429) and retried: ${report.throttledRequests}`);
  return lines.join('\n');
}

const SUMMARY_THRESHOLDS = [0.7, 0.75, 0.8, 0.85, 0.9, 0.95];

/** Every part of every report side by side: one column per engine and part. */
export function formatComparison(reports: EvaluationReport[]): string {
  const columns = reports.flatMap((r) => r.parts.map((p) => ({ report: r, part: p })));
  const rows = [['', ...columns.map((c) => `${c.report.label} ${c.part.part}`)]];
  const cell = (fn: (p: PartReport) => string) => columns.map((c) => fn(c.part));
  const kinds = [...new Set(columns.flatMap((c) => c.part.atDefault.kinds.map((k) => k.kind)))];
  for (const kind of kinds) {
    rows.push([
      `recall ${kind}`,
      ...cell((p) => {
        const k = p.atDefault.kinds.find((x) => x.kind === kind);
        return k ? percent(k.recall) : '';
      }),
    ]);
  }
  rows.push(['recall overall', ...cell((p) => percent(p.atDefault.overall.recall))]);
  // People by culture, then organizations by category, then the two totals.
  const rank = (g: string) => (g === 'persons' || g === 'organizations' ? 2 : g.startsWith('org:') ? 1 : 0);
  const groups = [
    ...new Set(columns.flatMap((c) => c.part.atDefault.negativeGroups.map((g) => g.group))),
  ].sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? b.localeCompare(a) : a.localeCompare(b)));
  for (const group of groups) {
    rows.push([
      `FP ${group}`,
      ...cell((p) => {
        const g = p.atDefault.negativeGroups.find((x) => x.group === group);
        return g ? `${percent(g.rate)} (${g.falsePositives}/${g.n})` : '';
      }),
    ]);
  }
  rows.push([
    'FP overall',
    ...cell((p) => `${percent(p.atDefault.falsePositiveRate)} (${p.atDefault.falsePositives})`),
  ]);
  for (const threshold of SUMMARY_THRESHOLDS) {
    rows.push([
      `recall / FP @ ${threshold.toFixed(2)}`,
      ...cell((p) => {
        const point = p.curve.find((c) => c.threshold === threshold);
        return point ? `${percent(point.recall)} / ${percent(point.falsePositiveRate)}` : '';
      }),
    ]);
  }
  const targets = columns[0]?.part.targets ?? [];
  for (const [i, target] of targets.entries())
    rows.push([
      target.target.replace(/ \(below.*\)$/, ''),
      ...cell((p) => (p.targets[i].pass ? 'PASS' : 'MISS')),
    ]);
  const attested = reports.filter((r) => r.attested);
  const lines = [table(rows)];
  if (attested.length)
    lines.push(
      '',
      table([
        ['attested variants', ...attested.map((r) => r.label)],
        ['pairs', ...attested.map((r) => String(r.attested?.pairs.length))],
        [
          'recall at the default threshold',
          ...attested.map((r) => percent(r.attested?.atDefault.overall.recall ?? 0)),
        ],
        ...SUMMARY_THRESHOLDS.map((t) => [
          `recall @ ${t.toFixed(2)}`,
          ...attested.map((r) => percent(r.attested?.curve.find((c) => c.threshold === t)?.recall ?? 0)),
        ]),
      ]),
    );
  return lines.join('\n');
}
