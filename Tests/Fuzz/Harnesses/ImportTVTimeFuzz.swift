// libFuzzer harness: the TV Time importer on a temporary library (see ImportFuzzing.swift).

import LibraryDatabase

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTVTimeImport(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  fuzzImport(UnsafeBufferPointer(start: count == 0 ? nil : start, count: count), format: .tvtime)
  return 0
}
