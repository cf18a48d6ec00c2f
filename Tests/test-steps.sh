# Shared by Tests/run-all-tests.sh and Tests/run-feature-tests.sh (sourced, not run): each step
# prints its output as it goes and adds one line to the summary.

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
summary=()
failed=0
started=$SECONDS

# run NAME COMMAND...: runs COMMAND, and records whether it passed, its Swift Testing counts
# and how long it took.
run() {
  local name=$1
  shift
  local log step_started=$SECONDS
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
  summary+=("$(printf '%-16s %-7s %4ss  %s' "$name" "$status" "$((SECONDS - step_started))" \
    "${counts:-no Swift Testing summary}")")
  rm -f "$log"
}

# scan_imports: the import scan, first; if a rule is broken, says so and stops before any build,
# whose errors would name the compiler's symptom instead of the rule.
scan_imports() {
  run "import scan" python3 Tests/import-scan.py
  if [ "$failed" -ne 0 ]; then
    echo
    echo "The import scan named a broken rule (above); nothing was built. Fix it and run again."
    exit 1
  fi
}

# finish: the summary, and the exit status.
finish() {
  echo
  echo "==> Summary ($((SECONDS - started)) s)"
  printf '%s\n' "${summary[@]}"
  if [ "$failed" -ne 0 ]; then
    echo "Some tests FAILED."
    exit 1
  fi
  echo "All tests passed."
}

# The tests that build temporary copies of the repository (boundaries, the scaffold).
build_tests="BuildTests"
# The in-process suites that wait on the store for effects run by the concurrency pool (60 s
# waits): beside the end-to-end suites, whose tests block pool threads while their processes
# run, they starved past their waits on the 2-core machine (at load 3.5 in a clean-clone CI run,
# and at 13 and more). They run on their own after the rest.
store_wait_tests="InteractiveShellTests|UpNextMarkingTests|CompletionsCommandTests"
