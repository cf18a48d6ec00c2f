#!/usr/bin/env python3
"""The mutation check: do the tests catch a small, plausible bug? (Docs/Testing.md)

It plants one operator-based bug (a mutant) at a time in a Swift source file, runs the tests of
the package that owns the file, and reports whether they caught it:

    KILLED      the owning package's tests failed (or ran past the time limit)
    SURVIVED    every test passed with the bug in place: a test is missing
    NOT VIABLE  the mutant does not compile (not a kill: the compiler caught it, not a test)

The mutants: a comparison flipped (`<` to `>=`) or its bound moved by one (`<` to `<=`, `..<` to
`...`), `&&` and `||` swapped, a `!` dropped, a `guard` condition or a `where` clause dropped,
a `maxSplits:`/`limit:` argument or a `.prefix(n)` dropped, a sort order swapped (`sorted(by: <)`,
`.reversed()`, SQL `ASC`/`DESC` and `ORDER BY`), `min`/`max` and `first`/`last` swapped, and a
constant changed (an integer by one, `true`/`false`, a SQL `LIMIT`). Comments are never mutated;
string literals only where they hold SQL.

    python3 Tests/Mutation/mutate.py --package LibraryDatabase --sample 20 --seed 29
    python3 Tests/Mutation/mutate.py --changed-since main --budget 1800
    python3 Tests/Mutation/mutate.py --package app --filter 'ShowTrackerCLITests|FrontEndTests'
    python3 Tests/Mutation/mutate.py Packages/Stats/Sources/Stats/StatsView.swift --list

Which package's tests run: a file under `Packages/<Name>/Sources/` is tested with
`swift test --package-path Packages/<Name>`, a file under `Apps/` with the root package's
`swift test` (without the tests that build copies of the repository, as in
Tests/run-all-tests.sh). `--filter`/`--skip` narrow that run (passed on to `swift test`); a score
from a narrowed run says so in its summary line.

Deterministic: the same sources, `--seed` and `--sample` choose the same mutants. Bounded: no mutant
starts after `--budget` seconds, and each test run stops after `--test-timeout` seconds (a mutant
that makes the tests hang counts as killed). Safe: the tracked files must be unchanged at the start
(checked with git, and again at the end); the file is restored after every mutant, on an exception,
on Ctrl-C, SIGTERM and SIGHUP; and a journal (`.build/mutation-journal.json`) holds the original
text while a mutant is in place, so a run killed outright is repaired by the next run.

Equivalent mutants (no behaviour can tell them apart from the original) are listed, each with a
reason, in Tests/Mutation/equivalent-mutants.txt and skipped.

Exit status: 0 when the run finished (whatever the score), 1 when the score is below `--min-score`,
2 on a usage error, a dirty tree or tests that fail without a mutant, 130/143 when interrupted.
"""

import argparse
import fcntl
import json
import os
import random
import re
import signal
import subprocess
import sys
import time

EQUIVALENTS = os.path.join("Tests", "Mutation", "equivalent-mutants.txt")
JOURNAL = os.path.join(".build", "mutation-journal.json")
# Held (flock) by a running check for its whole run: a second check in the same tree would build
# the first one's mutant, and its journal repair would put the first one's file back under it.
LOCK = os.path.join(".build", "mutation.lock")
# The root tests that build temporary copies of the repository: minutes each, and they test the
# package graph, not the code a mutant changes (Tests/run-all-tests.sh runs them apart as well).
ROOT_SKIP = "BoundaryBuildTests|ShellBoundaryBuildTests|ScaffoldTests"
# Files that are data, not behaviour: preview fixtures (sample view states for `showtracker
# preview`), the starter catalog's rows; and the test-support targets (`*TestSupport`: the local
# HTTP server the TVMaze tests run against, the browser driver of the HTTP server's tests), which
# only tests use: their own tests are the tests they serve.
NOT_MUTATED = [r"\+Previews\.swift$", r"/StarterCatalog\+Data\.swift$", r"/[A-Za-z]*TestSupport/"]


