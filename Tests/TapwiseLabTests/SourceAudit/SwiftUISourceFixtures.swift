import Testing
import TapwiseFormats
@testable import TapwiseSourceAudit

/// Small SwiftUI sources for the SwiftUI rules' tests, and what the audit reads from them.
enum SwiftUISourceFixtures {
  /// A file whose one view's body is the given view expression, written from line 4, column 5.
  /// - Parameter view: The view expression.
  /// - Returns: The file's text.
  static func body(_ view: String) -> String {
    """
    import SwiftUI
    struct Screen: View {
      var body: some View {
        \(view)
      }
    }
    """
  }

  /// The SwiftUI targets of a file.
  static func targets(_ source: String) -> [SourceTarget] {
    SourceAnalysis.targets(inSource: source).filter { $0.framework == .swiftUI }
  }

  /// The one SwiftUI target of a body made of this view expression.
  static func target(_ view: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> SourceTarget {
    let found = targets(body(view))
    #expect(found.count == 1, "\(found.count) targets", sourceLocation: sourceLocation)
    return try #require(found.first, sourceLocation: sourceLocation)
  }

  /// The bounds of the width and height of the one target a view makes with `.onTapGesture { a() }` after it.
  static func tapped(_ view: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Double?] {
    try size("\(view).onTapGesture { a() }", sourceLocation: sourceLocation)
  }

  /// The bounds of the one target's width and height (`nil` where unknown).
  static func size(_ view: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Double?] {
    let found = try target(view, sourceLocation: sourceLocation)
    return [found.width.upperBound, found.height.upperBound]
  }
}
