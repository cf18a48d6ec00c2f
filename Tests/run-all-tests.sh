#!/usr/bin/env bash
# Runs every test of every package in the repository, and proves the module boundaries.
#
#   0. The import scan (Tests/import-scan.py, a second, no build) checks every manifest and
#      `import` against Tests/architecture-rules.json, and stops the run naming the rule, the
#      file and the line of a violation.
#   1. Each package under Packages/ builds and tests ALONE (`swift test --package-path`): a
#      feature that imports a module it did not declare fails here, because nothing else has put
#      that module in its build folder.
#   2. The root package builds and tests with `--explicit-target-dependency-import-check error`,
#      so an undeclared import fails in the shared build folder too.
#   3. The Redux kit's tests run again under the address and thread sanitizers.
#
# Prints one summary line per step and exits non-zero if anything failed. A feature team's
# shorter run (its package, the composition, the app; no boundary builds) is
# Tests/run-feature-tests.sh.
set -uo pipefail

source "$(dirname "$0")/test-steps.sh"

scan_imports

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
run "ShowTracker" swift test --explicit-target-dependency-import-check error --skip "$build_tests" \
  --skip "$store_wait_tests"
run "ShowTracker (store waits)" swift test --explicit-target-dependency-import-check error \
  --filter "$store_wait_tests"
run "Builds" swift test --explicit-target-dependency-import-check error --filter "$build_tests"

# The mutation check's own test: a tiny package with a weak test, whose planted survivor it must
# report (about a minute). The check itself is run by hand on what a change touches (Docs/Testing.md).
run "mutation check" python3 Tests/Mutation/test_mutate.py

# The app benchmark's verdicts (met / NOT MET and the exit status) on made-up numbers: no timing.
run "app_benchmark" python3 Tests/Benchmarks/app_benchmark.py --self-check

finish
