#!/usr/bin/env bash
# The README's test command: lint, format and type checks, then every Jest suite. The
# integration suites start the real Elasticsearch and Redis themselves (test/setup) and stop
# them when done.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

[ -d node_modules ] || npm ci --no-audit --no-fund

# The matching core is checked against Python's difflib and jellyfish (test/unit/matching/reference.spec.ts).
if ! python3 -c 'import jellyfish' 2>/dev/null; then
  python3 -m pip install --quiet --disable-pip-version-check jellyfish ||
    echo "[test] pip could not install jellyfish; the reference test falls back to its own Python reference" >&2
fi

echo "== lint"; npx eslint "{src,scripts,test}/**/*.ts"
echo "== format"; npx prettier --check "{src,scripts,test}/**/*.ts" >/dev/null || { npx prettier --list-different "{src,scripts,test}/**/*.ts"; exit 1; }
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== jest"; npx jest --ci "$@"
