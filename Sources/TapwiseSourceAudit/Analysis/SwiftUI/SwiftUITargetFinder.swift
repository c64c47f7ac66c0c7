import SwiftSyntax
import TapwiseFormats

/// The SwiftUI targets of a file: controls and views with a tap or long-press gesture, each with what its modifiers
/// fix about its hit area.
///
/// One pass over the tree (``SwiftUITargetVisitor``) reads each view expression once, from its outermost modifier
/// call; only a target's places are counted into lines and columns.
///
/// ```swift
/// // Image(systemName: "xmark").resizable().frame(width: 20, height: 20).onTapGesture { close() }
/// target.kind     // "onTapGesture"
/// target.width    // at most 20, fixed at `.frame(width: 20, height: 20)`
/// ```
enum SwiftUITargetFinder {
  /// The SwiftUI targets in a file.
  /// - Parameters:
  ///   - tree: The file's tree.
  ///   - places: Lines and columns in it.
  /// - Returns: Its SwiftUI targets, in source order.
  static func targets(in tree: SourceFileSyntax, places: SourcePlaces) -> [SourceTarget] {
    let visitor = SwiftUITargetVisitor(places: places)
    visitor.walk(tree)
    return visitor.targets
  }

  /// The target a chain makes, if any.
  /// - Parameters:
  ///   - chain: The chain.
  ///   - context: The views around it.
  /// - Returns: Its kind, region end and hit state; `nil` if it isn't a target.
  static func target(of chain: ViewChain, in context: SwiftUIContext) -> (maker: TargetMaker, state: ViewHitState)? {
    guard let maker = SwiftUITargetKinds.maker(of: chain), !SwiftUITargetKinds.answersNoTouch(chain) else {
      return nil
    }
    var state: ViewHitState
    if let control = maker.control {
      guard
        let controlState = ControlRules.state(
          of: control.call, named: control.name, modifiers: chain.modifiers, context: context)
      else { return nil }
      state = controlState
    } else if chain.base.as(FunctionCallExprSyntax.self)?.calledName == maker.kind {
      state = .rigid
    } else {
      state = ViewContentRules.state(ofBase: chain.base, modifiers: chain.modifiers, inheritedFont: context.font)
    }
    for modifier in chain.modifiers { ModifierRules.apply(modifier, to: &state) }
    return (maker, state)
  }
}
