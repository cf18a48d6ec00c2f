#!/usr/bin/env python3
"""Fails naming every public symbol of a module that has no doc comment.

Usage: check-doc-coverage.py PACKAGE_DIR SYMBOL_GRAPH_DIR

Reads the symbol graphs swift-symbolgraph-extract wrote (`*.symbols.json`: the module's own graph
and its extensions of other modules' types) and reports each symbol declared in the package's
sources whose `docComment` is missing or empty. Members the compiler synthesizes have no source
location and are not reported; an implementation that inherits its protocol requirement's doc
comment counts as documented, as it does in DocC.
"""

import glob
import json
import os
import sys


def main() -> int:
    package_dir, graph_dir = sys.argv[1], sys.argv[2]
    sources = os.path.realpath(os.path.join(package_dir, "Sources"))
    missing = []
    count = 0
    for path in sorted(glob.glob(os.path.join(graph_dir, "*.symbols.json"))):
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            file_path = os.path.realpath(uri.removeprefix("file://"))
            if not file_path.startswith(sources + os.sep):
                continue
            count += 1
            lines = symbol.get("docComment", {}).get("lines", [])
            if any(line.get("text", "").strip() for line in lines):
                continue
            position = symbol["location"].get("position", {})
            where = f"{os.path.relpath(file_path)}:{position.get('line', 0) + 1}"
            name = ".".join(symbol["pathComponents"])
            missing.append(f"{where}: {symbol['kind']['displayName'].lower()} {name} has no doc comment")
    module = os.path.basename(os.path.normpath(graph_dir))
    if missing:
        print("\n".join(missing), file=sys.stderr)
        print(f"error: {len(missing)} of {count} public symbols of {module} are undocumented", file=sys.stderr)
        return 1
    print(f"{module}: all {count} public symbols documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
