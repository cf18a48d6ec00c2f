#!/usr/bin/env bash
# Runs the libFuzzer harnesses, each for SECONDS, on a corpus seeded from the test fixtures,
# and saves what they find with a script that reproduces it.
#
#   Tests/Fuzz/run-fuzzers.sh SECONDS [HARNESS...]
#
# HARNESS is json, csv, import-tvmaze, import-trakt, import-tvtime, webhook-payload, arguments
# or http-request (default: all eight, one after another). Builds them first (Tests/Fuzz/build-fuzzers.sh). The
# corpus each run grows is kept in .build/fuzz/corpus/HARNESS for the next run; the seeds are rewritten each time from the
# fixtures (Tests/Fuzz/make-seeds.py), and the inputs of past findings in
# Tests/Fuzz/Regressions/HARNESS are added to them. A harness with a dictionary
# (Tests/Fuzz/Dictionaries/HARNESS.dict: the tokens of its format) is given it.
#
# A finding (crash, failed check, leak, timeout, out of memory) is saved as
# $FUZZ_FINDINGS/HARNESS/<kind>-<sha1> (default .build/fuzz/findings), next to
# <kind>-<sha1>.sh, which runs the harness on it alone. Prints the executions of each harness
# and exits 1 if anything was found.
set -uo pipefail

cd "$(dirname "$0")/../.."
root=$(pwd)
export PATH="/opt/swift/usr/bin:$PATH"
seconds=${1:?usage: Tests/Fuzz/run-fuzzers.sh SECONDS [json|csv|import-tvmaze|import-trakt|import-tvtime|webhook-payload|arguments|http-request...]}
shift
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(json csv import-tvmaze import-trakt import-tvtime webhook-payload arguments http-request)

Tests/Fuzz/build-fuzzers.sh || exit 1

fuzz=$root/.build/fuzz
findings=${FUZZ_FINDINGS:-$fuzz/findings}
seeds=$fuzz/seeds
rm -rf "$seeds"
python3 Tests/Fuzz/make-seeds.py "$seeds" || exit 1

# A failed check must stop at once with libFuzzer's report, not wait for Swift's backtracer.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}

summary=()
found=0
for harness in "${harnesses[@]}"; do
  case $harness in
    json | import-tvmaze | import-trakt) seed=$seeds/json ;;
    csv | import-tvtime) seed=$seeds/csv ;;
    webhook-payload) seed=$seeds/webhooks ;;
    arguments) seed=$seeds/arguments ;;
    http-request) seed=$seeds/http ;;
    *) echo "unknown harness '$harness'" >&2; exit 2 ;;
  esac
  binary=$fuzz/bin/fuzz-$harness
  corpus=$fuzz/corpus/$harness
  artifacts=$findings/$harness
  mkdir -p "$corpus" "$artifacts"
  before=$(ls "$artifacts" | grep -v '\.sh$' | sort)
  log=$fuzz/$harness.log
  # Inputs that once failed (Tests/Fuzz/Regressions/HARNESS) run first, every time.
  regressions=()
  [ -d "Tests/Fuzz/Regressions/$harness" ] && regressions=("Tests/Fuzz/Regressions/$harness")
  echo "==> fuzz-$harness for ${seconds}s"
  # Inputs up to 64 KiB, so the corpus can hold whole fixture files; 10 s per input at most.
  # FUZZ_RUNS=0 (CI) runs the seeds and the inputs of past findings once each, with no
  # mutation: a regression check that cannot fail on a finding nobody has seen (a fixed -seed
  # does not make libFuzzer's exploration repeatable). Longer runs without it look for new ones.
  seeded=()
  [ -n "${FUZZ_RUNS:-}" ] && seeded=("-runs=$FUZZ_RUNS")
  [ -f "Tests/Fuzz/Dictionaries/$harness.dict" ] &&
    seeded+=("-dict=Tests/Fuzz/Dictionaries/$harness.dict")
  "$binary" -max_total_time="$seconds" -timeout=10 -max_len=65536 -print_final_stats=1 \
    "${seeded[@]}" -artifact_prefix="$artifacts/" "$corpus" "$seed" "${regressions[@]}" \
    >"$log" 2>&1
  status=$?
  runs=$(grep -E "^stat::number_of_executed_units:" "$log" | awk '{print $2}')
  speed=$(grep -E "^stat::average_exec_per_sec:" "$log" | awk '{print $2}')
  new=$(comm -13 <(echo "$before") <(ls "$artifacts" | grep -v '\.sh$' | sort) | grep -v '^$')
  for artifact in $new; do
    cat >"$artifacts/$artifact.sh" <<SCRIPT
#!/bin/sh
# Runs fuzz-$harness on the input it failed on. Rebuild first: Tests/Fuzz/build-fuzzers.sh
SWIFT_BACKTRACE=enable=no exec "$binary" "$artifacts/$artifact"
SCRIPT
    chmod +x "$artifacts/$artifact.sh"
    echo "FOUND: $artifacts/$artifact (reproduce: $artifacts/$artifact.sh)"
    grep -E "Fatal error|ERROR: |SUMMARY: " "$log" | head -n 5
  done
  if [ -n "$new" ] || [ "$status" -ne 0 ]; then
    found=1
    summary+=("$(printf '%-14s %12s runs %8s/s  FOUND %s (log: %s)' "$harness" "${runs:-?}" \
      "${speed:-?}" "$(echo "$new" | wc -w)" "$log")")
  else
    summary+=("$(printf '%-14s %12s runs %8s/s  0 findings, corpus %s' "$harness" "${runs:-?}" \
      "${speed:-?}" "$(ls "$corpus" | wc -l)")")
  fi
done

echo
echo "==> Fuzzing summary (${seconds}s each)"
printf '%s\n' "${summary[@]}"
exit "$found"
