#!/usr/bin/env python3
"""The mutation check's own test (Tests/run-all-tests.sh runs it; about a minute).

First the mutants it makes from Swift text (no build). Then a real run on a tiny Swift package in a
temporary git repository, whose test is weak on purpose: the check must report the planted survivor
(`age >= 18` moved to `age > 18`, which no test tells apart), the mutants the test does kill, a
mutant that does not compile as not viable, and skip the one listed as equivalent, and leave the
tree as it found it. Last, a run stopped by SIGTERM while a mutant is in place, and one killed
outright (SIGKILL), must both leave the original file behind, and a second check started while
one runs must neither put the running one's file back nor run.

    python3 Tests/Mutation/test_mutate.py
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import mutate  # noqa: E402

SCRIPT = os.path.join(HERE, "mutate.py")

MANIFEST = """// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Tiny",
  targets: [
    .target(name: "Tiny"),
    .testTarget(name: "TinyTests", dependencies: ["Tiny"]),
  ]
)
"""

SOURCE = """public struct Pair {
  public let first: Int
  public init(first: Int) { self.first = first }
}

public func isAdult(age: Int) -> Bool {
  age >= 18
}

public func firstOf(_ pair: Pair) -> Int {
  pair.first
}

// A comment is never mutated: age < 18
public let greeting = "age < 18 is text, not code"
"""

TESTS = """import Testing
import Tiny

@Test func adultsAndChildren() {
  #expect(isAdult(age: 30))
  #expect(!isAdult(age: 5))
}

@Test func firstOfAPair() {
  #expect(firstOf(Pair(first: 3)) == 3)
}
"""

# `age >= 18` → `age >= 19`: listed as equivalent here (it is not; the test only proves the skip).
EQUIVALENTS = """# The tiny package's equivalent mutants.
Packages/Tiny/Sources/Tiny/Tiny.swift
  line: age >= 18
  mutant: age >= 19
  reason: the self-test's entry
