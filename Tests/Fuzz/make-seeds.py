#!/usr/bin/env python3
"""Writes the fuzzers' seed corpora from the test fixtures.

    Tests/Fuzz/make-seeds.py OUTPUT_DIR

OUTPUT_DIR/json gets every JSON document the tests import (each `static let` string of the
`Fixtures` enums, evaluated by compiling the fixture file with a generated `main.swift`, so
interpolations and escapes mean what they mean in the tests) and the JSON front ends' snapshots;
OUTPUT_DIR/webhooks gets webhook bodies, each after the byte that picks its server (0 Jellyfin,
1 Plex, 2 Emby): every `static let` of `WebhookFixtures` (by its name's prefix) and, when the
folder is there, the real captures in ../shared/data/hooks or $SHOWTRACKER_SHARED_DATA/hooks
(never copied into the repository);
OUTPUT_DIR/csv gets CSV files: a few written here, each quirk of TV Time's exports in the
project's own words, and, when the folder is there, the real files in ../shared/data/tvtime or
$SHOWTRACKER_SHARED_DATA/tvtime (never copied into the repository);
OUTPUT_DIR/arguments gets the argument lists the end-to-end tests run, NUL-separated;
OUTPUT_DIR/http gets HTTP requests: a few whole ones written here, and every request the HTTP
server's parser tests send (each string literal there that holds "HTTP/").
"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parents[2]
output = pathlib.Path(sys.argv[1])
json_seeds = output / "json"
argument_seeds = output / "arguments"
json_seeds.mkdir(parents=True, exist_ok=True)
argument_seeds.mkdir(parents=True, exist_ok=True)
http_seeds = output / "http"
http_seeds.mkdir(parents=True, exist_ok=True)
webhook_seeds = output / "webhooks"
webhook_seeds.mkdir(parents=True, exist_ok=True)
servers = {"jellyfin": 0, "plex": 1, "emby": 2}

fixture_files = {
    "database": root / "Packages/LibraryDatabase/Tests/LibraryDatabaseTests/Support/Fixtures.swift",
    "e2e": root / "Tests/EndToEndTests/Support/Fixtures.swift",
}
for prefix, path in fixture_files.items():
    names = re.findall(r"^\s*static let (\w+)\b", path.read_text(), re.M)
    lines = ["import Foundation", "let folder = CommandLine.arguments[1]"]
    for name in names:
        lines.append(
            f'try Data(Fixtures.{name}.utf8).write(to: URL(fileURLWithPath: folder + "/{prefix}-{name}.json"))'
        )
    with tempfile.TemporaryDirectory() as work:
        main = pathlib.Path(work) / "main.swift"
        main.write_text("\n".join(lines) + "\n")
        binary = pathlib.Path(work) / "fixtures"
        subprocess.run(
            ["swiftc", "-Onone", "-module-name", "Seeds", str(path), str(main), "-o", str(binary)],
            check=True,
        )
        subprocess.run([str(binary), str(json_seeds)], check=True)

# Webhook bodies: the fixtures, evaluated as above, then each prefixed with its server's byte.
webhook_fixtures = root / "Packages/LibraryDatabase/Tests/LibraryDatabaseTests/Support/WebhookFixtures.swift"
names = re.findall(r"^\s*static let (\w+)\b", webhook_fixtures.read_text(), re.M)
lines = ["import Foundation", "let folder = CommandLine.arguments[1]"]
for name in names:
    lines.append(
        f'try Data(WebhookFixtures.{name}.utf8).write(to: URL(fileURLWithPath: folder + "/{name}"))'
    )
with tempfile.TemporaryDirectory() as work:
    main = pathlib.Path(work) / "main.swift"
    main.write_text("\n".join(lines) + "\n")
    binary = pathlib.Path(work) / "webhook-fixtures"
    subprocess.run(
        ["swiftc", "-Onone", "-module-name", "Seeds", str(webhook_fixtures), str(main), "-o", str(binary)],
        check=True,
    )
    subprocess.run([str(binary), work], check=True)
    for name in names:
        server = next(server for server in servers if name.startswith(server))
        body = (pathlib.Path(work) / name).read_bytes()
        (webhook_seeds / f"{name}.json").write_bytes(bytes([servers[server]]) + body)
hooks = pathlib.Path(os.environ.get("SHOWTRACKER_SHARED_DATA") or root.parent / "shared/data") / "hooks"
for capture in sorted(hooks.glob("*/*.json")) if hooks.is_dir() else []:
    server = capture.parent.name
    if server in servers:
        (webhook_seeds / f"shared-{capture.name}").write_bytes(bytes([servers[server]]) + capture.read_bytes())

# CSV files: the quirks of TV Time's exports (quoted commas, doubled quotes, a line break in a
# field, CRLF, a byte order mark, an empty field, a year in a title), then the real files.
csv_seeds = output / "csv"
csv_seeds.mkdir(parents=True, exist_ok=True)
csv_files = [
    "tv_show_name,tv_show_id,created_at,archived\nLost,73739,2020-07-26 07:22:07,0\n",
    "archived,tv_show_name,tv_show_id\r\n0,\"Love, Death & Robots\",357888\r\n1,Doctor Who (2005),78804\r\n",
    "\ufeffepisode_number,episode_id,created_at,tv_show_name,episode_season_number\r\n"
    "1,332484,2019-04-26 13:23:11,The Big Bang Theory,1\r\n0,,2019-04-26 13:23:11,Chernobyl,1\r\n",
    'name,note\n"said ""hi""","two\nlines"\n"",\n',
    "key,series_name,s_id,season_number,episode_number,s_no,ep_no,created_at,rewatch_count\n"
    "watch-episode-1,Sh\u014dgun,389020,1,2,,,2024-03-01 20:00:00,0\n"
    "rewatch-episode-2,QI,72716,,,3,4,2021-03-01T20:00:00Z,2\n",
    # The fuzzers' seed library holds "Seed Show" (2010) with episodes S01E01 and S01E02, and a
    # watch of S01E01 at 2021-06-02T20:00:00Z: rows that match it, and one already there.
    "key,series_name,s_id,season_number,episode_number,created_at,rewatch_count\n"
    "watch-episode-1,Seed Show,,1,2,2021-03-01 20:00:00,0\n"
    "rewatch-episode-2,Seed Show (2010),,1,1,2021-06-02 21:00:00,3\n"
    "user-series-3,Seed Show,,,,2021-03-01 19:00:00,\n",
    "tv_show_name,episode_season_number,episode_number,created_at\n"
    "Seed Show,1,1,2021-06-02T20:00:00Z\nOther Show,2,5,1622664000\n",
    "series_name,series_id,type,entity_type,season_number,episode_number,watch_date,created_at,movie_name\n"
    "Seed Show,,watch,episode,1,2,1622664000,2021-06-02 20:00:00,\n,,watch,movie,,,,2021-06-02 20:00:00,Heat\n",
    "tv_show_name,tv_show_id,is_followed,is_favorited\nSeed Show,0,1,1\n",
]
for index, text in enumerate(csv_files):
    (csv_seeds / f"csv-{index}.csv").write_bytes(text.encode("utf-8"))
