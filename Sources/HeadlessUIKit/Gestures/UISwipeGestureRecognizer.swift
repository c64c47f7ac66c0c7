import Foundation

/// A discrete recognizer for fingers moving quickly in one of the allowed directions.
///
/// It recognizes once `numberOfTouchesRequired` fingers have moved 50 points from where they went down, mostly along
/// an allowed ``direction`` (the larger of the horizontal and vertical distances picks the direction), within 0.5 s
/// of the first finger going down. It fails when more fingers touch, when the fingers head in a direction that isn't
/// allowed once they have moved 10 points, when the 0.5 s pass first, or when the fingers lift before. UIKit doesn't
/// publish the distance or the time; HeadlessUIKit's choices are in <doc:UIKitBehaviour#Built-in-recognizers>.
///
/// ```swift
/// let back = UISwipeGestureRecognizer(target: pager, action: Selector("previous:"))
/// back.direction = .right
/// pager.view.addGestureRecognizer(back)
/// ```
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe may go, as an option set with UIKit's raw values.
  public struct Direction: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a set of directions from its raw bits.
    /// - Parameters:
    ///   - rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Towards the right (1 << 0).
    public static var right: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 0) }
    /// Towards the left (1 << 1).
    public static var left: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 1) }
    /// Upwards (1 << 2).
    public static var up: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 2) }
    /// Downwards (1 << 3).
    public static var down: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 3) }
  }

  /// How far, in points, the fingers' centroid moves before the swipe recognizes: 50 (UIKit does not publish it).
  static let minimumDistance: CGFloat = 50
  /// How long after the first finger goes down the swipe may take: 0.5 s (UIKit does not publish it).
  static let maximumDuration: TimeInterval = 0.5

  /// The directions the swipe may go. Default `.right`.
  open var direction: UISwipeGestureRecognizer.Direction = .right
  /// The number of fingers that must swipe together. Default `1`.
  open var numberOfTouchesRequired = 1

  /// Where the fingers' centroid was when the last of them went down, in window coordinates.
  private var origin: CGPoint?
  private var giveUp: HeadlessTimer?

  private var activeTouches: [UITouch] { trackedTouches.filter { !$0.hasFinished } }

  override func recognizeBegan(_ touches: Set<UITouch>, _ event: UIEvent) {
    guard activeTouches.count <= numberOfTouchesRequired else { return transition(to: .failed) }
    origin = Self.centroid(activeTouches.map { $0.location(in: nil) })
    if giveUp == nil {
      giveUp = HeadlessRunLoop.main.schedule(after: Self.maximumDuration) { [weak self] in
        self?.transition(to: .failed)
      }
    }
  }

  override func recognizeMoved(_ touches: Set<UITouch>, _ event: UIEvent) {
    guard let origin, activeTouches.count == numberOfTouchesRequired else { return }
    let point = Self.centroid(activeTouches.map { $0.location(in: nil) })
    let dx = point.x - origin.x
    let dy = point.y - origin.y
    let distance = max(abs(dx), abs(dy))
    guard distance >= UIPanGestureRecognizer.movementThreshold else { return }
    let heading: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
    guard direction.contains(heading) else { return transition(to: .failed) }
    if distance >= Self.minimumDistance { transition(to: .recognized) }
  }

  override func recognizeEnded(_ touches: Set<UITouch>, _ event: UIEvent) {
    transition(to: .failed)
  }

  override func recognizeCancelled(_ touches: Set<UITouch>, _ event: UIEvent) {
    transition(to: .failed)
  }

  override func resetRecognition() {
    giveUp?.cancel()
    giveUp = nil
    origin = nil
  }

  /// Whether the swipe runs along a horizontal axis: it allows the left or the right.
  var isHorizontal: Bool { !direction.isDisjoint(with: [.left, .right]) }
}
