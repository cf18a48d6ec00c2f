import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a process with no blocked signals and default signal actions, and waits for it.
///
/// The test runner's threads block most signals and `Foundation.Process` passes that mask on.
/// A tmux server started that way never sees SIGCHLD or SIGHUP, so it cannot notice its panes
/// exit or stop them; tmux is started through here instead.
enum CleanSpawn {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `executable arguments…` with its output discarded; returns its exit status.
  @discardableResult
  static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var files = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&files)
    defer { posix_spawn_file_actions_destroy(&files) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(
        &files, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }

    let strings = [executable] + arguments
    let argv = strings.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let environment =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in environment { free(pointer) } }

    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &files, &attributes, argv, environment)
    guard spawned == 0 else {
      throw Failure(
        description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return status
  }
}
