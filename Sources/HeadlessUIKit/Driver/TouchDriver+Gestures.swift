import Foundation

/// Whole gestures, each a sequence of touch phases ``TouchDriver/step`` apart.
extension TouchDriver {
  /// Taps a point: down now, up one ``step`` later.
  /// - Parameters:
  ///   - point: Where, in window coordinates.
  /// - Returns: The view the touch landed on, if any.
  @discardableResult
  public func tap(at point: CGPoint) -> UIView? {
    tap(at: point, tapCount: 1)
  }

  /// Taps a point with something other than a finger, such as an Apple Pencil: down now, up one ``step`` later.
  /// - Parameters:
  ///   - point: Where, in window coordinates.
  ///   - touchType: The touch's `type`.
  /// - Returns: The view the touch landed on, if any.
  @discardableResult
  public func tap(at point: CGPoint, touchType: UITouch.TouchType) -> UIView? {
    let touch = touchDown(at: point, touchType: touchType)
    advance(by: step)
    lift(touch)
    return touch.view
  }

  /// Taps a point several times in quick succession, as a double or triple tap, a ``step`` between phases.
  /// - Parameters:
  ///   - point: Where, in window coordinates.
  ///   - count: How many taps; the touches' tap counts run from 1 to `count`.
  /// - Returns: The view the last touch landed on, if any.
  @discardableResult
  public func tap(at point: CGPoint, count: Int) -> UIView? {
    precondition(count >= 1, "TouchDriver: tap(at:count:) needs at least one tap")
    var view: UIView?
    for tapCount in 1...count {
      if tapCount > 1 { advance(by: step) }
      view = tap(at: point, tapCount: tapCount)
    }
    return view
  }

  /// Taps the centre of a view.
  /// - Parameters:
  ///   - view: A view in the driver's window.
  /// - Returns: The view the touch landed on, which is not `view` when another view covers its centre.
  @discardableResult
  public func tap(_ view: UIView) -> UIView? {
    precondition(view.window === window, "TouchDriver: the view is not in the driver's window")
    return tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
  }

  /// Drags a finger along a path: down at the first point, moving through the others a ``step`` apart, and up at
  /// the last one a ``step`` later.
  /// - Parameters:
  ///   - points: The path, in window coordinates; at least one point.
  /// - Returns: The view the touch landed on, if any.
  @discardableResult
  public func drag(along points: [CGPoint]) -> UIView? {
    guard let start = points.first else { preconditionFailure("TouchDriver: drag(along:) needs at least one point") }
    let touch = touchDown(at: start)
    for point in points.dropFirst() {
      advance(by: step)
      move(touch, to: point)
    }
    advance(by: step)
    lift(touch)
    return touch.view
  }

  private func tap(at point: CGPoint, tapCount: Int) -> UIView? {
    let touch = touchDown(at: point, tapCount: tapCount)
    advance(by: step)
    lift(touch)
    return touch.view
  }
}
