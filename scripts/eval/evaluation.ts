import type { Entity, ListId } from '../../src/core/lists/model';
import { type AttestedPair, attestedCases } from './attested';
import { type EvalCase, isPositive, type Part, PARTS } from './cases';
import { type BatchOptions, HttpError, mapConcurrent, requestEntity, ScreeningClient } from './client';
import { type Dataset, type DatasetStats, generateDataset, indexListed, withRealNegatives } from './generate';
import { loadListedEntities } from './listed-entities';
import {
  type Answer,
  checkTargets,
  curve,
  type CurvePoint,
  type Scorecard,
  scoreCases,
  type TargetCheck,
} from './score';
import { withClassKinds } from './tuning-classes';
import { generateValidation } from './validation/generate';

export interface EvaluationOptions {
  url: string;
  apiKey: string;
  seed: number;
  /** Which parts to run (default both). */
  parts?: readonly Part[];
  /** Tuning positives per kind. */
  perKind?: number;
  /** Tuning negatives from the hand-written tables. */
  negatives?: number;
  /** max_results_per_entity sent with every batch. */
  maxResults?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** A label for the report (the engine, when known). */
  label?: string;
}

/** What one set of cases measured: the service's own verdicts, and the curve from the low-threshold pass. */
export interface Measurement {
  /** At the service's default threshold (no threshold sent): the headline figures. */
  atDefault: Scorecard;
  /** Requested once at threshold 0.5, re-thresholded locally at 0.70 … 0.95. */
  curve: CurvePoint[];
  /** Cases whose flagged/clear verdict at 0.85 (re-thresholded) differs from the default-threshold run. */
  curveDisagreements: string[];
}

export interface PartReport extends Measurement {
  part: Part;
  generated: { positives: number; negatives: number; stats: DatasetStats };
  /** The targets; they are judged on the validation part, and shown for tuning for comparison. */
  targets: TargetCheck[];
}

export interface AttestedReport extends Measurement {
  /** Pairs found by the rule in the snapshot, before sampling. */
  candidates: number;
  pairs: AttestedPair[];
}

export interface EvaluationReport {
  label: string;
  url: string;
  seed: number;
  maxResults: number;
  parts: PartReport[];
  /** Only eval:all measures it (it needs a service booted on a snapshot without the queried aliases). */
  attested: AttestedReport | null;
  throttledRequests: number;
  elapsedSeconds: number;
}

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

/** Both passes over one set of cases, scored. */
async function measure(
  client: ScreeningClient,
  cases: readonly EvalCase[],
  options: { maxResults: number; concurrency: number },
): Promise<Measurement> {
  const atDefaultAnswers = await screenCases(client, cases, options);
  const lowAnswers = await screenCases(client, cases, { ...options, threshold: LOW_THRESHOLD });
  return {
    atDefault: scoreCases(cases, atDefaultAnswers),
    curve: curve(cases, lowAnswers),
    curveDisagreements: verdictDisagreements(cases, atDefaultAnswers, lowAnswers, 0.85),
  };
}

/** Both parts' datasets: validation needs tuning's to stay disjoint from it, so tuning is always generated. */
export function generateParts(
  entities: Entity[],
  options: { seed: number; perKind?: number; negatives?: number },
): Record<Part, Dataset> {
  const listed = indexListed(entities);
  const tuning = withRealNegatives(generateDataset(entities, options, listed), listed);
  const validation = generateValidation(entities, tuning, { seed: options.seed }, listed);
  return { tuning: withClassKinds(tuning, validation, listed, options.perKind), validation };
}

/** Opens a client and checks the service can screen at all: a dead service gives no measurement, not 0% recall. */
async function openClient(url: string, apiKey: string): Promise<ScreeningClient> {
  const client = new ScreeningClient(url, apiKey);
  await client.screenEntity({ name: 'John Smith' }).catch((error: Error) => {
    client.close();
    throw new Error(`the service at ${url} did not answer a screening: ${error.message}`);
  });
  return client;
}

export async function runEvaluation(options: EvaluationOptions): Promise<EvaluationReport> {
  const started = performance.now();
  const datasets = generateParts(await loadListedEntities(), options);
  const client = await openClient(options.url, options.apiKey);
  const maxResults = options.maxResults ?? 10;
  const concurrency = options.concurrency ?? 2;
  const parts: PartReport[] = [];
  try {
    for (const part of PARTS.filter((p) => (options.parts ?? PARTS).includes(p))) {
      const { cases, stats } = datasets[part];
      const measurement = await measure(client, cases, { maxResults, concurrency });
      parts.push({
        part,
        generated: {
          positives: cases.filter(isPositive).length,
          negatives: cases.filter((c) => !isPositive(c)).length,
          stats,
        },
        targets: checkTargets(measurement.atDefault),
        ...measurement,
      });
    }
  } finally {
    client.close();
  }
  return {
    label: options.label ?? options.url,
    url: options.url,
    seed: options.seed,
    maxResults,
    parts,
    attested: null,
    throttledRequests: client.throttled,
    elapsedSeconds: (performance.now() - started) / 1000,
  };
}

/** The attested-variants set against a service whose index lacks the queried aliases (attested.ts). */
export async function runAttested(options: {
  url: string;
  apiKey: string;
  pairs: AttestedPair[];
  candidates: number;
  maxResults?: number;
}): Promise<AttestedReport> {
  const client = await openClient(options.url, options.apiKey);
  try {
    const measurement = await measure(client, attestedCases(options.pairs), {
      maxResults: options.maxResults ?? 10,
      concurrency: 2,
    });
    return { candidates: options.candidates, pairs: options.pairs, ...measurement };
  } finally {
    client.close();
  }
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
