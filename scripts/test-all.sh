#!/usr/bin/env bash
# `npm test`: every check and every test, side by side where two cores allow (decision 0051).
#   1. the tests' tools (Chromium, poppler, qpdf, nginx, fonts; the Cashfree SDK side package);
#   2. lint, type check and the web build at once: each of them mostly keeps one core busy;
#   3. core, web and server tests (server on SQLite, and on PostgreSQL when TEST_DATABASE_URL is
#      set): Vitest spreads the files over the cores;
#   4. the browser tests against the build, two files at a time.
# Each stage's time is printed; then each failed test is named, and the last line counts the tests ("N passed, N failed").
# `bash scripts/test-all.sh unit` runs stages 1 and 3 only (npm run test:unit), `… e2e` stage 1, the
# web build and stage 4 (npm run test:e2e): the Vitest flags are written here once.
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-all}"
case "$what" in all | unit | e2e) ;; *) echo "usage: bash scripts/test-all.sh [all|unit|e2e]" >&2; exit 2 ;; esac

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
stage_started=0
stage() {
  stage_started=$SECONDS
  echo "== $1"
}
stage_done() { echo "== $1: $((SECONDS - stage_started)) s"; }

# Runs NAME COMMAND pairs at once, each into its own log; prints each log whole when it ends, and
# fails after all have ended if any failed.
run_side_by_side() {
  local names=() pids=() failed=()
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      started=$SECONDS
      if bash -c "$2" >"$logs/$1.log" 2>&1; then echo "ok $((SECONDS - started))" >"$logs/$1.status"; else echo "failed $((SECONDS - started))" >"$logs/$1.status"; fi
    ) &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || true
    local name="${names[$i]}" status
    status="$(cat "$logs/$name.status")"
    echo "-- $name: ${status% *} in ${status#* } s"
    cat "$logs/$name.log"
    [ "${status% *}" = ok ] || failed+=("$name")
  done
  if [ ${#failed[@]} -gt 0 ]; then
    echo "FAILED: ${failed[*]}"
    return 1
  fi
}

stage "tools"
bash scripts/ensure-test-tools.sh
stage_done "tools"

if [ "$what" = all ]; then
  stage "lint, type check and web build, side by side"
  run_side_by_side lint "npm run --silent lint" typecheck "npm run --silent typecheck" build "npm run --silent build"
  stage_done "lint, type check and web build"
elif [ "$what" = e2e ]; then
  stage "web build"
  npm run --silent build
  stage_done "web build"
fi

reports=()
unit_status=0
if [ "$what" != e2e ]; then
  stage "core, web and server tests"
  # Four workers on two cores: server tests wait on PostgreSQL, fsync and child processes much of the time
  # (225 s with two workers, 135 s with four, same machine; decision 0051).
  npx vitest run --project core --project server --project server-isolated --project web --maxWorkers=4 \
    --reporter=default --reporter=json --outputFile.json="$logs/unit.json" 2>&1 | tee "$logs/unit.json.out" || unit_status=$?
  stage_done "core, web and server tests"
  reports+=("$logs/unit.json")
fi

e2e_status=0
if [ "$what" != unit ]; then
  stage "browser tests"
  # Two files at a time, each with its own browser, against the shared servers (436 s one at a time, 290 s two).
  npx vitest run --project e2e --fileParallelism --maxWorkers=2 \
    --reporter=default --reporter=json --outputFile.json="$logs/e2e.json" 2>&1 | tee "$logs/e2e.json.out" || e2e_status=$?
  stage_done "browser tests"
  reports+=("$logs/e2e.json")
fi

node -e '
  const fs = require("node:fs");
  let passed = 0, failed = 0, skipped = 0;
  for (const file of process.argv.slice(1)) {
    if (!fs.existsSync(file)) { failed += 1; continue; }
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    passed += report.numPassedTests; failed += report.numFailedTests; skipped += report.numPendingTests + report.numTodoTests;
    // The failures are named again at the end, where a log cut to its tail still shows them.
    for (const result of report.testResults ?? []) {
      for (const test of result.assertionResults ?? []) {
        if (test.status !== "failed") continue;
        const why = (test.failureMessages ?? []).join(" ").split("\n").slice(0, 3).join(" ").slice(0, 400);
        console.log(`FAILED ${result.name.replace(process.cwd() + "/", "")} > ${test.fullName}\n  ${why}`);
      }
      if (result.status === "failed" && !(result.assertionResults ?? []).some((test) => test.status === "failed")) {
        // A failed hook or import: the JSON report carries no message, so the lines the reporter printed about the file are quoted.
        const name = result.name.replace(process.cwd() + "/", "");
        const said = fs.existsSync(`${file}.out`) ? fs.readFileSync(`${file}.out`, "utf8").replace(/\x1b\[[0-9;]*m/g, "").split("\n") : [];
        const at = said.findIndex((line) => line.includes("FAIL") && line.includes(name));
        const why = at < 0 ? String(result.message ?? "") : said.slice(at, at + 6).map((line) => line.trim()).filter(Boolean).join(" ");
        console.log(`FAILED ${name}: ${why.slice(0, 600)}`);
      }
    }
  }
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
' "${reports[@]}"
[ "$unit_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
