/// The one rule behind touch areas: how a view with Tapwise settings answers `point(inside:with:)`.
///
/// 1. **Eligibility.** A view without active settings, or one that is hidden, has an alpha below 0.01, has user
///    interaction off, or is a disabled control, gives UIKit's original answer.
/// 2. **Claim.** A point in the effective area (``TouchArea``) claims the touch with its distance to the real
///    bounds. Distance `0` answers `true`; hit testing's frontmost-first order then decides, as in UIKit.
/// 3. **Nearest target.** With ``TouchAreas/resolvesOverlapsByDistance`` on, a claim at a positive distance yields
///    when a hit-testable sibling claims the same point from its own enlarged part nearer, or equally near and in
///    front (``NearestTarget``). A sibling whose real bounds contain the point doesn't make it yield: there the
///    frontmost rule holds, and a sibling in front was already asked first.
/// 4. **Overflow.** A container with `receivesTouchesOutsideBounds` answers `true` for any other point that one of
///    its subviews' `hitTest` would take.
///
/// Siblings' claims are computed without asking them to resolve in turn, so two siblings never recurse into
/// each other; hit testing only ever descends from a sibling into its subviews.
///
/// - Note: "A subview's `hitTest` takes the point" is asked as `isHitTestable && point(inside:)`, which is the
///   same answer (hit testing returns the view itself when no subview takes the point) without walking the
///   subtree. A full hit test here would make nested opted-in containers exponential: each level would hit-test
///   its subtree, and hit testing would then walk it again.
@MainActor
enum TouchAreaResolver {
  /// The body of the runtime hook. Views whose class answers for itself (``TouchAreaHosting``) get the original
  /// answer here, because their override already applied the rule before calling `super`.
  static func interceptedPointInside(
    _ view: UIView, _ point: CGPoint, _ event: UIEvent?, _ original: (CGPoint) -> Bool
  ) -> Bool {
    guard let state = TouchAreaState.of(view), state.isActive, !(view is any TouchAreaHosting) else {
      return original(point)
    }
    return pointInside(view, state: state, point, event, original: original)
  }

  /// Answers `point(inside:with:)` for a view, from its settings, or with `original` when it has none.
  static func pointInside(_ view: UIView, _ point: CGPoint, _ event: UIEvent?, original: (CGPoint) -> Bool) -> Bool {
    guard let state = TouchAreaState.of(view), state.isActive else { return original(point) }
    return pointInside(view, state: state, point, event, original: original)
  }

  private static func pointInside(
    _ view: UIView, state: TouchAreaState, _ point: CGPoint, _ event: UIEvent?, original: (CGPoint) -> Bool
  ) -> Bool {
    guard isEligible(view) else { return original(point) }
    if let distance = state.area(for: view.bounds).claimDistance(at: point) {
      if distance == 0 || !TouchAreas.resolvesOverlapsByDistance { return true }
      if !siblingWins(over: view, at: point, distance: distance, event) { return true }
    }
    return state.receivesTouchesOutsideBounds && subviewTakes(in: view, at: point, event)
  }

  /// Whether a view may claim more than its real bounds: it is visible, interactive, and not a disabled control.
  static func isEligible(_ view: UIView) -> Bool {
    isHitTestable(view) && (view as? UIControl)?.isEnabled != false
  }

  /// Whether hit testing looks at a view at all.
  static func isHitTestable(_ view: UIView) -> Bool {
    !view.isHidden && view.isUserInteractionEnabled && view.alpha >= 0.01
  }

  /// Whether a view's `hitTest` returns a view for a point, without walking its subtree: it is hit-testable, not
  /// a disabled control (whose `hitTest` returns `nil`), and its `point(inside:with:)` answers `true`.
  private static func takesHit(_ view: UIView, at point: CGPoint, _ event: UIEvent?) -> Bool {
    isEligible(view) && view.point(inside: point, with: event)
  }

  /// Whether a sibling beats a view's claim at a positive distance.
  private static func siblingWins(over view: UIView, at point: CGPoint, distance: CGFloat, _ event: UIEvent?) -> Bool {
    guard let superview = view.superview else { return false }
    let siblings = superview.subviews
    guard let index = siblings.firstIndex(where: { $0 === view }) else { return false }
    let inSuperview = view.convert(point, to: superview)
    let claim = TouchClaim(distance: distance, stackingIndex: index)
    // A plain loop with an early exit: lazy filter/compactMap closures would allocate on every hit test.
    for rivalIndex in siblings.indices where rivalIndex != index {
      let sibling = siblings[rivalIndex]
      guard let rivalDistance = claimDistance(of: sibling, at: sibling.convert(inSuperview, from: superview), event)
      else { continue }
      let rival = TouchClaim(distance: rivalDistance, stackingIndex: rivalIndex)
      if NearestTarget.yields(claim, to: CollectionOfOne(rival)) { return true }
    }
    return false
  }

  /// A view's claim on a point, without the nearest-target step: its effective area if it has eligible settings,
  /// otherwise its real bounds as its own hit test sees them.
  /// - Returns: The distance to the real bounds (of the subview that takes it, for overflow), or `nil`.
  static func claimDistance(of view: UIView, at point: CGPoint, _ event: UIEvent?) -> CGFloat? {
    guard isHitTestable(view) else { return nil }
    guard let state = TouchAreaState.of(view), state.isActive, isEligible(view) else {
      return takesHit(view, at: point, event) ? 0 : nil
    }
    if let distance = state.area(for: view.bounds).claimDistance(at: point) { return distance }
    guard state.receivesTouchesOutsideBounds else { return nil }
    return overflowDistance(in: view, at: point, event)
  }

  /// Whether one of a view's subviews' hit tests takes a point.
  private static func subviewTakes(in view: UIView, at point: CGPoint, _ event: UIEvent?) -> Bool {
    for subview in view.subviews.reversed() where takesHit(subview, at: subview.convert(point, from: view), event) {
      return true
    }
    return false
  }

  /// The distance from a point to the real bounds of the view that hit testing returns among a view's subviews:
  /// the frontmost subview that takes the point, then, within it, the same again, down to the deepest one.
  ///
  /// Each level asks its subviews' `point(inside:with:)` once, so the cost is quadratic in the depth at worst.
  /// - Returns: The distance, or `nil` when no subview takes the point.
  private static func overflowDistance(in view: UIView, at point: CGPoint, _ event: UIEvent?) -> CGFloat? {
    for subview in view.subviews.reversed() {
      let local = subview.convert(point, from: view)
      guard takesHit(subview, at: local, event) else { continue }
      return overflowDistance(in: subview, at: local, event) ?? subview.bounds.touchDistance(to: local)
    }
    return nil
  }
}
