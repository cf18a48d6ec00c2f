// libFuzzer harness: the TVMaze importer on a temporary library (see ImportFuzzing.swift).

import LibraryDatabase

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTVMazeImport(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  fuzzImport(UnsafeBufferPointer(start: count == 0 ? nil : start, count: count), format: .tvmaze)
  return 0
}
