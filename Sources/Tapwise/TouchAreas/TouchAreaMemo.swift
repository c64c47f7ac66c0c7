/// The `point(inside:with:)` answers of views with touch-area settings, kept for as long as they can't change, so
/// that calling a subview's real `hitTest` costs no more than the walk it stands in for.
///
/// The resolver walks a container's subtree itself, but a subview that overrides `hitTest` is asked for real
/// (``RuntimeHooks/overridesHitTest(_:)``), and its `hitTest` asks the `point(inside:with:)` of the views below it,
/// which resolve in turn; after the container answers, hit testing asks the same views again on its way down.
/// Without this memo, each opted-in container between two overriding views doubles the work: a chain of them is
/// exponential in its depth.
///
/// The answers kept are those given while another view's answer is being worked out (an outermost answer is not
/// asked again: hit testing asks each view once on its way down). They last while that answer is being worked out
/// (nothing but the resolver and the `hitTest` overrides it calls runs meanwhile) and, where the platform can tell
/// (``RuntimeHooks/hitTestNumber``: HeadlessUIKit), for the rest of the hit test they belong to; any other call
/// starts afresh. Outside those calls the memo costs a check or two per answer. A view asked again while its own
/// answer is being worked out (a `hitTest` override that asks its container) gets UIKit's original answer instead
/// of recursing without end.
@MainActor
enum TouchAreaMemo {
  /// One question: a view, a point in its coordinates, and the event.
  private struct Question: Hashable {
    let view: ObjectIdentifier
    let x: CGFloat
    let y: CGFloat
    let event: ObjectIdentifier?
  }

  /// The answers kept.
  private static var answers: [Question: Bool] = [:]
  /// The hit test the answers belong to, or `nil` when they belong to the answer being worked out.
  private static var hitTest: Int?
  /// The views whose answers are being worked out, outermost first.
  private static var inProgress: [ObjectIdentifier] = []

  /// A view's answer for a point: a kept one, or the one `work` gives, which is then kept while it can't change.
  /// - Parameters:
  ///   - view: The view asked.
  ///   - point: The point, in the view's coordinates.
  ///   - event: The event of the question, if any.
  ///   - original: UIKit's answer, for a view asked again while its answer is being worked out.
  ///   - work: Works the answer out.
  /// - Returns: Whether the view takes the point.
  static func answer(
    _ view: UIView, at point: CGPoint, _ event: UIEvent?, original: (CGPoint) -> Bool, work: () -> Bool
  ) -> Bool {
    if inProgress.isEmpty {
      let current = RuntimeHooks.hitTestNumber
      if current == nil || current != hitTest {
        if !answers.isEmpty { answers.removeAll(keepingCapacity: true) }
        hitTest = current
      }
    }
    let id = ObjectIdentifier(view)
    let question = Question(view: id, x: point.x, y: point.y, event: event.map(ObjectIdentifier.init))
    if !answers.isEmpty, let known = answers[question] { return known }
    if inProgress.contains(id) { return original(point) }
    inProgress.append(id)
    let answer = work()
    inProgress.removeLast()
    // Only an answer given inside another is asked again: hit testing asks each view once on its way down.
    if !inProgress.isEmpty { answers[question] = answer }
    return answer
  }
}
