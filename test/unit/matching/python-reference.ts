import { spawnSync } from 'node:child_process';

/**
 * Runs Python's own difflib and jellyfish (or, where pip could not install jellyfish, the
 * reference below, a transcription of jellyfish's pure-Python implementation) on the given
 * pairs and words. The figures the matching core is checked against come from here.
 */
const SCRIPT = String.raw`
import difflib, json, sys
try:
    from jellyfish import jaro_similarity, jaro_winkler_similarity, soundex
    source = 'jellyfish'
except ImportError:
    source = 'in-test reference'
    def _jaro(s1, s2, winklerize):
        l1, l2 = len(s1), len(s2)
        if not l1 or not l2:
            return 0.0
        rng = max(max(l1, l2) // 2 - 1, 0)
        f1, f2 = [False] * l1, [False] * l2
        common = 0
        for i, ch in enumerate(s1):
            for j in range(max(0, i - rng), min(i + rng, l2 - 1) + 1):
                if not f2[j] and s2[j] == ch:
                    f1[i] = f2[j] = True
                    common += 1
                    break
        if not common:
            return 0.0
        k = trans = 0
        for i, flag in enumerate(f1):
            if flag:
                for j in range(k, l2):
                    if f2[j]:
                        k = j + 1
                        break
                if s1[i] != s2[j]:
                    trans += 1
        trans //= 2
        weight = (common / l1 + common / l2 + (common - trans) / common) / 3
        if winklerize and weight > 0.7:
            j = min(l1, l2, 4)
            i = 0
            while i < j and s1[i] == s2[i]:
                i += 1
            if i:
                weight += i * 0.1 * (1.0 - weight)
        return weight
    def jaro_similarity(a, b):
        return _jaro(a, b, False)
    def jaro_winkler_similarity(a, b):
        return _jaro(a, b, True)
    def soundex(s):
        if not s:
            return ''
        codes = {}
        for letters, digit in (('BFPV', '1'), ('CGJKQSXZ', '2'), ('DT', '3'), ('L', '4'), ('MN', '5'), ('R', '6')):
            for letter in letters:
                codes[letter] = digit
        s = s.upper()
        result, last = [s[0]], codes.get(s[0])
        for letter in s[1:]:
            if len(result) == 4:
                break
            digit = codes.get(letter)
            if digit is not None:
                if digit != last:
                    result.append(digit)
                last = digit
            elif letter not in 'HW':
                last = None
        return ''.join(result) + '0' * (4 - len(result))

data = json.load(sys.stdin)
out = {'source': source, 'pairs': [], 'soundex': [soundex(w) for w in data['words']]}
for a, b in data['pairs']:
    m = difflib.SequenceMatcher(None, a, b)
    jw = jaro_winkler_similarity(a, b)
    jaro = jaro_similarity(a, b)
    ratio = m.ratio()
    out['pairs'].append({
        'jw': jw, 'jw4': round(jw, 4), 'jaro4': round(jaro, 4),
        'ratio': ratio, 'ratio4': round(ratio, 4),
        'ratio_without_autojunk': difflib.SequenceMatcher(None, a, b, autojunk=False).ratio(),
        'blocks': [list(block) for block in m.get_matching_blocks()],
    })
json.dump(out, sys.stdout)
`;

export interface PythonPairResult {
  jw: number;
  jw4: number;
  jaro4: number;
  ratio: number;
  ratio4: number;
  /** The ratio difflib would give without its autojunk rule: shows where the rule matters. */
  ratio_without_autojunk: number;
  blocks: [number, number, number][];
}

export interface PythonResults {
  source: string;
  pairs: PythonPairResult[];
  soundex: string[];
}

export function runPythonReference(pairs: [string, string][], words: string[]): PythonResults {
  const result = spawnSync('python3', ['-c', SCRIPT], {
    // ASCII-only JSON, so that the child's locale cannot garble the names.
    input: JSON.stringify({ pairs, words }).replace(
      /[\u0080-\uffff]/g,
      (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`python3 reference failed: ${result.stderr || String(result.error)}`);
  return JSON.parse(result.stdout) as PythonResults;
}
