/// The touch-area settings of one view, kept as an associated object.
///
/// It holds no reference to its view, so it never keeps one alive.
@MainActor
final class TouchAreaState {
  /// How far the touch area reaches beyond each edge; positive enlarges.
  var outsets = TouchOutsets.zero
  /// The smallest size of the touch area around the bounds' centre; `.zero` sets none.
  var minimumSize = CGSize.zero
  /// Whether the view answers touches that one of its subviews takes outside its bounds.
  var receivesTouchesOutsideBounds = false

  /// Whether the touch area differs from the bounds.
  var changesArea: Bool { outsets != .zero || minimumSize != .zero }

  /// Whether any setting differs from plain UIKit.
  var isActive: Bool { changesArea || receivesTouchesOutsideBounds }

  /// The touch area for the view's current bounds.
  func area(for bounds: CGRect) -> TouchArea {
    TouchArea(bounds: bounds, outsets: outsets, minimumSize: minimumSize)
  }

  /// Reads a view's state.
  static func of(_ view: UIView) -> TouchAreaState? {
    RuntimeHooks.associatedObject(TouchAreaState.self, of: view)
  }

  /// Changes a view's state, creating it on first use, and makes sure `point(inside:with:)` consults it.
  ///
  /// A view whose class answers for itself (``TouchAreaHosting``) never gets the runtime hook.
  static func update(_ view: UIView, _ change: (TouchAreaState) -> Void) {
    if let state = of(view) {
      change(state)
      return
    }
    let state = TouchAreaState()
    change(state)
    guard state.isActive else { return }
    RuntimeHooks.setAssociatedObject(state, as: TouchAreaState.self, of: view)
    if !(view is any TouchAreaHosting) {
      RuntimeHooks.interceptPointInside(of: view, TouchAreaResolver.interceptedPointInside)
    }
  }
}
