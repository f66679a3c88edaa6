#!/usr/bin/env bash
# `npm test`: every check, in order: typecheck, the architecture's rules
# (dependency-cruiser), lint (ESLint), format (Prettier), dead code (knip), all
# five at once; the unit and site tests (on the frozen content,
# tests/fixtures/content/); then the editors' content/: build, links, HTML
# validation and the relations any true edit keeps (live); then the frozen
# content's build (fixture), its HTML, and two chains side by side: the browser
# checks (behaviour, axe, looks…) in one vitest run that shares one server and
# one Chromium, then the benchmark modes that time builds; and the web editor's
# (tests/editor/), then the benchmark modes that load pages (each mode once at
# its smallest, starting its own servers and Chromium: tests/bench/); and
# beside both, deploy (that build under Debian's nginx and Caddy with the
# configs it wrote, and the preview server, held to one table of answers; the
# workflows). Each check ends
# with a line "PASS <name>: <figure>" or "FAIL <name>: <figure>"; every check
# runs even when an earlier one fails (those needing a build are skipped as
# FAIL if it fails), a browser check's failed tests follow its line
# ("   ✖ name: why"), and the last line is "N passed, M failed". Exit 1 on any
# FAIL.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
results=()
started=$SECONDS

plain() { sed 's/\x1b\[[0-9;]*[A-Za-z]//g' "$1"; }

# check NAME FIGURE-FUNCTION COMMAND...: runs the command with its output on
# screen and keeps the PASS/FAIL lines it printed; a command that prints none
# gets one from its exit status and FIGURE-FUNCTION (given the log file).
check() {
  local name=$1 figure=$2
  shift 2
  local t0=$SECONDS
  printf '\n== %s\n' "$name"
  "$@" 2>&1 | tee "$logs/$name.log"
  verdict "$name" "$figure" "${PIPESTATUS[0]}" $((SECONDS - t0))
}

# verdict NAME FIGURE-FUNCTION STATUS SECONDS: the PASS/FAIL lines of a check
# whose output is in its log, printed and kept for the summary.
verdict() {
  local name=$1 figure=$2 rc=$3 seconds=$4
  local log="$logs/$name.log"
  local own
  own=$(plain "$log" | grep -E '^(PASS|FAIL) [A-Za-z-]+: |^   ✖ ' || true)
  if [[ -z $own ]]; then
    own="$([[ $rc -eq 0 ]] && echo PASS || echo FAIL) $name: $($figure "$log" "$rc")"
    echo "$own"
  elif [[ $rc -ne 0 ]] && ! grep -q '^FAIL' <<<"$own"; then
    own+=$'\n'"FAIL $name: exited with status $rc"
    echo "FAIL $name: exited with status $rc"
  fi
  echo "   ($seconds s)"
  while IFS= read -r line; do results+=("$line"); done <<<"$own"
}

# begin [--after EARLIER] NAME FIGURE-FUNCTION COMMAND...: starts a check in
# the background (once the check EARLIER, begun before it, has ended), its
# output kept in its log; together prints each begun check's output, verdict
# and own time, in the order they were begun, once all have ended. For checks
# that read only what none of the others writes: one after another they leave
# a core idle, each being mostly one thread or mostly waiting.
begun=()
begin() {
  local after=""
  if [[ $1 == --after ]]; then
    after=$2
    shift 2
  fi
  local name=$1 figure=$2
  shift 2
  (
    if [[ -n $after ]]; then
      while [[ ! -e "$logs/$after.status" ]]; do sleep 1; done
    fi
    t0=$SECONDS
    "$@" >"$logs/$name.log" 2>&1
    echo "$? $((SECONDS - t0))" >"$logs/$name.status"
  ) &
  begun+=("$name $figure")
}
together() {
  wait
  local name figure rc seconds
  for entry in "${begun[@]}"; do
    read -r name figure <<<"$entry"
    read -r rc seconds <"$logs/$name.status"
    printf '\n== %s\n' "$name"
    cat "$logs/$name.log"
    verdict "$name" "$figure" "$rc" "$seconds"
  done
  begun=()
}

skip() {
  local line="FAIL $1: not run, the build it needs failed"
  printf '\n== %s\n%s\n' "$1" "$line"
  results+=("$line")
}

