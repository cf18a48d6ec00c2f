import LibraryClient
import LibraryClientLive
import ShowTrackerCLI
import TVMazeClient
import TVMazeClientLive

#if canImport(Glibc)
  import CMalloc
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  // One allocator arena for every thread. By default each thread that allocates gets an arena
  // of its own, which the GNU C library grows a page at a time, an `mprotect` call per 4 KiB:
  // the thread that runs a command's library work made about 300 of them, most of a
  // millisecond in every command (Docs/Performance.md, "Start-up"). A command runs its work
  // on one thread at a time, so the threads do not wait for each other's allocations.
  _ = mallopt(M_ARENA_MAX, 1)
#endif

// The composition root: the shell gets the live library files and the live TVMaze client here,
// so ShowTrackerCLI never depends on the database or the live TVMaze client (libcurl), not even
// through another module.
exit(await ShowTrackerCLI.main(libraryFiles: .live, tvmaze: TVMazeClient.live))
