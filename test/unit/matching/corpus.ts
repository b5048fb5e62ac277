import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Names for the tests: real listed names from the shared data, and a seeded generator. */
const LISTS_DIR = join(__dirname, '../../../../shared/data/lists');

/** Primary names (sdn.csv), aliases (alt.csv) and BIS DPL names, deduplicated, in file order. */
export function realListedNames(): string[] {
  const names = new Set<string>();
  const csvName = /^\d+,(?:\d+,"[^"]*",)?"([^"]+)"/;
  for (const file of ['ofac-sdn-csv/sdn.csv', 'ofac-sdn-csv/alt.csv']) {
    for (const line of readFileSync(join(LISTS_DIR, file), 'latin1').split('\n')) {
      const match = csvName.exec(line);
      if (match) names.add(match[1]);
    }
  }
  const dplLines = readFileSync(join(LISTS_DIR, 'bis-dpl/dpl.txt'), 'latin1').split('\n').slice(1);
  for (const line of dplLines) {
    const name = /^"([^"]+)"/.exec(line)?.[1]?.trim();
    if (name) names.add(name);
  }
  return [...names];
}

/** mulberry32: a small seeded generator, so every run checks the same pairs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** One typo of the kinds screeners see: swap, deletion, insertion, substitution. */
export function typo(random: () => number, text: string): string {
  if (text.length < 2) return text + 'A';
  const at = Math.floor(random() * (text.length - 1));
  const letter = pick(random, [...'AEIOUYHKSZ']);
  switch (Math.floor(random() * 4)) {
    case 0:
      return text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
    case 1:
      return text.slice(0, at) + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + letter + text.slice(at);
    default:
      return text.slice(0, at) + letter + text.slice(at + 1);
  }
}

export function shuffle<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