typecheck_figure() { echo "$(plain "$1" | grep -c 'error TS') type errors"; }
layers_figure() {
  local line
  line=$(plain "$1" | grep -E 'dependency violations|no dependency violations' | tail -1 | sed -E 's/^[✔x] +//')
  echo "${line:-exit status $2}"
}
lint_figure() {
  local line
  line=$(plain "$1" | grep -E '^✖ [0-9]+ problem' | tail -1 | sed -E 's/^✖ //')
  echo "${line:-0 problems}"
}
format_figure() { [[ $2 -eq 0 ]] && echo "every file formatted" || echo "$(plain "$1" | grep -c '^\[warn\] [^C]') files not formatted (npm run format)"; }
dead_code_figure() { [[ $2 -eq 0 ]] && echo "no unused files, exports or dependencies" || echo "unused code or dependencies (see above)"; }
unit_figure() {
  local tests
  tests=$(plain "$1" | grep -E '^ +Tests ' | tail -1 | sed -E 's/^ +Tests +//; s/ \| /, /g; s/ \(([0-9]+)\)$/ of \1 tests/')
  echo "${tests:-no test summary, exit status $2}"
}
build_figure() {
  local line
  line=$(plain "$1" | grep -E '^✔ built ' | tail -1 | sed -E 's/^✔ built ([0-9]+) routes \([^)]*\), (.*) in ([0-9]+ ms)$/\1 routes, \2 in \3/')
  echo "${line:-the build failed (see above)}"
}
exit_figure() { echo "exit status $2"; }

begin typecheck typecheck_figure npx tsc --noEmit -p .
begin layers layers_figure npx depcruise src templates scripts tests --config .dependency-cruiser.cjs
begin lint lint_figure npx eslint . --max-warnings=0
begin format format_figure npx prettier --check .
begin dead-code dead_code_figure npx knip
together
check unit unit_figure npx vitest run --project unit --project site --project mocking

# The editors' content: it builds, its links resolve, its HTML is valid, and
# it holds what any true edit keeps (tests/live/). Never a count or a value.
check build build_figure node scripts/run.mjs scripts/build.ts
# Each reads dist/ and writes nothing; the frozen content's build (below)
# writes only test-results/site/, so it runs beside them.
if grep -q '^PASS build:' <<<"${results[-1]}"; then
  begin links exit_figure node scripts/run.mjs scripts/check-links.ts dist
  begin html exit_figure node scripts/run.mjs scripts/check-html.ts dist
  begin live unit_figure npx vitest run --project live
else
  for name in links html live; do skip "$name"; done
fi

# The code, on the frozen content (tests/fixtures/content/): its build is the
# site the browser and deploy checks judge, whatever content/ says today.
begin fixture build_figure node scripts/run.mjs scripts/build.ts --content=tests/fixtures/content --out=test-results/site
together
if grep -q '^PASS fixture:' <<<"${results[-1]}"; then
  check fixture-html exit_figure node scripts/run.mjs scripts/check-html.ts test-results/site --content=tests/fixtures/content --name=fixture-html
  # The browser checks mostly wait on Chromium, and so do the web editor's,
  # the benchmarks' and the servers': two chains side by side, of about the
  # same length on two cores, and deploy beside them. The browser checks,
  # then the benchmark modes that time builds; the web editor's, then the
  # modes that load pages. Deploy (about 40 s on one core) ran last in the
  # second chain, which then ran on alone for some 50 s while a core idled.
  begin browser exit_figure npx vitest run --project browser
  begin editor exit_figure npx vitest run --project editor
  begin deploy unit_figure npx vitest run --project deploy
  begin --after editor bench-pages exit_figure npx vitest run --project bench tests/bench/page-modes
  begin --after browser bench-builds exit_figure npx vitest run --project bench tests/bench/build-modes
  together
else
  for name in fixture-html browser editor bench-pages bench-builds deploy; do skip "$name"; done
fi

passed=0
failed=0
printf '\n== summary (%d s)\n' "$((SECONDS - started))"
for line in "${results[@]}"; do
  echo "$line"
  if [[ $line == PASS* ]]; then passed=$((passed + 1)); elif [[ $line == FAIL* ]]; then failed=$((failed + 1)); fi
done
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
