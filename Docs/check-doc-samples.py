#!/usr/bin/env python3
"""Fails when a Swift code block of a Redux article is not in the compiled samples.

Every ```swift block of `Packages/Redux/Sources/Redux/Redux.docc/*.md` must appear, line for line
(leading and trailing spaces aside, since a sample sits inside a test function), in
`Packages/Redux/Tests/ReduxTestingTests/DocumentationSamples.swift`, which the Redux package's
tests compile and run. Copy a changed sample into both places.
"""

import glob
import re
import sys

ARTICLES = "Packages/Redux/Sources/Redux/Redux.docc/*.md"
SAMPLES = "Packages/Redux/Tests/ReduxTestingTests/DocumentationSamples.swift"


def lines(text):
    return [line.strip() for line in text.splitlines()]


def contains(haystack, needle):
    return any(haystack[i : i + len(needle)] == needle for i in range(len(haystack) - len(needle) + 1))


def main() -> int:
    with open(SAMPLES) as file:
        samples = lines(file.read())
    failures = []
    blocks = 0
    for path in sorted(glob.glob(ARTICLES)):
        with open(path) as file:
            text = file.read()
        for match in re.finditer(r"^```swift\n(.*?)^```", text, re.S | re.M):
            blocks += 1
            if not contains(samples, lines(match.group(1))):
                line = text.count("\n", 0, match.start()) + 1
                failures.append(f"{path}:{line}: this swift code block is not in {SAMPLES}")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        return 1
    print(f"All {blocks} swift code blocks of the Redux articles are in {SAMPLES}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
