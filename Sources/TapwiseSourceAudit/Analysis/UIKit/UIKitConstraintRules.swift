import SwiftSyntax

/// How a layout anchor's constraint bounds a dimension.
///
/// - `widthAnchor`/`heightAnchor` `constraint(equalToConstant: N)` fixes the dimension at N ("defines a constant
///   size for the anchor's size attribute",
///   https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)), and
///   `constraint(lessThanOrEqualToConstant: N)` bounds it by N
///   (https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)).
/// - Only an active constraint counts: "only active constraints affect the calculated layout", and "for newly
///   created constraints, the isActive property is false by default"
///   (https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive). A constraint is seen active
///   when `.isActive = true` is set on it in place, or it is written in the array passed to
///   `NSLayoutConstraint.activate(_:)`, which has "the same effect as setting the isActive property of each
///   constraint to true" (https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)). One
///   kept in a variable may be activated, changed or given a lower priority later, so it makes the dimension
///   unknown, as does any other constraint on it (a greater-than one, a multiplier, another view's anchor).
enum UIKitConstraintRules {
  /// Records a `constraint(…)` call on a view's width or height anchor.
  /// - Parameters:
  ///   - call: The call.
  ///   - facts: The dimension's facts.
  static func record(_ call: FunctionCallExprSyntax, in facts: inout DimensionFacts) {
    let labels = call.arguments.map { $0.label?.text ?? "_" }
    guard labels == ["equalToConstant"] || labels == ["lessThanOrEqualToConstant"],
      let value = call.arguments.first.flatMap({ NumberLiteral.value(of: $0.expression) }), isActive(call)
    else {
      facts.constraintUnknown = true
      return
    }
    if value > 0 { facts.constraints.append(LengthFact(value: value, span: SourceSpan(call))) }
  }

  /// Whether a constraint is activated where it is made: `….isActive = true`, or an element of the array
  /// literal passed to `NSLayoutConstraint.activate(_:)`.
  /// - Parameter call: The call that makes the constraint.
  /// - Returns: Whether it is seen active.
  static func isActive(_ call: FunctionCallExprSyntax) -> Bool {
    if let member = call.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isActive",
      let list = member.parent?.as(ExprListSyntax.self)
    {
      let elements = Array(list)
      return elements.count == 3 && elements[0].id == member.id && elements[1].is(AssignmentExprSyntax.self)
        && elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }
    guard let element = call.parent?.as(ArrayElementSyntax.self),
      let array = element.parent?.parent?.as(ArrayExprSyntax.self),
      let argument = array.parent?.as(LabeledExprSyntax.self),
      let activation = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let callee = activation.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "activate",
      callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint"
    else { return false }
    return true
  }
}