"""

TINY = "Packages/Tiny/Sources/Tiny/Tiny.swift"


def mutated_lines(text):
    return sorted(m.mutated.strip() for m in mutate.mutants_of("Packages/X/Sources/X/X.swift", text))


class Operators(unittest.TestCase):
    def test_comparison_is_negated_and_its_bound_moved(self):
        self.assertEqual(mutated_lines("if a < b {"), ["if a <= b {", "if a >= b {"])
        self.assertEqual(mutated_lines("public static func < (lhs: ID, rhs: ID) -> Bool {"), [])

    def test_generics_arrows_strings_and_comments_are_left_alone(self):
        text = 'func f() -> Array<Int> { [] }\nlet s = "a < b"\n// a < b\n/* a < b */'
        self.assertEqual(mutated_lines(text), [])

    def test_interpolation_with_nested_string_ends_where_the_literal_ends(self):
        self.assertEqual(mutated_lines('let s = "\\(xs.joined(separator: ", ")) x < y"; let t = a < b'),
                         ['let s = "\\(xs.joined(separator: ", ")) x < y"; let t = a <= b',
                          'let s = "\\(xs.joined(separator: ", ")) x < y"; let t = a >= b'])

    def test_guard_condition_and_where_clause_are_dropped(self):
        self.assertIn("guard let x = y, true else {", mutated_lines("guard let x = y, x.isReady else {"))
        self.assertIn("for show in shows {", mutated_lines("for show in shows where show.isFollowed {"))

    def test_max_splits_and_limit_arguments_are_dropped(self):
        self.assertIn('line.split(separator: "=")', mutated_lines('line.split(separator: "=", maxSplits: 1)'))
        self.assertIn("try page(offset: 0)", mutated_lines("try page(limit: 20, offset: 0)"))
        self.assertEqual(mutated_lines("case tooLarge(limit: Int)"), [])  # a declaration

    def test_sort_orders_are_swapped_in_swift_and_in_sql(self):
        self.assertIn("xs.sorted(by: >)", mutated_lines("xs.sorted(by: <)"))
        self.assertIn("xs.sorted(by: >)", mutated_lines("xs.sorted()"))
        sql = 'let q = """\n  SELECT id FROM shows\n  ORDER BY title, id ASC\n  """'
        self.assertIn("ORDER BY title DESC, id ASC", mutated_lines(sql))
        self.assertIn("ORDER BY title, id DESC", mutated_lines(sql))

    def test_text_that_is_not_sql_is_not_mutated_as_sql(self):
        self.assertEqual(mutated_lines('let help = "Sort ASC or DESC, order by title"'), [])

    def test_constants_and_first_last(self):
        self.assertEqual(mutated_lines("let n = 0"), ["let n = 1"])
        self.assertIn("let n = 10001", mutated_lines("let n = 10_000"))
        self.assertIn("xs.last", mutated_lines("xs.first"))
        self.assertIn("let y = false", mutated_lines("let y = true"))

    def test_equivalents_need_a_reason(self):
        root = tempfile.mkdtemp()
        try:
            os.makedirs(os.path.join(root, "Tests", "Mutation"))
            with open(os.path.join(root, mutate.EQUIVALENTS), "w") as f:
                f.write("Packages/X/Sources/X/X.swift\n  line: a < b\n  mutant: a <= b\n")
            with self.assertRaises(mutate.UsageError) as raised:
                mutate.read_equivalents(root)
            self.assertIn("has no `reason:`", str(raised.exception))
        finally:
            shutil.rmtree(root)


def make_repository():
    root = tempfile.mkdtemp(prefix="mutation-test-")
    files = {
        "Packages/Tiny/Package.swift": MANIFEST,
        TINY: SOURCE,
        "Packages/Tiny/Tests/TinyTests/TinyTests.swift": TESTS,
        mutate.EQUIVALENTS: EQUIVALENTS,
        ".gitignore": ".build/\n",
    }
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
        with open(os.path.join(root, path), "w") as f:
            f.write(text)
    for command in (["init", "-q"], ["add", "."],
                    ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "tiny"]):
        subprocess.run(["git", "-C", root, *command], check=True)
    return root


def run_check(root, *args, **kwargs):
    return subprocess.run([sys.executable, SCRIPT, "--root", root, *args],
                          capture_output=True, text=True, **kwargs)


class RealRun(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.root = make_repository()
        cls.report = os.path.join(cls.root, ".build", "report.json")
        cls.result = run_check(cls.root, "--package", "Tiny", "--sample", "0", "--report", cls.report)
        with open(cls.report) as f:
            cls.mutants = {(m["line"], m["mutated"]): m["status"] for m in json.load(f)["mutants"]}

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.root)

    def test_the_run_finishes(self):
        self.assertEqual(self.result.returncode, 0, self.result.stdout + self.result.stderr)

    def test_the_planted_survivor_is_reported_with_its_place(self):
        self.assertEqual(self.mutants[(7, "age > 18")], "survived")
        self.assertIn(f"SURVIVED {TINY}:7  comparison bound moved by one: `age >= 18` → `age > 18`",
                      self.result.stdout)

    def test_a_mutant_the_test_catches_is_killed(self):
        self.assertEqual(self.mutants[(7, "age < 18")], "killed")

    def test_a_mutant_that_does_not_compile_is_not_viable_not_killed(self):
        self.assertEqual(self.mutants[(11, "pair.last")], "not viable")

    def test_a_listed_equivalent_is_skipped(self):
        self.assertNotIn((7, "age >= 19"), self.mutants)
        self.assertIn("1 equivalent mutants skipped", self.result.stdout)

    def test_comments_and_text_are_not_mutated(self):
        self.assertEqual({line for line, _ in self.mutants}, {3, 7, 11})

    def test_the_score_counts_viable_mutants_only(self):
        killed = sum(1 for s in self.mutants.values() if s.startswith("killed"))
        survived = sum(1 for s in self.mutants.values() if s == "survived")
        self.assertIn(f"score {100 * killed // (killed + survived)}%", self.result.stdout.replace("  ", " "))

    def test_the_tree_is_left_as_it_was(self):
        self.assertIn("The tree is clean", self.result.stdout)
        self.assertEqual(subprocess.run(["git", "-C", self.root, "status", "--porcelain"],
                                        capture_output=True, text=True).stdout, "")
        self.assertFalse(os.path.exists(os.path.join(self.root, mutate.JOURNAL)))

    def test_the_survivors_of_a_report_can_be_run_again(self):
        result = run_check(self.root, "--survivors-of", self.report, "--list")
        self.assertIn("running 1 (seed 29)", result.stdout)
        self.assertIn(f"{TINY}:7:7  comparison bound moved by one: `age >= 18` → `age > 18`", result.stdout)

    def test_a_dirty_tree_is_refused(self):
        path = os.path.join(self.root, TINY)
        with open(path, "a") as f:
            f.write("// edited\n")
        try:
            result = run_check(self.root, "--package", "Tiny")
            self.assertEqual(result.returncode, 2)
            self.assertIn("uncommitted changes", result.stderr)
        finally:
            subprocess.run(["git", "-C", self.root, "checkout", "-q", "--", TINY], check=True)

    def test_a_second_check_leaves_a_running_one_alone(self):
        # A running check holds the tree's lock, and its journal holds the file its mutant is in.
        journal = mutate.Journal(self.root)
        mutated = SOURCE.replace("age >= 18", "age > 18")
        with open(os.path.join(self.root, TINY), "w") as f:
            f.write(mutated)
        journal.hold(TINY, SOURCE)
        lock = mutate.lock_tree(self.root)
        self.assertIsNotNone(lock)
        try:
            listing = run_check(self.root, "--package", "Tiny", "--list")
            self.assertEqual(listing.returncode, 0)
            self.assertNotIn("Restored", listing.stdout)
            with open(os.path.join(self.root, TINY)) as f:
                self.assertEqual(f.read(), mutated, "a listing put the running check's file back")
            run = run_check(self.root, "--package", "Tiny")
            self.assertEqual(run.returncode, 2)
            self.assertIn("another mutation check is running", run.stderr)
        finally:
            lock.close()
        # The lock gone (the check died), the next check repairs the file from the journal.
        listing = run_check(self.root, "--package", "Tiny", "--list")
        self.assertIn("Restored " + TINY, listing.stdout)
        with open(os.path.join(self.root, TINY)) as f:
            self.assertEqual(f.read(), SOURCE)

    def test_a_stopped_run_puts_the_file_back(self):
        for signum in (signal.SIGTERM, signal.SIGKILL):
            with self.subTest(signal=signum):
                journal = os.path.join(self.root, mutate.JOURNAL)
                process = subprocess.Popen([sys.executable, SCRIPT, "--root", self.root, "--package", "Tiny",
                                            "--sample", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                           text=True)
                deadline = time.monotonic() + 600
                while not os.path.exists(journal) and time.monotonic() < deadline and process.poll() is None:
                    time.sleep(0.05)
                self.assertTrue(os.path.exists(journal), "no mutant was ever put in place")
                process.send_signal(signum)
                _, stderr = process.communicate()
                if signum == signal.SIGTERM:
                    self.assertEqual(process.returncode, 128 + signal.SIGTERM)
                    self.assertIn("interrupted", stderr)
                else:
                    # Killed outright, the mutant stays until the next run repairs it from the journal.
                    result = run_check(self.root, "--package", "Tiny", "--list")
                    self.assertIn("Restored " + TINY, result.stdout)
                with open(os.path.join(self.root, TINY)) as f:
                    self.assertEqual(f.read(), SOURCE)
                self.assertFalse(os.path.exists(journal))
                # SIGKILL leaves the swift processes of the run behind: wait for them, not on them.
                subprocess.run(["swift", "build", "--package-path", os.path.join(self.root, "Packages/Tiny")],
                               capture_output=True)


if __name__ == "__main__":
    unittest.main(verbosity=2)
