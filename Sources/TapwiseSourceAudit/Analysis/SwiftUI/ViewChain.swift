import SwiftSyntax

/// A view expression as SwiftUI builds it: a base (`Image(systemName: "xmark")`, `Button { … }`, `content`) and the
/// modifiers called on it, in the order SwiftUI applies them, innermost (nearest the base) first.
///
/// ```swift
/// // Image(systemName: "xmark").frame(width: 20, height: 20).onTapGesture { close() }
/// chain.base        // Image(systemName: "xmark")
/// chain.modifiers   // [frame, onTapGesture]
/// ```
struct ViewChain {
  /// One modifier call: `.frame(width: 20)`.
  struct Modifier {
    /// Its name: `frame`.
    let name: String
    /// The whole call, arguments and trailing closures.
    let call: FunctionCallExprSyntax
    /// The `.` that starts it, where its region starts.
    let period: TokenSyntax
  }

  /// The expression the modifiers are called on.
  let base: ExprSyntax
  /// The modifiers, innermost first.
  let modifiers: [Modifier]
  /// The outermost call: the whole expression.
  let outermost: FunctionCallExprSyntax

  /// The chain a call ends, if the call is the outermost of its chain (not itself the base of a further modifier
  /// call); `nil` for a call that a modifier is called on, so that each chain is read once, from its outermost call.
  /// - Parameters:
  ///   - call: A function call.
  ///   - anywhere: Whether to read the chain from this call even if a further modifier is called on it.
  /// - Returns: The chain, or `nil`.
  init?(endingAt call: FunctionCallExprSyntax, anywhere: Bool = false) {
    if !anywhere, let member = call.parent?.as(MemberAccessExprSyntax.self),
      member.parent?.is(FunctionCallExprSyntax.self) == true
    {
      return nil
    }
    var modifiers: [Modifier] = []
    var current = ExprSyntax(call)
    while let modifierCall = current.as(FunctionCallExprSyntax.self),
      let member = modifierCall.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      modifiers.append(Modifier(name: member.declName.baseName.text, call: modifierCall, period: member.period))
      current = base
    }
    self.base = current
    self.modifiers = modifiers.reversed()
    self.outermost = call
  }
}

extension FunctionCallExprSyntax {
  /// The name a plain call calls: `Button` in `Button("OK") {}`, `Button<Text>(…)`, or `SwiftUI.Button(…)`; `nil`
  /// for any other called expression.
  var calledName: String? {
    var called = calledExpression
    if let generic = called.as(GenericSpecializationExprSyntax.self) { called = generic.expression }
    if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = called.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The expression of the argument with a label, if the call has one.
  /// - Parameter label: The argument label.
  /// - Returns: Its expression, or `nil`.
  func argument(_ label: String) -> ExprSyntax? {
    arguments.first { $0.label?.text == label }?.expression
  }

  /// The first argument without a label.
  var firstUnlabeledArgument: ExprSyntax? {
    arguments.first { $0.label == nil }?.expression
  }

  /// Whether the call has an argument with this label.
  /// - Parameter label: The argument label.
  /// - Returns: Whether it has one.
  func hasArgument(_ label: String) -> Bool {
    arguments.contains { $0.label?.text == label }
  }

  /// The closure given for a parameter: a trailing closure labelled so (`label: { … }` after the first trailing
  /// closure), or a closure argument with that label.
  /// - Parameter label: The parameter's label.
  /// - Returns: The closure, or `nil`.
  func closure(labelled label: String) -> ClosureExprSyntax? {
    if let trailing = additionalTrailingClosures.first(where: { $0.label.text == label }) { return trailing.closure }
    return argument(label)?.as(ClosureExprSyntax.self)
  }

  /// Every closure the call is given, as arguments or trailing.
  var allClosures: [ClosureExprSyntax] {
    var closures = arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailingClosure { closures.append(trailingClosure) }
    closures.append(contentsOf: additionalTrailingClosures.map(\.closure))
    return closures
  }
}

extension ClosureExprSyntax {
  /// The closure's one expression, when its body is a single expression (a view builder with one view); `nil` for
  /// several statements, or a statement that isn't an expression.
  var singleExpression: ExprSyntax? {
    guard statements.count == 1, let only = statements.first else { return nil }
    let item = Syntax(only.item)
    if let expression = item.as(ExprSyntax.self) { return expression }
    if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
    return nil
  }
}
