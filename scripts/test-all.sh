#!/usr/bin/env bash
# `npm test`: every check, in order, each printing a PASS/FAIL line. Stops at
# the first failing step so its output is the last thing on screen.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step "typecheck"
npx tsc --noEmit -p .
echo "PASS typecheck"

step "unit tests (vitest, real builds on real content and fixtures)"
npx vitest run

step "build"
npx tsx scripts/build.ts

step "links (linkinator over the served dist/)"
npx tsx scripts/check-links.ts dist
