import Foundation
import TapwiseCore
import TapwiseFormats

extension AuditReport {
  /// A `tooSmall` finding in Swift source: a target whose hit area the code bounds below the minimum size in at
  /// least one dimension.
  ///
  /// It is data, as the Swift front end found it; the report knows no syntax. The message names the target, the
  /// bounds and the expressions that fix them:
  ///
  /// ```text
  /// Button#1: its hit area is at most 24×24 pt (.frame(width: 24, height: 24)), below 44×44
  /// closeButton (UIButton): its hit area is at most 30 pt high (heightAnchor.constraint(equalToConsta…), below 44×44
  /// ```
  package struct SourceFinding: Sendable, Equatable {
    /// An upper bound on the hit area in one dimension, and the expression that fixes it.
    package struct Bound: Sendable, Equatable {
      /// The bound, in points.
      package var length: Double
      /// The expression as written, on one line and cut to a readable length (``Quoting/printableExcerpt(_:)``).
      package var expression: String

      /// Creates a bound.
      /// - Parameters:
      ///   - length: The bound, in points.
      ///   - expression: The expression, on one line, printable.
      package init(_ length: Double, fixedBy expression: String) {
        self.length = length
        self.expression = expression
      }
    }

    /// What would fix the finding: one clause for the text and xcode formats, and an edit for SARIF when there is a
    /// place to make it without guessing.
    package struct Fix: Sendable, Equatable {
      /// `add .minimumTouchSize() to fix`, `set tw.minimumTouchSize to fix`.
      package var clause: String
      /// The edit, or `nil` when the fix is known but not where to write it.
      package var edit: Edit?

      /// Creates a fix.
      /// - Parameters:
      ///   - clause: The clause.
      ///   - edit: The edit, if there is one.
      package init(clause: String, edit: Edit?) {
        self.clause = clause
        self.edit = edit
      }
    }

    /// Text to insert at one place of the file.
    package struct Edit: Sendable, Equatable {
      /// What the edit does, one sentence: `Add .minimumTouchSize() to the Button.`
      package var description: String
      /// Where to insert, line and column from 1, columns in Unicode scalars as every place in the report.
      package var line: Int
      /// The column, from 1.
      package var column: Int
      /// The text inserted.
      package var text: String

      /// Creates an edit.
      /// - Parameters:
      ///   - description: What the edit does.
      ///   - line: Where to insert: the line.
      ///   - column: The column.
      ///   - text: The text inserted.
      package init(description: String, line: Int, column: Int, text: String) {
        self.description = description
        self.line = line
        self.column = column
        self.text = text
      }
    }

    /// The file's path as the user named it.
    package var file: String
    /// The type the target is declared in (the scene), or `nil` at the file's top level.
    package var scene: String?
    /// The target's name in its type: `closeButton`, `Button#2`.
    package var id: String
    /// What the code calls the target: `Button`, `onTapGesture`, `UIButton`.
    package var kind: String
    /// The target's framework, `swiftUI` or `uiKit`.
    package var framework: String
    /// Where the finding is placed: a SwiftUI target's view expression, or the UIKit expression that fixes the small
    /// dimension.
    package var region: SourceRegion
    /// The width's bound, or `nil` when the code doesn't fix one.
    package var width: Bound?
    /// The height's bound, or `nil` when the code doesn't fix one.
    package var height: Bound?
    /// The size the target is held to.
    package var minimumSize: CGSize
    /// What would fix it, or `nil` when adding Tapwise's minimum touch size wouldn't.
    package var fix: Fix?
    /// How serious it is.
    package var severity = Severity.warning
    /// Whether the baseline holds it.
    package var isBaselined = false
    /// Why it is suppressed, if it is.
    package var suppression: Suppression?

    /// Creates a finding, neither baselined nor suppressed.
    /// - Parameters:
    ///   - file: The file's path as the user named it.
    ///   - scene: The type the target is declared in.
    ///   - id: The target's name in its type.
    ///   - kind: What the code calls the target.
    ///   - framework: `swiftUI` or `uiKit`.
    ///   - region: Where the finding is placed.
    ///   - width: The width's bound, if known.
    ///   - height: The height's bound, if known.
    ///   - minimumSize: The size the target is held to.
    ///   - fix: What would fix it.
    package init(
      file: String, scene: String?, id: String, kind: String, framework: String, region: SourceRegion, width: Bound?,
      height: Bound?, minimumSize: CGSize, fix: Fix?
    ) {
      self.file = file
      self.scene = scene
      self.id = id
      self.kind = kind
      self.framework = framework
      self.region = region
      self.width = width
      self.height = height
      self.minimumSize = minimumSize
      self.fix = fix
    }

    /// The rule it breaks: only size is known from source.
    package var rule: AuditRule { .tooSmall }

    /// Whether it counts toward the exit status: neither baselined nor suppressed.
    package var counts: Bool { !isBaselined && suppression == nil }

    /// The target as the message names it: its name, with its kind when the name doesn't start with it
    /// (`Button#2`, `closeButton (UIButton)`).
    package var target: String {
      id.hasPrefix(kind) ? id : "\(id) (\(kind))"
    }

    /// The target and what is wrong, without the fix: `Button#1: its hit area is at most 24×24 pt (.frame(…)),
    /// below 44×44`.
    package var message: String {
      let number = { (length: Double) in GeometryText.number(CGFloat(length)) }
      let bounds: String
      switch (width, height) {
      case let (width?, height?) where width.expression == height.expression:
        bounds = "\(number(width.length))×\(number(height.length)) pt (\(width.expression))"
      case let (width?, height?)
      where width.length < Double(minimumSize.width) && height.length < Double(minimumSize.height):
        bounds =
          "\(number(width.length)) pt wide (\(width.expression)) and \(number(height.length)) pt high "
          + "(\(height.expression))"
      // Fixed apart, and one of them no smaller than the minimum: only the one below it is the finding.
      case let (width?, _?) where width.length < Double(minimumSize.width):
        bounds = "\(number(width.length)) pt wide (\(width.expression))"
      case let (_?, height?):
        bounds = "\(number(height.length)) pt high (\(height.expression))"
      case (let width?, nil): bounds = "\(number(width.length)) pt wide (\(width.expression))"
      case (nil, let height?): bounds = "\(number(height.length)) pt high (\(height.expression))"
      case (nil, nil): bounds = "unknown"
      }
      return "\(target): its hit area is at most \(bounds), below \(GeometryText.size(minimumSize))"
    }

    /// The message with the fix's clause, as the text and xcode formats print it.
    package var messageWithFix: String { Self.message(message, with: fix) }

    /// A message with a fix's clause after it: `…, below 44×44; add .minimumTouchSize() to fix`.
    /// - Parameters:
    ///   - message: The message.
    ///   - fix: The fix, if there is one.
    /// - Returns: The message, then the clause.
    static func message(_ message: String, with fix: Fix?) -> String {
      fix.map { "\(message); \($0.clause)" } ?? message
    }
  }
}