class Interrupted(Exception):
    def __init__(self, signum):
        super().__init__(f"signal {signum}")
        self.signum = signum


class UsageError(Exception):
    pass


# MARK: - Reading Swift


CODE, COMMENT, STRING = 0, 1, 2


def classify(text):
    """Returns (kinds, literals): the kind of every character (code, comment, string literal,
    interpolations counted as string) and the (start, end) span of every string literal."""
    n = len(text)
    kinds = bytearray(n)
    literals = []

    def mark(start, end, kind):
        for k in range(start, min(end, n)):
            kinds[k] = kind

    def scan_code(i, in_interpolation):
        depth = 0
        while i < n:
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
                mark(i, j, COMMENT)
                i = j
                continue
            if text.startswith("/*", i):
                level, j = 1, i + 2
                while j < n and level:
                    if text.startswith("/*", j):
                        level, j = level + 1, j + 2
                    elif text.startswith("*/", j):
                        level, j = level - 1, j + 2
                    else:
                        j += 1
                mark(i, j, COMMENT)
                i = j
                continue
            c = text[i]
            if c == "#":
                m = re.match(r"#+(?=\")", text[i:])
                if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
                    i = scan_string(i, len(m.group(0)))
                    continue
            if c == '"':
                i = scan_string(i, 0)
                continue
            if in_interpolation:
                if c == "(":
                    depth += 1
                elif c == ")":
                    if depth == 0:
                        return i
                    depth -= 1
            i += 1
        return i

    def scan_string(i, hashes):
        start = i
        i += hashes
        multi = text.startswith('"""', i)
        i += 3 if multi else 1
        closing = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if text.startswith(escape + "(", i):
                i = scan_code(i + len(escape) + 1, True) + 1
                continue
            if text.startswith(escape, i):
                i += len(escape) + 1
                continue
            if text.startswith(closing, i):
                i += len(closing)
                break
            if not multi and text[i] == "\n":
                break
            i += 1
        mark(start, i, STRING)
        literals.append((start, i))
        return i

    scan_code(0, False)
    return kinds, literals


SQL_LITERAL = re.compile(
    r"\b(SELECT|INSERT INTO|INSERT OR|UPDATE \w+ SET|DELETE FROM|CREATE (TABLE|INDEX|TRIGGER|VIEW)"
    r"|ORDER BY|WHERE)\b"
)


# MARK: - Mutation operators

# Each operator finds spans in one line and says what to put there. `code` is the line with every
# non-code character replaced by \x01 (so a pattern never matches inside a string or a comment);
# `sql` is the line with every character that is not in a SQL string literal replaced by \x01.

NEGATED = {"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<"}
BOUNDARY = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}


def comparisons(code, _sql):
    # An operator's declaration (`static func < (lhs: …`) is not a comparison to flip.
    if re.match(r"^\s*(?:(?:public|static|@\w+)\s+)*func\s+[^\w\s(]", code):
        return
    for m in re.finditer(r"(?<= )(==|!=|<=|>=|<|>)(?= )", code):
        op = m.group(1)
        yield m.start(), m.end(), NEGATED[op], "comparison negated"
        if op in BOUNDARY:
            yield m.start(), m.end(), BOUNDARY[op], "comparison bound moved by one"
    for m in re.finditer(r"\.\.<", code):
        yield m.start(), m.end(), "...", "range bound moved by one"


def logical(code, _sql):
    for m in re.finditer(r"(?<= )(&&|\|\|)(?= )", code):
        yield m.start(), m.end(), "||" if m.group(1) == "&&" else "&&", "logical operator swapped"
    for m in re.finditer(r"(?<![\w)\]!?.\x01])!(?=[\w(.$])", code):
        yield m.start(), m.end(), "", "negation dropped"


