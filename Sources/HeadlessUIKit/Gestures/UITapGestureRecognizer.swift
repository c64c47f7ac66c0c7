import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// It recognizes when `numberOfTouchesRequired` fingers have tapped `numberOfTapsRequired` times. It fails when more
/// fingers touch, when a finger moves more than 10 points from where it went down, when a finger stays down longer
/// than 0.75 s, or when the next tap of a multi-tap doesn't begin within 0.35 s of the previous lift. UIKit doesn't
/// publish these three limits; HeadlessUIKit's choices are in <doc:UIKitBehaviour#Built-in-recognizers>.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer(target: photo, action: Selector("zoom:"))
/// doubleTap.numberOfTapsRequired = 2
/// singleTap.require(toFail: doubleTap)   // a single tap waits until the double tap gives up
/// ```
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How far a finger may move from where it went down and still tap: 10 points (UIKit does not publish it).
  static let allowableMovement: CGFloat = 10
  /// How long a finger may stay down and still tap: 0.75 s (UIKit does not publish it).
  static let maximumTapDuration: TimeInterval = 0.75
  /// How soon after a lift the next tap of a multi-tap must begin: 0.35 s (UIKit does not publish it).
  static let maximumIntervalBetweenTaps: TimeInterval = 0.35

  /// The number of taps to recognize. Default `1`.
  open var numberOfTapsRequired: Int {
    get { numberOfTapsRequiredStorage }
    set { numberOfTapsRequiredStorage = newValue }
  }
  private var numberOfTapsRequiredStorage: Int = 1
  /// The number of fingers that must tap together. Default `1`.
  open var numberOfTouchesRequired: Int {
    get { numberOfTouchesRequiredStorage }
    set { numberOfTouchesRequiredStorage = newValue }
  }
  private var numberOfTouchesRequiredStorage: Int = 1
  private var tapsCompleted = 0
  private var fingersInThisTap = 0
  private var startLocations: [ObjectIdentifier: CGPoint] = [:]
  private var giveUp: HeadlessTimer?

  override func recognizeBegan(_ touches: Set<UITouch>, _ event: UIEvent) {
    giveUp?.cancel()
    for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
    fingersInThisTap = max(fingersInThisTap, activeTouchCount)
    guard fingersInThisTap <= numberOfTouchesRequired else { return transition(to: .failed) }
    giveUp = HeadlessRunLoop.main.schedule(after: Self.maximumTapDuration) { [weak self] in
      self?.transition(to: .failed)
    }
  }

  override func recognizeMoved(_ touches: Set<UITouch>, _ event: UIEvent) {
    for touch in touches {
      guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
      let location = touch.location(in: nil)
      if hypot(location.x - start.x, location.y - start.y) > Self.allowableMovement { return transition(to: .failed) }
    }
  }

  override func recognizeEnded(_ touches: Set<UITouch>, _ event: UIEvent) {
    guard activeTouchCount == 0 else { return }
    giveUp?.cancel()
    guard fingersInThisTap == numberOfTouchesRequired else { return transition(to: .failed) }
    tapsCompleted += 1
    fingersInThisTap = 0
    if tapsCompleted >= numberOfTapsRequired { return transition(to: .recognized) }
    giveUp = HeadlessRunLoop.main.schedule(after: Self.maximumIntervalBetweenTaps) { [weak self] in
      self?.transition(to: .failed)
    }
  }

  override func recognizeCancelled(_ touches: Set<UITouch>, _ event: UIEvent) {
    transition(to: .failed)
  }

  override func resetRecognition() {
    giveUp?.cancel()
    giveUp = nil
    tapsCompleted = 0
    fingersInThisTap = 0
    startLocations = [:]
  }

  /// The first tap's fingers, where they went down: UIKit documents the first tap's location for multiple taps.
  override var gesturePointsInWindow: [CGPoint] {
    var points: [CGPoint] = []
    for touch in trackedTouches.prefix(max(1, numberOfTouchesRequired)) {
      points.append(startLocations[ObjectIdentifier(touch)] ?? touch.location(in: nil))
    }
    return points
  }

  private var activeTouchCount: Int {
    var count = 0
    for touch in trackedTouches where !touch.hasFinished { count += 1 }
    return count
  }
}
