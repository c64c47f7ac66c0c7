/// The one rule behind touch areas: how a view with Tapwise settings answers `point(inside:with:)`.
///
/// 1. **Eligibility.** A view without active settings, or one that is hidden, has an alpha below 0.01, has user
///    interaction off, or is a disabled control, gives UIKit's original answer.
/// 2. **Claim.** A point in the effective area (``TouchArea``) claims the touch with its distance to the real
///    bounds. Distance `0` answers `true`; hit testing's frontmost-first order then decides, as in UIKit.
/// 3. **Overflow.** A container with `receivesTouchesOutsideBounds` also claims any other point that one of its
///    subviews' `hitTest` would take, with the distance from the point to the real bounds of the view that hit
///    test returns. A subview that overrides `hitTest` is asked its real `hitTest`; the others get the answer it
///    would give, worked out without calling it.
/// 4. **Nearest target.** With ``TouchAreas/resolvesOverlapsByDistance`` on, a claim at a positive distance (from
///    the touch area or from overflow) yields when a hit-testable sibling claims the same point from outside its
///    own real bounds nearer, or equally near and in front (``NearestTarget``). A sibling whose real bounds
///    contain the point doesn't make it yield: there the frontmost rule holds, and a sibling in front was already
///    asked first.
///
/// Siblings' claims are computed without asking them to resolve in turn, so two siblings never recurse into
/// each other; hit testing only ever descends from a sibling into its subviews.
///
/// - Note: Overflow walks a container's subtree once, front to back, down the path hit testing will take, and
///   never asks a container with settings for its `point(inside:with:)` on the way (it computes the same answer
///   directly). Asking it, and then walking its subviews for the distance, would make nested opted-in containers
///   exponential in their depth; this way a hit test through `d` of them costs O(d²). A subview that overrides
///   `hitTest` (``RuntimeHooks/overridesHitTest(_:)``) must be asked, so its subtree is hit-tested once for the
///   container's answer and once more when hit testing goes down: through `d` opted-in ancestors, `d + 1` calls,
///   and the hit test still costs O(d²). ``TouchAreaMemo`` keeps the answers of the containers below such a
///   subview meanwhile: where every container on the path overrides `hitTest` too, it keeps them for the whole hit
///   test on HeadlessUIKit, O(d²), but only within each container's answer on iOS, where the start of a hit test
///   can't be seen: O(d³).
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
    return TouchAreaMemo.answer(view, at: point, event, original: original) {
      resolvedClaim(of: view, state: state, at: point, event) != nil
    }
  }

  /// Whether a view may claim more than its real bounds: it is visible, interactive, and not a disabled control.
  static func isEligible(_ view: UIView) -> Bool {
    isHitTestable(view) && (view as? UIControl)?.isEnabled != false
  }

  /// Whether hit testing looks at a view at all.
  static func isHitTestable(_ view: UIView) -> Bool {
    !view.isHidden && view.isUserInteractionEnabled && view.alpha >= 0.01
  }

  // MARK: - Claims

  /// A claim's distance, and whether it was measured to a subview's bounds (overflow) or to the view's own.
  private typealias Claim = (distance: CGFloat, throughSubview: Bool)

  /// The claim of an eligible view with settings on a point, after the nearest-target rule when `resolving`:
  /// its touch area's, or else its overflow claim.
  /// - Returns: The claim, or `nil` when the view doesn't take the point.
  private static func resolvedClaim(
    of view: UIView, state: TouchAreaState, at point: CGPoint, _ event: UIEvent?, resolving: Bool = true
  ) -> Claim? {
    if let distance = state.area(for: view.bounds).claimDistance(at: point),
      !(resolving && yields(view, at: point, distance: distance, event))
    {
      return (distance, false)
    }
    guard state.receivesTouchesOutsideBounds,
      let distance = subviewHitDistance(in: view, at: point, event, resolving: resolving),
      !(resolving && yields(view, at: point, distance: distance, event))
    else { return nil }
    return (distance, true)
  }

  /// Whether a view's own `point(inside:with:)` answers a point, without the nearest-target step: the audit's
  /// measure of the view's own touch area, which neighbours' areas don't shrink.
  static func ownAreaTakes(_ view: UIView, at point: CGPoint) -> Bool {
    ownArea(of: view)(point)
  }

  /// ``ownAreaTakes(_:at:)`` for many points of one view: its settings and eligibility are looked up once, as the
  /// audit's probe asks about 81 points in a row and nothing changes between them.
  /// - Parameters:
  ///   - view: The view.
  /// - Returns: Whether the view's own area takes a point, in its coordinates.
  static func ownArea(of view: UIView) -> (CGPoint) -> Bool {
    guard let state = TouchAreaState.of(view), state.isActive, isEligible(view) else {
      guard RuntimeHooks.overridesPointInside(view) else {
        // UIView's own answer, `CGRectContainsPoint(bounds, point)`, without 81 dynamic calls per target.
        let bounds = view.bounds.standardized
        return { bounds.containsTouch(at: $0) }
      }
      return { view.point(inside: $0, with: nil) }
    }
    return { resolvedClaim(of: view, state: state, at: $0, nil, resolving: false) != nil }
  }

  // MARK: - Walking the hit-test path

  /// The distance from a point to the real bounds of the view that a view's `hitTest` returns, or `nil` when it
  /// returns `nil`: from its real `hitTest` when it overrides it (it may pass touches through, reach beyond its
  /// bounds, or forward them to another view), otherwise computed without calling `hitTest`.
  private static func hitDistance(of view: UIView, at point: CGPoint, _ event: UIEvent?, resolving: Bool) -> CGFloat? {
    if RuntimeHooks.overridesHitTest(view) {
      guard let hit = view.hitTest(point, with: event) else { return nil }
      return hit.bounds.touchDistance(to: hit.convert(point, from: view))
    }
    guard isEligible(view) else { return nil }
    guard let state = TouchAreaState.of(view), state.isActive else {
      guard view.point(inside: point, with: event) else { return nil }
      return subviewHitDistance(in: view, at: point, event, resolving: resolving)
        ?? view.bounds.touchDistance(to: point)
    }
    guard let claim = resolvedClaim(of: view, state: state, at: point, event, resolving: resolving) else {
      return nil
    }
    // An overflow claim already measured to the subview that takes the point; a touch-area claim still descends.
    if claim.throughSubview { return claim.distance }
    return subviewHitDistance(in: view, at: point, event, resolving: resolving) ?? claim.distance
  }

  /// The distance from a point to the real bounds of the view that hit testing returns among a view's subviews:
  /// the frontmost subview that takes the point, and within it the same again, down to the deepest one.
  /// - Returns: The distance, or `nil` when no subview takes the point.
  private static func subviewHitDistance(
    in view: UIView, at point: CGPoint, _ event: UIEvent?, resolving: Bool
  ) -> CGFloat? {
    for subview in view.subviews.reversed() {
      if let distance = hitDistance(of: subview, at: subview.convert(point, from: view), event, resolving: resolving) {
        return distance
      }
    }
    return nil
  }

  // MARK: - Nearest target

  /// Whether a view's claim at a distance gives the touch up to a sibling.
  private static func yields(_ view: UIView, at point: CGPoint, distance: CGFloat, _ event: UIEvent?) -> Bool {
    distance > 0 && TouchAreas.resolvesOverlapsByDistance
      && siblingWins(over: view, at: point, distance: distance, event)
  }

  /// Whether a sibling beats a view's claim at a positive distance.
  ///
  /// Only siblings with settings can: a sibling without them claims only its real bounds, at distance `0`, which
  /// never makes a claim yield (``NearestTarget/yields(_:to:)``), so plain siblings are not even asked.
  private static func siblingWins(over view: UIView, at point: CGPoint, distance: CGFloat, _ event: UIEvent?) -> Bool {
    guard let superview = view.superview else { return false }
    let siblings = superview.subviews
    guard let index = siblings.firstIndex(where: { $0 === view }) else { return false }
    let inSuperview = view.convert(point, to: superview)
    let claim = TouchClaim(distance: distance, stackingIndex: index)
    // A plain loop with an early exit: lazy filter/compactMap closures would allocate on every hit test.
    for rivalIndex in siblings.indices where rivalIndex != index {
      let sibling = siblings[rivalIndex]
      guard let state = TouchAreaState.of(sibling), state.isActive, isEligible(sibling) else { continue }
      if cannotClaim(sibling, state: state, atSuperviewPoint: inSuperview) { continue }
      let local = sibling.convert(inSuperview, from: superview)
      // The sibling's own claim, without asking it to resolve in turn.
      guard let rival = resolvedClaim(of: sibling, state: state, at: local, event, resolving: false) else { continue }
      if NearestTarget.yields(
        claim, to: CollectionOfOne(TouchClaim(distance: rival.distance, stackingIndex: rivalIndex)))
      {
        return true
      }
    }
    return false
  }

  /// Whether a sibling with a touch area (and no overflow) certainly can't claim a point of its superview, judged
  /// from its frame grown by its area's reach, without converting the point or building the area's claim.
  ///
  /// Only when the frame has the bounds' size: then the view's transform, if any, is a translation or a quarter
  /// turn or flip that maps its bounds onto its frame, and the grown bounds onto the grown frame. A point of
  /// slack covers rounding in the conversion this skips. Sound when it never rules out a point that the sibling's
  /// own claim (``ownAreaTakes(_:at:)``) takes; the tests check exactly that.
  static func cannotClaim(_ sibling: UIView, state: TouchAreaState, atSuperviewPoint point: CGPoint) -> Bool {
    guard !state.receivesTouchesOutsideBounds else { return false }
    let frame = sibling.frame
    let bounds = sibling.bounds
    guard frame.size == bounds.size else { return false }
    let reach = state.area(for: bounds).reach + 1
    return !frame.insetBy(dx: -reach, dy: -reach).containsTouch(at: point)
  }
}
