import Foundation
import TapwiseCore
import TapwiseFormats

extension Layout {
  /// The members a layout's root object may have.
  static let rootMembers = JSONReader.KnownNames(["width", "height", "views"])
  /// The members a view object may have.
  static let viewMembers = JSONReader.KnownNames([
    "id", "kind", "frame", "hidden", "alpha", "interactive", "enabled", "outsets", "minimumTouchSize",
    "touchesOutsideBounds", "subviews",
  ])
  /// Ids that output uses for something else.
  static let reservedIDs = ["window": "the window itself", "none": "a point that no view receives"]
  /// The largest layout file read: 64 MiB (67,108,864 bytes).
  package static let maximumFileSize = 64 << 20

  /// Parses a layout file's text.
  /// - Parameters:
  ///   - text: The JSON text.
  /// - Returns: The layout.
  /// - Throws: ``LayoutError`` naming the JSON path of the first problem, or the line and column of malformed
  ///   JSON.
  package static func parse(_ text: String) throws(LayoutError) -> Layout {
    try parse(utf8: Array(text.utf8))
  }

  /// Parses a layout file's bytes in one pass, front to back, keeping nothing but the layout itself.
  /// - Parameters:
  ///   - bytes: The JSON text, UTF-8.
  /// - Returns: The layout.
  /// - Throws: ``LayoutError`` naming the JSON path of the first problem, or the line and column of malformed
  ///   JSON.
  package static func parse(utf8 bytes: [UInt8]) throws(LayoutError) -> Layout {
    let result = bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      do throws(JSONError) {
        let layout = try parseWindow(&reader)
        try reader.finish()
        return Result<Layout, LayoutError>.success(layout)
      } catch {
        return .failure(LayoutError(error, in: buffer))
      }
    }
    // Result.get() throws a typed error only from the Swift 6 standard library; the Apple SDKs' is 5.9.
    switch result {
    case .success(let value): return value
    case .failure(let error): throw error
    }
  }

  /// Reads and parses a layout file, or standard input for `-`.
  /// - Parameters:
  ///   - path: The file's path, or `-`.
  /// - Returns: The layout.
  /// - Throws: ``LayoutError`` whose location starts with the path, such as `a.json: $.views[0].frame[2]`, or that
  ///   says why the file can't be read.
  package static func read(contentsOfFile path: String) throws(LayoutError) -> Layout {
    let name = path == InputFile.standardInputPath ? "standard input" : path
    let bytes: [UInt8]
    do {
      bytes = try InputFile(path: path).readAll(upTo: maximumFileSize)
    } catch {
      throw LayoutError(location: name, problem: "can't read the file: \(error.reason)")
    }
    guard bytes.count <= maximumFileSize else {
      throw LayoutError(
        location: name, problem: "larger than 64 MiB (\(maximumFileSize) bytes), the largest layout file read")
    }
    do {
      return try parse(utf8: bytes)
    } catch {
      throw LayoutError(location: "\(name): \(error.location)", problem: error.problem)
    }
  }

  private static func parseWindow(_ reader: inout JSONReader) throws(JSONError) -> Layout {
    try expect(.object, "an object", &reader)
    try reader.beginObject(checkingDuplicates: false)
    var size: (width: CGFloat?, height: CGFloat?)
    var views: [LayoutView]?
    while let member = try reader.nextMember(among: rootMembers) {
      guard case .known(let index) = member else { throw unknownMember(member, allowed: rootMembers, reader) }
      let name = rootMembers.names[index]
      switch name {
      case "width", "height":
        guard (name == "width" ? size.width : size.height) == nil else { throw reader.duplicateMember(name) }
        let (value, text) = try number(&reader)
        guard value > 0 else { throw reader.error("the window's \(name) must be positive, found \(text)") }
        if name == "width" { size.width = value } else { size.height = value }
      default:
        guard views == nil else { throw reader.duplicateMember(name) }
        var lines = ViewLines()
        views = try parseViews(&reader, &lines)
      }
    }
    guard let width = size.width else { throw reader.error(#"missing "width""#) }
    guard let height = size.height else { throw reader.error(#"missing "height""#) }
    return Layout(size: CGSize(width: width, height: height), views: views ?? [])
  }

  private static func parseViews(_ reader: inout JSONReader, _ lines: inout ViewLines) throws(JSONError) -> [LayoutView]
  {
    try expect(.array, "an array", &reader)
    try reader.beginArray()
    var views: [LayoutView] = []
    var ids: [String: Int] = [:]
    while try reader.nextElement() {
      views.append(try parseView(&reader, index: views.count, siblings: &ids, &lines))
    }
    return views
  }

  /// One view object; `siblings` maps the ids of the views before it under the same parent to their indices.
  private static func parseView(
    _ reader: inout JSONReader, index: Int, siblings: inout [String: Int], _ lines: inout ViewLines
  ) throws(JSONError) -> LayoutView {
    try expect(.object, "an object", &reader)
    try reader.beginObject(checkingDuplicates: false)
    let start = lines.starts.position(of: reader.offset - 1, in: reader.bytes)
    var seen: UInt32 = 0
    var view = LayoutView(id: "", frame: .zero)
    var given = (id: false, frame: false, enabled: false)
    while let member = try reader.nextMember(among: viewMembers) {
      guard case .known(let index) = member else { throw unknownMember(member, allowed: viewMembers, reader) }
      let name = viewMembers.names[index]
      guard seen & 1 << index == 0 else { throw reader.duplicateMember(name) }
      seen |= 1 << index
      switch name {
      case "id":
        view.id = try parseID(&reader)
        if let first = siblings[view.id] {
          let firstPath = reader.path(droppingLast: 2, appending: [.element(first), .member("id")])
          throw reader.error("duplicate id \(Quoting.quoted(view.id)) among siblings (first at \(firstPath))")
        }
        siblings[view.id] = index
        given.id = true
      case "kind":
        view.kind = try parseKind(&reader)
      case "frame":
        let frame = try parseNumbers(&reader, names: ["x", "y", "width", "height"], nonNegative: [2, 3])
        view.frame = CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        given.frame = true
      case "hidden": view.isHidden = try readBool(&reader)
      case "interactive": view.isInteractive = try readBool(&reader)
      case "touchesOutsideBounds": view.receivesTouchesOutsideBounds = try readBool(&reader)
      case "enabled":
        view.isEnabled = try readBool(&reader)
        given.enabled = true
      case "alpha":
        let (alpha, text) = try number(&reader)
        guard (0...1).contains(alpha) else { throw reader.error("alpha must lie between 0 and 1, found \(text)") }
        view.alpha = alpha
      case "outsets":
        let values = try parseNumbers(&reader, names: ["top", "left", "bottom", "right"], nonNegative: [])
        view.outsets = TouchOutsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
      case "minimumTouchSize":
        let values = try parseNumbers(&reader, names: ["width", "height"], nonNegative: [0, 1])
        view.minimumTouchSize = CGSize(width: values[0], height: values[1])
      default:
        view.subviews = try parseViews(&reader, &lines)
      }
    }
    // Views end in file order as their objects close, children first, so each counter reads each byte once.
    let end = lines.ends.position(of: reader.offset, in: reader.bytes)
    view.region = SourceRegion(start, end)
    guard given.id else { throw reader.error(#"missing "id""#) }
    guard given.frame else { throw reader.error(#"missing "frame""#) }
    if given.enabled, !view.kind.isControl {
      throw reader.error(
        #"only controls (button, slider, switch) can be disabled; this view's kind is "\#(view.kind.rawValue)""#,
        member: "enabled")
    }
    return view
  }

  /// Counts lines up to each view's start and end: starts come in file order, and so do ends.
  private struct ViewLines {
    var starts = LineCounter()
    var ends = LineCounter()
  }

  private static func parseID(_ reader: inout JSONReader) throws(JSONError) -> String {
    try expect(.string, "a string", &reader)
    let id = try reader.readString()
    guard !id.isEmpty else { throw reader.error("an id must not be empty") }
    guard !id.contains("/") else { throw reader.error(#"an id must not contain "/", which separates path parts"#) }
    guard !id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      throw reader.error(
        "the id \(Quoting.quoted(id)) contains a control character; output prints one view per line")
    }
    if let meaning = reservedIDs[id] {
      throw reader.error("the id \"\(id)\" is reserved: output uses it for \(meaning)")
    }
    return id
  }

  private static func parseKind(_ reader: inout JSONReader) throws(JSONError) -> LayoutView.Kind {
    try expect(.string, "a string", &reader)
    let text = try reader.readString()
    guard let kind = LayoutView.Kind(rawValue: text) else {
      let kinds = LayoutView.Kind.allCases.map(\.rawValue).joined(separator: ", ")
      throw reader.error("unknown kind \(Quoting.quoted(text)); expected one of \(kinds)")
    }
    return kind
  }

  /// An array of numbers with one name per element, such as `[x, y, width, height]`.
  private static func parseNumbers(
    _ reader: inout JSONReader, names: [String], nonNegative: Set<Int>
  ) throws(JSONError) -> [CGFloat] {
    try expect(.array, "an array", &reader)
    try reader.beginArray()
    var values: [CGFloat] = []
    var count = 0
    while try reader.nextElement() {
      defer { count += 1 }
      guard count < names.count else {
        try reader.skipValue()
        continue
      }
      let (value, text) = try number(&reader)
      if nonNegative.contains(count), value < 0 {
        throw reader.error("the \(names[count]) must not be negative, found \(text)")
      }
      values.append(value)
    }
    guard count == names.count else {
      throw reader.error("expected \(names.count) numbers [\(names.joined(separator: ", "))], found \(count)")
    }
    return values
  }

  /// A number within ``LayoutNumber``'s range, and its text for messages.
  private static func number(_ reader: inout JSONReader) throws(JSONError) -> (CGFloat, text: String) {
    try expect(.number, "a number", &reader)
    let start = reader.offset
    let number = try reader.readNumber()
    let text = Quoting.excerpt(reader.text(start..<reader.offset))
    guard let value = LayoutNumber.value(of: number, in: reader.bytes) else {
      throw reader.error(LayoutNumber.outOfRange(text))
    }
    return (value, text)
  }

  private static func readBool(_ reader: inout JSONReader) throws(JSONError) -> Bool {
    try expect(.boolean, "true or false", &reader)
    return try reader.readBool()
  }

  /// Checks the type of the value the reader is at, or throws `expected …, found …`.
  private static func expect(_ type: JSONType, _ expected: String, _ reader: inout JSONReader) throws(JSONError) {
    guard try reader.peek() != type else { return }
    let found = try reader.describeValue()
    throw reader.error("expected \(expected), found \(found)")
  }

  private static func unknownMember(
    _ member: JSONReader.Member, allowed: JSONReader.KnownNames, _ reader: JSONReader
  ) -> JSONError {
    let name = if case .other(let name) = member { name } else { "" }
    return reader.error(
      "unknown member \(Quoting.quoted(name)); expected one of \(allowed.names.joined(separator: ", "))")
  }
}
