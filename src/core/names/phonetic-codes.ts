// double-metaphone 1.x is CommonJS without types: a one-line typed wrapper.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const doubleMetaphoneImpl = require('double-metaphone') as (word: string) => [string, string];

/** Double Metaphone [primary, alternate] of one upper-case word. */
export function doubleMetaphone(word: string): [string, string] {
  return doubleMetaphoneImpl(word);
}
