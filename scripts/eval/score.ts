import { type EvalCase, isPositive, type NegativeCase, type PositiveCase, POSITIVE_KINDS } from './cases';
import { normalizeName } from '../../src/core/names/normalize';
import type { ApiMatch, ScreeningOutcome } from './client';

/**
 * Counts recall and false positives from screening outcomes. Pure: no I/O, unit-tested.
 *
 * A positive is recalled when its status is not `clear` AND one of its expected ids is among
 * the returned matches. A negative is a false positive when its status is not `clear`.
 * With a `threshold`, outcomes requested at a lower threshold are re-thresholded locally:
 * matches below it are dropped and the status is `clear` when none is left. That equals what
 * the service would answer at that threshold as long as it ranks matches by score and cuts
 * `max_results` after ranking (so the top match is always returned).
 */
export interface KindRecall {
  kind: string;
  n: number;
  recalled: number;
  recall: number;
}

export interface Miss {
  id: string;
  kind: string;
  query: string;
  expected: string[];
  source_name: string;
  best: ApiMatch | null;
  status: string;
}

export interface FalsePositive {
  id: string;
  origin: string;
  query: string;
  best: ApiMatch | null;
  status: string;
  /**
   * Every token of the query is also in the matched listed name ("Monica Castro" against
   * "CASTRO JARAMILLO, Monica Maria"): a review the bank may well want, though counted as a false positive.
   */
  tokensInMatch: boolean;
}

export interface Scorecard {
  threshold: number | 'service';
  kinds: KindRecall[];
  overall: KindRecall;
  negatives: number;
  falsePositives: number;
  falsePositiveRate: number;
  misses: Miss[];
  fps: FalsePositive[];
  /** Cases the service did not answer (a rejected request); counted as missed / not false positive. */
  unanswered: { id: string; error: string }[];
}

export type Answer = { ok: true; outcome: ScreeningOutcome } | { ok: false; error: string };

function effective(
  outcome: ScreeningOutcome,
  threshold: number | undefined,
): { flagged: boolean; matches: ApiMatch[] } {
  if (threshold === undefined) return { flagged: outcome.status !== 'clear', matches: outcome.matches };
  const matches = outcome.matches.filter((m) => m.confidence_score >= threshold);
  return { flagged: matches.length > 0, matches };
}

function best(matches: ApiMatch[]): ApiMatch | null {
  return matches.reduce<ApiMatch | null>(
    (top, m) => (top === null || m.confidence_score > top.confidence_score ? m : top),
    null,
  );
}

function tokensContained(query: string, listed: string): boolean {
  const listedTokens = new Set(normalizeName(listed).split(' '));
  return normalizeName(query)
    .split(' ')
    .every((t) => listedTokens.has(t));
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

export function scoreCases(
  cases: readonly EvalCase[],
  answers: ReadonlyMap<string, Answer>,
  threshold?: number,
): Scorecard {
  const positives = cases.filter(isPositive);
  const negatives = cases.filter((c): c is NegativeCase => !isPositive(c));
  const misses: Miss[] = [];
  const fps: FalsePositive[] = [];
  const unanswered: Scorecard['unanswered'] = [];
  const recalledIds = new Set<string>();

  for (const c of positives) {
    const answer = answers.get(c.id);
    if (!answer || !answer.ok) {
      unanswered.push({ id: c.id, error: answer && !answer.ok ? answer.error : 'no answer' });
      misses.push(missOf(c, [], 'error'));
      continue;
    }
    const { flagged, matches } = effective(answer.outcome, threshold);
    if (flagged && matches.some((m) => c.expected_entity_ids.includes(m.entity_id))) recalledIds.add(c.id);
    else misses.push(missOf(c, answer.outcome.matches, flagged ? answer.outcome.status : 'clear'));
  }
  for (const c of negatives) {
    const answer = answers.get(c.id);
    if (!answer || !answer.ok) {
      unanswered.push({ id: c.id, error: answer && !answer.ok ? answer.error : 'no answer' });
      continue;
    }
    const { flagged, matches } = effective(answer.outcome, threshold);
    if (flagged)
      fps.push({
        id: c.id,
        origin: c.origin,
        query: c.query.name,
        best: best(matches),
        status: answer.outcome.status,
        tokensInMatch:
          matches.length > 0 && tokensContained(c.query.name, (best(matches) as ApiMatch).matched_name),
      });
  }

  const kinds = POSITIVE_KINDS.map((kind) => {
    const ofKind = positives.filter((c) => c.kind === kind);
    const recalled = ofKind.filter((c) => recalledIds.has(c.id)).length;
    return { kind, n: ofKind.length, recalled, recall: ratio(recalled, ofKind.length) };
  }).filter((k) => k.n > 0);
  const overall = {
    kind: 'overall',
    n: positives.length,
    recalled: recalledIds.size,
    recall: ratio(recalledIds.size, positives.length),
  };
  return {
    threshold: threshold ?? 'service',
    kinds,
    overall,
    negatives: negatives.length,
    falsePositives: fps.length,
    falsePositiveRate: ratio(fps.length, negatives.length),
    misses,
    fps,
    unanswered,
  };
}

function missOf(c: PositiveCase, matches: ApiMatch[], status: string): Miss {
  return {
    id: c.id,
    kind: c.kind,
    query: c.query.name,
    expected: c.expected_entity_ids,
    source_name: c.source_name,
    best: best(matches),
    status,
  };
}

/** The issue's targets. */
export const TARGETS = { overallRecall: 0.98, kindRecall: 0.9, falsePositiveRate: 0.03 } as const;

export interface TargetCheck {
  target: string;
  pass: boolean;
}

export function checkTargets(card: Scorecard): TargetCheck[] {
  const weakKinds = card.kinds.filter((k) => k.recall < TARGETS.kindRecall).map((k) => k.kind);
  return [
    {
      target: `overall recall >= ${TARGETS.overallRecall * 100}%`,
      pass: card.overall.recall >= TARGETS.overallRecall,
    },
    {
      target: `every kind >= ${TARGETS.kindRecall * 100}%${weakKinds.length ? ` (below: ${weakKinds.join(', ')})` : ''}`,
      pass: weakKinds.length === 0,
    },
    {
      target: `false-positive rate <= ${TARGETS.falsePositiveRate * 100}%`,
      pass: card.falsePositiveRate <= TARGETS.falsePositiveRate,
    },
  ];
}
