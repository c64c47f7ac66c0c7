import HeadlessUIKit

extension TouchDriver {
  /// Puts a finger down at a point, holds it, lifts it, and waits a second: a tap as long as the hold.
  /// - Parameters:
  ///   - point: Where, in window coordinates.
  ///   - seconds: How long the finger stays down.
  func press(at point: CGPoint, holding seconds: TimeInterval) {
    let touch = touchDown(at: point)
    advance(by: seconds)
    lift(touch)
    advance(by: 1)
  }
}