tvtime = pathlib.Path(os.environ.get("SHOWTRACKER_SHARED_DATA") or root.parent / "shared/data") / "tvtime"
for export in sorted(tvtime.glob("*.csv")) if tvtime.is_dir() else []:
    (csv_seeds / f"shared-{export.name}").write_bytes(export.read_bytes())

for snapshot in sorted((root / "Tests/FrontEndTests/__Snapshots__").glob("*/*.json")):
    (json_seeds / f"snapshot-{snapshot.parent.name}-{snapshot.name}").write_bytes(snapshot.read_bytes())

def swift_string(body):
    """The text of a Swift string literal's body: its escapes decoded."""
    simple = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}
    return re.sub(
        r"\\(u\{([0-9A-Fa-f]+)\}|.)",
        lambda m: chr(int(m.group(2), 16)) if m.group(2) else simple.get(m.group(1), m.group(0)),
        body,
    )


# Argument lists written as string literals in the tests: `library.run("history", "--json")`
# (the literal arguments before any variable) and arrays like `["history", "--limit", "5"]`.
literal = r'"(?:[^"\\\n]|\\.)*"'
literals = r"(" + literal + r"(?:\s*,\s*" + literal + r")*)"
patterns = [re.compile(r"\.run\(\s*" + literals), re.compile(r"\[\s*" + literals + r"\s*,?\s*\]")]
count = 0
seen = set()
tests = sorted((root / "Tests/EndToEndTests").glob("*.swift"))
tests += sorted((root / "Tests/ShowTrackerCLITests").glob("*.swift"))
for test in tests:
    for pattern in patterns:
        for match in pattern.finditer(test.read_text()):
            arguments = [
                swift_string(text[1:-1]).encode("utf-8", "surrogatepass")
                for text in re.findall(literal, match.group(1))
            ]
            seed = b"\0".join(arguments)
            if seed in seen:
                continue
            seen.add(seed)
            (argument_seeds / f"{test.stem}-{count}").write_bytes(seed)
            count += 1

