import SwiftSyntax

/// Which `#if` clauses hold code for platforms without touch targets: macOS, tvOS and watchOS (a pointer, a focus
/// engine, and controls bordered by default), whose targets the audit leaves out.
///
/// ```swift
/// #if os(macOS)            // left out
/// #elseif os(iOS)          // audited
/// #else                    // left out: iOS was taken, so the other platforms
/// #endif
/// ```
enum PlatformClauses {
  /// The platforms the audit leaves out.
  private static let untouched: Set<String> = ["macOS", "OSX", "tvOS", "watchOS"]
  /// The platform an `#else` is left out after: its touch screens are what the audit is for.
  private static let touched: Set<String> = ["iOS"]

  /// Whether a clause holds code only for platforms without touch targets: its condition names only those
  /// (`os(macOS) || os(tvOS)`, `canImport(AppKit)`), or it is an `#else` after clauses that take every touch
  /// platform.
  /// - Parameter clause: An `#if`, `#elseif` or `#else` clause.
  /// - Returns: Whether to leave it out.
  static func isUntouched(_ clause: IfConfigClauseSyntax) -> Bool {
    if let condition = clause.condition { return platforms(condition).map { $0.isSubset(of: untouched) } ?? false }
    guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
    var earlier: Set<String> = []
    for other in clauses where other.id != clause.id {
      guard let condition = other.condition, let names = platforms(condition) else { return false }
      earlier.formUnion(names)
    }
    return touched.isSubset(of: earlier)
  }

  /// The platforms a condition names, when it is only `os(X)` and `canImport(AppKit)` terms joined by `||`.
  private static func platforms(_ condition: ExprSyntax) -> Set<String>? {
    if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledName, call.arguments.count == 1,
      let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      switch (name, argument) {
      case ("os", _): return [argument]
      case ("canImport", "AppKit"): return ["macOS"]
      default: return nil
      }
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "||",
      let left = platforms(infix.leftOperand), let right = platforms(infix.rightOperand)
    {
      return left.union(right)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      var names: Set<String> = []
      for (index, element) in sequence.elements.enumerated() {
        if index % 2 == 1 {
          guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else { return nil }
        } else {
          guard let more = platforms(element) else { return nil }
          names.formUnion(more)
        }
      }
      return names
    }
    if let parenthesized = condition.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
      let only = parenthesized.elements.first
    {
      return platforms(only.expression)
    }
    return nil
  }
}