def top_level_split(code, start, end):
    """The (start, end) spans of the comma-separated parts of code[start:end] at bracket depth 0."""
    parts, depth, part_start = [], 0, start
    for k in range(start, end):
        c = code[k]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append((part_start, k))
            part_start = k + 1
    parts.append((part_start, end))
    return [(s + len(code[s:e]) - len(code[s:e].lstrip()), e - (len(code[s:e]) - len(code[s:e].rstrip()))) for s, e in parts]


def conditions(code, _sql):
    # guard a, b else {  ->  each boolean condition replaced by `true` (the check dropped)
    m = re.match(r"^(\s*guard )(.*)( else \{.*)$", code)
    if m:
        for s, e in top_level_split(code, m.end(1), m.end(2)):
            clause = code[s:e]
            if clause and not re.match(r"(let|var|case|#available|#unavailable)\b", clause):
                yield s, e, "true", "guard condition dropped"
    # for x in xs where c {  /  case .a(let x) where c:  /  catch E where c {
    m = re.match(r"^(\s*(?:\} )?(?:for|case|catch|if case|while case)\b.*?)( where .*?)(\s*(?:\{|:)\s*\x01*)$", code)
    if m and depth_zero(code, m.start(2)):
        yield m.start(2), m.end(2), "", "where clause dropped"


def depth_zero(code, index):
    depth = 0
    for c in code[:index]:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
    return depth == 0


def arguments(code, _sql):
    # A declaration's parameter (`case tooLarge(limit: Int)`, `func page(limit: Int)`) is not an
    # argument to drop: that mutant could only fail to compile.
    if re.match(r"^\s*(?:(?:public|private|internal|static|mutating|@\w+)\s+)*(case|func|init)\b", code):
        return
    for m in re.finditer(r"(,\s*)(maxSplits|limit|omittingEmptySubsequences): ", code):
        end = argument_end(code, m.end())
        if end is not None:
            yield m.start(), end, "", f"{m.group(2)}: argument dropped"
    for m in re.finditer(r"\((maxSplits|limit): ", code):
        end = argument_end(code, m.end())
        if end is not None:
            rest = end + 1 if end < len(code) and code[end] == "," else end
            while rest < len(code) and code[rest] == " ":
                rest += 1
            yield m.start() + 1, rest, "", f"{m.group(1)}: argument dropped"
    for m in re.finditer(r"\.(prefix|dropFirst|dropLast)\(", code):
        end = argument_end(code, m.end())
        if end is not None and end < len(code) and code[end] == ")":
            yield m.start(), end + 1, "", f".{m.group(1)}(…) dropped"


def argument_end(code, start):
    depth = 0
    for k in range(start, len(code)):
        c = code[k]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                return k
            depth -= 1
        elif c == "," and depth == 0:
            return k
    return None


def orders(code, _sql):
    for m in re.finditer(r"\b(sorted|sort|min|max)\(by: ([<>])\)", code):
        s = m.start(2)
        yield s, s + 1, ">" if m.group(2) == "<" else "<", "sort order swapped"
    for m in re.finditer(r"\b(sorted|sort)\(\)", code):
        yield m.end() - 1, m.end() - 1, "by: >", "sort order swapped"
    for m in re.finditer(r"\.reversed\(\)", code):
        yield m.start(), m.end(), "", ".reversed() dropped"
    for m in re.finditer(r"(?<![\w.])(min|max)\(", code):
        yield m.start(1), m.end(1), "max" if m.group(1) == "min" else "min", "min/max swapped"
    for m in re.finditer(r"\.(min|max)\((?=by:|\))", code):
        yield m.start(1), m.end(1), "max" if m.group(1) == "min" else "min", "min/max swapped"
    for m in re.finditer(r"\.(first|last)(?=\b)(?!\w)", code):
        yield m.start(1), m.end(1), "last" if m.group(1) == "first" else "first", "first/last swapped"
    for m in re.finditer(r"\b(firstIndex|lastIndex)\(", code):
        other = "lastIndex" if m.group(1) == "firstIndex" else "firstIndex"
        yield m.start(1), m.end(1), other, "first/last swapped"


