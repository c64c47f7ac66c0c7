import TapwiseCore

// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and the reader's inlined code keeps these steps (issue 30's instruction guard).
/// One step from a JSON document's root towards a value: a member's name or an element's index.
public enum JSONPathStep: Hashable, Sendable {
  /// An object member.
  case member(String)
  /// An array element.
  case element(Int)
}

/// JSONPath text for locations in a document: `$` is the root, `.name` a member, `[2]` an element.
///
/// A member name that is not a plain identifier is written in brackets as a JSON string, so every path stays on one
/// line and reads back unambiguously: `$.views[0]["a b"]`, `$["line\nbreak"]`.
///
/// Paths in messages are cut to a readable length: a name longer than ``longestName`` characters keeps its start and
/// ends in `…`, and a path of more than ``longestPath`` characters keeps its first and last steps around a count of
/// the steps left out: `$.views[0].subviews[0]…(490 more steps)….subviews[0].frame[2]`.
public enum JSONPath {
  /// The longest member name a path spells out in full, in characters.
  @usableFromInline static let longestName = 32
  /// The longest path text before steps in the middle are left out, in characters.
  @usableFromInline static let longestPath = 120

  /// The path text of a list of steps from the root, cut to a readable length.
  /// - Parameters:
  ///   - steps: The steps from the root.
  /// - Returns: `$`, or for example `$.views[0].frame[2]`.
  @inlinable static func text(_ steps: some Collection<JSONPathStep>) -> String {
    shortened(steps.map(step), root: "$")
  }

  /// Path text from steps already written, cut to a readable length as ``text(_:)`` cuts JSON paths: more than
  /// ``longestPath`` characters keep the first and last steps around a count of the steps left out.
  /// - Parameters:
  ///   - parts: Each step's text, with its separator (`.name`, `[2]`, `/UIButton[a]`).
  ///   - root: The text before the first step, such as `$`.
  /// - Returns: The path text.
  @inlinable public static func shortened(_ parts: [String], root: String) -> String {
    let length = parts.reduce(root.count) { $0 + $1.count }
    guard length > longestPath else { return root + parts.joined() }
    // Keep a third of the budget for the start and the rest for the end, where the problem is.
    var head = 0
    var headLength = root.count
    while head < parts.count, headLength + parts[head].count <= longestPath / 3 {
      headLength += parts[head].count
      head += 1
    }
    var tail = parts.count
    var tailLength = 0
    while tail > head, tailLength + parts[tail - 1].count <= longestPath - longestPath / 3 {
      tailLength += parts[tail - 1].count
      tail -= 1
    }
    if tail == parts.count, tail > head { tail -= 1 }  // the last step always shows, however long
    let left = tail - head
    return root + parts[..<head].joined() + "…(\(left) more \(left == 1 ? "step" : "steps"))…"
      + parts[tail...].joined()
  }

  /// The text of one step: `.name`, `["odd name"]` or `[2]`.
  /// - Parameters:
  ///   - step: The step.
  /// - Returns: Its path text, with a long name cut.
  @inlinable static func step(_ step: JSONPathStep) -> String {
    switch step {
    case .member(let name): member(name)
    case .element(let index): "[\(index)]"
    }
  }

  /// The path step for a member.
  /// - Parameters:
  ///   - name: The member's name.
  /// - Returns: `.name`, or `["name"]` with JSON escapes when the name is not a plain identifier; a name longer than
  ///   ``longestName`` is cut and bracketed, as in `["aaaa…"]`.
  @inlinable static func member(_ name: String) -> String {
    if name.unicodeScalars.count > longestName {
      return "[\(JSONText.quoted(String(String.UnicodeScalarView(name.unicodeScalars.prefix(longestName - 1))) + "…"))]"
    }
    return isIdentifier(name) ? ".\(name)" : "[\(JSONText.quoted(name))]"
  }

  @inlinable static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
  }
}
