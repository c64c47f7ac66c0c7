import TapwiseCore
import TapwiseFormats

extension TraceEvent {
  /// The member names an event may have, for the message about any other.
  static let memberNames = #"an event has "t", "value" and optionally "key""#
  /// The members an event may have, in the order `read` matches them.
  private static let members = JSONReader.KnownNames(["t", "value", "key"])

  /// Reads one line of a trace: `{"t": seconds, "value": any JSON, "key": optional string}`.
  ///
  /// This is the parser ``TraceReader`` runs on each non-blank line; the line must not be blank.
  ///
  /// ```swift
  /// try TraceEvent(jsonLine: #"{"t": 0.40, "value": [1], "key": "save"}"#, line: 3)
  /// // TraceEvent(line: 3, time: .milliseconds(400), valueText: "[1]", key: "save", keyText: #""save""#)
  /// ```
  /// - Parameters:
  ///   - text: The line, without its `\n`.
  ///   - line: Its 1-based number, for the event and errors.
  /// - Throws: ``TraceError`` naming the line and the problem, as ``Trace`` reports it.
  package init(jsonLine text: String, line: Int = 1) throws(TraceError) {
    self = try JSONReader.read(text) { (reader: inout JSONReader) throws(TraceError) in
      try Self.read(&reader, line: line)
    }
  }

  /// What a line says, as offsets into the line: what ``read(_:line:)`` makes an event of, and what the streamed
  /// simulation takes straight to its input.
  struct Parts {
    /// The event's time.
    var time: Duration
    /// Where the value's text lies in the line.
    var value: Range<Int>
    /// The key, unescaped, and where its text lies in the line.
    var key: (name: String, text: Range<Int>)?
  }

  /// Reads the event a reader is at the start of, and checks that nothing follows it.
  /// - Parameters:
  ///   - reader: A reader at the start of a non-blank line.
  ///   - line: The line's 1-based number.
  /// - Returns: The event, its value and key text as written.
  static func read(_ reader: inout JSONReader, line: Int) throws(TraceError) -> TraceEvent {
    TraceEvent(try readParts(&reader, line: line), in: reader, line: line)
  }

  /// The event of a line's parts.
  /// - Parameters:
  ///   - parts: What the line says.
  ///   - reader: The reader over the line, for the text of the value and the key.
  ///   - line: The line's 1-based number.
  init(_ parts: consuming Parts, in reader: borrowing JSONReader, line: Int) {
    self.init(
      line: line, time: parts.time, valueText: reader.text(parts.value), key: parts.key?.name,
      keyText: parts.key.map { reader.text($0.text) })
  }

  /// Reads the parts of the event a reader is at the start of, and checks that nothing follows it.
  /// - Parameters:
  ///   - reader: A reader at the start of a non-blank line.
  ///   - line: The line's 1-based number, for errors.
  /// - Returns: The event's time, and where its value and key are.
  static func readParts(_ reader: inout JSONReader, line: Int) throws(TraceError) -> Parts {
    do throws(JSONError) {
      guard try reader.peek() == .object else {
        let found = try reader.describeValue()
        throw reader.error(#"expected a JSON object such as {"t": 0.4, "value": 1}, got "# + found)
      }
      // Only three names are allowed, so a flag per name finds repeats without a set of names per line.
      try reader.beginObject(checkingDuplicates: false)
      var time: Duration?
      var value: Range<Int>?
      var key: (name: String, text: Range<Int>)?
      while let member = try reader.nextMember(among: members) {
        switch member {
        case .known(0):
          guard time == nil else { throw reader.duplicateMember("t") }
          time = try readTime(&reader)
        case .known(1):
          guard value == nil else { throw reader.duplicateMember("value") }
          value = try reader.skipValue()
        case .known(_):
          guard key == nil else { throw reader.duplicateMember("key") }
          guard try reader.peek() == .string else {
            let found = try reader.describeValue()
            throw reader.error(#""key" must be a string, got "# + found)
          }
          let start = reader.offset
          key = (try reader.readString(), start..<reader.offset)
        case .other(let name):
          throw reader.error("unknown member \(Quoting.quoted(name)); \(memberNames)")
        }
      }
      try reader.finish()
      guard let time else { throw reader.error(#"missing "t""#) }
      guard let value else { throw reader.error(#"missing "value""#) }
      return Parts(time: time, value: value, key: key)
    } catch {
      throw .input(line: line, error)
    }
  }

  /// Reads `t`: a number of seconds that ``TraceSeconds`` accepts.
  private static func readTime(_ reader: inout JSONReader) throws(JSONError) -> Duration {
    guard try reader.peek() == .number else {
      let found = try reader.describeValue()
      throw reader.error(#""t" must be a number of seconds, got "# + found)
    }
    let start = reader.offset
    let number = try reader.readNumber()
    do {
      return try TraceSeconds.duration(of: number, in: reader.bytes)
    } catch {
      throw reader.error("\"t\" \(error.requirement), got \(Quoting.excerpt(reader.text(start..<reader.offset)))")
    }
  }
}