def constants(code, _sql):
    if re.match(r"^\s*(@|#if|#elseif|import )", code):
        return
    for m in re.finditer(r"(?<![\w.$])(\d[\d_]*)(?![\w.])", code):
        value = int(m.group(1).replace("_", ""))
        new = 1 if value == 0 else 0 if value == 1 else value + 1
        yield m.start(), m.end(), str(new), "constant changed"
    for m in re.finditer(r"\b(true|false)\b", code):
        yield m.start(), m.end(), "false" if m.group(1) == "true" else "true", "constant changed"
    for m in re.finditer(r"(?<= )([+-])(?= \d)|(?<=\d )([+-])(?= )", code):
        s = m.start()
        yield s, s + 1, "-" if code[s] == "+" else "+", "arithmetic operator swapped"
    for m in re.finditer(r"(?<= )([+-])=(?= )", code):
        s = m.start()
        yield s, s + 1, "-" if code[s] == "+" else "+", "arithmetic operator swapped"


def sql(_code, sql_line):
    for m in re.finditer(r"\b(ASC|DESC)\b", sql_line):
        yield m.start(), m.end(), "DESC" if m.group(1) == "ASC" else "ASC", "SQL sort order swapped"
    for m in re.finditer(r"\bORDER BY ([\w.]+(?: COLLATE \w+)?)(?! (?:ASC|DESC)\b)", sql_line):
        yield m.end(1), m.end(1), " DESC", "SQL sort order swapped"
    for m in re.finditer(r"(?<= )(<=|>=|<>|!=|<|>)(?= )", sql_line):
        op = m.group(1)
        negated = {"<>": "=", "!=": "="}.get(op) or NEGATED[op]
        yield m.start(), m.end(), negated, "SQL comparison negated"
        if op in BOUNDARY:
            yield m.start(), m.end(), BOUNDARY[op], "SQL comparison bound moved by one"
    for m in re.finditer(r"\bAND\b", sql_line):
        before = sql_line[: m.start()]
        if not re.search(r"\bBETWEEN\b[^\x01]*$", before):
            yield m.start(), m.end(), "OR", "SQL logical operator swapped"
    for m in re.finditer(r"\bLIMIT (\d+)\b", sql_line):
        yield m.start(1), m.end(1), str(int(m.group(1)) + 1), "SQL constant changed"


OPERATORS = [comparisons, logical, conditions, arguments, orders, constants, sql]


class Mutant:
    def __init__(self, path, line, column, original, mutated, operator):
        self.path = path  # relative to the root
        self.line = line  # 1-based
        self.column = column  # 1-based
        self.original = original  # the whole line, unchanged
        self.mutated = mutated  # the whole line, mutated
        self.operator = operator
        self.status = None
        self.seconds = None

    @property
    def ident(self):
        return f"{self.path}:{self.line}:{self.column}"

    def description(self):
        return f"{self.operator}: `{self.original.strip()}` → `{self.mutated.strip()}`"

    def as_json(self):
        return {
            "path": self.path, "line": self.line, "column": self.column,
            "operator": self.operator, "original": self.original.strip(),
            "mutated": self.mutated.strip(), "status": self.status, "seconds": self.seconds,
        }


def mutants_of(path, text):
    """Every mutant of one file, in the order of the file."""
    kinds, literals = classify(text)
    sql_chars = bytearray(len(text))
    for start, end in literals:
        if SQL_LITERAL.search(text[start:end]):
            for k in range(start, end):
                sql_chars[k] = 1
    result = []
    offset = 0
    for number, line in enumerate(text.split("\n"), start=1):
        code = "".join(c if kinds[offset + k] == CODE else "\x01" for k, c in enumerate(line))
        sql_line = "".join(c if sql_chars[offset + k] else "\x01" for k, c in enumerate(line))
        seen = set()
        for operator in OPERATORS:
            for start, end, replacement, name in operator(code, sql_line):
                mutated = line[:start] + replacement + line[end:]
                if mutated == line or mutated in seen:
                    continue
                seen.add(mutated)
                result.append(Mutant(path, number, start + 1, line, mutated, name))
        offset += len(line) + 1
    return result


