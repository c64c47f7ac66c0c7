import Foundation

/// A phase of a touch held back from its view, with the event it came in.
@MainActor
struct HeldDelivery {
  let phase: UITouch.Phase
  let event: UIEvent
}

extension UITouch.Phase {
  /// The phases that are delivered to recognizers and views, in delivery order.
  static let delivered: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]
}

/// How a touch's trip to its view is tracked while gesture recognizers decide.
extension UITouch {
  /// The live recognizers the touch was given to.
  var recognizers: [UIGestureRecognizer] { recognizerRefs.compactMap(\.recognizer) }

  /// Whether the finger has left the screen or the system cancelled the touch.
  var hasFinished: Bool { phase == .ended || phase == .cancelled }

  /// Records that the view received a phase.
  func noteViewDelivery(_ phase: Phase) {
    if phase == .began { viewHasBegun = true }
    if phase == .ended || phase == .cancelled { viewHasFinished = true }
  }

  /// Runs a held delivery with the touch showing the phase it was held in, then restores its current phase.
  func replay(_ heldPhase: Phase, _ body: () -> Void) {
    let current = phase
    phaseStorage = heldPhase
    body()
    phaseStorage = current
  }
}