# HTTP requests: what a browser sends to the app's pages, then the parser tests' requests.
host = "Host: 127.0.0.1:8080\r\n"
requests = [
    "GET / HTTP/1.1\r\n" + host + "Accept: text/html\r\nCookie: session=ab12; access=cd34\r\n\r\n",
    "GET /search?q=the+wire&page=2 HTTP/1.1\r\n" + host + "Connection: close\r\n\r\n",
    "GET /shows/12/The%20Wire%2Fx HTTP/1.1\r\n" + host + "\r\n",
    "GET /events HTTP/1.1\r\n" + host + "Accept: text/event-stream\r\nLast-Event-ID: 7\r\n\r\n",
    "POST /shows/12/watch HTTP/1.1\r\n" + host
    + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 37\r\n\r\n"
    + "csrf_token=0123abcd&episode=%E2%9C%93",
    "HEAD / HTTP/1.1\r\n" + host + "\r\nGET /history HTTP/1.1\r\n" + host + "\r\n",
    "\r\nGET / HTTP/1.0\r\n\r\n",
    # What issue #45 found killing or blocking `serve`.
    "GET /history?page=461168601842738792 HTTP/1.1\r\n" + host + "\r\n",
    "GET /stats?year=99999999999999999999 HTTP/1.1\r\n" + host + "\r\n",
    "POST /actions/history HTTP/1.1\r\n" + host
    + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 56\r\n\r\n"
    + "action=watchRemoved&show=1&episode=2&watchedAt=nan&x=inf",
    "GET /search?q=" + "+".join(["a"] * 200) + " HTTP/1.1\r\n" + host + "\r\n",
    "GET / HTTP/1.0\r\nHost: 127.0.0.1:8080\r\nHost: evil.example\r\n\r\n",
    "POST /actions/history HTTP/1.1\r\n" + host + "Origin: https://evil.example\r\n"
    + "Sec-Fetch-Site: cross-site\r\nContent-Length: 0\r\n\r\n",
]
# What a media server posts (issue #41): Plex's multipart body with its payload and a poster,
# Emby's URL-encoded data field, Jellyfin's plain JSON.
plex_body = (
    "--xYz\r\nContent-Disposition: form-data; name=\"payload\"\r\nContent-Type: application/json"
    "\r\n\r\n{\"event\":\"media.scrobble\"}\r\n--xYz\r\nContent-Disposition: form-data; "
    "name=\"thumb\"; filename=\"a.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\r\n--xYz--\r\n")
emby_body = "data=%7B%22Event%22%3A%22item.markplayed%22%7D"
jellyfin_body = '{"NotificationType":"PlaybackStop","PlayedToCompletion":true}'
for path, kind, body in [
    ("/hooks/plex?token=ab", 'multipart/form-data; boundary="xYz"', plex_body),
    ("/hooks/emby?token=ab", "application/x-www-form-urlencoded", emby_body),
    ("/hooks/jellyfin?token=ab", "text/plain", jellyfin_body),
]:
    requests.append(
        f"POST {path} HTTP/1.1\r\n" + host + f"Content-Type: {kind}\r\n"
        + f"Content-Length: {len(body.encode('utf-8', 'surrogatepass'))}\r\n\r\n" + body)

tests = root / "Packages/HTTPServer/Tests/HTTPServerTests/RequestParserTests.swift"
requests += [swift_string(text[1:-1]) for text in re.findall(literal, tests.read_text()) if "HTTP/" in text]
for index, request in enumerate(dict.fromkeys(requests)):
    (http_seeds / f"request-{index}").write_bytes(request.encode("utf-8", "surrogatepass"))

print(
    f"seeds: {len(list(json_seeds.iterdir()))} JSON documents, "
    f"{len(list(csv_seeds.iterdir()))} CSV files, "
    f"{len(list(webhook_seeds.iterdir()))} webhook bodies, {count} argument lists, "
    f"{len(list(http_seeds.iterdir()))} HTTP requests"
)