# MARK: - Equivalent mutants


def read_equivalents(root):
    """Entries of Tests/Mutation/equivalent-mutants.txt: (path, line, mutant) -> reason.

    An entry is a path on its own line, then indented `line:`, `mutant:` and `reason:` lines
    (the original and the mutated source line, stripped); entries are separated by blank lines."""
    path = os.path.join(root, EQUIVALENTS)
    entries = {}
    if not os.path.exists(path):
        return entries
    current = None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, raw in enumerate(lines + [""], start=1):
        if raw.startswith("#"):
            continue
        if not raw.strip():
            if current:
                finish_entry(current, entries, path)
            current = None
            continue
        if not raw[0].isspace():
            if current:
                finish_entry(current, entries, path)
            current = {"path": raw.strip(), "at": number}
            continue
        if current is None:
            raise UsageError(f"{path}:{number}: an indented line before the file it belongs to")
        key, _, value = raw.strip().partition(":")
        if key not in ("line", "mutant", "reason"):
            raise UsageError(f"{path}:{number}: expected `line:`, `mutant:` or `reason:`, found `{raw.strip()}`")
        current[key] = value.strip()
    return entries


def finish_entry(entry, entries, path):
    for key in ("line", "mutant", "reason"):
        if not entry.get(key):
            raise UsageError(f"{path}:{entry['at']}: the entry for {entry['path']} has no `{key}:`")
    entries[(entry["path"], entry["line"], entry["mutant"])] = entry["reason"]


def equivalent_key(mutant):
    return (mutant.path, mutant.original.strip(), mutant.mutated.strip())


# MARK: - Choosing files


def git(root, *args, check=True):
    result = subprocess.run(["git", "-C", root, *args], capture_output=True, text=True)
    if check and result.returncode != 0:
        raise UsageError(f"git {' '.join(args)} failed: {result.stderr.strip()}")
    return result.stdout


def owner_of(path):
    """The package directory (relative to the root) whose tests test `path`, or None when the
    file is not a source file of a package or of the app."""
    parts = path.split("/")
    if not path.endswith(".swift"):
        return None
    if any(re.search(pattern, path) for pattern in NOT_MUTATED):
        return None
    if len(parts) > 3 and parts[0] == "Packages" and parts[2] == "Sources":
        return f"Packages/{parts[1]}"
    if parts[0] == "Apps" and "Sources" in parts:
        return "."
    return None


def files_of_package(root, name):
    if name in ("app", "ShowTracker", "."):
        prefix = "Apps"
    else:
        prefix = f"Packages/{name}/Sources"
        if not os.path.isdir(os.path.join(root, prefix)):
            raise UsageError(f"no package named {name} (looked for {prefix})")
    tracked = git(root, "ls-files", "--", prefix).split("\n")
    return [p for p in tracked if owner_of(p)]


def changed_files(root, revision):
    names = git(root, "diff", "--name-only", "--diff-filter=AMR", f"{revision}...HEAD").split("\n")
    return [p for p in names if p and owner_of(p)]


# MARK: - Running


