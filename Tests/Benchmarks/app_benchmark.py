#!/usr/bin/env python3
"""The app-at-library-scale benchmark for `showtracker` (Docs/Performance.md).

Generates a large library (10,000 shows, 500,000 episodes, 100,000 watch events) in real TVMaze
and Trakt formats, imports it with the release-mode `showtracker`, then measures whole
processes, median of several runs, against `showtracker --version`:

    showtracker history --limit 20 | search <word> | show <id> | next | upcoming | shows | stats
                | watchlist [--json]

and their peak memory on the large library against the starter library; then the import time
of a 100,000-episode TVMaze file against a file ten times smaller; then `showtracker refresh` of
100 followed shows (50 episodes each, every one changed) from a local HTTP server standing in for
TVMaze (SHOWTRACKER_TVMAZE_URL; a loopback server is not rate limited).

    python3 Tests/Benchmarks/app_benchmark.py            # full size (several minutes)
    python3 Tests/Benchmarks/app_benchmark.py --scale 0.1  # a quick smaller run
    python3 Tests/Benchmarks/app_benchmark.py --self-check  # the verdict logic only, no timing
    python3 Tests/Benchmarks/app_benchmark.py --refresh-only  # only the refresh from TVMaze
    python3 Tests/Benchmarks/app_benchmark.py --fuzzy-only  # typo-tolerant search, 1× and 10×

It prints each target with "met" or "NOT MET" last, and exits with status 1 when one is missed.
"""

import argparse
import fcntl
import http.client
import http.server
import json
import math
import os
import pty
import queue
import random
import re
import shutil
import socket
import sqlite3
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORDS = [
    "harbor", "lantern", "orchard", "meridian", "falcon", "cinder", "willow", "quarry",
    "summit", "ember", "glacier", "harvest", "marble", "nomad", "prairie", "saffron",
    "thicket", "umber", "velvet", "zephyr", "atlas", "bramble", "cobalt", "delta",
]
# "meridian" with two letters swapped: one edit, which search forgives.
TYPO = "meridain"
# The targets of Docs/Performance.md.
COMMAND_RATIO_TARGET = 1.5  # each command's wall time on the large library, over --version's
MEMORY_RATIO_TARGET = 2.0  # each command's peak RSS, large library over starter library
IMPORT_RATIO_TARGET = 12.0  # the 100,000-episode import's time over the 10,000-episode one's
SQLITE_RATIO_TARGET = 2.0  # each command's wall time over the sqlite3 shell running its queries
EPISODES_PER_SEASON = 10
SEASONS_PER_SHOW = 5


def show_object(show_id, year):
    title = f"{WORDS[show_id % len(WORDS)].title()} {WORDS[(show_id // 7) % len(WORDS)].title()} {show_id}"
    return {
        "id": show_id, "name": title, "type": "Scripted", "language": "English",
        "genres": ["Drama"], "status": "Ended", "runtime": 30,
        "premiered": f"{year}-01-04", "network": {"id": 1, "name": f"Network {show_id % 40}"},
        "webChannel": None,
        "externals": {"tvrage": None, "thetvdb": 900000 + show_id, "imdb": f"tt9{show_id:07d}"},
        "image": None, "summary": f"<p>Generated show number {show_id}.</p>",
    }


def episodes_file(path, first_show, show_count):
    """A TVMaze /schedule-shaped file: an array of episodes, each with its `_embedded.show`."""
    with open(path, "w") as out:
        out.write("[")
        first = True
        for show_id in range(first_show, first_show + show_count):
            year = 1990 + show_id % 30
            show = show_object(show_id, year)
            for season in range(1, SEASONS_PER_SHOW + 1):
                for number in range(1, EPISODES_PER_SEASON + 1):
                    episode = {
                        "id": show_id * 100 + season * EPISODES_PER_SEASON + number,
                        "name": f"Chapter {season}.{number}", "season": season, "number": number,
                        "type": "regular", "airdate": f"{year + season - 1}-{(number % 12) + 1:02d}-15",
                        "airtime": "", "runtime": 30, "summary": None, "_embedded": {"show": show},
                    }
                    out.write(("" if first else ",") + json.dumps(episode))
                    first = False
        out.write("]")


def history_file(path, show_count, events):
    """A Trakt /sync/history file: `events` episode watches spread over the shows."""
    items = []
    for index in range(events):
        show_id = 1 + (index * 7919) % show_count
        episode = index // show_count % (SEASONS_PER_SHOW * EPISODES_PER_SEASON)
        season, number = 1 + episode // EPISODES_PER_SEASON, 1 + episode % EPISODES_PER_SEASON
        year = 1990 + show_id % 30
        show = show_object(show_id, year)
        items.append({
            "id": index + 1, "watched_at": f"20{10 + index % 15:02d}-0{1 + index % 9}-1{index % 10}T20:{index % 60:02d}:00.000Z",
            "action": "watch", "type": "episode",
            "episode": {"season": season, "number": number, "title": f"Chapter {season}.{number}",
                        "ids": {"trakt": None, "tvdb": None, "imdb": None, "tmdb": None}},
            "show": {"title": show["name"], "year": year,
                     "ids": {"trakt": None, "slug": None, "tvdb": 900000 + show_id,
                             "imdb": f"tt9{show_id:07d}", "tmdb": None}},
        })
    with open(path, "w") as out:
        json.dump(items, out)


def watchlist_file(path, show_count, size):
    """A Trakt /sync/watchlist file of `size` shows: all but the last 50 of the library (by
    their TheTVDB and IMDb ids, as the history names them), the last 50 by Trakt ids and a title
    alone, shows the library does not have (saved as "not in the library yet")."""
    known = max(0, size - 50)
    items = []
    for index in range(size):
        listed_at = f"2024-{1 + index % 12:02d}-{1 + index % 28:02d}T12:{index % 60:02d}:00.000Z"
        if index < known:
            show_id = 1 + (index * 7) % show_count
            year = 1990 + show_id % 30
            show = {"title": show_object(show_id, year)["name"], "year": year,
                    "ids": {"trakt": None, "tvdb": 900000 + show_id, "imdb": f"tt9{show_id:07d}"}}
        else:
            show = {"title": f"Unfetched Show {index}", "year": 2024,
                    "ids": {"trakt": 5_000_000 + index, "slug": f"unfetched-show-{index}"}}
        items.append({"rank": index + 1, "id": index + 1, "listed_at": listed_at, "type": "show",
                      "show": show})
    with open(path, "w") as out:
        json.dump(items, out)


