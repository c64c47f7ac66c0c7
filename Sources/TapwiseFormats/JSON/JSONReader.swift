import Foundation

// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and every trace line of `tapwise simulate` (TapwiseTraces) and every layout
// (TapwiseAudit) is read through it; called out of line, it made a simulated event 10% dearer (issue 30's instruction
// guard).
/// The lab's one JSON grammar: a strict RFC 8259 reader that walks UTF-8 bytes once, front to back, and hands values to
/// its caller as it meets them. Traces and layouts both read through it.
///
/// It keeps no tree and no value's text: memory is the path to the current value (one step per open container) and,
/// for duplicate checks, the member names of the objects still open. What the caller keeps, such as a trace value's
/// text to echo, is the caller's choice: ``skipValue()`` checks a value and returns where its text is.
///
/// ```swift
/// // {"t": 0.4, "value": [1, 2]}
/// try reader.beginObject()
/// while let name = try reader.nextMember() {
///   switch name {
///   case "t": let number = try reader.readNumber()      // number.double(in: bytes) == 0.4
///   default: let text = reader.text(try reader.skipValue())   // "[1, 2]"
///   }
/// }
/// try reader.finish()
/// ```
///
/// Every error is a ``JSONError`` with the byte offset and the JSONPath of the value being read, such as
/// `$.views[0].frame[2]`. Objects may not repeat a member name; containers nest at most ``maximumDepth`` levels.
///
/// - Important: The reader holds an `UnsafeBufferPointer` to the text: use it only while that memory is valid, as
///   inside `withUnsafeBufferPointer`. ``read(_:_:)`` does this for a whole document.
public struct JSONReader {
  /// The deepest nesting of objects and arrays accepted; deeper text is an error, not a stack overflow.
  @usableFromInline static let maximumDepth = 512

  /// The text.
  public var bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  public var offset = 0
  /// Whether the reader keeps ``steps``; without them every error's path is `$`.
  @usableFromInline let tracksPath: Bool
  /// The steps from the root to the value being read.
  @usableFromInline var steps: [JSONPathStep] = []
  /// The containers open around the current position, outermost first.
  @usableFromInline var frames: [Frame] = []
  /// The member names seen so far in each open object that checks duplicates, by depth; reused from object to
  /// object so that small objects allocate nothing.
  @usableFromInline var names: [MemberNames] = []
  /// Where the name of the member last read starts, for errors about the name.
  @usableFromInline var memberStart = 0

  /// One open object or array.
  @usableFromInline struct Frame {
    /// Whether it is an object.
    @usableFromInline var isObject: Bool
    /// How many members or elements have started so far.
    @usableFromInline var count = 0
    /// Whether the reader checks member names for duplicates; `false` when the caller does.
    @usableFromInline var checksDuplicates: Bool

    @inlinable init(isObject: Bool, count: Int = 0, checksDuplicates: Bool) {
      self.isObject = isObject
      self.count = count
      self.checksDuplicates = checksDuplicates
    }
  }

  /// A reader at the start of a text.
  /// - Parameters:
  ///   - bytes: UTF-8 text, valid while the reader is used.
  ///   - tracksPath: Whether errors name the path of the value being read; a caller that never shows paths, as a
  ///     trace names columns, saves the work.
  @inlinable public init(_ bytes: UnsafeBufferPointer<UInt8>, tracksPath: Bool = true) {
    self.bytes = bytes
    self.tracksPath = tracksPath
  }

  /// Starts over on another text, keeping the memory already allocated for paths.
  /// - Parameters:
  ///   - bytes: UTF-8 text, valid while the reader is used.
  @inlinable @inline(__always) public mutating func restart(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    offset = 0
    while !steps.isEmpty { steps.removeLast() }
    while !frames.isEmpty { frames.removeLast() }
  }

