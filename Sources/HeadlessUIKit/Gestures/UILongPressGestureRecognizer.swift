import Foundation

/// A continuous recognizer for a press held in place.
///
/// It begins once `numberOfTouchesRequired` fingers have stayed down for `minimumPressDuration` without moving more
/// than `allowableMovement` points (a run-loop timer, so virtual time under `TouchDriver`); it then changes as the
/// fingers move and ends when they lift. Lifting or straying before then fails it. With `numberOfTapsRequired`
/// above `0`, that many quick taps (each under 0.75 s, each following the last within 0.35 s, as for a tap) must come
/// before the press.
///
/// ```swift
/// let press = UILongPressGestureRecognizer(target: cell, action: Selector("showMenu:"))
/// press.minimumPressDuration = 0.8
/// ```
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// The number of full taps before the press. Default `0`.
  open var numberOfTapsRequired = 0
  /// The number of fingers that must press. Default `1`.
  open var numberOfTouchesRequired = 1
  /// How long, in seconds, the fingers must stay down. Default `0.5`.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far, in points, the fingers may move before the gesture begins. Default `10`.
  open var allowableMovement: CGFloat = 10

  private var tapsCompleted = 0
  private var startLocations: [ObjectIdentifier: CGPoint] = [:]
  private var timer: HeadlessTimer?

  private var activeTouchCount: Int {
    trackedTouches.filter { !$0.hasFinished }.count
  }

  private var isPressing: Bool { tapsCompleted >= numberOfTapsRequired }

  override func recognizeBegan(_ touches: Set<UITouch>, _ event: UIEvent) {
    timer?.cancel()
    for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
    guard activeTouchCount <= numberOfTouchesRequired else { return transition(to: .failed) }
    guard activeTouchCount == numberOfTouchesRequired else { return }
    if isPressing {
      timer = HeadlessRunLoop.main.schedule(after: minimumPressDuration) { [weak self] in
        self?.transition(to: .began)
      }
    } else {
      timer = HeadlessRunLoop.main.schedule(after: UITapGestureRecognizer.maximumTapDuration) { [weak self] in
        self?.transition(to: .failed)
      }
    }
  }

  override func recognizeMoved(_ touches: Set<UITouch>, _ event: UIEvent) {
    if state == .began || state == .changed { return transition(to: .changed) }
    for touch in touches {
      guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
      let location = touch.location(in: nil)
      if hypot(location.x - start.x, location.y - start.y) > allowableMovement { return transition(to: .failed) }
    }
  }

  override func recognizeEnded(_ touches: Set<UITouch>, _ event: UIEvent) {
    if state == .began || state == .changed {
      if activeTouchCount == 0 { transition(to: .ended) }
      return
    }
    timer?.cancel()
    guard !isPressing, activeTouchCount == 0 else { return transition(to: .failed) }
    tapsCompleted += 1
    timer = HeadlessRunLoop.main.schedule(after: UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in
      self?.transition(to: .failed)
    }
  }

  override func recognizeCancelled(_ touches: Set<UITouch>, _ event: UIEvent) {
    transition(to: state == .possible ? .failed : .cancelled)
  }

  override func resetRecognition() {
    timer?.cancel()
    timer = nil
    tapsCompleted = 0
    startLocations = [:]
  }
}
