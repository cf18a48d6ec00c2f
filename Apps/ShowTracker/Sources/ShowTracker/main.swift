import Foundation
import LibraryClient
import LibraryClientLive
import ShowTrackerCLI

// The composition root: the shell gets the live library files here, so ShowTrackerCLI never
// depends on the database, not even through another module.
exit(await ShowTrackerCLI.main(libraryFiles: .live))
