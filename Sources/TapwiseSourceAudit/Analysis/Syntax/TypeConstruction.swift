import SwiftSyntax

/// A call that makes a value of a named type: `UIButton(type: .system)`, `UIButton.init(frame: r)`, or `.init(…)`
/// where the type is implied by what the value is assigned to.
///
/// ```swift
/// TypeConstruction(call)?.typeName   // "UIButton" for `UIButton(type: .close)`; nil for `.init(…)`
/// ```
struct TypeConstruction {
  /// The type's name as written (its last component: `UIKit.UIButton` is `UIButton`), or `nil` for `.init(…)`.
  let typeName: String?
  /// The call.
  let call: FunctionCallExprSyntax

  /// Reads a call as a construction, or `nil` when it calls something else (a method, a function).
  /// - Parameter call: A call.
  init?(_ call: FunctionCallExprSyntax) {
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      guard Self.isTypeName(reference.baseName.text) else { return nil }
      typeName = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if let base = member.base {
        if name == "init", let type = Self.typeName(of: base) {
          typeName = type
        } else if Self.isTypeName(name), let module = base.as(DeclReferenceExprSyntax.self),
          Self.isTypeName(module.baseName.text)
        {
          typeName = name  // `UIKit.UIButton(…)`
        } else {
          return nil
        }
      } else {
        guard name == "init" else { return nil }
        typeName = nil
      }
    } else {
      return nil
    }
    self.call = call
  }

  /// Reads an expression as a construction.
  /// - Parameter expression: An expression.
  init?(_ expression: ExprSyntax) {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    self.init(call)
  }

  /// Reads an expression as a construction of one type: `T(…)`, `T.init(…)`, or `.init(…)` where the context
  /// implies `T`.
  /// - Parameters:
  ///   - expression: An expression.
  ///   - type: The type's name.
  ///   - implied: Whether the context implies the type.
  init?(_ expression: ExprSyntax, of type: String, implied: Bool) {
    self.init(expression)
    guard typeName == type || (implied && typeName == nil) else { return nil }
  }

  /// Whether the call makes the type (by name, or by `.init` where the caller implies it).
  /// - Parameter name: A type's name.
  /// - Returns: Whether it is the type made.
  func makes(_ name: String) -> Bool {
    typeName == nil || typeName == name
  }

  /// The argument with a label, if the call has one.
  /// - Parameter label: The label.
  /// - Returns: Its expression.
  func argument(_ label: String) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  /// The labels of the call's arguments, in order (`_` for an unlabelled one).
  var labels: [String] {
    call.arguments.map { $0.label?.text ?? "_" }
  }

  /// Whether a name is written like a type: it starts with an upper-case letter.
  /// - Parameter name: A name.
  /// - Returns: Whether it looks like a type's name.
  static func isTypeName(_ name: String) -> Bool {
    name.first?.isUppercase ?? false
  }

  /// A type named by an expression: `UIButton` or `UIKit.UIButton`.
  private static func typeName(of expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self), isTypeName(reference.baseName.text) {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
      isTypeName(member.declName.baseName.text)
    {
      return member.declName.baseName.text
    }
    return nil
  }
}
