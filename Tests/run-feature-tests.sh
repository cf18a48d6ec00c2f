#!/usr/bin/env bash
# The test command for a team working on one feature: what a change to a feature package, its
# connector and reducer, or its front ends can break, without the boundary builds.
#
#   Tests/run-feature-tests.sh UpNext
#
#   0. The import scan (a second, no build), which stops the run naming a broken rule.
#   1. The feature's package alone (`swift test --package-path Packages/UpNext`).
#   2. The composition alone (`swift test --package-path Packages/AppComposition`): the
#      feature's connector and reducer, and every other.
#   3. The app: the root's tests with the import check, but the tests that build copies of the
#      repository (boundaries, the scaffold).
#
# Before a merge, run Tests/run-all-tests.sh: every package, the sanitizers, the boundary builds.
set -uo pipefail

source "$(dirname "$0")/test-steps.sh"

feature=${1:-}
if [ -z "$feature" ] || [ "$#" -ne 1 ]; then
  echo "usage: Tests/run-feature-tests.sh FEATURE   (a package under Packages/, e.g. UpNext)" >&2
  exit 2
fi
if [ ! -f "Packages/$feature/Package.swift" ]; then
  echo "run-feature-tests: no package Packages/$feature (the packages: $(
    cd Packages && ls -d */ | tr -d / | tr "\n" " " | sed "s/ $//"))" >&2
  exit 2
fi

scan_imports
run "$feature" swift test --package-path "Packages/$feature"
if [ "$feature" != AppComposition ]; then
  run "AppComposition" swift test --package-path Packages/AppComposition
fi
run "ShowTracker" swift test --explicit-target-dependency-import-check error --skip "$build_tests" \
  --skip "$store_wait_tests"
run "ShowTracker (store waits)" swift test --explicit-target-dependency-import-check error \
  --filter "$store_wait_tests"
finish
