import Foundation
import SwiftSyntax
import TapwiseAudit
import TapwiseCore
import TapwiseFormats

/// The fix a finding in Swift source suggests: Tapwise's minimum touch size on the target, which raises its hit area
/// to the minimum without moving a pixel.
///
/// - SwiftUI: `.minimumTouchSize()` (with the size, when the minimum isn't 44×44) inserted right after the modifier
///   that fixes the small bound (`.frame(width: 20, height: 20)`): on a control's label, before a gesture.
/// - UIKit: a line `closeButton.tw.minimumTouchSize = CGSize(width: 44, height: 44)` after the statement that sizes
///   the target, indented as it is. Only where that line is sure to compile where it lands: the statement is one of
///   a function's or an initializer's own (not a closure's, not a stored property's initial value, not a `return`),
///   and the target's name is a plain identifier. Elsewhere the text and xcode formats still say what to set, and
///   SARIF carries no edit.
///
/// A target whose hit area something else decides (``SourceTarget/isFixable``) gets no fix.
enum SourceFixes {
  /// The fix for a target held to a minimum size, or `nil` when Tapwise's minimum touch size wouldn't fix it.
  /// - Parameters:
  ///   - target: The target.
  ///   - placedAt: Where its finding is placed: for UIKit, the expression that fixes the small dimension.
  ///   - minimumSize: The size it is held to.
  ///   - file: The file's tree, bytes and places.
  /// - Returns: The fix.
  static func fix(
    for target: SourceTarget, placedAt: SourceRegion, minimumSize: CGSize, in file: SourceFileText
  ) -> AuditReport.SourceFinding.Fix? {
    guard target.isFixable else { return nil }
    let size =
      "CGSize(width: \(GeometryText.number(minimumSize.width)), height: \(GeometryText.number(minimumSize.height)))"
    switch target.framework {
    case .swiftUI:
      let modifier = minimumSize == CGSize(width: 44, height: 44) ? ".minimumTouchSize()" : ".minimumTouchSize(\(size))"
      // Right after the modifier that fixes the small bound (of two, the later): on the label's content for a
      // control, before the gesture for a tapped view, where TapwiseSwiftUI's documentation puts it; a content shape
      // after the gesture may not widen what the gesture answers.
      let small = [
        target.width.upperBound.map { $0 < Double(minimumSize.width) } == true ? target.width.fixedAt : nil,
        target.height.upperBound.map { $0 < Double(minimumSize.height) } == true ? target.height.fixedAt : nil,
      ].compactMap { $0 }
      let end =
        small.map { ($0.endLine, $0.endColumn) }.max { $0 < $1 } ?? (target.region.endLine, target.region.endColumn)
      let edit = AuditReport.SourceFinding.Edit(
        description: "Add \(modifier) to the \(target.kind).", line: end.0, column: end.1, text: modifier)
      return .init(clause: "add \(modifier) to fix", edit: edit)
    case .uiKit:
      let line = "\(target.name).tw.minimumTouchSize = \(size)"
      return .init(clause: "set tw.minimumTouchSize to fix", edit: uiKitEdit(line, after: placedAt, in: file))
    }
  }

  /// The edit that puts a line after the statement holding a region, or `nil` when there is no such statement of a
  /// function's own.
  private static func uiKitEdit(
    _ line: String, after region: SourceRegion, in file: SourceFileText
  ) -> AuditReport.SourceFinding.Edit? {
    let name = line.prefix { $0 != "." }
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    else { return nil }
    let offset = file.places.offset(line: region.startLine, column: region.startColumn)
    guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: offset)),
      let statement = statement(holding: Syntax(token))
    else { return nil }
    let bytes = file.bytes
    // The end of the statement's last line, before its line break, which the new line repeats.
    var end = statement.endPositionBeforeTrailingTrivia.utf8Offset
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
    let lineBreak =
      end < bytes.count && bytes[end] == UInt8(ascii: "\r")
      ? (end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r") : "\n"
    // The indentation of the statement's first line.
    var lineStart = statement.positionAfterSkippingLeadingTrivia.utf8Offset
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n"), bytes[lineStart - 1] != UInt8(ascii: "\r") {
      lineStart -= 1
    }
    let indent = String(
      decoding: bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    let place = file.places.position(ofOffset: end)
    return .init(
      description: "Set \(name).tw.minimumTouchSize after the statement that sizes it.", line: place.line,
      column: place.column, text: lineBreak + indent + line)
  }

  /// The statement of a function's or an initializer's own body that holds a node, or `nil` when the node is in a
  /// closure, a type's member or at the top level first, or the statement leaves the function (`return`, `throw`).
  private static func statement(holding node: Syntax) -> CodeBlockItemSyntax? {
    var current = node
    while let parent = current.parent {
      if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return nil }
      if let item = parent.as(CodeBlockItemSyntax.self) {
        guard let body = item.parent?.parent?.as(CodeBlockSyntax.self),
          body.parent?.is(FunctionDeclSyntax.self) == true || body.parent?.is(InitializerDeclSyntax.self) == true
        else { return nil }
        switch item.item {
        case .stmt(let statement) where statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self):
          return nil
        case .stmt(let statement) where !statement.is(ExpressionStmtSyntax.self):
          return nil
        default: return item
        }
      }
      current = parent
    }
    return nil
  }
}
