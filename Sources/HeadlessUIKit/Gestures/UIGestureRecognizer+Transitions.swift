import Foundation

/// Apple's state machine, and the rules that decide whether a recognizer may leave `.possible`.
///
/// - `.possible` → `.began` or `.recognized` (`.ended`): allowed only if the recognizer should begin (its delegate
///   and the views of its touches agree), no recognizing rival prevents it, and every recognizer it requires to fail
///   has failed. While one of those is still undecided, the recognizer waits in `.possible` and moves on as soon as
///   the last one fails; if one recognizes instead, it fails.
/// - Recognizing makes every still-possible rival in the same window fail, unless the two may recognize
///   simultaneously or `canPrevent` / `canBePrevented` say otherwise.
/// - `.possible` → `.failed`; `.began`/`.changed` → `.changed`, `.ended` or `.cancelled`. Other transitions are
///   ignored.
///
/// Actions are sent for `.began`, `.changed`, `.ended` and `.cancelled`, never for `.failed`.
extension UIGestureRecognizer {
  /// Moves to a state by the rules above; subclasses call it where UIKit's subclasses assign `state`.
  func transition(to newState: State) {
    let arena = GestureArena.shared
    switch (stateStorage, newState) {
    case (.possible, .began), (.possible, .ended):
      arena.attemptToLeavePossible(self, for: newState)
    case (.possible, .failed):
      arena.fail(self)
    case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
      (.changed, .cancelled):
      stateStorage = newState
      arena.enqueueActions(of: self)
    default:
      break
    }
    arena.flushIfIdle()
  }

  /// Whether the recognizer has recognized its gesture and not yet been reset.
  var hasRecognized: Bool {
    stateStorage == .began || stateStorage == .changed || stateStorage == .ended
  }

  /// Whether the recognizer still receives touches: it is possible, or its continuous gesture is under way.
  var receivesTouches: Bool {
    stateStorage == .possible || stateStorage == .began || stateStorage == .changed
  }

  /// Whether the recognizer is still deciding, and so holds back what `delaysTouchesBegan`/`Ended` delay.
  func isUndecided(about touch: UITouch) -> Bool {
    stateStorage == .possible && trackedTouches.containsIdentical(touch)
  }

  /// Whether the delegate and the views of the touches let the recognizer leave `.possible`.
  ///
  /// The recognizer's view and every other view that owns one of its touches are asked
  /// `gestureRecognizerShouldBegin(_:)`, which is how a control keeps its single tap from an ancestor's recognizer.
  func shouldBegin() -> Bool {
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
    var views: [UIView] = []
    if let view { views.append(view) }
    for touch in trackedTouches {
      if let owner = touch.view { views.appendIfAbsent(owner) }
    }
    for view in views where !view.gestureRecognizerShouldBegin(self) { return false }
    return true
  }

  /// Whether this recognizer and another may recognize at the same time: either delegate says so.
  func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Whether this recognizer must wait for another to fail: `require(toFail:)`, either subclass or either delegate.
  func requiresFailure(of other: UIGestureRecognizer) -> Bool {
    isRequiredToFail(other) || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
      || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }

  /// Whether recognizing, this recognizer makes another fail.
  /// Whether `require(toFail:)` named `other`; its weak references are read in place.
  private func isRequiredToFail(_ other: UIGestureRecognizer) -> Bool {
    for index in failureRequirements.indices where failureRequirements[index].recognizer === other { return true }
    return false
  }

  func prevents(_ other: UIGestureRecognizer) -> Bool {
    !recognizesSimultaneously(with: other) && canPrevent(other) && other.canBePrevented(by: self)
  }

  /// Sends the action to every live target, in registration order, with this recognizer as sender.
  /// - Note: Traps, as UIKit does ("unrecognized selector"), when a target does not implement its action.
  func sendActions() {
    for pair in targets {
      guard let target = pair.target else { continue }
      guard let receiver = target as? any HeadlessActionTarget, receiver.responds(toAction: pair.action) else {
        preconditionFailure(
          "unrecognized selector \(NSStringFromSelector(pair.action)) sent to instance of \(type(of: target))")
      }
      receiver.perform(pair.action, sender: self, event: nil)
    }
  }
}
