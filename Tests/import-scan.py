#!/usr/bin/env python3
"""The import scan: names every broken module rule in a second, before anything is built.

    Tests/import-scan.py              # the repository this script is in
    Tests/import-scan.py --root DIR   # another copy of it
    Tests/import-scan.py --graph      # print the package graph it read, as JSON

It reads the manifests (`Package.swift` of the root and of each package under Packages/) as
text, and the `import` lines of every target's Swift sources, and checks them against the rules
in Tests/architecture-rules.json (the same file Tests/ArchitectureTests reads). Each violation is
one line that names the package or target, the rule, and the file and line:

    UpNext may import only Redux and Identifiers: found 'import AppComposition' at
    Packages/UpNext/Sources/UpNext/UpNextView.swift:1 (a feature is ...)

It exits 1 if it found any. The compiler rejects the same code, but with the symptom ("no such
module", "circular dependency", "missing required module 'CSQLite'") rather than the rule, and
only after a build; Tests/run-all-tests.sh runs this scan first. That the scan reads the same
graph as SwiftPM is a test (ImportScanTests compares it with `swift package dump-package`).
"""

import argparse
import json
import os
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))

TARGET_KINDS = ("target", "testTarget", "executableTarget", "systemLibrary", "macro", "plugin")
MODIFIERS = {"public", "internal", "package", "private", "fileprivate"}
DECLARATION_KINDS = {"struct", "class", "enum", "protocol", "typealias", "func", "let", "var"}


# MARK: - Reading manifests