class Runner:
    def __init__(self, root, options):
        self.root = root
        self.options = options
        self.child = None

    def swift(self, package, verb, extra):
        command = ["swift", verb]
        if package != ".":
            command += ["--package-path", package]
        return command + extra

    def test_arguments(self, package):
        extra = ["--skip-build"]
        if self.options.filter:
            extra += ["--filter", self.options.filter]
        skips = list(self.options.skip or [])
        if package == ".":
            skips.append(ROOT_SKIP)
        for skip in skips:
            extra += ["--skip", skip]
        return extra

    def run(self, command, timeout, log):
        """Runs `command` in its own process group; returns its exit status, or None on timeout."""
        with open(log, "w") as out:
            self.child = subprocess.Popen(
                command, cwd=self.root, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
            try:
                return self.child.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.stop_child()
                return None
            finally:
                self.stop_child()
                self.child = None

    def stop_child(self):
        child = self.child
        if child is None or child.poll() is not None:
            return
        try:
            os.killpg(child.pid, signal.SIGTERM)
            child.wait(timeout=10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(child.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            child.wait()

    def build(self, package, log):
        return self.run(self.swift(package, "build", ["--build-tests"]), self.options.build_timeout, log)

    def test(self, package, timeout, log):
        return self.run(self.swift(package, "test", self.test_arguments(package)), timeout, log)


class Journal:
    """The original text of the file a mutant is in, on disk while the mutant is in place."""

    def __init__(self, root):
        self.path = os.path.join(root, JOURNAL)
        self.root = root

    def repair(self):
        """Puts back a file a killed run left mutated; returns its path, or None."""
        if not os.path.exists(self.path):
            return None
        with open(self.path, encoding="utf-8") as f:
            entry = json.load(f)
        write_text(os.path.join(self.root, entry["path"]), entry["original"])
        os.remove(self.path)
        return entry["path"]

    def hold(self, path, original):
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        temporary = self.path + ".tmp"
        with open(temporary, "w", encoding="utf-8") as f:
            json.dump({"path": path, "original": original}, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temporary, self.path)

    def release(self):
        if os.path.exists(self.path):
            os.remove(self.path)


def lock_tree(root):
    """Takes the tree's lock for this process's life (the system drops it when the process ends,
    however it ends); returns the open file holding it, or None when another check holds it."""
    os.makedirs(os.path.join(root, ".build"), exist_ok=True)
    handle = open(os.path.join(root, LOCK), "a")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        return None
    return handle


def read_text(path):
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


def write_text(path, text):
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)


def dirty_files(root):
    return [line for line in git(root, "status", "--porcelain", "--untracked-files=no").split("\n") if line]


def say(text=""):
    print(text, flush=True)


def run_mutants(root, options, chosen, report):
    runner = Runner(root, options)
    journal = Journal(root)
    logs = os.path.join(root, ".build", "mutation-logs")
    os.makedirs(logs, exist_ok=True)
    started = time.monotonic()
    packages = sorted({owner_of(m.path) for m in chosen})
    limits = {}

    def on_signal(signum, _frame):
        raise Interrupted(signum)

    previous = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
    try:
        for package in packages:
            say(f"==> {package}: building and testing without a mutant")
            log = os.path.join(logs, "baseline.log")
            if runner.build(package, log) != 0:
                raise UsageError(f"{package} does not build without a mutant (see {log})")
            begun = time.monotonic()
            status = runner.test(package, options.build_timeout, log)
            took = time.monotonic() - begun
            if status != 0:
                raise UsageError(f"the tests of {package} fail without a mutant (see {log})")
            limits[package] = options.test_timeout or max(60.0, 4 * took + 30)
            say(f"    tests pass in {took:.0f} s; a mutant's test run may take {limits[package]:.0f} s")
        for index, mutant in enumerate(chosen, start=1):
            if time.monotonic() - started > options.budget:
                break
            package = owner_of(mutant.path)
            full = os.path.join(root, mutant.path)
            original = read_text(full)
            lines = original.split("\n")
            if lines[mutant.line - 1] != mutant.original:
                raise UsageError(f"{mutant.path} changed while the check ran")
            lines[mutant.line - 1] = mutant.mutated
            begun = time.monotonic()
            journal.hold(mutant.path, original)
            try:
                write_text(full, "\n".join(lines))
                log = os.path.join(logs, "mutant.log")
                if runner.build(package, log) != 0:
                    mutant.status = "not viable"
                else:
                    status = runner.test(package, limits[package], log)
                    mutant.status = "survived" if status == 0 else "killed" if status else "killed (timeout)"
            finally:
                write_text(full, original)
                journal.release()
            mutant.seconds = round(time.monotonic() - begun, 1)
            say(f"[{index}/{len(chosen)}] {mutant.status.upper():<17} {mutant.path}:{mutant.line}  {mutant.description()}")
            write_report(report, options, chosen)
        # Leave the build matching the restored sources, so the next build is not a surprise.
        for package in packages:
            runner.build(package, os.path.join(logs, "restore.log"))
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)


def write_report(path, options, chosen):
    if not path:
        return
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"seed": options.seed, "sample": options.sample, "filter": options.filter,
                   "skip": options.skip, "mutants": [m.as_json() for m in chosen]}, f, indent=1)


