import Foundation

/// A continuous recognizer for fingers dragging across the screen.
///
/// It begins once between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers have moved 10 points from
/// where they went down (UIKit doesn't publish its threshold; see <doc:UIKitBehaviour#Built-in-recognizers>),
/// changes with every move after that, and ends when the last finger lifts. Lifting before it began fails it.
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: sheet, action: Selector("drag:"))
/// // in drag(_:): let offset = pan.translation(in: sheet.superview)
/// ```
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How far, in points, the fingers' centroid moves before the pan begins.
  static let movementThreshold: CGFloat = 10

  /// The fewest fingers that may pan. Default `1`.
  open var minimumNumberOfTouches: Int {
    get { minimumNumberOfTouchesStorage }
    set { minimumNumberOfTouchesStorage = newValue }
  }
  private var minimumNumberOfTouchesStorage: Int = 1
  /// The most fingers that may pan. Default `Int.max` (UIKit's `NSUIntegerMax`, no limit).
  open var maximumNumberOfTouches: Int {
    get { maximumNumberOfTouchesStorage }
    set { maximumNumberOfTouchesStorage = newValue }
  }
  private var maximumNumberOfTouchesStorage: Int = Int.max
  /// Where the translation is measured from, in window coordinates.
  private var origin: CGPoint?
  private var lastSample: (point: CGPoint, time: TimeInterval)?
  private var velocityInWindow = CGPoint.zero

  private var activeTouches: [UITouch] {
    var active: [UITouch] = []
    for touch in trackedTouches where !touch.hasFinished { active.append(touch) }
    return active
  }
  private var centroid: CGPoint {
    var points: [CGPoint] = []
    for touch in trackedTouches where !touch.hasFinished { points.append(touch.location(in: nil)) }
    return Self.centroid(points)
  }

  /// The distance the fingers moved since the pan's touches went down, or since the last
  /// ``setTranslation(_:in:)``.
  /// - Parameters:
  ///   - view: The coordinate system, or `nil` for the window's.
  /// - Returns: The translation; `.zero` before any touch.
  open func translation(in view: UIView?) -> CGPoint {
    guard let origin else { return .zero }
    let current = activeTouches.isEmpty ? (lastSample?.point ?? origin) : centroid
    return vector(from: origin, to: current, in: view)
  }

  /// Sets the translation, so that later translations are measured from a new origin.
  /// - Parameters:
  ///   - translation: The translation to report now, usually `.zero`.
  ///   - view: The coordinate system of `translation`, or `nil` for the window's.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let current = activeTouches.isEmpty ? (lastSample?.point ?? .zero) : centroid
    let zero = view.map { $0.convert(CGPoint.zero, to: nil) } ?? .zero
    let inWindow = view.map { $0.convert(translation, to: nil) } ?? translation
    origin = CGPoint(x: current.x - (inWindow.x - zero.x), y: current.y - (inWindow.y - zero.y))
  }

  /// The velocity of the fingers' last move, in points per second.
  /// - Parameters:
  ///   - view: The coordinate system, or `nil` for the window's.
  /// - Returns: The velocity; `.zero` before the fingers move.
  open func velocity(in view: UIView?) -> CGPoint {
    vector(from: .zero, to: velocityInWindow, in: view)
  }

  /// A window-coordinate vector, expressed in a view's coordinates.
  private func vector(from start: CGPoint, to end: CGPoint, in view: UIView?) -> CGPoint {
    guard let view else { return CGPoint(x: end.x - start.x, y: end.y - start.y) }
    let a = view.convert(start, from: nil)
    let b = view.convert(end, from: nil)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  override func recognizeBegan(_ touches: Set<UITouch>, _ event: UIEvent) {
    if activeTouches.count > maximumNumberOfTouches && state == .possible { return transition(to: .failed) }
    if origin == nil { origin = centroid }
    lastSample = (centroid, event.timestamp)
  }

  override func recognizeMoved(_ touches: Set<UITouch>, _ event: UIEvent) {
    let point = centroid
    if let lastSample, event.timestamp > lastSample.time {
      let elapsed = CGFloat(event.timestamp - lastSample.time)
      velocityInWindow = CGPoint(
        x: (point.x - lastSample.point.x) / elapsed, y: (point.y - lastSample.point.y) / elapsed)
    }
    lastSample = (point, event.timestamp)
    switch state {
    case .began, .changed:
      transition(to: .changed)
    default:
      guard let origin, activeTouches.count >= minimumNumberOfTouches else { return }
      if hypot(point.x - origin.x, point.y - origin.y) >= Self.movementThreshold { transition(to: .began) }
    }
  }

  override func recognizeEnded(_ touches: Set<UITouch>, _ event: UIEvent) {
    guard activeTouches.isEmpty else { return }
    transition(to: state == .possible ? .failed : .ended)
  }

  override func recognizeCancelled(_ touches: Set<UITouch>, _ event: UIEvent) {
    transition(to: state == .possible ? .failed : .cancelled)
  }

  override func resetRecognition() {
    origin = nil
    lastSample = nil
    velocityInWindow = .zero
  }
}
