#!/usr/bin/env bash
# Builds `TerminalRestore` (the terminal's exit and signal path) with AddressSanitizer and drives
# it as the interactive app does: save the terminal's attributes, install the handlers, restore,
# remove. A global overwritten while saving (the 60-byte `termios` once went into a global laid
# out as 57 bytes, over `isArmed`) stops it with a global-buffer-overflow report.
#
#   Tests/asan-terminal-restore.sh [path/to/TerminalRestore.swift]
#
# Needs only `swiftc`; a few seconds, instead of an ASan build of the whole root package. Runs
# under a pseudo-terminal (`script`) when there is one, so `tcgetattr` reads real attributes.
set -euo pipefail

cd "$(dirname "$0")/.."
source=${1:-Apps/ShowTracker/Sources/Terminal/Internal/TerminalRestore.swift}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat >"$work/main.swift" <<'SWIFT'
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var attributes = termios()
let terminal = open("/dev/tty", O_RDWR)
if terminal >= 0 { _ = tcgetattr(terminal, &attributes) }
TerminalRestore.save(
  attributes, input: terminal >= 0 ? terminal : STDIN_FILENO, output: STDOUT_FILENO)
TerminalRestore.installSignalHandlers()
TerminalRestore.restoreNow()
TerminalRestore.removeSignalHandlers()
print("TerminalRestore: no global overwritten")
SWIFT

swiftc -sanitize=address -Onone -module-name Terminal "$source" "$work/main.swift" \
  -o "$work/restore" 2> >(grep -v "ld.gold: warning: Cannot export local symbol" >&2)
if command -v script >/dev/null; then
  # `script` does not pass the exit status on every system: look for the report as well.
  script -qec "$work/restore" /dev/null | tee "$work/log"
  ! grep -q "ERROR: AddressSanitizer" "$work/log"
else
  "$work/restore"
fi
