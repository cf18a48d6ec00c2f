// libFuzzer harness: the import JSON parser, whole and streaming, on arbitrary bytes.
//
// Checks, beyond "does not crash, hang or overflow the stack":
// - a syntax error points inside the input;
// - a top-level array read an element at a time (`ArrayReader`) gives exactly the elements of
//   the whole parse, and rejects exactly the documents the whole parse rejects, with the same
//   error;
// - `JSONFile` (UTF-8 check, byte order mark, then whole or streaming) reads every item or
//   fails with one `TextFormatError` whose description is one harmless line.

import TextFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONParser(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: count == 0 ? nil : start, count: count)
  checkWholeAndStreaming(bytes)
  checkDocument(bytes)
  return 0
}

private func checkWholeAndStreaming(_ bytes: UnsafeBufferPointer<UInt8>) {
  let whole: Result<JSONValue, JSONParser.SyntaxError>
  do {
    whole = .success(try JSONParser.parse(bytes))
  } catch {
    require((0...bytes.count).contains(error.offset), "offset \(error.offset) outside the input")
    whole = .failure(error)
  }

  let reader: JSONParser.ArrayReader?
  do {
    reader = try JSONParser.ArrayReader(bytes)
  } catch {
    guard case .failure(let expected) = whole else {
      fatalError("fuzz check failed: the array reader rejected a document the parser accepts")
    }
    require(error == expected, "the array reader said \(error), the parser \(expected)")
    return
  }
  guard var reader else {
    if case .success(.array) = whole {
      fatalError("fuzz check failed: the array reader did not see an array")
    }
    return
  }
  guard case .success(.array(let elements)) = whole else {
    fatalError("fuzz check failed: the array reader accepted what the parser did not: \(whole)")
  }
  require(reader.count == elements.count, "count \(reader.count), parsed \(elements.count)")
  var index = 0
  do {
    while let element = try reader.next() {
      require(index < elements.count, "more elements than counted")
      require(element == elements[index], "element \(index) differs from the whole parse")
      index += 1
    }
  } catch {
    fatalError("fuzz check failed: a checked array failed while read: \(error)")
  }
  require(index == elements.count, "read \(index) of \(elements.count) elements")
}

private func checkDocument(_ bytes: UnsafeBufferPointer<UInt8>) {
  do {
    switch try JSONFile.parse(bytes) {
    case .value:
      break
    case .items(var items):
      var read = 0
      while try items.next() != nil { read += 1 }
      require(read == items.count, "read \(read) of \(items.count) items")
    }
  } catch {
    require(isOneHarmlessLine(error.description), "error not one harmless line: \(error)")
  }
}