def summarize(chosen, equivalent_count, narrowed):
    rows = []
    by_package = {}
    for m in chosen:
        by_package.setdefault(owner_of(m.path), []).append(m)
    total_killed = total_viable = 0
    for package in sorted(by_package):
        ms = by_package[package]
        killed = sum(1 for m in ms if m.status and m.status.startswith("killed"))
        survived = sum(1 for m in ms if m.status == "survived")
        not_viable = sum(1 for m in ms if m.status == "not viable")
        not_run = sum(1 for m in ms if m.status is None)
        total_killed += killed
        total_viable += killed + survived
        score = f"{100 * killed / (killed + survived):.0f}%" if killed + survived else "n/a"
        name = "the app (root package)" if package == "." else package
        rows.append(f"{name:<28} score {score:>4}: {killed} killed of {killed + survived}, "
                    f"{not_viable} not viable, {not_run} not run (budget)")
    say()
    say("==> Surviving mutants")
    survivors = [m for m in chosen if m.status == "survived"]
    for m in survivors:
        say(f"SURVIVED {m.path}:{m.line}  {m.description()}")
    if not survivors:
        say("none")
    say()
    say("==> Score" + (" (tests narrowed by --filter/--skip)" if narrowed else ""))
    for row in rows:
        say(row)
    score = 100 * total_killed / total_viable if total_viable else 100.0
    say(f"{'all':<28} score {score:>3.0f}%: {total_killed} killed of {total_viable}; "
        f"{equivalent_count} equivalent mutants skipped")
    return score


def parse(argv):
    p = argparse.ArgumentParser(description="Plant one bug at a time and see whether the owning package's tests catch it.")
    p.add_argument("files", nargs="*", help="Swift source files to mutate (relative to the root)")
    p.add_argument("--package", action="append", help="mutate a package's sources (a name under Packages/, or `app`); repeatable")
    p.add_argument("--changed-since", metavar="REV", help="mutate the Swift sources changed since REV (git diff REV...HEAD)")
    p.add_argument("--sample", type=int, default=20, help="how many mutants to run, chosen at random with --seed (0: all); default 20")
    p.add_argument("--seed", type=int, default=29, help="the seed of the sample; default 29")
    p.add_argument("--per-package", action="store_true", help="take --sample mutants from each package, not from all together")
    p.add_argument("--budget", type=float, default=3600, help="start no mutant after this many seconds; default 3600")
    p.add_argument("--test-timeout", type=float, help="seconds a mutant's test run may take (default: 4x the clean run + 30, at least 60)")
    p.add_argument("--build-timeout", type=float, default=1800, help="seconds a build may take; default 1800")
    p.add_argument("--filter", help="passed to `swift test --filter`: run only these tests (the summary says the run was narrowed)")
    p.add_argument("--skip", action="append", help="passed to `swift test --skip`; repeatable")
    p.add_argument("--survivors-of", metavar="REPORT", help="run again the mutants that survived in a --report file (matched by their lines' text, so edits elsewhere do not lose them)")
    p.add_argument("--list", action="store_true", help="print the chosen mutants and run nothing")
    p.add_argument("--report", help="write every chosen mutant and its outcome to this JSON file, as the run goes")
    p.add_argument("--min-score", type=float, help="exit 1 when the score (percent killed of viable mutants) is lower")
    p.add_argument("--root", help="the repository (default: the one this script is in)")
    return p.parse_args(argv)


