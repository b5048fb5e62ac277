import type { ListId } from '../../src/core/lists/model';
import { type EvalCase, isPositive } from './cases';
import { type BatchOptions, HttpError, mapConcurrent, requestEntity, ScreeningClient } from './client';
import { type DatasetStats, generateDataset } from './generate';
import { loadListedEntities } from './listed-entities';
import { type Answer, checkTargets, type Scorecard, scoreCases, type TargetCheck } from './score';

export interface EvaluationOptions {
  url: string;
  apiKey: string;
  seed: number;
  perKind?: number;
  negatives?: number;
  /** max_results_per_entity sent with every batch. */
  maxResults?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** A label for the report (the engine, when known). */
  label?: string;
}

export interface EvaluationReport {
  label: string;
  url: string;
  seed: number;
  generated: { positives: number; negatives: number; stats: DatasetStats };
  maxResults: number;
  /** At the service's default threshold (no threshold sent): the headline figures. */
  atDefault: Scorecard;
  targets: TargetCheck[];
  /** Requested once at threshold 0.5, re-thresholded locally. */
  curve: Scorecard[];
  /** Cases whose flagged/clear verdict at 0.85 (re-thresholded) differs from the default-threshold run. */
  curveDisagreements: string[];
  throttledRequests: number;
  elapsedSeconds: number;
}

const CURVE_THRESHOLDS = [0.75, 0.8, 0.85, 0.9] as const;
const LOW_THRESHOLD = 0.5;
const BATCH_SIZE = 100;

/** Batch options apply to every entity, so cases are grouped by the lists they ask for. */
function groupByLists(cases: readonly EvalCase[]): EvalCase[][] {
  const groups = new Map<string, EvalCase[]>();
  for (const c of cases) {
    const key = JSON.stringify(c.query.lists ?? null);
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const chunks: EvalCase[][] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += BATCH_SIZE) chunks.push(group.slice(i, i + BATCH_SIZE));
  }
  return chunks;
}

/** Screens every case in batches; a rejected batch is retried entity by entity so one bad case cannot hide 99. */
async function screenCases(
  client: ScreeningClient,
  cases: readonly EvalCase[],
  options: { threshold?: number; maxResults: number; concurrency: number },
): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  await mapConcurrent(groupByLists(cases), options.concurrency, async (chunk) => {
    const lists: ListId[] | undefined = chunk[0].query.lists;
    const batchOptions: BatchOptions = { max_results_per_entity: options.maxResults };
    if (lists) batchOptions.lists = lists;
    if (options.threshold !== undefined) batchOptions.threshold = options.threshold;
    const entities = chunk.map(requestEntity);
    try {
      const { body } = await client.screenBatch(entities, batchOptions);
      for (const result of body.results) answers.set(chunk[result.index].id, { ok: true, outcome: result });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) {
        for (const c of chunk) answers.set(c.id, { ok: false, error: (error as Error).message });
        return;
      }
      for (const c of chunk) {
        try {
          const { body } = await client.screenEntity({
            ...c.query,
            threshold: options.threshold,
            max_results: options.maxResults,
          });
          answers.set(c.id, { ok: true, outcome: body });
        } catch (single) {
          answers.set(c.id, { ok: false, error: (single as Error).message });
        }
      }
    }
  });
  return answers;
}

export async function runEvaluation(options: EvaluationOptions): Promise<EvaluationReport> {
  const started = performance.now();
  const dataset = generateDataset(await loadListedEntities(), {
    seed: options.seed,
    perKind: options.perKind,
    negatives: options.negatives,
  });
  const client = new ScreeningClient(options.url, options.apiKey);
  const maxResults = options.maxResults ?? 10;
  const concurrency = options.concurrency ?? 2;
  let atDefaultAnswers: Map<string, Answer>;
  let lowAnswers: Map<string, Answer>;
  try {
    // A service that cannot screen at all gives no measurement: fail instead of reporting 0% recall.
    await client.screenEntity({ name: 'John Smith' }).catch((error: Error) => {
      throw new Error(`the service at ${options.url} did not answer a screening: ${error.message}`);
    });
    atDefaultAnswers = await screenCases(client, dataset.cases, { maxResults, concurrency });
    lowAnswers = await screenCases(client, dataset.cases, {
      threshold: LOW_THRESHOLD,
      maxResults,
      concurrency,
    });
  } finally {
    client.close();
  }
  const atDefault = scoreCases(dataset.cases, atDefaultAnswers);
  const curve = CURVE_THRESHOLDS.map((t) => scoreCases(dataset.cases, lowAnswers, t));
  return {
    label: options.label ?? options.url,
    url: options.url,
    seed: options.seed,
    generated: {
      positives: dataset.cases.filter(isPositive).length,
      negatives: dataset.cases.filter((c) => !isPositive(c)).length,
      stats: dataset.stats,
    },
    maxResults,
    atDefault,
    targets: checkTargets(atDefault),
    curve,
    curveDisagreements: verdictDisagreements(dataset.cases, atDefaultAnswers, lowAnswers, 0.85),
    throttledRequests: client.throttled,
    elapsedSeconds: (performance.now() - started) / 1000,
  };
}

/** Checks the re-thresholding assumption: flagged at `threshold` locally ⇔ flagged by the service at its default. */
function verdictDisagreements(
  cases: readonly EvalCase[],
  atDefault: Map<string, Answer>,
  low: Map<string, Answer>,
  threshold: number,
): string[] {
  return cases
    .filter((c) => {
      const a = atDefault.get(c.id);
      const b = low.get(c.id);
      if (!a?.ok || !b?.ok) return false;
      const flaggedLocally = b.outcome.matches.some((m) => m.confidence_score >= threshold);
      return (a.outcome.status !== 'clear') !== flaggedLocally;
    })
    .map((c) => c.id);
}
