import Testing
@testable import TapwiseFormats

/// The one JSON grammar: values read front to back, errors with their byte offset and JSONPath.
@Suite struct JSONReaderTests {
  /// Checks a whole document without keeping anything, as the reader does for an echoed value.
  private func check(_ text: String) throws(JSONError) {
    try JSONReader.read(text) { (reader: inout JSONReader) throws(JSONError) in
      try reader.skipValue()
      try reader.finish()
    }
  }

  /// The error a document gets, if any.
  private func error(_ text: String) -> JSONError? {
    do {
      try check(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func aSkippedValueIsItsExactSourceText() throws {
    let text = try JSONReader.read(#"{"t": 0.70, "value": {"b" : 1.0, "a": [1e3, "\u00e9"]}}"#) {
      (reader: inout JSONReader) throws(JSONError) -> String in
      try reader.beginObject()
      var value = ""
      while let name = try reader.nextMember() {
        let range = try reader.skipValue()
        if name == "value" { value = reader.text(range) }
      }
      return value
    }
    #expect(text == #"{"b" : 1.0, "a": [1e3, "\u00e9"]}"#)
  }

  @Test func membersComeInSourceOrder() throws {
    let names = try JSONReader.read(#"{"z": 1, "a": [2], "m": {}}"#) {
      (reader: inout JSONReader) throws(JSONError) -> [String] in
      try reader.beginObject()
      var names: [String] = []
      while let name = try reader.nextMember() {
        names.append(name)
        try reader.skipValue()
      }
      return names
    }
    #expect(names == ["z", "a", "m"])
  }

  @Test func escapesAndSurrogatePairsDecode() throws {
    let string = try JSONReader.read(#""a\"b\\c\/\n\ud83d\ude00é""#) {
      (reader: inout JSONReader) throws(JSONError) in try reader.readString()
    }
    #expect(string == "a\"b\\c/\n😀é")
  }

  @Test func numbersKeepTheirPartsAndValue() throws {
    let value = try JSONReader.read("-12.50e1") { (reader: inout JSONReader) throws(JSONError) -> Double in
      let number = try reader.readNumber()
      #expect(number.negative && number.integer == 1..<3 && number.fraction == 4..<6 && number.exponent == 1)
      return number.double(in: reader.bytes)
    }
    #expect(value == -125)
  }

  @Test(arguments: [
    ("{\"t\": NaN}", "NaN and Infinity are not JSON numbers"),
    ("{\"t\": Infinity}", "NaN and Infinity are not JSON numbers"),
    ("Nope", "unexpected character 'N'"),
    ("{\"t\": Inf}", "unexpected character 'I'"),
    ("{\"t\": 01}", "expected ',' or '}' in object"),
    ("{\"t\" 1}", "expected ':' after member name \"t\""),
    ("{\"t\": 1, \"t\": 2}", "duplicate member \"t\""),
    ("{\"a\": 1, \"\\u0061\": 2}", "duplicate member \"a\""),
    ("{\"t\": 1,}", "expected a member name in double quotes"),
    ("[1, 2", "expected ',' or ']' in array"),
    ("[1 2]", "expected ',' or ']' in array"),
    ("\"abc", "unterminated string"),
    ("\"a\u{01}\"", "control character in string; escape it"),
    ("{\"t\": 1} x", "unexpected text after the value"),
    ("", "expected a value, found the end of the text"),
    ("{\"t\": -}", "expected a digit"),
    ("{\"t\": 1.}", "expected a digit after '.'"),
    ("1e+", "expected a digit in the exponent"),
    ("0x10", "unexpected text after the value"),
    ("+1", "unexpected character '+'"),
    ("\"\\ud800\"", "lone surrogate"),
    ("\"\\ud800\\u0041\"", "invalid surrogate pair"),
    ("\"\\u12\"", "expected four hex digits"),
    ("tru", "expected 'true'"),
    ("nul", "expected 'null'"),
    ("é", "unexpected character 'é'"),
    ("[\"\\é\"]", "invalid escape '\\é'"),
    // Control characters are named, never echoed: input can't put a terminal escape or a newline into a message.
    ("{\"t\": \u{1B}[31m}", "unexpected character 'U+001B'"),
    ("[\"\\\n\"]", "invalid escape '\\U+000A'"),
    ("\u{7F}", "unexpected character 'U+007F'"),
  ])
  func malformedDocumentsNameTheProblem(text: String, problem: String) {
    #expect(error(text)?.problem == problem)
    #expect(error(text)?.kind == .syntax)
  }

  @Test func errorsNameThePathOfTheValueBeingReadAndTheByteOffset() {
    let cases: [(String, String, Int)] = [
      (#"{"a": [1, {"b c": NaN}]}"#, #"$.a[1]["b c"]"#, 18),
      (#"{"a": 1, "a": 2}"#, "$.a", 9),
      (#"[1, 2, tru]"#, "$[2]", 10),
      (#"{"a": 1"#, "$", 7),
    ]
    for (text, path, offset) in cases {
      #expect(error(text)?.path == path, "\(text)")
      #expect(error(text)?.offset == offset, "\(text)")
    }
  }

  @Test(arguments: [
    [0xFF] as [UInt8], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80],
  ])
  func invalidUTF8InAStringIsAnEncodingErrorAtItsByte(sequence: [UInt8]) {
    let text = String(decoding: Array(#"["ok", "a"#.utf8), as: UTF8.self)
    let bytes = Array(text.utf8) + sequence + Array(#""]"#.utf8)
    let error = bytes.withUnsafeBufferPointer { buffer -> JSONError? in
      var reader = JSONReader(buffer)
      do throws(JSONError) {
        try reader.skipValue()
        return nil
      } catch {
        return error
      }
    }
    #expect(error == JSONError(kind: .encoding, offset: 9, path: "$[1]", problem: "not valid UTF-8"))
  }

  @Test func nestingIsAcceptedTo512LevelsAndAnErrorBeyond() {
    func nested(_ depth: Int) -> String {
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }
    #expect(error(nested(JSONReader.maximumDepth)) == nil)
    #expect(error(nested(JSONReader.maximumDepth + 1))?.problem == "nesting deeper than 512 levels")
    #expect(error(nested(100_000))?.problem == "nesting deeper than 512 levels")
  }

  /// Before the cut, the error for 513 levels carried a path of 512 steps: about 3 KB on one line.
  @Test func aDeepPathIsCutToAReadableLengthKeepingItsEnds() throws {
    let text = String(repeating: #"{"views": ["#, count: 300) + "x"
    let path = try #require(error(text)?.path)
    #expect(path.count <= JSONPath.longestPath + 30)
    #expect(path.hasPrefix("$.views[0].views[0]"))
    #expect(path.hasSuffix(".views[0]"))
    #expect(path.contains("more steps)…"))
  }

  @Test func aLongMemberNameIsCutInPathsAndMessages() throws {
    let name = String(repeating: "n", count: 10_000)
    let problem = try #require(error(#"{"\#(name)": 1, "\#(name)": 2}"#))
    #expect(problem.path == "$[\"" + String(repeating: "n", count: JSONPath.longestName - 1) + "…\"]")
    #expect(
      problem.problem == "duplicate member \"" + String(repeating: "n", count: Quoting.longestExcerpt - 1) + "…\"")
  }

  /// The duplicate check keeps each open object's names in a set: the last of 100,000 members is checked against
  /// all the others.
  @Test func aDuplicateAmongManyMembersIsFound() {
    let members = (0..<100_000).map { #""m\#($0)": \#($0)"# }.joined(separator: ", ")
    #expect(error("{\(members)}") == nil)
    #expect(error("{\(members), \"m5\": 0}")?.problem == #"duplicate member "m5""#)
  }

  @Test func aValueIsDescribedByItsTypeOrItsTextCut() throws {
    func described(_ text: String) throws -> String {
      try JSONReader.read(text) { (reader: inout JSONReader) throws(JSONError) in try reader.describeValue() }
    }
    #expect(try described("{}") == "an object")
    #expect(try described("[1]") == "an array")
    #expect(try described(#""1""#) == #"string "1""#)
    #expect(try described("-7.5") == "number -7.5")
    #expect(try described("false") == "false")
    #expect(try described("null") == "null")
    let long = "\"" + String(repeating: "x", count: 100_000) + "\""
    #expect(try described(long) == "string \"" + String(repeating: "x", count: Quoting.longestExcerpt - 2) + "…")
  }

  /// Known names are matched as written, whatever their length and wherever the line ends: a name that another
  /// begins with, a name longer than the eight bytes matched at once, one in the last bytes of the text, and a
  /// name written with an escape, which only the slow path decodes.
  @Test(arguments: [
    (#"{"t": 1}"#, [JSONReader.Member.known(0)]),
    (#"{"type": 1, "t": 2}"#, [.other("type"), .known(0)]),
    (#"{"touchesOutsideBounds": 1, "touches": 2}"#, [.known(2), .other("touches")]),
    (#"{"touchesOutsideBoundz": 1}"#, [.other("touchesOutsideBoundz")]),
    (#"{"v":1,"t":2}"#, [.other("v"), .known(0)]),
    (#"{"t":1,"value":2}"#, [.known(0), .known(1)]),
    (#"{"\u0074": 1}"#, [.known(0)]),
  ])
  func knownNamesMatchAsWritten(text: String, expected: [JSONReader.Member]) throws {
    let known = JSONReader.KnownNames(["t", "value", "touchesOutsideBounds"])
    let members = try JSONReader.read(text) { (reader: inout JSONReader) throws(JSONError) -> [JSONReader.Member] in
      try reader.beginObject()
      var members: [JSONReader.Member] = []
      while let member = try reader.nextMember(among: known) {
        members.append(member)
        try reader.skipValue()
      }
      try reader.finish()
      return members
    }
    #expect(members == expected)
  }

  /// The limit counts characters, not bytes: text of many bytes but few characters is kept whole.
  @Test func anExcerptCountsCharacters() {
    let limit = Quoting.longestExcerpt
    for unit in ["x", "é", "e\u{301}", "👩‍👩‍👧"] {
      let whole = String(repeating: unit, count: limit)
      #expect(Quoting.excerpt(whole) == whole)
      #expect(Quoting.excerpt(whole + unit) == String(repeating: unit, count: limit - 1) + "…")
    }
    #expect(Quoting.excerpt("") == "")
  }
}