def main(argv):
    options = parse(argv)
    root = os.path.abspath(options.root or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    try:
        lock = lock_tree(root)
        if lock is None and not options.list:
            raise UsageError("another mutation check is running in this tree (it holds " + LOCK + "); "
                             "wait until it ends, or run in a clone")
        # Only with the lock: while another check runs, its journal is its mutant in place.
        repaired = Journal(root).repair() if lock else None
        if repaired:
            say(f"Restored {repaired}, which a killed run had left with a mutant in it.")
        files = list(options.files)
        survivors = None
        if options.survivors_of:
            with open(options.survivors_of, encoding="utf-8") as f:
                survivors = {(m["path"], m["original"], m["mutated"]) for m in json.load(f)["mutants"]
                             if m["status"] == "survived"}
            # A file since left alone (NOT_MUTATED) has no mutants to run again.
            files += sorted({path for path, _, _ in survivors if owner_of(path)})
        for name in options.package or []:
            files += files_of_package(root, name)
        if options.changed_since:
            files += changed_files(root, options.changed_since)
        if not files:
            raise UsageError("nothing to mutate: name files, --package or --changed-since")
        for f in files:
            if not owner_of(f):
                raise UsageError(f"{f} is not a Swift source file of a package (Packages/*/Sources) or of the app (Apps/), "
                                 "or it is data the check leaves alone (NOT_MUTATED)")
            if not os.path.exists(os.path.join(root, f)):
                raise UsageError(f"{f} does not exist")
        files = sorted(set(files))
        equivalents = read_equivalents(root)
        everything = [m for f in files for m in mutants_of(f, read_text(os.path.join(root, f)))]
        chosen = [m for m in everything if equivalent_key(m) not in equivalents]
        equivalent_count = len(everything) - len(chosen)
        rng = random.Random(options.seed)
        if survivors is not None:
            chosen = [m for m in chosen if equivalent_key(m) in survivors]
        elif options.sample:
            if options.per_package:
                groups = {}
                for m in chosen:
                    groups.setdefault(owner_of(m.path), []).append(m)
                chosen = [m for g in sorted(groups) for m in rng.sample(groups[g], min(options.sample, len(groups[g])))]
            else:
                chosen = rng.sample(chosen, min(options.sample, len(chosen)))
            chosen.sort(key=lambda m: (m.path, m.line, m.column, m.mutated))
        say(f"{len(everything)} mutants in {len(files)} files, {equivalent_count} of them listed as equivalent; "
            f"running {len(chosen)} (seed {options.seed})")
        if options.list:
            # A listing piped into `head` just stops; no file is touched in this mode.
            signal.signal(signal.SIGPIPE, signal.SIG_DFL)
            for m in chosen:
                say(f"{m.path}:{m.line}:{m.column}  {m.description()}")
            return 0
        dirty = dirty_files(root)
        if dirty:
            raise UsageError("the tree has uncommitted changes (a mutant must be the only change): " + "; ".join(dirty))
        try:
            run_mutants(root, options, chosen, options.report)
        finally:
            dirty = dirty_files(root)
            if dirty:
                say("The tree is NOT clean after the check: " + "; ".join(dirty))
            else:
                say("The tree is clean: no mutant left behind.")
        score = summarize(chosen, equivalent_count, bool(options.filter or options.skip))
        write_report(options.report, options, chosen)
        if options.min_score is not None and score < options.min_score:
            say(f"The score is below {options.min_score:.0f}%.")
            return 1
        return 0
    except UsageError as error:
        print(f"mutate.py: {error}", file=sys.stderr)
        return 2
    except Interrupted as interruption:
        print(f"mutate.py: interrupted (signal {interruption.signum}); the mutated file was restored", file=sys.stderr)
        return 128 + interruption.signum


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
