import LibraryClient
import LibraryClientLive
import ShowTrackerCLI
import TVMazeClient
import TVMazeClientLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The composition root: the shell gets the live library files and the live TVMaze client here,
// so ShowTrackerCLI never depends on the database or the live TVMaze client (libcurl), not even
// through another module.
exit(await ShowTrackerCLI.main(libraryFiles: .live, tvmaze: TVMazeClient.live))
