import Foundation
import ShowTrackerCLI

exit(await ShowTrackerCLI.main())
