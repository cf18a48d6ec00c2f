#!/usr/bin/env bash
# Runs every test of every package in the repository, and proves the module boundaries.
#
#   1. Each package under Packages/ builds and tests ALONE (`swift test --package-path`): a
#      feature that imports a module it did not declare fails here, because nothing else has put
#      that module in its build folder.
#   2. The root package builds and tests with `--explicit-target-dependency-import-check error`,
#      so an undeclared import fails in the shared build folder too.
#   3. The Redux kit's tests run again under the address and thread sanitizers.
#
# Prints one summary line per package and exits non-zero if anything failed.
set -uo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
summary=()
failed=0

run() {
  local name=$1
  shift
  local log
  log=$(mktemp)
  echo "==> $name: $*"
  if "$@" 2>&1 | tee "$log"; then
    status=passed
  else
    status=FAILED
    failed=1
  fi
  local counts
  counts=$(grep -E "Test run with [0-9]+ tests?" "$log" | tail -n 1 | sed -E 's/^[^T]*//')
  summary+=("$(printf '%-16s %-7s %s' "$name" "$status" "${counts:-no Swift Testing summary}")")
  rm -f "$log"
}

for manifest in Packages/*/Package.swift; do
  package=$(basename "$(dirname "$manifest")")
  run "$package" swift test --package-path "Packages/$package"
done

# The kit under the sanitizers: its store holds derived stores without reference counts and skips
# run-time exclusivity checks (Docs/Performance.md), so use-after-free and data races must show
# here. Own build folders, so the sanitized builds do not invalidate the normal one. The kit's
# tests run in parallel, as everywhere: TestStore judges from its own revisions.
run "Redux ASan" env LSAN_OPTIONS="suppressions=$root/Packages/Redux/lsan-suppressions.txt" \
  swift test --package-path Packages/Redux --scratch-path Packages/Redux/.build/asan \
  --sanitize=address
run "Redux TSan" swift test --package-path Packages/Redux \
  --scratch-path Packages/Redux/.build/tsan --sanitize=thread

# The tests that build temporary copies of the repository (boundaries, the scaffold) run on
# their own after the others, so their builds never starve the timed waits of the rest.
builds="BoundaryBuildTests|ShellBoundaryBuildTests|ScaffoldTests"
run "ShowTracker" swift test --explicit-target-dependency-import-check error --skip "$builds"
run "Builds" swift test --explicit-target-dependency-import-check error --filter "$builds"

# The app benchmark's verdicts (met / NOT MET and the exit status) on made-up numbers: no timing.
run "app_benchmark" python3 Tests/Benchmarks/app_benchmark.py --self-check

echo
echo "==> Summary"
printf '%s\n' "${summary[@]}"
if [ "$failed" -ne 0 ]; then
  echo "Some tests FAILED."
  exit 1
fi
echo "All tests passed."
