import Foundation

/// The recognizers taking part in touch sequences, and the work their decisions cause.
///
/// A recognizer joins when it receives its first touch and leaves when it is reset. Recognizers in the same window
/// are rivals: they prevent each other and honour each other's failure requirements. Decisions made while a touch
/// event is being delivered to recognizers take effect after every recognizer has seen it: first the actions, in
/// the order the recognizers decided, then the cancellation of the view's touches, then the release of deliveries
/// held back for undecided recognizers, then resets. A decision made outside delivery (a timer) takes effect at once.
/// Before a view gets `touchesBegan`, the scroll view that contains it may decline the touches for it
/// (`UIScrollView.touchesShouldBegin(_:with:in:)`); the view then gets nothing more for them.
@MainActor
final class GestureArena {
  static let shared = GestureArena()

  private enum Work {
    case actions(UIGestureRecognizer)
    /// A recognition's effect on the views' touches, captured when the recognizer decided: its action may remove or
    /// disable it before this takes effect, and that must not give the view its touches back.
    case takeTouches(TouchTaking)
  }

  /// What a recognizer took when it recognized: its touches, and whether it cancels them in their views.
  private struct TouchTaking {
    let touches: [UITouch]
    let cancelsTouchesInView: Bool
    let delaysTouchesEnded: Bool
  }

  private var participants: [WeakRecognizer] = []
  private var work: [Work] = []
  /// Touches with view deliveries held back.
  private var holding: [UITouch] = []
  private var deliveryDepth = 0
  private var currentEvent: UIEvent?

  private init() {}

  /// The live participants in the same window as a recognizer, itself excluded, in the order they joined.
  ///
  /// One pass over the weak references, read in place (copying a weak reference costs a trip to the object's side
  /// table); dead references are dropped only when there are some.
  private func rivals(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    let ownView = recognizer.view
    guard let window = ownView?.window else {
      dropDeadParticipants()
      return []
    }
    var rivals: [UIGestureRecognizer] = []
    rivals.reserveCapacity(participants.count)
    var sawDead = false
    for index in participants.indices {
      guard let other = participants[index].recognizer else {
        sawDead = true
        continue
      }
      guard other !== recognizer, let view = other.view else { continue }
      if view === ownView || view.window === window { rivals.append(other) }
    }
    if sawDead { dropDeadParticipants() }
    return rivals
  }

  private func dropDeadParticipants() {
    participants.removeAll { $0.recognizer == nil }
  }

  private func isParticipating(_ recognizer: UIGestureRecognizer) -> Bool { recognizer.isInArena }

  func join(_ recognizer: UIGestureRecognizer) {
    guard !recognizer.isInArena else { return }
    recognizer.isInArena = true
    participants.append(WeakRecognizer(recognizer))
  }

  // MARK: - Decisions

  func attemptToLeavePossible(_ recognizer: UIGestureRecognizer, for state: UIGestureRecognizer.State) {
    guard recognizer.isEnabled, recognizer.stateStorage == .possible else { return }
    guard recognizer.shouldBegin() else { return fail(recognizer) }
    let rivals = rivals(of: recognizer)
    // Plain loops, not closures: see `containsIdentical(_:)`.
    for rival in rivals where rival.stateStorage == .began || rival.stateStorage == .changed {
      if rival.prevents(recognizer) { return fail(recognizer) }
    }
    var requiredRecognized = false
    var requiredUndecided = false
    for rival in rivals where recognizer.requiresFailure(of: rival) {
      if rival.hasRecognized { requiredRecognized = true }
      if rival.stateStorage == .possible { requiredUndecided = true }
    }
    if requiredRecognized { return fail(recognizer) }
    if requiredUndecided {
      recognizer.pendingState = state
      return
    }
    recognizer.pendingState = nil
    recognizer.stateStorage = state
    enqueueActions(of: recognizer)
    work.append(
      .takeTouches(
        TouchTaking(
          touches: recognizer.trackedTouches, cancelsTouchesInView: recognizer.cancelsTouchesInView,
          delaysTouchesEnded: recognizer.delaysTouchesEnded)))
    for rival in rivals where rival.stateStorage == .possible {
      if rival.requiresFailure(of: recognizer) || recognizer.prevents(rival) { fail(rival) }
    }
  }