def verdicts(command_ratios, memory_ratios, import_ratio, sqlite_ratios=None):
    """The targets of Docs/Performance.md on one run's ratios, as (line, met) pairs.

    command_ratios and memory_ratios map a command to its time over --version's on the large
    library and to its peak RSS on the large library over the starter library's; import_ratio
    is None when the imports were skipped; sqlite_ratios maps a command to its time over the
    sqlite3 shell's running the same queries on the same file (--version: `sqlite3 -version`).
    """
    result = []
    for name, ratio in (sqlite_ratios or {}).items():
        met = ratio <= SQLITE_RATIO_TARGET
        result.append((f"{name}: {ratio:.2f}× sqlite3 (≤ {SQLITE_RATIO_TARGET:g})", met))
    for name, ratio in command_ratios.items():
        met = ratio <= COMMAND_RATIO_TARGET
        result.append((f"{name}: {ratio:.2f}× --version (≤ {COMMAND_RATIO_TARGET:g})", met))
    for name, ratio in memory_ratios.items():
        met = ratio <= MEMORY_RATIO_TARGET
        result.append((f"{name}: {ratio:.2f}× the starter library's memory (≤ {MEMORY_RATIO_TARGET:g})", met))
    if import_ratio is not None:
        met = import_ratio <= IMPORT_RATIO_TARGET
        result.append((f"100k episodes import: {import_ratio:.2f}× the 10k one (≤ {IMPORT_RATIO_TARGET:g})", met))
    return [(f"{line}  {'met' if met else 'NOT MET'}", met) for line, met in result]


def exit_status(checked):
    """0 when every verdict is met, 1 when one is missed."""
    return 0 if all(met for _, met in checked) else 1


def self_check():
    """Checks the verdict logic on made-up ratios (no build, no timing)."""
    met = verdicts({"history --limit 20": 1.5}, {"history --limit 20": 2.0}, 12.0)
    assert [line for line, _ in met] == [
        "history --limit 20: 1.50× --version (≤ 1.5)  met",
        "history --limit 20: 2.00× the starter library's memory (≤ 2)  met",
        "100k episodes import: 12.00× the 10k one (≤ 12)  met",
    ], met
    assert exit_status(met) == 0
    for missed in (
        verdicts({"show <id>": 1.51}, {}, None),
        verdicts({}, {"show <id>": 2.01}, None),
        verdicts({}, {}, 12.01),
    ):
        assert len(missed) == 1 and missed[0][0].endswith("  NOT MET"), missed
        assert exit_status(missed) == 1, missed
    assert exit_status(met + verdicts({}, {}, 13)) == 1
    assert exit_status(verdicts({}, {}, None)) == 0
    assert verdicts({}, {}, None, {"next": 2.0})[0] == ("next: 2.00× sqlite3 (≤ 2)  met", True)
    assert exit_status(verdicts({}, {}, None, {"next": 2.01})) == 1
    scrobbling = scrobble_verdicts(250.0, 500.0, 200, 200, 0, 0, 0, 1.5, 3)
    assert [line for line, _ in scrobbling] == [
        "webhook play to its 200 answer: p99 250.0 ms (≤ 250)  met",
        "webhook play to the open page's event: p99 500.0 ms (≤ 500)  met",
        "200 concurrent posts: 200 recorded, 0 lost, 0 doubled (1.50 s; 3 refused at first, sent again)  met",
        "50 concurrent re-posts: 0 watch events added (0)  met",
    ], scrobbling
    assert exit_status(scrobbling) == 0
    for missed in (
        scrobble_verdicts(250.1, 500.0, 200, 200, 0, 0, 0, 1.5),
        scrobble_verdicts(250.0, 500.1, 200, 200, 0, 0, 0, 1.5),
        scrobble_verdicts(250.0, 500.0, 200, 199, 1, 0, 0, 1.5),
        scrobble_verdicts(250.0, 500.0, 200, 199, 0, 1, 0, 1.5),
        scrobble_verdicts(250.0, 500.0, 200, 200, 0, 0, 1, 1.5),
    ):
        assert [met for _, met in missed].count(False) == 1, missed
        assert exit_status(missed) == 1, missed
    assert percentile([float(value) for value in range(1, 31)], 0.99) == 30.0
    assert percentile([float(value) for value in range(1, 31)], 0.50) == 15.0
    print("app_benchmark self-check passed")


def run(binary, database, arguments):
    """Runs showtracker once; returns (wall seconds, stdout)."""
    start = time.perf_counter()
    process = subprocess.run(
        [binary, "--db", database, *arguments], capture_output=True,
        env={**os.environ, "NO_COLOR": "1"})
    seconds = time.perf_counter() - start
    if process.returncode != 0:
        sys.exit(f"showtracker {' '.join(arguments)} failed ({process.returncode}): {process.stderr.decode()}")
    return seconds, process.stdout.decode()


