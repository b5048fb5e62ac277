/**
 * A word's consonants as classes, the shape of both consonant keys (arabic.ts latinSkeleton,
 * kana.ts kanaConsonantKey): digraphs first (in the order given), then single letters, each
 * mapped to a class ('' drops the letter), a class repeated next to itself written once.
 */
export function consonantClasses(
  word: string,
  digraphs: ReadonlyArray<readonly [string, string]>,
  letterClass: (word: string, index: number) => string,
): string {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const digraph = digraphs.find(([spelling]) => word.startsWith(spelling, i));
    const cls = digraph ? digraph[1] : letterClass(word, i);
    i += digraph ? digraph[0].length : 1;
    if (cls !== '' && !out.endsWith(cls)) out += cls;
  }
  return out;
}