  func fail(_ recognizer: UIGestureRecognizer) {
    guard recognizer.stateStorage == .possible else { return }
    recognizer.stateStorage = .failed
    recognizer.pendingState = nil
    for waiting in rivals(of: recognizer) where waiting.stateStorage == .possible {
      if let pending = waiting.pendingState, waiting.requiresFailure(of: recognizer) {
        attemptToLeavePossible(waiting, for: pending)
      }
    }
  }

  /// Ends a recognizer's part when it is disabled or removed: a gesture under way is cancelled, a possible one fails.
  func abandon(_ recognizer: UIGestureRecognizer) {
    switch recognizer.stateStorage {
    case .began, .changed:
      recognizer.stateStorage = .cancelled
      enqueueActions(of: recognizer)
    case .possible where isParticipating(recognizer):
      fail(recognizer)
    default: break
    }
    for touch in recognizer.trackedTouches { touch.recognizerRefs.removeAll { $0.recognizer === recognizer } }
    recognizer.trackedTouches = []
    flushIfIdle()
  }

  func enqueueActions(of recognizer: UIGestureRecognizer) {
    work.append(.actions(recognizer))
  }

  // MARK: - Delivery

  /// Gives each touch that just began to the enabled recognizers of its view and the view's ancestors (nearest
  /// first, then in the order they were added) that are still receiving touches and whose delegate agrees.
  func attachRecognizers(to touch: UITouch) {
    var chain: [UIGestureRecognizer] = []
    // Capacities reserved here and below spare the arrays' regrowth: a tap allocates each array once.
    chain.reserveCapacity(4)
    var view = touch.view
    while let current = view {
      for recognizer in current.gestureRecognizerStorage
      where recognizer.isEnabled && recognizer.receivesTouches && !chain.containsIdentical(recognizer) {
        chain.append(recognizer)
      }
      view = current.superview
    }
    touch.recognizerRefs.reserveCapacity(chain.count)
    for recognizer in chain where recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
      touch.recognizerRefs.append(WeakRecognizer(recognizer))
      recognizer.trackedTouches.append(touch)
      join(recognizer)
    }
  }

  /// Delivers an event's touches: to their recognizers first, then, once their decisions have taken effect, to
  /// their views, holding back what undecided recognizers delay.
  func deliver(_ touches: [UITouch], with event: UIEvent) {
    currentEvent = event
    defer { currentEvent = nil }
    deliveryDepth += 1
    for phase in UITouch.Phase.delivered {
      // Most events carry touches in one phase: the others cost nothing, not even an empty array.
      guard Self.touches(touches, haveTouchIn: phase) else { continue }
      let inPhase = Self.touches(touches, in: phase)
      let phaseSet = Self.set(of: inPhase, in: event)
      var recognizers: [UIGestureRecognizer] = []
      recognizers.reserveCapacity(inPhase[0].recognizerRefs.count)
      for touch in inPhase {
        for index in touch.recognizerRefs.indices {
          guard let recognizer = touch.recognizerRefs[index].recognizer else { continue }
          recognizers.appendIfAbsent(recognizer)
        }
      }
      for recognizer in recognizers where recognizer.receivesTouches {
        var tracked: [UITouch] = []
        for touch in inPhase where recognizer.trackedTouches.containsIdentical(touch) { tracked.append(touch) }
        guard !tracked.isEmpty else { continue }
        let mine = tracked.count == inPhase.count ? phaseSet : Self.set(of: tracked, in: event)
        switch phase {
        case .began: recognizer.touchesBegan(mine, with: event)
        case .moved: recognizer.touchesMoved(mine, with: event)
        case .ended: recognizer.touchesEnded(mine, with: event)
        default: recognizer.touchesCancelled(mine, with: event)
        }
      }
    }
    deliveryDepth -= 1
    flushIfIdle()
    for phase in UITouch.Phase.delivered where Self.touches(touches, haveTouchIn: phase) {
      deliverToViews(Self.touches(touches, in: phase), phase, event)
    }
    flushIfIdle()
  }

  /// Distinct touches of an event as a set: the event's own set when they are its only touch (a tap's every phase),
  /// which spares building and hashing a new one for each recognizer and view.
  private static func set(of touches: [UITouch], in event: UIEvent) -> Set<UITouch> {
    if touches.count == 1 { return set(of: touches[0], in: event) }
    return Set(touches)
  }

  /// One touch as a set: the event's own set when the touch is its only one.
  private static func set(of touch: UITouch, in event: UIEvent) -> Set<UITouch> {
    let all = event.touchSet
    return all.count == 1 && all.first === touch ? all : [touch]
  }

  /// Whether any of the touches is in a phase.
  private static func touches(_ touches: [UITouch], haveTouchIn phase: UITouch.Phase) -> Bool {
    for touch in touches where touch.phase == phase { return true }
    return false
  }

  /// The touches in a phase, in order.
  private static func touches(_ touches: [UITouch], in phase: UITouch.Phase) -> [UITouch] {
    var allInPhase = true
    for touch in touches where touch.phase != phase { allInPhase = false }
    if allInPhase { return touches }
    var inPhase: [UITouch] = []
    for touch in touches where touch.phase == phase { inPhase.append(touch) }
    return inPhase
  }

  /// Whether undecided recognizers hold back a phase of a touch from its view.
  private func holdsBack(_ touch: UITouch, _ phase: UITouch.Phase) -> Bool {
    let delaysBegan = !touch.viewHasBegun
    let delaysEnded = phase == .ended
    guard delaysBegan || delaysEnded else { return false }
    for index in touch.recognizerRefs.indices {
      guard let recognizer = touch.recognizerRefs[index].recognizer, recognizer.isUndecided(about: touch) else {
        continue
      }
      if delaysBegan && recognizer.delaysTouchesBegan { return true }
      if delaysEnded && recognizer.delaysTouchesEnded { return true }
    }
    return false
  }

  private func deliverToViews(_ touches: [UITouch], _ phase: UITouch.Phase, _ event: UIEvent) {
    var ready: [UITouch] = []
    ready.reserveCapacity(touches.count)
    for touch in touches where touch.view != nil && !touch.isTakenFromView && !touch.viewHasFinished {
      if phase == .cancelled && !touch.heldDeliveries.isEmpty {
        touch.heldDeliveries = []
        if !touch.viewHasBegun {
          touch.viewHasFinished = true
          continue
        }
      } else if !touch.heldDeliveries.isEmpty || holdsBack(touch, phase) {
        touch.heldDeliveries.append(HeldDelivery(phase: phase, event: event))
        holding.appendIfAbsent(touch)
        continue
      }
      ready.append(touch)
    }
    var views: [UIView] = []
    views.reserveCapacity(ready.count)
    for touch in ready {
      if let view = touch.view { views.appendIfAbsent(view) }
    }
    for view in views {
      let owned: Set<UITouch>
      if views.count == 1 {
        owned = Self.set(of: ready, in: event)
      } else {
        var ownedTouches: [UITouch] = []
        for touch in ready where touch.view === view { ownedTouches.append(touch) }
        owned = Self.set(of: ownedTouches, in: event)
      }
      if phase == .began && !view.scrollViewLetsTouchesBegin(owned, with: event) {
        for touch in owned { touch.isTakenFromView = true }
        continue
      }
      for touch in owned { touch.noteViewDelivery(phase) }
      switch phase {
      case .began: view.touchesBegan(owned, with: event)
      case .moved: view.touchesMoved(owned, with: event)
      case .ended: view.touchesEnded(owned, with: event)
      default: view.touchesCancelled(owned, with: event)
      }
    }
  }

  // MARK: - Taking effect

  func flushIfIdle() {
    guard deliveryDepth == 0 else { return }
    while !work.isEmpty {
      switch work.removeFirst() {
      case .actions(let recognizer): recognizer.sendActions()
      case .takeTouches(let taking): takeTouches(taking)
      }
    }
    releaseHeldDeliveries()
    resetFinishedRecognizers()
  }

  /// Cancels a recognizer's touches in their views when it recognizes: all of them with `cancelsTouchesInView`,
  /// else those whose `touchesEnded` it was holding back (`delaysTouchesEnded`).
  private func takeTouches(_ taking: TouchTaking) {
    for touch in taking.touches where !touch.isTakenFromView && !touch.viewHasFinished {
      var endHeld = false
      for held in touch.heldDeliveries where held.phase == .ended { endHeld = true }
      guard taking.cancelsTouchesInView || (taking.delaysTouchesEnded && endHeld) else { continue }
      touch.isTakenFromView = true
      touch.heldDeliveries = []
      guard touch.viewHasBegun, let view = touch.view else { continue }
      touch.viewHasFinished = true
      let event = currentEvent ?? UIEvent(timestamp: HeadlessRunLoop.main.now, touches: [touch])
      view.touchesCancelled(Self.set(of: touch, in: event), with: event)
    }
  }

  /// Delivers what no undecided recognizer holds back any more, in order. A touch the system is cancelling keeps
  /// its held deliveries for `deliverToViews` to drop: a view that never got `touchesBegan` gets nothing.
  private func releaseHeldDeliveries() {
    for touch in holding where touch.phase != .cancelled {
      while let next = touch.heldDeliveries.first, !holdsBack(touch, next.phase) {
        touch.heldDeliveries.removeFirst()
        guard let view = touch.view else { continue }
        let touches = Self.set(of: touch, in: next.event)
        if next.phase == .began && !view.scrollViewLetsTouchesBegin(touches, with: next.event) {
          touch.isTakenFromView = true
          touch.heldDeliveries = []
          break
        }
        touch.replay(next.phase) {
          touch.noteViewDelivery(next.phase)
          switch next.phase {
          case .began: view.touchesBegan(touches, with: next.event)
          case .moved: view.touchesMoved(touches, with: next.event)
          case .ended: view.touchesEnded(touches, with: next.event)
          default: view.touchesCancelled(touches, with: next.event)
          }
        }
      }
    }
    var kept: [UITouch] = []
    for touch in holding where !touch.heldDeliveries.isEmpty { kept.append(touch) }
    holding = kept
  }

  /// Forgets every touch sequence under way, as a new `TouchDriver` epoch begins: the timers its recognizers were
  /// waiting on are gone, so each participant goes back to `.possible` (and gets `reset()`), and deliveries held
  /// back for them are dropped.
  func startOver() {
    for recognizer in participants.compactMap(\.recognizer) {
      for touch in recognizer.trackedTouches { touch.recognizerRefs.removeAll { $0.recognizer === recognizer } }
      recognizer.trackedTouches = []
      recognizer.pendingState = nil
      recognizer.stateStorage = .possible
      recognizer.reset()
    }
    for index in participants.indices { participants[index].recognizer?.isInArena = false }
    participants = []
    for touch in holding { touch.heldDeliveries = [] }
    holding = []
    work = []
  }

  /// Resets every recognizer in a final state whose touches have all ended.
  private func resetFinishedRecognizers() {
    // One pass over the weak references, which also drops dead ones; then each finished recognizer is reset, in the
    // order it joined.
    var finished: [UIGestureRecognizer] = []
    var kept = 0
    for index in participants.indices {
      guard let recognizer = participants[index].recognizer else { continue }
      if recognizer.hasFinishedSequence {
        finished.append(recognizer)
        continue
      }
      if kept != index { participants.swapAt(kept, index) }
      kept += 1
    }
    if kept < participants.count { participants.removeLast(participants.count - kept) }
    for recognizer in finished {
      recognizer.isInArena = false
      recognizer.lastLocationInWindow = recognizer.location(in: nil)
      recognizer.trackedTouches.removeAll(keepingCapacity: true)
      recognizer.pendingState = nil
      recognizer.stateStorage = .possible
      recognizer.reset()
    }
  }
}

extension UIGestureRecognizer {
  /// Whether the recognizer is in a final state and all its touches have ended: the arena resets it.
  fileprivate var hasFinishedSequence: Bool {
    switch stateStorage {
    case .ended, .cancelled, .failed:
      for touch in trackedTouches where !touch.hasFinished { return false }
      return true
    default: return false
    }
  }
}
