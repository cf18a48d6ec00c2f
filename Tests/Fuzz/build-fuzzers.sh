#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Tests/Fuzz/Harnesses into .build/fuzz/bin.
#
#   Tests/Fuzz/build-fuzzers.sh
#
# The modules they test are built by SwiftPM with `--sanitize=fuzzer --sanitize=address` in a
# scratch folder of their own (.build/fuzz), so the app's own build and tests never see the
# harnesses or the instrumentation; each harness is then one `swiftc` link against those
# objects. The modules are optimized (a fuzzer is only as good as its executions per second)
# and built with `-enable-testing`, so a harness may `@testable import` internals. The JSON
# and CSV readers (package TextFormats) are built as LibraryDatabase's dependency.
set -euo pipefail

cd "$(dirname "$0")/../.."
root=$(pwd)
export PATH="/opt/swift/usr/bin:$PATH"
scratch=.build/fuzz
bin=$scratch/bin
harnesses=Tests/Fuzz/Harnesses
mkdir -p "$bin"

# One `-sanitize=fuzzer,address`: SwiftPM's `--sanitize=fuzzer --sanitize=address` passes two
# flags, and swiftc keeps only the last, so the modules would have no coverage for libFuzzer.
sanitize=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -g)
for target in LibraryDatabase ShowTrackerCLI; do
  echo "==> swift build --target $target ${sanitize[*]}"
  swift build --scratch-path "$scratch" "${sanitize[@]}" --target "$target" \
    2>&1 | grep -v "^\[" || true
  [ -d "$scratch/release/$target.build" ] || { echo "building $target failed" >&2; exit 1; }
done

# The HTTP server, a package of its own that the app does not build yet: its own scratch folder.
echo "==> swift build --package-path Packages/HTTPServer --target HTTPServer ${sanitize[*]}"
swift build --package-path Packages/HTTPServer --scratch-path "$scratch/http" "${sanitize[@]}" \
  --target HTTPServer 2>&1 | grep -v "^\[" || true
[ -d "$scratch/http/release/HTTPServer.build" ] || { echo "building HTTPServer failed" >&2; exit 1; }

# The modules must carry libFuzzer's coverage, or the fuzzers run blind.
# (Counted, not `grep -q`: with pipefail, grep leaving early fails the pipe with SIGPIPE.)
if [ "$(nm "$scratch"/release/TextFormats.build/JSONParser.swift.o | grep -c __sanitizer_cov)" -eq 0 ]; then
  echo "the fuzzed modules were built without coverage instrumentation" >&2
  exit 1
fi

# The objects of `modules`, in the order given (the app's build folder, or the HTTP server's).
objects() {
  local module
  for module in "$@"; do
    if [ -d "$scratch/release/$module.build" ]; then
      ls "$scratch"/release/"$module".build/*.o
    else
      ls "$scratch"/http/release/"$module".build/*.o
    fi
  done
}

formats=(TextFormats)
database=(LibraryDatabase TextFormats SQLite)
# The shell and everything it is built from: its own modules, then every package's module the
# build made for it (the features, the kit, the clients, the HTTP server `serve` runs on), found
# in the build folder so that a new feature needs no line here.
shell=(ShowTrackerCLI FrontEnds WebFrontEnds Terminal)
for package in Packages/*/Package.swift; do
  module=$(basename "$(dirname "$package")")
  case $module in LibraryDatabase | TextFormats) continue ;; esac
  [ -d "$scratch/release/$module.build" ] && shell+=("$module")
done

# link NAME MODULES... -- SOURCES...
link() {
  local name=$1
  shift
  local modules=()
  while [ "$1" != "--" ]; do modules+=("$1"); shift; done
  shift
  echo "==> $bin/$name"
  # shellcheck disable=SC2046
  swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
    -swift-version 6 -warnings-as-errors \
    -I "$scratch/release/Modules" -I "$scratch/http/release/Modules" \
    -Xcc -fmodule-map-file="$root/Packages/LibraryDatabase/Sources/CSQLite/module.modulemap" \
    -module-name "${name//-/_}" "$@" $(objects "${modules[@]}") -lsqlite3 \
    -o "$bin/$name" 2> >(grep -v "ld.gold: warning: Cannot export local symbol" >&2)
}

link fuzz-json "${formats[@]}" -- \
  "$harnesses/FuzzSupport.swift" "$harnesses/JSONParserFuzz.swift"
link fuzz-csv "${formats[@]}" -- \
  "$harnesses/FuzzSupport.swift" "$harnesses/CSVTableFuzz.swift"
link fuzz-import-tvmaze "${database[@]}" -- \
  "$harnesses/FuzzSupport.swift" "$harnesses/ImportFuzzing.swift" \
  "$harnesses/ImportTVMazeFuzz.swift"
link fuzz-import-trakt "${database[@]}" -- \
  "$harnesses/FuzzSupport.swift" "$harnesses/ImportFuzzing.swift" \
  "$harnesses/ImportTraktFuzz.swift"
link fuzz-import-tvtime "${database[@]}" -- \
  "$harnesses/FuzzSupport.swift" "$harnesses/ImportFuzzing.swift" \
  "$harnesses/ImportTVTimeFuzz.swift"
link fuzz-webhook-payload "${database[@]}" -- \
  "$harnesses/FuzzSupport.swift" "$harnesses/WebhookPayloadFuzz.swift"
link fuzz-arguments "${shell[@]}" -- \
  "$harnesses/FuzzSupport.swift" "$harnesses/ArgumentsFuzz.swift"
link fuzz-http-request HTTPServer -- \
  "$harnesses/FuzzSupport.swift" "$harnesses/HTTPRequestFuzz.swift"
