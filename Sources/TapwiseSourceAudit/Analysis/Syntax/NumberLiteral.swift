import SwiftSyntax

/// A length written as a number in Swift source: `24`, `24.0`, `1_000`, `-2`, `(24)`, or one converted in place,
/// `CGFloat(24)`, `Double(24)`, `Float(24)`, `Int(24)`.
///
/// Anything else (a variable, a sum, a call of another function) is no literal, so that a size the code computes is
/// never read as one it fixes.
///
/// ```swift
/// NumberLiteral.value(of: "CGFloat(24)")   // 24
/// NumberLiteral.value(of: "width / 2")     // nil
/// ```
enum NumberLiteral {
  /// The types whose one-argument initializer converts a literal without changing its value.
  private static let conversions: Set<String> = ["CGFloat", "Double", "Float", "Int"]

  /// The number an expression writes, or `nil` when it isn't one.
  /// - Parameter expression: An expression.
  /// - Returns: Its value.
  static func value(of expression: ExprSyntax) -> Double? {
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      return number(integer.literal.text)
    }
    if let float = expression.as(FloatLiteralExprSyntax.self) {
      return number(float.literal.text)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      guard let value = value(of: prefix.expression) else { return nil }
      switch prefix.operator.text {
      case "-": return -value
      case "+": return value
      default: return nil
      }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return value(of: only.expression)
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
      let argument = call.arguments.first, argument.label == nil,
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self), conversions.contains(type.baseName.text)
    {
      return value(of: argument.expression)
    }
    return nil
  }

  /// A decimal literal's value, underscores left out; `nil` for hexadecimal, octal or binary ones, which no one
  /// writes for a length.
  private static func number(_ text: String) -> Double? {
    let digits = text.filter { $0 != "_" }
    guard let first = digits.first, first.isNumber || first == "." else { return nil }
    if digits.hasPrefix("0x") || digits.hasPrefix("0o") || digits.hasPrefix("0b") { return nil }
    return Double(digits)
  }
}