def rss_of(binary, database, arguments):
    """Peak RSS in KiB of one run, as GNU time reports it.

    Not from this script's own rusage: on Linux a child's ru_maxrss starts from the RSS of the
    process it was forked from (this Python, holding the generated data), so it would report
    Python's size. /usr/bin/time is small, and forks the measured process from itself.
    """
    process = subprocess.run(
        ["/usr/bin/time", "-f", "%M", binary, "--db", database, *arguments],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env={**os.environ, "NO_COLOR": "1"})
    return int(process.stderr.decode().strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scale", type=float, default=1.0, help="library size factor (1.0 = 10,000 shows)")
    parser.add_argument("--runs", type=int, default=51, help="interleaved runs per command (median)")
    parser.add_argument("--skip-imports", action="store_true", help="only time the commands")
    parser.add_argument("--binary", help="a built showtracker (default: build it in release mode)")
    parser.add_argument("--installed", action="store_true",
                        help="build and time the installed build (--static-swift-stdlib)")
    parser.add_argument("--keep", help="a folder to keep the generated files and databases in")
    parser.add_argument("--reuse", action="store_true",
                        help="with --keep: reuse the files and libraries a previous run left there")
    parser.add_argument("--self-check", action="store_true",
                        help="check the verdict logic on made-up numbers, then exit")
    parser.add_argument("--refresh-only", action="store_true",
                        help="only time refreshing 100 followed shows from a local server")
    parser.add_argument("--fuzzy-only", action="store_true",
                        help="only time typo-tolerant search on 10,000 and 100,000 shows")
    parser.add_argument("--serve-only", action="store_true",
                        help="only time serve's pages and live events on the large library")
    options = parser.parse_args()
    if options.self_check:
        self_check()
        return 0

    binary = options.binary
    if not binary and options.installed:
        # The build Apps/ShowTracker/Scripts/install installs, with the same flags.
        script = os.path.join(ROOT, "Apps", "ShowTracker", "Scripts", "install")
        binary = subprocess.run([script, "--build-only"], cwd=ROOT, check=True, capture_output=True,
                                text=True).stdout.strip().splitlines()[-1]
    if not binary:
        flags = ["-c", "release", "--product", "showtracker"]
        subprocess.run(["swift", "build", *flags], cwd=ROOT, check=True)
        folder = subprocess.run(["swift", "build", *flags, "--show-bin-path"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout.strip()
        binary = os.path.join(folder, "showtracker")
    print(f"showtracker: {binary} ({os.path.getsize(binary) / 2**20:.1f} MiB)")
    work = options.keep or tempfile.mkdtemp(prefix="showtracker-bench-")
    os.makedirs(work, exist_ok=True)
    if options.fuzzy_only:
        checked = measure_fuzzy(binary, work, options.runs, options.reuse)
        if not options.keep:
            shutil.rmtree(work, ignore_errors=True)
        print("\nTargets (from this run)")
        for line, _ in checked:
            print(line)
        return exit_status(checked)
    if options.refresh_only:
        measure_refresh(binary, work)
        if not options.keep:
            shutil.rmtree(work, ignore_errors=True)
        return 0
    shows = max(10, int(10_000 * options.scale))
    events = int(100_000 * options.scale)
    per_file = max(1, shows // 5)

    starter = os.path.join(work, "starter.sqlite")
    large = os.path.join(work, "large.sqlite")
    big_import = os.path.join(work, "tvmaze-100k.json")
    small_import = os.path.join(work, "tvmaze-10k.json")
    if not (options.reuse and os.path.exists(large)):
        build_libraries(binary, work, shows, events, per_file, options.scale, starter, large, big_import, small_import)
    if options.serve_only:
        checked = measure_serve(binary, large, options.runs)
        checked += measure_scrobbling(binary, large)
        if not options.keep:
            shutil.rmtree(work, ignore_errors=True)
        print("\nTargets (from this run)")
        for line, _ in checked:
            print(line)
        return exit_status(checked)
    checked = measure_all(binary, work, starter, large, big_import, small_import, options)
    checked += measure_serve(binary, large, options.runs)
    checked += measure_scrobbling(binary, large)
    measure_refresh(binary, work)
    if not options.keep:
        shutil.rmtree(work, ignore_errors=True)
    print("\nTargets (from this run)")
    for line, _ in checked:
        print(line)
    return exit_status(checked)


SERVE_PAGE_RATIO_TARGET = 2.0  # a serve page's GET over its matching command's whole run
SERVE_EVENT_TARGET_MS = 100.0  # a change made through serve to its event on /events


def measure_serve(binary, large, runs):
    """Times `showtracker serve` on the large library: each page's GET against the matching
    command's whole run, and how long after a change its live event arrives.

    Pages that load on every request are made to: the search alternates two words, the show
    page two shows, the history two pages. Up Next, Upcoming, My Shows, Stats and the Watchlist
    are loaded at start and kept up to date by their reducers, so their GET renders the kept view state (and
    the reload after a change is what the event timing covers).
    """
    process, port = start_serve(binary, large)
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        cookie = None

        def get(path):
            nonlocal cookie
            start = time.perf_counter()
            connection.request("GET", path, headers={"Cookie": cookie} if cookie else {})
            response = connection.getresponse()
            body = response.read().decode()
            seconds = time.perf_counter() - start
            if response.status != 200:
                sys.exit(f"serve: GET {path} answered {response.status}")
            cookie = cookie or (response.getheader("Set-Cookie") or "").split(";")[0] or None
            return seconds, body

        first_show = 1
        pages = [
            ("/", ["/"], ["next"]),
            ("/history", ["/history", "/history?page=2"], ["history", "--limit", "20"]),
            (f"/search?q={WORDS[3]}", [f"/search?q={WORDS[3]}", f"/search?q={WORDS[4]}"],
             ["search", WORDS[3]]),
            ("/shows/ID", [f"/shows/{first_show}", f"/shows/{first_show + 1}"], ["show", "1"]),
            ("/upcoming", ["/upcoming"], ["upcoming"]),
            ("/my-shows", ["/my-shows"], ["shows"]),
            ("/stats", ["/stats"], ["stats"]),
            ("/watchlist", ["/watchlist"], ["watchlist"]),
        ]
        for _, paths, _ in pages:  # the first loads
            for path in paths:
                get(path)
        page_times = {name: [] for name, _, _ in pages}
        command_times = {name: [] for name, _, _ in pages}
        for round_index in range(runs):
            for name, paths, arguments in pages:
                page_times[name].append(get(paths[round_index % len(paths)])[0])
                command_times[name].append(run(binary, large, arguments)[0])
        print(f"\nserve on the large library: a page's GET against its command's whole run "
              f"(median of {runs}, interleaved, wall ms)")
        print(f"{'page':24} {'GET ms':>8} {'command ms':>11} {'ratio':>7}")
        checked = []
        for name, _, arguments in pages:
            page = statistics.median(page_times[name])
            command = statistics.median(command_times[name])
            ratio = page / command
            print(f"{name:24} {page * 1000:8.1f} {command * 1000:11.1f} {ratio:7.2f}   ({' '.join(arguments)})")
            met = ratio <= SERVE_PAGE_RATIO_TARGET
            checked.append((f"serve {name}: {ratio:.2f}× `{' '.join(arguments)}` "
                            f"(≤ {SERVE_PAGE_RATIO_TARGET:g})  {'met' if met else 'NOT MET'}", met))

        # Events: a form's POST marking an episode of the show page watched (and, the next
        # round, not watched), timed from sending the POST to the event arriving on /events.
        _, page = get(f"/shows/{first_show}")
        token = re.search(r'name="csrf_token" value="([0-9a-f]+)"', page).group(1)
        episode = re.search(r'name="action" value="episodeWatchedToggled"><input type="hidden" '
                            r'name="show" value="\d+"><input type="hidden" name="episode" value="(\d+)"',
                            page).group(1)
        events = EventStream(port)
        poster = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        delays = []
        # An even number of toggles leaves the episode as it was: the other program's watch
        # below then changes the page (a watch of an episode shown watched changes nothing on
        # it, and sends no event).
        for _ in range(2 * max(3, runs // 4)):
            body = (f"csrf_token={token}&return=%2F&action=episodeWatchedToggled&show={first_show}"
                    f"&episode={episode}")
            start = time.perf_counter()
            poster.request("POST", "/actions/show", body=body, headers={
                "Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"})
            delays.append(events.wait_for(f"/shows/{first_show}") - start)
            response = poster.getresponse()
            response.read()
            if response.status != 303:
                sys.exit(f"serve: the form's POST answered {response.status}")
        # Another program's change: `showtracker watch` (then unwatch), timed from its end to
        # the event; the server asks the library's data_version every 250 ms. Of the show's last
        # episode, which the history leaves unwatched (a watch of S01E01, watched already,
        # changes nothing on the page and sends no event), and in pairs, so the library is left
        # as it was (an odd count left a play of S01E01 at every run).
        elsewhere = []
        last_episode = f"S{SEASONS_PER_SHOW:02d}E{EPISODES_PER_SEASON:02d}"
        for index in range(6):
            command = ["watch" if index % 2 == 0 else "unwatch", str(first_show), last_episode]
            run(binary, large, command)
            start = time.perf_counter()
            elsewhere.append(events.wait_for(f"/shows/{first_show}") - start)
        event_ms = statistics.median(delays) * 1000
        print(f"\nA change through serve's form to its event on /events: median {event_ms:.1f} ms, "
              f"max {max(delays) * 1000:.1f} ms ({len(delays)} changes; the save, the show's reload "
              f"and the event)")
        print(f"Another program's change (showtracker watch) to the event: median "
              f"{statistics.median(elsewhere) * 1000:.1f} ms, max {max(elsewhere) * 1000:.1f} ms "
              f"(polled every 250 ms)")
        met = event_ms <= SERVE_EVENT_TARGET_MS
        checked.append((f"serve event after a change: {event_ms:.1f} ms (≤ {SERVE_EVENT_TARGET_MS:g})  "
                        f"{'met' if met else 'NOT MET'}", met))
        events.close()
        return checked
    finally:
        process.terminate()
        process.wait()


def start_serve(binary, database):
    """Starts `showtracker serve` on `database` on a free port; returns (process, port). What it
    prints after its URL (a line per media server, any log) is read on a thread, so a full pipe
    never stops it."""
    process = subprocess.Popen(
        [binary, "--db", database, "serve", "--port", "0"], stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, env={**os.environ, "NO_COLOR": "1"})
    url = process.stdout.readline().decode().strip()
    if not url.startswith("http://"):
        process.kill()
        sys.exit(f"serve did not start: {url!r} {process.stderr.read().decode()[-2000:]}")
    for stream in (process.stdout, process.stderr):
        threading.Thread(target=lambda stream=stream: stream.read(), daemon=True).start()
    return process, int(url.rsplit(":", 1)[1].strip("/"))


class EventStream:
    """`GET /events` of a running serve, read on a thread: each event is stamped with the
    time it arrived (time.perf_counter()), and ``wait_for`` returns the stamp of the next one
    for a page's path (the data is "VERSION PATH")."""

    def __init__(self, port):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.socket.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        buffered = b""
        while b"\r\n\r\n" not in buffered:
            buffered += self.socket.recv(65536)
        self.socket.settimeout(None)
        self.arrived = queue.Queue()
        threading.Thread(target=self._read, args=(buffered.split(b"\r\n\r\n", 1)[1],),
                         daemon=True).start()

    def _read(self, buffered):
        while True:
            while b"\n\n" in buffered:
                event, buffered = buffered.split(b"\n\n", 1)
                self.arrived.put((time.perf_counter(), event.decode()))
            try:
                chunk = self.socket.recv(65536)
            except OSError:
                return
            if not chunk:
                return
            buffered += chunk

    def wait_for(self, path, timeout=30.0):
        """The arrival time of the next event for `path` (the events before it are dropped)."""
        deadline = time.perf_counter() + timeout
        while True:
            try:
                at, event = self.arrived.get(timeout=max(0.0, deadline - time.perf_counter()))
            except queue.Empty:
                sys.exit(f"serve: no event for {path} on /events within {timeout:g} s")
            data = [line[len("data: "):] for line in event.splitlines() if line.startswith("data: ")]
            if data and data[0].split(" ", 1)[-1] == path:
                return at

    def settle(self, quiet=0.2):
        """Drops the events that arrive until none has for `quiet` seconds."""
        while True:
            try:
                self.arrived.get(timeout=quiet)
            except queue.Empty:
                return

    def close(self):
        try:
            self.socket.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.socket.close()


SCROBBLE_ANSWER_TARGET_MS = 250.0  # a webhook's POST to its 200 answer (p99)
SCROBBLE_EVENT_TARGET_MS = 500.0  # a webhook's POST to the open show page's event (p99)
SCROBBLE_PLAYS = 30  # plays posted one after another, each timed
SCROBBLE_CONCURRENT = 200  # plays posted at once, by as many threads
SCROBBLE_REPOSTED = 50  # of them posted again at once, which must add nothing
SCROBBLE_RETRY_SECONDS = 60.0  # how long a refused post is sent again, as a media server might


def percentile(values, fraction):
    """The nearest-rank percentile: of 30 values, p99 is the largest and p50 the 15th."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def scrobble_verdicts(answer_p99_ms, event_p99_ms, posted, recorded, lost, doubled, added_again,
                      seconds, refused=0):
    """The targets of Docs/Performance.md's Scrobbling: the p99 of the sequential plays' POST to
    200 answer and to event, in ms; then the concurrent plays: `posted` of them, `recorded`
    each by one watch event, `lost` by none, `doubled` by more than one (or a plays count
    above 1), `added_again` by the re-posts, their wall time, and how many of them the server
    refused at first (sent again: reported, not a target)."""
    result = [
        (f"webhook play to its 200 answer: p99 {answer_p99_ms:.1f} ms (≤ {SCROBBLE_ANSWER_TARGET_MS:g})",
         answer_p99_ms <= SCROBBLE_ANSWER_TARGET_MS),
        (f"webhook play to the open page's event: p99 {event_p99_ms:.1f} ms "
         f"(≤ {SCROBBLE_EVENT_TARGET_MS:g})", event_p99_ms <= SCROBBLE_EVENT_TARGET_MS),
        (f"{posted} concurrent posts: {recorded} recorded, {lost} lost, {doubled} doubled "
         f"({seconds:.2f} s; {refused} refused at first, sent again)", lost == 0 and doubled == 0),
        (f"{SCROBBLE_REPOSTED} concurrent re-posts: {added_again} watch events added (0)",
         added_again == 0),
    ]
    return [(f"{line}  {'met' if met else 'NOT MET'}", met) for line, met in result]


def jellyfin_play(tvmaze_id, season, number, watched_at):
    """Jellyfin's webhook body for a finished play of an episode of a generated show."""
    return json.dumps({
        "NotificationType": "PlaybackStop", "UtcTimestamp": watched_at,
        "Name": f"Chapter {season}.{number}", "ItemType": "Episode",
        "SeriesName": show_object(tvmaze_id, 1990 + tvmaze_id % 30)["name"],
        "SeasonNumber": season, "EpisodeNumber": number, "PlayedToCompletion": True,
        "NotificationUsername": "anna"})


def jellyfin_counts(database):
    """The library's Jellyfin watch events, read-only: {(show title, season, number): (rows,
    plays)}."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        rows = connection.execute("""
            SELECT shows.title, episodes.season, episodes.number, count(*), sum(watch_events.plays)
            FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
            JOIN shows ON shows.id = episodes.show_id
            WHERE watch_events.source = 'jellyfin' GROUP BY 1, 2, 3""").fetchall()
    return {(title, season, number): (count, plays) for title, season, number, count, plays in rows}


def measure_scrobbling(binary, large):
    """Times Jellyfin's webhook on a copy of the large library (its plays would stay in the
    library otherwise): SCROBBLE_PLAYS plays posted one after another, each a season 2–4
    episode (none watched: the history has season 1's) of one show whose page is open, timed
    from the POST's start to its 200 answer and to the show page's event on /events; then
    SCROBBLE_CONCURRENT plays of other shows' episodes posted at once by as many threads,
    counted in the library file afterwards (sqlite3, read-only), and SCROBBLE_REPOSTED of them
    posted again at once, which must add nothing ("Recorded already"). A post the server
    refuses (503) or closes unanswered (its connection limits: 32 a peer, 64 in all) is sent
    again, as a media server would; how many were is printed. Returns the verdicts."""
    copy = os.path.join(os.path.dirname(os.path.abspath(large)), "scrobble.sqlite")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(copy + suffix):
            os.remove(copy + suffix)
        if suffix != "-shm" and os.path.exists(large + suffix):
            shutil.copyfile(large + suffix, copy + suffix)
    with sqlite3.connect(f"file:{copy}?mode=ro", uri=True) as connection:
        show_count = connection.execute("SELECT count(*) FROM shows WHERE tvmaze_id IS NOT NULL").fetchone()[0]
    # The generated shows are TVMaze ids 1… (their titles name them); the open page's show, then
    # the concurrent plays' shows, 40 episodes each (seasons 2 to 5).
    sequential_show = 2
    per_show = (SEASONS_PER_SHOW - 1) * EPISODES_PER_SEASON
    concurrent_shows = range(3, 3 + math.ceil(SCROBBLE_CONCURRENT / per_show))
    if concurrent_shows[-1] > show_count:
        sys.exit(f"scrobbling: the library has too few shows ({show_count})")
    title = show_object(sequential_show, 1990 + sequential_show % 30)["name"]
    with sqlite3.connect(f"file:{copy}?mode=ro", uri=True) as connection:
        show_id = connection.execute("SELECT id FROM shows WHERE title = ?", (title,)).fetchone()[0]
    hooks = json.loads(run(binary, copy, ["hooks", "--json"])[1])
    token = hooks["urls"]["jellyfin"].split("token=", 1)[1]
    hook = f"/hooks/jellyfin?token={token}"
    now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    process, port = start_serve(binary, copy)
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        connection.request("GET", f"/shows/{show_id}")
        response = connection.getresponse()
        response.read()
        if response.status != 200:
            sys.exit(f"serve: GET /shows/{show_id} answered {response.status}")
        events = EventStream(port)
        answers, arrivals = [], []
        for index in range(SCROBBLE_PLAYS):
            season, number = 2 + index // EPISODES_PER_SEASON, 1 + index % EPISODES_PER_SEASON
            body = jellyfin_play(sequential_show, season, number, now)
            events.settle()  # the previous play's last events
            start = time.perf_counter()
            connection.request("POST", hook, body=body, headers={"Content-Type": "text/plain"})
            response = connection.getresponse()
            text = response.read().decode()
            answers.append(time.perf_counter() - start)
            if response.status != 200 or not text.startswith("Recorded 1 play from Jellyfin: "):
                sys.exit(f"serve: a webhook play answered {response.status}: {text}")
            arrivals.append(events.wait_for(f"/shows/{show_id}") - start)
        events.close()
        answer_ms = [seconds * 1000 for seconds in answers]
        event_ms = [seconds * 1000 for seconds in arrivals]
        print(f"\nJellyfin webhook on (a copy of) the large library: {SCROBBLE_PLAYS} plays one after "
              f"another, the show's page open (wall ms)")
        print(f"{'POST to':24} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
        for name, values in (("its 200 answer", answer_ms), (f"/shows/{show_id}'s event", event_ms)):
            print(f"{name:24} {statistics.median(values):8.1f} {percentile(values, 0.99):8.1f} "
                  f"{max(values):8.1f}   (the slowest: play {values.index(max(values)) + 1})")

        bodies = [jellyfin_play(show, season, number, now)
                  for show in concurrent_shows for season in range(2, SEASONS_PER_SHOW + 1)
                  for number in range(1, EPISODES_PER_SEASON + 1)][:SCROBBLE_CONCURRENT]
        keys = [(show_object(show, 1990 + show % 30)["name"], season, number)
                for show in concurrent_shows for season in range(2, SEASONS_PER_SHOW + 1)
                for number in range(1, EPISODES_PER_SEASON + 1)][:SCROBBLE_CONCURRENT]

        def post_at_once(group):
            """Posts `group` from as many threads at once; returns (wall seconds, first tries'
            outcomes, the final answers' first words, how many were sent again)."""
            barrier = threading.Barrier(len(group) + 1)
            first, final, retries = [None] * len(group), [None] * len(group), [0] * len(group)

            def post(index):
                barrier.wait()
                deadline = time.perf_counter() + SCROBBLE_RETRY_SECONDS
                for attempt in range(1_000_000):
                    try:
                        poster = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                        poster.request("POST", hook, body=group[index],
                                       headers={"Content-Type": "text/plain"})
                        response = poster.getresponse()
                        outcome = f"{response.status} {' '.join(response.read().decode().split()[:2])}"
                        poster.close()
                    except (OSError, http.client.HTTPException) as error:
                        outcome = f"closed unanswered ({type(error).__name__})"
                    if attempt == 0:
                        first[index] = outcome
                    final[index] = outcome
                    if outcome.startswith(("200", "202")) or time.perf_counter() > deadline:
                        return
                    # Sent again after a pause, longer each time (with jitter, so the refused
                    # do not all come back at once).
                    retries[index] += 1
                    time.sleep(min(1.0, 0.05 * 2 ** attempt) * random.uniform(0.5, 1.5))

            threads = [threading.Thread(target=post, args=(index,)) for index in range(len(group))]
            for thread in threads:
                thread.start()
            barrier.wait()
            start = time.perf_counter()
            for thread in threads:
                thread.join()
            return time.perf_counter() - start, first, final, retries

        def tally(outcomes):
            counts = {}
            for outcome in outcomes:
                counts[outcome] = counts.get(outcome, 0) + 1
            return ", ".join(f"{count} {outcome}" for outcome, count in sorted(counts.items()))

        before = jellyfin_counts(copy)
        seconds, first, final, retries = post_at_once(bodies)
        after = jellyfin_counts(copy)
        added = {key: (after.get(key, (0, 0))[0] - before.get(key, (0, 0))[0],
                       (after.get(key, (0, 0))[1] or 0) - (before.get(key, (0, 0))[1] or 0))
                 for key in keys}
        recorded = sum(1 for rows, plays in added.values() if rows == 1 and plays == 1)
        lost = sum(1 for rows, _ in added.values() if rows == 0)
        doubled = sum(1 for rows, plays in added.values() if rows > 1 or plays > 1)
        total_before = sum(rows for rows, _ in before.values())
        total_after = sum(rows for rows, _ in after.values())
        print(f"\n{len(bodies)} plays posted at once by as many threads: {seconds:.2f} s wall; "
              f"Jellyfin watch events {total_before} → {total_after}")
        print(f"  first tries: {tally(first)}")
        print(f"  final answers: {tally(final)} ({sum(retries)} posts sent again)")
        print(f"  in the library: {recorded} recorded once, {lost} lost, {doubled} doubled")

        again_seconds, again_first, again_final, again_retries = post_at_once(bodies[:SCROBBLE_REPOSTED])
        again = jellyfin_counts(copy)
        # Watch events (or plays) added to the episodes the first posts had recorded; an episode
        # they had lost and a re-post records is counted apart.
        added_again = sum(max(again.get(key, (0, 0))[0] - after[key][0],
                              (again.get(key, (0, 0))[1] or 0) - (after[key][1] or 0))
                          for key in keys[:SCROBBLE_REPOSTED] if key in after and after[key][0] > before.get(key, (0, 0))[0])
        newly = sum(1 for key in keys[:SCROBBLE_REPOSTED]
                    if added[key][0] == 0 and again.get(key, (0, 0))[0] > before.get(key, (0, 0))[0])
        print(f"{SCROBBLE_REPOSTED} of them posted again at once: {again_seconds:.2f} s wall; "
              f"{added_again} watch events added to plays recorded already"
              + (f", {newly} lost ones recorded now" if newly else ""))
        print(f"  first tries: {tally(again_first)}")
        print(f"  final answers: {tally(again_final)} ({sum(again_retries)} posts sent again)")
        refused = sum(1 for outcome in first if not outcome.startswith(("200", "202")))
        return scrobble_verdicts(percentile(answer_ms, 0.99), percentile(event_ms, 0.99), len(bodies),
                                 recorded, lost, doubled, added_again, seconds, refused)
    finally:
        process.terminate()
        process.wait()
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(copy + suffix):
                os.remove(copy + suffix)


def build_libraries(binary, work, shows, events, per_file, scale, starter, large, big_import, small_import):
    """Writes the generated files and imports the large library."""
    print(f"Generating {shows} shows, {shows * 50} episodes, {events} watch events in {work}")
    catalog_files = []
    for part in range(0, shows, per_file):
        path = os.path.join(work, f"catalog-{part // per_file}.json")
        episodes_file(path, 1 + part, min(per_file, shows - part))
        catalog_files.append(path)
    history = os.path.join(work, "history.json")
    history_file(history, shows, events)
    watchlist = os.path.join(work, "watchlist.json")
    watchlist_file(watchlist, shows, max(60, int(1_000 * scale)))
    episodes_file(big_import, 100_001, max(1, int(2_000 * scale)))
    episodes_file(small_import, 200_001, max(1, int(200 * scale)))

    for path in (starter, large):
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(path + suffix):
                os.remove(path + suffix)
    # The starter library gets a history too, so `history --limit 20` prints 20 rows on both.
    run(binary, starter, ["watch", "Breaking Bad", "--all"])
    start = time.perf_counter()
    for path in catalog_files:
        run(binary, large, ["import", "tvmaze", path])
    run(binary, large, ["import", "trakt", history])
    run(binary, large, ["import", "trakt", watchlist])
    print(f"Built the large library in {time.perf_counter() - start:.1f} s")


def sqlite_equivalents(large, word, two_words):
    """For each command, the sqlite3 shell running the queries it runs, on the same file.

    The limit of what the app could do: the same statements with no process of Swift around
    them. `next` walks the history in Swift; its equivalent is the walk's first rows and the
    per-show queries for the shows the walk finds (found here once, beforehand).
    """
    sqlite3_shell = shutil.which("sqlite3")
    if not sqlite3_shell:
        return None

    def shell(*statements):
        return [sqlite3_shell, "-readonly", large, ";\n".join(statements) + ";"]

    def search(query):
        expression = " ".join(f'"{part}"*' for part in query.split())
        hits = f"""
            SELECT shows.*,
              (SELECT count(*) FROM episodes WHERE episodes.show_id = shows.id
                AND episodes.airdate <= date('now', 'localtime')),
              (SELECT episodes FROM show_watched_counts WHERE show_id = shows.id)
            FROM shows WHERE id IN"""
        return shell(
            f"""SELECT count(*) FROM (
              SELECT rowid FROM shows_search WHERE shows_search MATCH '{expression}' UNION
              SELECT id FROM shows WHERE title >= '{query}' COLLATE NOCASE
                AND title < '{query}~' COLLATE NOCASE)""",
            f"""{hits} (SELECT id FROM shows WHERE title >= '{query}' COLLATE NOCASE
              AND title < '{query}~' COLLATE NOCASE ORDER BY title COLLATE NOCASE, id LIMIT 25)""",
            f"""{hits} (SELECT rowid FROM shows_search WHERE shows_search MATCH '{expression}'
              ORDER BY bm25(shows_search, 10.0, 1.0, 1.0), rowid LIMIT 25)""")

    walk = """SELECT episodes.show_id, watch_events.watched_at
        FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
        ORDER BY watch_events.watched_at DESC, watch_events.id DESC"""
    shows, walked = [], 0
    with sqlite3.connect(f"file:{large}?mode=ro", uri=True) as connection:
        for show_id, _ in connection.execute(walk):
            walked += 1
            if show_id not in shows:
                shows.append(show_id)
            if len(shows) == 20:
                break
    unwatched = """episodes.season > 0 AND episodes.number IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM watch_events WHERE watch_events.episode_id = episodes.id)"""
    watchlist_query = """SELECT shows.id, shows.title,
          coalesce(CAST(substr(shows.premiered, 1, 4) AS INTEGER), shows.year),
          coalesce(shows.network, shows.web_channel),
          (SELECT count(*) FROM episodes WHERE episodes.show_id = shows.id), watchlist.added_at,
          shows.poster_url
        FROM watchlist JOIN shows ON shows.id = watchlist.show_id
        ORDER BY watchlist.added_at DESC, shows.title COLLATE NOCASE, shows.id"""
    watchlist_whole = """SELECT show_id FROM tvmaze_sync
        WHERE fetched_at IS NOT NULL AND show_id IN (SELECT show_id FROM watchlist)"""
    per_show = []
    for show_id in shows:
        per_show.append(f"""SELECT shows.title, episodes.id, episodes.season, episodes.number,
              episodes.title, episodes.airdate, episodes.runtime, shows.poster_url
            FROM episodes JOIN shows ON shows.id = episodes.show_id
            WHERE episodes.show_id = {show_id} AND {unwatched}
              AND episodes.airdate <= date('now') ORDER BY episodes.season, episodes.number LIMIT 1""")
        per_show.append(f"""SELECT count(*) FROM episodes WHERE episodes.show_id = {show_id}
            AND {unwatched} AND episodes.airdate <= date('now')""")
    return {
        "--version": [sqlite3_shell, "-version"],
        "history --limit 20": shell(
            "SELECT value FROM library_counts WHERE name = 'watch_events'",
            """SELECT watch_events.id, watch_events.watched_at, watch_events.source, shows.title,
              shows.poster_url, episodes.*
            FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
            JOIN shows ON shows.id = episodes.show_id
            ORDER BY watch_events.watched_at DESC, watch_events.id DESC LIMIT 20"""),
        f"search {word}": search(word),
        f"search {two_words}": search(two_words),
        "show <id>": shell(
            "SELECT * FROM shows WHERE id = 1",
            "SELECT * FROM seasons WHERE show_id = 1",
            """SELECT episodes.*, (SELECT count(*) FROM watch_events
              WHERE watch_events.episode_id = episodes.id)
            FROM episodes WHERE show_id = 1 ORDER BY season, number"""),
        "next": shell(f"{walk} LIMIT {walked}", *per_show),
        # The watchlist: its rows with each show's facts and episode count, then which of them
        # have their whole episode list (the rest are "not in the library yet").
        "watchlist": shell(watchlist_query, watchlist_whole),
        "watchlist --json": shell(watchlist_query, watchlist_whole),
    }


def measure_all(binary, work, starter, large, big_import, small_import, options):
    """Times the commands on both libraries, then the imports; returns the verdicts."""
    word = WORDS[3]
    commands = [
        ("--version", ["--version"]),
        ("history --limit 20", ["history", "--limit", "20"]),
        (f"search {word}", ["search", word]),
        # Two words in the other order: few titles start with them, so the ranked full-text
        # path runs too.
        (f"search {WORDS[0]} {word}", ["search", WORDS[0], word]),
        # A typo: no title matches as typed, so every title is compared with it (the
        # typo-tolerant path, TypoTolerance), and the 25 closest are listed.
        (f"search {TYPO}", ["search", TYPO]),
        ("show <id>", ["show", "1"]),
        # Up Next: the large library's 100,000 watch events are walked newest first until a
        # page of unfinished shows is found.
        ("next", ["next"]),
        # Upcoming: one range of the air-date index, each episode checked against the followed
        # shows (every show of the large library is followed: each has watches).
        ("upcoming", ["upcoming"]),
        # My Shows: the followed shows read in order of activity from an index, a page of 50,
        # each with a few index ranges for its counts and next episode.
        ("shows", ["shows"]),
        # Stats: the totals kept by triggers, a row per day with a watch and a page of shows
        # (not the 100,000 watch events).
        ("stats", ["stats"]),
        # The watchlist: 1,000 shows (950 of the library, 50 known by Trakt ids alone), each
        # with its episode count, printed whole; and the same as JSON.
        ("watchlist", ["watchlist"]),
        ("watchlist --json", ["watchlist", "--json"]),
    ]
    libraries = [("starter", starter), ("large", large)]
    equivalents = sqlite_equivalents(large, word, f"{WORDS[0]} {word}") or {}
    # Interleaved: every round runs each command once on each library, and its sqlite3
    # equivalent, so a slow spell of a shared machine lands on all of them alike instead of on
    # one command's runs.
    times = {(name, library): [] for name, _ in commands for library, _ in libraries + [("sqlite3", None)]}
    for _ in range(options.runs):
        for name, arguments in commands:
            for library, path in libraries:
                times[(name, library)].append(run(binary, path, arguments)[0])
            if name in equivalents:
                times[(name, "sqlite3")].append(run_shell(equivalents[name]))
    medians = {key: statistics.median(values) for key, values in times.items() if values}
    version_large = medians[("--version", "large")]
    print(f"\nWhole processes, median of {options.runs} interleaved runs (wall ms) and peak RSS (MiB)")
    print(f"{'command':24} {'starter ms':>11} {'large ms':>9} {'large/version':>14} {'starter MiB':>12} {'large MiB':>10} {'mem ratio':>10}")
    command_ratios = {}
    memory_ratios = {}
    for name, arguments in commands:
        starter_rss = rss_of(binary, starter, arguments)
        large_rss = rss_of(binary, large, arguments)
        large_time = medians[(name, "large")]
        print(f"{name:24} {medians[(name, 'starter')] * 1000:11.1f} {large_time * 1000:9.1f} "
              f"{large_time / version_large:14.2f} {starter_rss / 1024:12.1f} {large_rss / 1024:10.1f} "
              f"{large_rss / starter_rss:10.2f}")
        if name != "--version":
            command_ratios[name] = large_time / version_large
        memory_ratios[name] = large_rss / starter_rss

    sqlite_ratios = {}
    if equivalents:
        print(f"\nAgainst the sqlite3 shell running the same queries on the large library (wall ms)")
        print(f"{'command':24} {'showtracker':>11} {'sqlite3':>9} {'ratio':>7}")
        # The commands issue 17 compares (the others have no one-statement equivalent).
        for name, _ in commands:
            if (name, "sqlite3") not in medians:
                continue
            ours, theirs = medians[(name, "large")], medians[(name, "sqlite3")]
            sqlite_ratios[name] = ours / theirs
            print(f"{name:24} {ours * 1000:11.1f} {theirs * 1000:9.1f} {ours / theirs:7.2f}")
    else:
        print("\nNo sqlite3 shell on the PATH: the comparison with it is skipped")

    measure_interactive(binary, large, work)
    if options.skip_imports:
        return verdicts(command_ratios, memory_ratios, None, sqlite_ratios)
    attempts = 5
    print(f"\nImport into a fresh library, on a terminal with its progress bar "
          f"(median of {attempts}, interleaved, wall s)")
    files = (("100k episodes", big_import), ("10k episodes", small_import))
    runs = {name: [] for name, _ in files}
    for attempt in range(attempts):
        for name, path in files:
            database = os.path.join(work, f"import-{attempt}.sqlite")
            for suffix in ("", "-wal", "-shm"):
                if os.path.exists(database + suffix):
                    os.remove(database + suffix)
            run(binary, database, ["--version"])
            runs[name].append(run_on_terminal(binary, database, ["import", "tvmaze", path]))
    results = {}
    for name, path in files:
        seconds = statistics.median(seconds for seconds, _, _ in runs[name])
        bars = statistics.median(bars for _, bars, _ in runs[name])
        rss = max(rss for _, _, rss in runs[name])
        results[name] = seconds
        size = os.path.getsize(path) / 2**20
        print(f"{name:22} {seconds:9.2f}   ({bars} progress bar frames drawn; file {size:.1f} MiB, "
              f"peak RSS {rss / 1024:.0f} MiB)")
    import_ratio = results['100k episodes'] / results['10k episodes']
    print(f"{'ratio (target ≤ 12)':22} {import_ratio:9.2f}")
    return verdicts(command_ratios, memory_ratios, import_ratio, sqlite_ratios)


def run_shell(arguments):
    """Runs a command once, its output discarded; returns its wall seconds."""
    start = time.perf_counter()
    process = subprocess.run(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if process.returncode != 0:
        sys.exit(f"{' '.join(arguments[:2])} failed ({process.returncode}): {process.stderr.decode()}")
    return seconds


def measure_fuzzy(binary, work, runs, reuse=False):
    """Typo-tolerant search at the large library's size in shows (10,000) and ten times it:
    libraries of shows only (a TVMaze show index page each), since what the typo path costs
    follows the titles it compares; the episodes only weigh on the 25 results' progress, which
    the full run measures. Times `search meridian` (found as typed) and `search meridain` (a
    typo: every title compared) against `--version`, median of interleaved runs. With `reuse`, the
    libraries a previous run left in `work` are timed again. Returns the verdict of the target
    (the typo search on 10,000 shows ≤ 1.5× `--version`, as every command on the large library);
    the 100,000 line is reported, with no target."""
    print(f"\nTypo-tolerant search on libraries of shows only (median of {runs} interleaved runs, wall ms)")
    print(f"{'shows':>8} {'--version':>10} {'search ' + WORDS[3]:>18} {'search ' + TYPO:>18} {'typo/version':>13}")
    checked = []
    for count in (10_000, 100_000):
        database = os.path.join(work, f"fuzzy-{count}.sqlite")
        if not (reuse and os.path.exists(database)):
            for suffix in ("", "-wal", "-shm"):
                if os.path.exists(database + suffix):
                    os.remove(database + suffix)
            page = os.path.join(work, f"shows-{count}.json")
            with open(page, "w") as out:
                json.dump([show_object(show_id, 1990 + show_id % 30) for show_id in range(1, count + 1)], out)
            run(binary, database, ["import", "tvmaze", page])
        commands = [["--version"], ["search", WORDS[3]], ["search", TYPO]]
        times = {index: [] for index in range(len(commands))}
        for _ in range(runs):
            for index, arguments in enumerate(commands):
                times[index].append(run(binary, database, arguments)[0])
        medians = [statistics.median(times[index]) * 1000 for index in range(len(commands))]
        found = run(binary, database, ["search", TYPO])[1].splitlines()
        assert any(line.startswith("Did you mean") for line in found), found[:3]
        print(f"{count:8} {medians[0]:10.1f} {medians[1]:18.1f} {medians[2]:18.1f} {medians[2] / medians[0]:13.2f}")
        if count == 10_000:
            checked = verdicts({f"search {TYPO} (10,000 shows)": medians[2] / medians[0]}, {}, None)
    return checked


def measure_interactive(binary, database, work):
    """Drives the full-screen app on the large library in tmux with SHOWTRACKER_FRAME_LOG on, and
    summarizes the log: for each kind of key, how many frames it drew and how long from its
    arrival to the last frame written."""
    tmux = shutil.which("tmux")
    if not tmux:
        print("\nInteractive app: skipped (no tmux)")
        return
    log = os.path.join(work, "frames.log")
    if os.path.exists(log):
        os.remove(log)
    socket = os.path.join(work, "tmux.sock")
    command = f"SHOWTRACKER_FRAME_LOG={log} {binary} --db {database}"
    def send(*keys, literal=False):
        subprocess.run([tmux, "-S", socket, "send-keys", "-t", "bench", *(["-l"] if literal else []), *keys], check=True)
        time.sleep(0.15)
    subprocess.run([tmux, "-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", "bench", "-x", "80", "-y", "24", command], check=True)
    try:
        time.sleep(1.0)
        for _ in range(15):
            send("j")
        send("n")
        send("Enter")
        time.sleep(0.5)
        for _ in range(10):
            send("j")
        send("w")
        time.sleep(0.3)
        send("Tab")
        send("/")
        for letter in "harbor":
            send(letter, literal=True)
        time.sleep(0.5)
        send("Escape")
        send("q")
        time.sleep(0.5)
    finally:
        subprocess.run([tmux, "-S", socket, "kill-server"], stderr=subprocess.DEVNULL)
    rows = []
    with open(log) as lines:
        for line in lines:
            event, frames, micros = line.rstrip("\n").split("\t")
            rows.append((event, int(frames), int(micros)))
    groups = {}
    typing = False
    for event, frames, micros in rows:
        name = key_label(event)
        if name == "/":
            typing = True
        elif name == "Escape":
            typing = False
        elif typing and len(name) == 1:
            name = "typing a query, per key"
        groups.setdefault(name, []).append((frames, micros))
    print("\nInteractive app on the large library (tmux, 80 × 24): frames per event, key to last frame")
    print(f"{'event':28} {'events':>6} {'frames/event':>13} {'median µs':>10} {'max µs':>8}")
    for event, values in groups.items():
        frames = [f for f, _ in values]
        micros = [m for _, m in values]
        print(f"{event[:28]:28} {len(values):6} {sum(frames) / len(frames):13.2f} "
              f"{statistics.median(micros):10.0f} {max(micros):8}")


REFRESH_SHOWS = 100
REFRESH_EPISODES = 50
REFRESH_RUNS = 5


class FakeTVMaze:
    """A local HTTP server answering like TVMaze for REFRESH_SHOWS shows (ids 500001…), each with
    REFRESH_EPISODES episodes. `bump()` changes every show (its `updated` time and one title), so
    the next refresh fetches them all."""

    def __init__(self):
        self.version = 1
        self.requests = 0
        fake = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                fake.requests += 1
                status, body = fake.answer(self.path)
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def bump(self):
        self.version += 1

    def show(self, show_id):
        episodes = []
        for index in range(REFRESH_EPISODES):
            season, number = 1 + index // 10, 1 + index % 10
            episodes.append({
                "id": show_id * 100 + index, "name": f"Chapter {season}.{number} v{self.version if index == 0 else 1}",
                "season": season, "number": number, "airdate": f"{2000 + season}-{number:02d}-01",
                "runtime": 30})
        show = show_object(show_id, 2001)
        show["updated"] = 1_700_000_000 + self.version
        show["_embedded"] = {"episodes": episodes}
        return show

    def answer(self, path):
        match = re.fullmatch(r"/shows/(\d+)\?embed=episodes", path)
        if match and 500_001 <= int(match.group(1)) < 500_001 + REFRESH_SHOWS:
            return 200, json.dumps(self.show(int(match.group(1)))).encode()
        if path.startswith("/updates/shows?since="):
            updates = {str(500_001 + index): 1_700_000_000 + self.version for index in range(REFRESH_SHOWS)}
            return 200, json.dumps(updates).encode()
        return 404, b'{"status": 404}'

    def stop(self):
        self.server.shutdown()


def measure_refresh(binary, work):
    """Adds REFRESH_SHOWS shows from a local fake TVMaze, then times `showtracker refresh` with
    every show changed (all fetched and saved), median of REFRESH_RUNS runs."""
    fake = FakeTVMaze()
    database = os.path.join(work, "refresh.sqlite")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(database + suffix):
            os.remove(database + suffix)
    environment = {**os.environ, "NO_COLOR": "1", "SHOWTRACKER_TVMAZE_URL": fake.url}
    try:
        for index in range(REFRESH_SHOWS):
            subprocess.run([binary, "--db", database, "add", f"tvmaze:{500_001 + index}"], check=True,
                           capture_output=True, env=environment)
        times = []
        for _ in range(REFRESH_RUNS):
            fake.bump()
            start = time.perf_counter()
            process = subprocess.run([binary, "--db", database, "refresh"], capture_output=True,
                                     env=environment)
            times.append(time.perf_counter() - start)
            if process.returncode != 0:
                sys.exit(f"showtracker refresh failed: {process.stderr.decode()}")
            summary = process.stdout.decode().splitlines()[0]
            if not summary.startswith(f"Refreshed {REFRESH_SHOWS} of {REFRESH_SHOWS} followed shows"):
                sys.exit(f"showtracker refresh did not refresh every show: {summary}")
    finally:
        fake.stop()
    median = statistics.median(times)
    print(f"\nRefresh {REFRESH_SHOWS} followed shows ({REFRESH_EPISODES} episodes each, all changed) "
          f"from a local server, median of {REFRESH_RUNS} (wall s)")
    print(f"{'refresh':22} {median:9.2f}   ({median / REFRESH_SHOWS * 1000:.1f} ms a show; "
          f"last run: {summary})")
    return median


def key_label(event):
    """`j`, `Enter`, `Tab` for the frame log's `key(Terminal.Key.character("j"))` and the like."""
    character = re.fullmatch(r'key\(Terminal\.Key\.character\("(.*)"\)\)', event)
    if character:
        return character.group(1)
    named = re.fullmatch(r"key\(Terminal\.Key\.(\w+)\)", event)
    if named:
        return named.group(1).capitalize()
    return "frames drawn by effects" if event == "(effect)" else event


def run_on_terminal(binary, database, arguments):
    """Runs showtracker with its output on a pseudo-terminal (80 × 24), as a user at a terminal
    would; returns (wall seconds, how many progress bar frames it drew, peak RSS in KiB)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    rss_file = database + ".rss"
    start = time.perf_counter()
    process = subprocess.Popen(
        ["/usr/bin/time", "-f", "%M", "-o", rss_file, binary, "--db", database, *arguments],
        stdin=subprocess.DEVNULL, stdout=slave, stderr=slave, env={**os.environ, "NO_COLOR": "1"})
    os.close(slave)
    output = bytearray()
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the process closed the terminal
            break
        if not chunk:
            break
        output += chunk
    status = process.wait()
    seconds = time.perf_counter() - start
    os.close(master)
    if status != 0:
        sys.exit(f"showtracker {' '.join(arguments)} failed ({status}): {output.decode(errors='replace')}")
    with open(rss_file) as file:
        rss = int(file.read().split()[-1])
    return seconds, output.count("Importing ".encode()), rss


if __name__ == "__main__":
    sys.exit(main())