def blank_comments(text):
    """`text` with its comments replaced by spaces, so that offsets and lines stay where they are."""
    out = list(text)
    i, n = 0, len(text)
    in_string = False
    while i < n:
        c = text[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end == -1 else end
            for j in range(i, end):
                out[j] = " "
            i = end
            continue
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end == -1 else end + 2
            for j in range(i, end):
                if out[j] != "\n":
                    out[j] = " "
            i = end
            continue
        i += 1
    return "".join(out)


def closing(text, start):
    """The index just past the bracket that closes the one at `start`."""
    pairs = {"(": ")", "[": "]"}
    stack = [pairs[text[start]]]
    i = start + 1
    in_string = False
    while i < len(text) and stack:
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in pairs:
            stack.append(pairs[c])
        elif c == stack[-1]:
            stack.pop()
        i += 1
    return i


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def top_level_calls(text, kinds, start=0, end=None):
    """`(kind, begin, end)` of each `.kind(...)` call in text[start:end], nested ones left out."""
    end = len(text) if end is None else end
    pattern = re.compile(r"\.(%s)\(" % "|".join(kinds))
    calls = []
    position = start
    while True:
        match = pattern.search(text, position, end)
        if not match:
            return calls
        stop = closing(text, match.end() - 1)
        calls.append((match.group(1), match.start(), stop))
        position = stop


def string_argument(call, label):
    match = re.search(r"\b%s:\s*\"([^\"]*)\"" % label, call)
    return match.group(1) if match else None


def array_argument(text, label, start, end):
    """(begin, end) of the `[...]` after `label:` in text[start:end], or None."""
    match = re.compile(r"\b%s:\s*\[" % label).search(text, start, end)
    if not match:
        return None
    return match.end() - 1, closing(text, match.end() - 1)


class Manifest:
    """What the scan needs of one `Package.swift`: its package dependencies, products and
    targets, each dependency with the line it is on."""

    def __init__(self, root, folder, name):
        self.name = name  # the folder name under Packages/, or "<root>"
        self.folder = folder  # relative to the repository
        self.file = os.path.join(folder, "Package.swift") if folder else "Package.swift"
        raw = open(os.path.join(root, self.file), encoding="utf-8").read()
        self.lines = raw.split("\n")
        text = blank_comments(raw)
        self.packages = []  # (folder name, line)
        for _, begin, end in top_level_calls(text, ["package"]):
            path = string_argument(text[begin:end], "path")
            if path is not None:
                self.packages.append((os.path.basename(path.rstrip("/")), line_of(text, begin)))
        self.products = {}  # product name -> [target names]
        for _, begin, end in top_level_calls(text, ["library", "executable"]):
            call = text[begin:end]
            name = string_argument(call, "name")
            targets = array_argument(text, "targets", begin, end)
            if name and targets:
                self.products[name] = re.findall(r"\"([^\"]+)\"", text[targets[0] : targets[1]])
        self.targets = {}  # target name -> {kind, path, dependencies: [(kind, name, package, line)]}
        for kind, begin, end in top_level_calls(text, TARGET_KINDS):
            call = text[begin:end]
            name = string_argument(call, "name")
            if name is None:
                continue
            default = "Tests" if kind == "testTarget" else ("Plugins" if kind == "plugin" else "Sources")
            path = string_argument(call, "path") or os.path.join(default, name)
            dependencies = []
            span = array_argument(text, "dependencies", begin, end)
            if span:
                for item in self._dependency_items(text, *span):
                    dependencies.append(item)
            self.targets[name] = {"kind": kind, "path": path, "dependencies": dependencies}

    @staticmethod
    def _dependency_items(text, begin, end):
        """(kind, name, package or None, line) of each item of a `dependencies: [...]` array."""
        position = begin + 1
        pattern = re.compile(r"\.(product|target|byName)\(|\"([^\"]+)\"")
        while True:
            match = pattern.search(text, position, end)
            if not match:
                return
            if match.group(1):
                stop = closing(text, match.end() - 1)
                call = text[match.start() : stop]
                yield (match.group(1), string_argument(call, "name"), string_argument(call, "package"),
                       line_of(text, match.start()))
                position = stop
            else:
                yield ("byName", match.group(2), None, line_of(text, match.start()))
                position = match.end()

    def source_line(self, line):
        return self.lines[line - 1].strip().rstrip(",")


class Graph:
    """Every manifest of the repository, and what each target may import through them."""

    def __init__(self, root):
        self.root = root
        packages = os.path.join(root, "Packages")
        names = sorted(
            name for name in os.listdir(packages)
            if os.path.isfile(os.path.join(packages, name, "Package.swift")))
        self.manifests = {name: Manifest(root, os.path.join("Packages", name), name) for name in names}
        self.root_manifest = Manifest(root, "", "<root>")
        self.all = [self.root_manifest] + list(self.manifests.values())
        self.repository_modules = {t for m in self.all for t in m.targets}

    def resolve(self, manifest, item):
        """The (manifest, target) pairs a dependency item names."""
        kind, name, package, _ = item
        if kind == "product":
            other = self.manifests.get(package)
            if other is None:
                return []
            return [(other, t) for t in other.products.get(name, [name]) if t in other.targets]
        if name in manifest.targets:
            return [(manifest, name)]
        if kind == "target":
            return []
        for dependency, _ in manifest.packages:  # a product named like its package's target
            other = self.manifests.get(dependency)
            if other and name in other.products:
                return [(other, t) for t in other.products[name] if t in other.targets]
        return []

    def closure(self, manifest, target):
        """Every module `target` can see: its own, and its dependencies' all the way down."""
        seen = set()
        stack = [(manifest, target)]
        while stack:
            current, name = stack.pop()
            if (current.name, name) in seen:
                continue
            seen.add((current.name, name))
            for item in current.targets[name]["dependencies"]:
                stack.extend(self.resolve(current, item))
        return {name for _, name in seen}

    def as_json(self):
        """The graph in the shape the Swift cross-check reads: packages, their package
        dependencies, and each target's dependency names."""
        def describe(manifest):
            return {
                "name": manifest.name,
                "dependencies": sorted({name for name, _ in manifest.packages}),
                "targetDependencies": {
                    target: sorted({item[1] for item in info["dependencies"]})
                    for target, info in manifest.targets.items()
                },
            }
        return {"root": describe(self.root_manifest),
                "packages": [describe(m) for m in self.manifests.values()]}


# MARK: - Reading sources


def imported_module(line):
    """The module an `import` line imports, or None if the line is not an import."""
    words = line.split()
    while words and (words[0].startswith("@") or words[0] in MODIFIERS):
        words.pop(0)
    if len(words) < 2 or words[0] != "import":
        return None
    path = words[2] if words[1] in DECLARATION_KINDS and len(words) >= 3 else words[1]
    return path.split(".")[0]


def imports(path, fallback_condition=None):
    """(line number, module, the line, inside the `#else` of `fallback_condition`) of each import."""
    found = []
    in_condition = in_fallback = False
    in_string = False  # inside a multi-line string literal, whose lines are text, not imports
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, start=1):
            trimmed = line.strip()
            if line.count('"""') % 2 == 1:
                in_string = not in_string
                continue
            if in_string:
                continue
            if fallback_condition and trimmed == fallback_condition:
                in_condition = True
            elif trimmed == "#else" and in_condition:
                in_fallback = True
            elif trimmed == "#endif":
                in_condition = in_fallback = False
            module = imported_module(trimmed)
            if module:
                found.append((number, module, trimmed, in_fallback))
    return found


