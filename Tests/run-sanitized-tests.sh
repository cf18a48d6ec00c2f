#!/usr/bin/env bash
# Runs every package's tests and the root's under the sanitizers: AddressSanitizer with leak
# detection, and ThreadSanitizer.
#
#   Tests/run-sanitized-tests.sh [address|thread]... [-- PACKAGE...]
#
# With no sanitizer named, both run (address first). PACKAGE is a folder of Packages/ or
# `root`; default: every package, then the root. Each sanitizer builds in a scratch folder of its
# own (.build/sanitize/SANITIZER/PACKAGE), so the normal build is left alone. The end-to-end
# tests run the `showtracker` built beside them, with the same sanitizer, so a report from the
# app (a leak at exit, a race) fails them too. The root's build tests (temporary copies of the
# repository, built without sanitizers) are skipped: they test the manifests, not the code.
#
# Prints one line per package and sanitizer; exits 1 if any run failed. Slow: a sanitized build
# of everything, twice (about 30 minutes on two shared cores), so CI runs only
# `address -- Redux LibraryDatabase AppComposition` (Docs/Reliability.md).
set -uo pipefail

cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

sanitizers=()
packages=()
while [ $# -gt 0 ]; do
  case $1 in
    address | thread) sanitizers+=("$1") ;;
    --) shift; packages=("$@"); break ;;
    *) echo "usage: Tests/run-sanitized-tests.sh [address|thread]... [-- PACKAGE...]" >&2; exit 2 ;;
  esac
  shift
done
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)
if [ ${#packages[@]} -eq 0 ]; then
  for manifest in Packages/*/Package.swift; do packages+=("$(basename "$(dirname "$manifest")")"); done
  packages+=(root)
fi

# Leaks are checked at exit of every process (the test runner and each `showtracker` run); a
# failed check must report at once, not wait for Swift's backtracer. LeakSanitizer cannot see
# a `Data` whose bytes are only referenced from another `Data`'s tagged representation, so the
# one such allocation of Foundation is suppressed (Tests/lsan-suppressions.txt, explained in
# Docs/Reliability.md).
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$(pwd)/Tests/lsan-suppressions.txt:print_suppressions=0}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0}

summary=()
failed=0
for sanitizer in "${sanitizers[@]}"; do
  for package in "${packages[@]}"; do
    scratch=.build/sanitize/$sanitizer/$package
    log=$(mktemp)
    if [ "$package" = root ]; then
      command=(swift test --sanitize="$sanitizer" --scratch-path "$scratch"
        --skip "BuildTests")
    else
      command=(swift test --sanitize="$sanitizer" --scratch-path "$scratch"
        --package-path "Packages/$package")
    fi
    echo "==> $sanitizer $package: ${command[*]}"
    if "${command[@]}" 2>&1 | tee "$log"; then
      status=passed
    else
      status=FAILED
      failed=1
    fi
    reports=$(grep -cE "ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer" "$log")
    [ "$reports" -gt 0 ] && { status=FAILED; failed=1; }
    counts=$(grep -E "Test run with [0-9]+ tests?" "$log" | tail -n 1 | sed -E 's/^[^T]*//')
    summary+=("$(printf '%-8s %-16s %-7s %s reports; %s' "$sanitizer" "$package" "$status" \
      "$reports" "${counts:-no Swift Testing summary}")")
    rm -f "$log"
  done
done

echo
echo "==> Sanitizer summary"
printf '%s\n' "${summary[@]}"
exit "$failed"
