#!/usr/bin/env bash
# Builds the DocC documentation of the kit, the features and AppComposition with the toolchain
# alone (no SwiftPM plugin): for each module, build its package, extract the module's own symbol
# graph with swift-symbolgraph-extract, check that every public symbol has a doc comment, then
# `docc convert --warnings-as-errors` into a static site.
#
#   Docs/build-docs.sh            build every module's documentation into .build/docs/site
#   python3 -m http.server --directory .build/docs/site 8000
#                                 then open http://localhost:8000/
#
# Exits non-zero on a build failure, an undocumented public symbol, an article sample that is not
# in its compiled copy, or any DocC warning.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
export PATH="/opt/swift/usr/bin:$PATH"

# package:module:mode: every module with a catalog (Packages/<package>/Sources/<module>/
# <module>.docc), so a new feature's catalog is built without a change here; every public symbol
# of each must be documented.
modules=()
for catalog in Packages/*/Sources/*/*.docc; do
  module=$(basename "$catalog" .docc)
  package=$(basename "$(dirname "$(dirname "$(dirname "$catalog")")")")
  modules+=("$package:$module:strict")
done

out="$root/.build/docs"
site="$out/site"
rm -rf "$out"
mkdir -p "$site"

triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk_flags=()
if [ "$(uname)" = Darwin ]; then
  sdk_flags=(-sdk "$(xcrun --show-sdk-path)")
fi

start=$SECONDS
links=()

echo "==> Article samples match their compiled copies"
python3 Docs/check-doc-samples.py

for entry in "${modules[@]}"; do
  IFS=: read -r package module mode <<<"$entry"
  echo "==> $module (Packages/$package)"
  swift build --package-path "Packages/$package" --target "$module" >/dev/null
  bin=$(swift build --package-path "Packages/$package" --show-bin-path)
  graphs="$out/symbolgraphs/$module"
  mkdir -p "$graphs"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" "${sdk_flags[@]}" \
    -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"
  if [ "$mode" = strict ]; then
    python3 Docs/check-doc-coverage.py "Packages/$package" "$graphs"
  fi
  lower=$(tr '[:upper:]' '[:lower:]' <<<"$module")
  docc convert "Packages/$package/Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "com.showtracker.$module" \
    --fallback-default-module-kind Framework \
    --output-path "$site/$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors --diagnostic-filter warning 2>&1 | tee "$out/$module.log"
  # DocC prints warnings on stderr; with --warnings-as-errors it fails on them, and this check
  # makes sure no diagnostic slipped through either way.
  if grep -qiE '(warning|error):' "$out/$module.log"; then
    echo "error: DocC reported diagnostics for $module (see above)" >&2
    exit 1
  fi
  links+=("<li><a href=\"$module/documentation/$lower/\">$module</a></li>")
done

cat >"$site/index.html" <<HTML
<!doctype html>
<meta charset="utf-8">
<title>ShowTracker documentation</title>
<h1>ShowTracker documentation</h1>
<ul>
${links[*]}
</ul>
HTML

echo
echo "Documentation built in $((SECONDS - start))s, no warnings: $site"
echo "Open it with:  python3 -m http.server --directory .build/docs/site 8000"
echo "          then http://localhost:8000/"
