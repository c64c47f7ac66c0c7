import SwiftSyntax

/// What makes a view expression a touch target: a control at its base (`Button`, `Toggle`…), or the first tap or
/// long-press gesture modifier in its chain.
struct TargetMaker {
  /// The target's kind, as the code names it: `Button`, `onTapGesture`, `TapGesture`…
  let kind: String
  /// Just after the call that makes it a target, where the target's region ends.
  let end: AbsolutePosition
  /// The control's call and name, when a control makes it one.
  let control: (call: FunctionCallExprSyntax, name: String)?
}

/// Finds what makes a chain a target.
enum SwiftUITargetKinds {
  /// Gesture modifiers that make the view they modify a target, by themselves.
  private static let gestureModifiers: Set<String> = ["onTapGesture", "onLongPressGesture"]
  /// Modifiers that attach a gesture given as their argument.
  private static let attachingModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]
  /// The gestures that make a target when attached: taps and long presses, by type name.
  private static let touchGestures: Set<String> = ["TapGesture", "SpatialTapGesture", "LongPressGesture"]

  /// What makes a chain a target, if anything does.
  /// - Parameter chain: The chain.
  /// - Returns: Its maker, or `nil`.
  static func maker(of chain: ViewChain) -> TargetMaker? {
    if let call = chain.base.as(FunctionCallExprSyntax.self), let name = call.calledName {
      if ControlRules.labelled.contains(name) || ControlRules.systemSized.contains(name) {
        guard ControlRules.isControl(call, named: name, modifiers: chain.modifiers) else { return nil }
        return TargetMaker(kind: name, end: call.endPositionBeforeTrailingTrivia, control: (call, name))
      }
      // `onTapGesture { … }` on an implicit `self`, in a view's own extension.
      if gestureModifiers.contains(name) {
        return TargetMaker(kind: name, end: call.endPositionBeforeTrailingTrivia, control: nil)
      }
    }
    for modifier in chain.modifiers {
      if gestureModifiers.contains(modifier.name) {
        return TargetMaker(kind: modifier.name, end: modifier.call.endPositionBeforeTrailingTrivia, control: nil)
      }
      if attachingModifiers.contains(modifier.name), let gesture = modifier.call.firstUnlabeledArgument,
        let kind = touchGesture(gesture)
      {
        return TargetMaker(kind: kind, end: modifier.call.endPositionBeforeTrailingTrivia, control: nil)
      }
    }
    return nil
  }

  /// The touch gesture a gesture expression starts from: `TapGesture` in `TapGesture(count: 2).onEnded { … }`.
  private static func touchGesture(_ expression: ExprSyntax) -> String? {
    var current = expression
    while let call = current.as(FunctionCallExprSyntax.self) {
      if let name = call.calledName { return touchGestures.contains(name) ? name : nil }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
        return nil
      }
      current = base
    }
    return nil
  }

  /// Whether a chain's modifiers take the view out of hit testing: `.hidden()`, `.allowsHitTesting(false)`,
  /// `.opacity(0)`, `.disabled(true)`; such a view answers no touch and isn't a target.
  /// - Parameter chain: The chain.
  /// - Returns: Whether it answers no touch.
  static func answersNoTouch(_ chain: ViewChain) -> Bool {
    chain.modifiers.contains { modifier in
      let argument = modifier.call.firstUnlabeledArgument
      switch modifier.name {
      case "hidden": return modifier.call.arguments.isEmpty
      case "allowsHitTesting": return argument.flatMap(SwiftUILiteral.bool) == false
      case "disabled": return argument.flatMap(SwiftUILiteral.bool) == true
      case "opacity": return argument.flatMap(NumberLiteral.value(of:)) == 0
      default: return false
      }
    }
  }
}