def swift_files(root, folder):
    full = os.path.join(root, folder)
    for directory, subfolders, files in os.walk(full):
        subfolders[:] = sorted(s for s in subfolders if not s.startswith("."))
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.relpath(os.path.join(directory, name), root)


# MARK: - The rules


def spoken(names, conjunction="and"):
    """`A`, `A and B`, `A, B and C`: the way a sentence lists them."""
    names = list(names)
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + f" {conjunction} " + names[-1]


class Rules:
    def __init__(self, path, graph):
        self.data = json.load(open(path, encoding="utf-8"))
        self.infrastructure = self.data["infrastructure"]
        self.features = sorted(set(graph.manifests) - set(self.infrastructure))
        self.test_only = self.data.get("testOnly", {"packages": [], "why": ""})

    def expand(self, names):
        out = []
        for name in names:
            out.extend(self.features if name == "features" else [name])
        return out

    def may_depend_on(self, package):
        """(the packages `package` may depend on, why), features' rule for a feature."""
        rule = self.infrastructure.get(package, self.data["feature"])
        return self.expand(rule["mayDependOn"]), rule["why"]


def scan(root, rules_path):
    graph = Graph(root)
    rules = Rules(rules_path, graph)
    problems = []
    named_lines = set()  # (file, line): one message per line, the architecture's rule first
    files = 0

    def report(place, line, message):
        if (place, line) in named_lines:
            return
        named_lines.add((place, line))
        problems.append(message)

    # The packages each package depends on.
    for name, manifest in graph.manifests.items():
        allowed, why = rules.may_depend_on(name)
        for dependency, line in manifest.packages:
            # Any package's tests may use a test-only package; its imports are checked per target.
            if dependency not in allowed and dependency not in rules.test_only["packages"]:
                report(manifest.file, line,
                       f"{name} may depend only on {spoken(allowed)}: found "
                       f"'{manifest.source_line(line)}' at {manifest.file}:{line} ({why})")

    # What the root's targets may not depend on, even through their dependencies.
    root_manifest = graph.root_manifest
    for target, rule in rules.data["rootTargets"].items():
        forbidden = set(rules.expand(rule["mayNotDependOn"]))
        info = root_manifest.targets.get(target)
        if info is None:
            problems.append(f"Package.swift has no target {target}, which "
                            f"Tests/architecture-rules.json gives a rule")
            continue
        for item in info["dependencies"]:
            reached = set()
            for manifest, name in graph.resolve(root_manifest, item):
                reached |= graph.closure(manifest, name)
            reached.add(item[1])
            bad = sorted(reached & forbidden)
            if bad:
                through = "" if bad == [item[1]] else f", which brings in {spoken(bad)}"
                report("Package.swift", item[3],
                       f"{target} may not depend on {spoken(sorted(forbidden), 'or')}: found "
                       f"'{root_manifest.source_line(item[3])}' at Package.swift:{item[3]}{through} "
                       f"({rule['why']})")

    feature_rule = rules.data["feature"]
    shell = rules.data["shell"]
    startup = rules.data["startup"]
    executable = graph.closure(root_manifest, startup["executable"])
    test_only = rules.test_only
    test_only_modules = {
        target for name in test_only["packages"] if name in graph.manifests
        for target, info in graph.manifests[name].targets.items() if info["kind"] != "testTarget"}
    for manifest in graph.all:
        for target, info in sorted(manifest.targets.items()):
            if info["kind"] in ("systemLibrary", "plugin"):
                continue
            folder = os.path.join(manifest.folder, info["path"])
            visible = graph.closure(manifest, target)
            declared = sorted({item[1] for item in info["dependencies"]})
            declared_words = (
                "it declares none" if not declared else
                f"{spoken(declared)} and {'its' if len(declared) == 1 else 'their'} dependencies")
            is_feature_source = (manifest.name in rules.features and info["kind"] != "testTarget")
            in_shell = any(folder == f or folder.startswith(f + "/") for f in shell["sourceFolders"])
            for file in swift_files(root, folder):
                files += 1
                for line, module, text, in_fallback in imports(
                        os.path.join(root, file), startup["fallbackOf"]):
                    found = f"found '{text}' at {file}:{line}"
                    if is_feature_source:
                        allowed = feature_rule["mayDependOn"]
                        own = set(manifest.targets)
                        if module not in allowed and module not in feature_rule["alsoImports"] \
                                and module not in own:
                            report(file, line, f"{manifest.name} may import only {spoken(allowed)}: "
                                               f"{found} ({feature_rule['why']})")
                    if module in test_only_modules and info["kind"] != "testTarget" \
                            and manifest.name not in test_only["packages"]:
                        report(file, line, f"{target} is not a test target and may not import "
                                           f"{module}: {found} ({test_only['why']})")
                    if in_shell and module in shell["mayNotImport"]:
                        report(file, line, f"{target} may not import {spoken(shell['mayNotImport'], 'or')}: "
                                           f"{found} ({shell['why']})")
                    if target in executable and module in startup["mayNotImport"] and not (
                            module == "Foundation" and in_fallback):
                        report(file, line,
                               f"{target} is linked into the showtracker executable and may not "
                               f"import {spoken(startup['mayNotImport'], 'or')} (but as the #else of "
                               f"'{startup['fallbackOf']}'): {found} ({startup['why']})")
                    if module in graph.repository_modules and module not in visible:
                        report(file, line,
                               f"{target} may import only what its target declares in "
                               f"{manifest.file} ({declared_words}): "
                               f"{found} (declare the dependency, or do without it)")
    return problems, files, graph


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=os.path.dirname(HERE), help="the repository to scan")
    parser.add_argument("--rules", help="the rules file (default: ROOT/Tests/architecture-rules.json)")
    parser.add_argument("--graph", action="store_true", help="print the package graph as JSON")
    arguments = parser.parse_args()
    root = os.path.abspath(arguments.root)
    rules = arguments.rules or os.path.join(root, "Tests", "architecture-rules.json")
    started = time.monotonic()
    try:
        problems, files, graph = scan(root, rules)
    except (OSError, ValueError, KeyError) as error:
        sys.exit(f"import scan: cannot read the repository at {root}: {error}")
    if arguments.graph:
        print(json.dumps(graph.as_json(), indent=2, sort_keys=True))
        return
    for problem in problems:
        print(problem)
    elapsed = time.monotonic() - started
    if problems:
        print(f"import scan: {len(problems)} broken rule(s) (rules: Tests/architecture-rules.json)")
        sys.exit(1)
    print(f"import scan: the imports of {files} files in {len(graph.all)} manifests follow the rules "
          f"({elapsed:.1f} s)")


if __name__ == "__main__":
    main()