  /// Reads a document held in a string, with a reader over its UTF-8 bytes that lives as long as they do.
  /// - Parameters:
  ///   - text: The document.
  ///   - body: Reads the document and returns what it makes of it; it calls ``finish()`` to check that nothing
  ///     follows the value it read.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @inlinable public static func read<Result, Failure: Error>(
    _ text: String, _ body: (inout JSONReader) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var utf8 = Array(text.utf8)
    let result: Swift.Result<Result, Failure> = utf8.withUnsafeMutableBufferPointer { buffer in
      var reader = JSONReader(UnsafeBufferPointer(buffer))
      do throws(Failure) {
        return .success(try body(&reader))
      } catch {
        return .failure(error)
      }
    }
    // Result.get() throws a typed error only from the Swift 6 standard library; the Apple SDKs' is 5.9.
    switch result {
    case .success(let value): return value
    case .failure(let error): throw error
    }
  }

  // MARK: - Containers

  /// Enters the object at the current position.
  /// - Parameters:
  ///   - checkingDuplicates: `false` when the caller checks member names itself, as code that knows every allowed
  ///     name can with a flag per name; it reports repeats with ``duplicateMember(_:)``.
  @inlinable @inline(__always) public mutating func beginObject(checkingDuplicates: Bool = true) throws(JSONError) {
    try expectContainer(UInt8(ascii: "{"), "an object")
    frames.append(Frame(isObject: true, checksDuplicates: checkingDuplicates))
    if checkingDuplicates {
      let depth = frames.count - 1
      while names.count <= depth { names.append(MemberNames()) }
      names[depth].removeAll()
    }
  }

  /// Moves to the next member of the innermost open object.
  /// - Returns: The member's name, with the reader at its value, which the caller must read or skip; or `nil` after
  ///   the object's closing brace.
  @inlinable public mutating func nextMember() throws(JSONError) -> String? {
    guard try moveToMemberName() else { return nil }
    let name = try scanString(decoding: true)
    try enterMember(name)
    return name
  }

  /// Moves to the next member of the innermost open object, matching its name against names known in advance
  /// without building a string for them: the fast path for objects with a fixed set of members.
  /// - Parameters:
  ///   - known: The names the caller expects.
  /// - Returns: The member, with the reader at its value; or `nil` after the object's closing brace.
  @inlinable @inline(__always) public mutating func nextMember(among known: KnownNames) throws(JSONError) -> Member? {
    guard try moveToMemberName() else { return nil }
    let start = offset + 1
    if let (index, length) = known.match(bytes, at: start) {
      offset = start + length
      try enterMember(known.names[index])
      return .known(index)
    }
    let name = try scanString(decoding: true)
    try enterMember(name)
    return known.names.firstIndex(of: name).map(Member.known) ?? .other(name)
  }

  /// A member found by ``nextMember(among:)``.
  public enum Member: Equatable, Sendable {
    /// One of the known names, by its index.
    case known(Int)
    /// Any other name.
    case other(String)
  }

  /// Member names known in advance, kept as one run of UTF-8 bytes for ``nextMember(among:)`` to compare without
  /// building strings.
  public struct KnownNames: Sendable {
    /// The names.
    public let names: [String]
    /// Every name's bytes followed by a closing quote, one after another.
    @usableFromInline let quoted: [UInt8]
    /// Where each name's bytes and quote lie in ``quoted``.
    @usableFromInline let ranges: [Range<Int>]
    /// The first eight bytes of each name and quote as one word (zero past the end), and a mask of those that count.
    @usableFromInline let heads: [(word: UInt64, mask: UInt64)]

    /// Prepares names for matching.
    /// - Parameters:
    ///   - names: The names, none of which needs an escape.
    @inlinable public init(_ names: [String]) {
      self.names = names
      var quoted: [UInt8] = []
      var ranges: [Range<Int>] = []
      var heads: [(word: UInt64, mask: UInt64)] = []
      for name in names {
        let start = quoted.count
        quoted += Array(name.utf8) + [UInt8(ascii: "\"")]
        ranges.append(start..<quoted.count)
        let head = Array(quoted[start..<min(start + 8, quoted.count)])
        let padding = [UInt8](repeating: 0, count: 8 - head.count)
        heads.append(
          (Self.word(head + padding), Self.word([UInt8](repeating: 0xFF, count: head.count) + padding)))
      }
      self.quoted = quoted
      self.ranges = ranges
      self.heads = heads
    }

    /// Eight bytes as a word in the machine's byte order, as a load from the text gives them.
    @inlinable static func word(_ bytes: [UInt8]) -> UInt64 {
      bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    }

    /// The name written at an offset, right after its opening quote, without escapes.
    ///
    /// With eight bytes left in the text, each name's first eight bytes (quote included) are one masked comparison
    /// of a word; only names longer than that compare the rest byte by byte.
    /// - Parameters:
    ///   - bytes: The text.
    ///   - start: The offset after the opening quote.
    /// - Returns: The name's index and the length of its text with the closing quote, or `nil` when the text there
    ///   is none of the names as written.
    @inlinable func match(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (index: Int, length: Int)? {
      let available = bytes.count - start
      guard available >= 8 else { return matchByBytes(bytes, at: start) }
      let word = UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self)
      return quoted.withUnsafeBufferPointer { quoted in
        for index in heads.indices where word & heads[index].mask == heads[index].word {
          let range = ranges[index]
          guard range.count > 8 else { return (index, range.count) }
          guard range.count <= available else { continue }
          var matched = 8
          while matched < range.count, bytes[start + matched] == quoted[range.lowerBound + matched] { matched += 1 }
          if matched == range.count { return (index, range.count) }
        }
        return nil
      }
    }

    /// ``match(_:at:)`` near the end of the text, where a word can't be loaded: byte by byte.
    @inlinable func matchByBytes(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (index: Int, length: Int)? {
      quoted.withUnsafeBufferPointer { quoted in
        for index in ranges.indices {
          let range = ranges[index]
          guard start + range.count <= bytes.count else { continue }
          var matched = 0
          while matched < range.count, bytes[start + matched] == quoted[range.lowerBound + matched] { matched += 1 }
          if matched == range.count { return (index, range.count) }
        }
        return nil
      }
    }
  }

  /// Moves past the separator before a member's name, or past the closing brace.
  /// - Returns: `true` at the name's opening quote, `false` after the closing brace.
  @inlinable @inline(__always) mutating func moveToMemberName() throws(JSONError) -> Bool {
    guard try moveToNext(closing: UInt8(ascii: "}"), in: "object") else { return false }
    skipWhitespace()
    guard byte == UInt8(ascii: "\"") else { throw syntaxError("expected a member name in double quotes") }
    memberStart = offset
    return true
  }

  /// Leaves the innermost container's previous member or element: moves past the comma after it, or past the
  /// container's end.
  /// - Parameters:
  ///   - closing: The container's closing byte.
  ///   - container: Its name in messages: `object` or `array`.
  /// - Returns: `true` before the next member or element, `false` after the closing byte.
  @inlinable @inline(__always) mutating func moveToNext(closing: UInt8, in container: String) throws(JSONError) -> Bool
  {
    let count = frames[frames.count - 1].count
    if count > 0, tracksPath { steps.removeLast() }
    skipWhitespace()
    switch byte {
    case closing:
      offset += 1
      // An object of many members gives its names back now rather than when the next object at its depth begins.
      if frames.removeLast().checksDuplicates { names[frames.count].release() }
      return false
    case UInt8(ascii: ",") where count > 0:
      offset += 1
      return true
    case _ where count > 0:
      throw syntaxError("expected ',' or '\(Character(Unicode.Scalar(closing)))' in \(container)")
    default:
      return true
    }
  }

  /// Records a member whose name was just read and moves past the colon after it.
  @inlinable @inline(__always) mutating func enterMember(_ name: String) throws(JSONError) {
    let frame = frames.count - 1
    if tracksPath { steps.append(.member(name)) }
    frames[frame].count += 1
    if frames[frame].checksDuplicates, !names[frame].insert(name) { throw duplicateMember(name) }
    skipWhitespace()
    guard byte == UInt8(ascii: ":") else {
      throw syntaxError("expected ':' after member name \(Quoting.quoted(name))")
    }
    offset += 1
  }

  /// Enters the array at the current position.
  @inlinable public mutating func beginArray() throws(JSONError) {
    try expectContainer(UInt8(ascii: "["), "an array")
    frames.append(Frame(isObject: false, checksDuplicates: false))
  }

  /// Moves to the next element of the innermost open array.
  /// - Returns: `true` with the reader at the element, which the caller must read or skip; `false` after the
  ///   array's closing bracket.
  @inlinable public mutating func nextElement() throws(JSONError) -> Bool {
    guard try moveToNext(closing: UInt8(ascii: "]"), in: "array") else { return false }
    let frame = frames.count - 1
    let count = frames[frame].count
    if tracksPath { steps.append(.element(count)) }
    frames[frame].count += 1
    return true
  }

  /// Checks that only whitespace follows the value just read.
  @inlinable @inline(__always) public mutating func finish() throws(JSONError) {
    skipWhitespace()
    guard offset == bytes.count else { throw syntaxError("unexpected text after the value") }
  }

  /// Whether the innermost open container is an object, or `nil` at the top level.
  @inlinable var isInObject: Bool? {
    frames.last?.isObject
  }

  /// How many containers are open around the current position.
  @inlinable var depth: Int {
    frames.count
  }

  // MARK: - Errors

  /// A problem with the content of the value being read, such as a wrong type or a value out of range.
  /// - Parameters:
  ///   - problem: What is wrong.
  ///   - member: A member of the object just read that the problem is about, when it is about one.
  /// - Returns: The error, at the value's path.
  @inlinable public func error(_ problem: String, member: String? = nil) -> JSONError {
    JSONError(
      kind: .content, offset: offset, path: path(appending: member.map { [.member($0)] } ?? []), problem: problem)
  }

  /// The error for a member name that the object already has.
  /// - Parameters:
  ///   - name: The repeated name, just read by ``nextMember()``.
  /// - Returns: A syntax error at the name.
  @inlinable public func duplicateMember(_ name: String) -> JSONError {
    syntaxError("duplicate member \(Quoting.quoted(name))", at: memberStart)
  }

  /// The path of the value being read, with some of its last steps replaced: for example a sibling's member.
  /// - Parameters:
  ///   - dropping: How many of the last steps to leave out.
  ///   - extra: Steps to add after that.
  /// - Returns: The path text, cut to a readable length.
  @inlinable public func path(droppingLast dropping: Int = 0, appending extra: [JSONPathStep] = []) -> String {
    JSONPath.text(steps.dropLast(dropping) + extra)
  }

  /// A problem with the text itself.
  /// - Parameters:
  ///   - problem: What is wrong.
  ///   - at: Where; the current offset by default.
  ///   - kind: `.syntax` or `.encoding`.
  /// - Returns: The error, at the path of the value being read.
  @inlinable func syntaxError(_ problem: String, at position: Int? = nil, kind: JSONError.Kind = .syntax) -> JSONError {
    JSONError(kind: kind, offset: position ?? offset, path: path(), problem: problem)
  }

  // MARK: - Bytes

  /// The byte at the current offset, or `nil` at the end.
  @inlinable var byte: UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  /// Moves past JSON whitespace: space, tab, line feed, carriage return.
  @inlinable mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  /// Moves the offset forward.
  /// - Parameters:
  ///   - count: How many bytes.
  @inlinable mutating func advance(by count: Int = 1) {
    offset += count
  }

  /// Moves into a container at the current offset, within the nesting limit.
  @inlinable @inline(__always) mutating func expectContainer(_ opening: UInt8, _ name: String) throws(JSONError) {
    skipWhitespace()
    guard byte == opening else { throw syntaxError("expected \(name)") }
    guard frames.count < Self.maximumDepth else {
      throw syntaxError("nesting deeper than \(Self.maximumDepth) levels")
    }
    offset += 1
  }
}

/// The member names of one open object, for duplicate checks in time linear in its members: the first few in a list
/// compared one by one (no hashing for the small objects that are most of them), the rest in a set.
@usableFromInline struct MemberNames {
  @usableFromInline static let few = 8
  @usableFromInline var list: [String] = []
  @usableFromInline var set: Set<String> = []

  @inlinable init() {}

  /// Adds a name.
  /// - Returns: `false` when the object already has it.
  @inlinable mutating func insert(_ name: String) -> Bool {
    guard list.count == Self.few else {
      if list.contains(name) { return false }
      list.append(name)
      if list.count == Self.few { set = Set(list) }
      return true
    }
    return set.insert(name).inserted
  }

  /// Forgets every name, keeping small storage for the next object at this depth.
  @inlinable mutating func removeAll() {
    list.removeAll(keepingCapacity: true)
    // Clearing keeps a large table's capacity and costs its size every time: give a large one back instead.
    if set.capacity > 64 { set = [] } else { set.removeAll(keepingCapacity: true) }
  }

  /// Gives back the storage of an object of many members when it closes.
  @inlinable mutating func release() {
    if set.capacity > 64 { set = [] }
  }
}
