import Foundation

@testable import HeadlessUIKit

/// A view that can take part in target-action and in the first-responder dance, and records what it sees.
@MainActor
final class ActionView: UIView, HeadlessActionTarget {
  /// The actions this view implements.
  var implemented: Set<Selector> = []
  /// What `canBecomeFirstResponder` answers.
  var acceptsFirstResponder = false
  /// What `canResignFirstResponder` answers.
  var allowsResign = true
  /// The actions performed on this view, oldest first.
  private(set) var received: [ReceivedAction] = []
  /// How many times `resignFirstResponder()` ran.
  private(set) var resignCalls = 0

  override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
  override var canResignFirstResponder: Bool { allowsResign }

  override func resignFirstResponder() -> Bool {
    resignCalls += 1
    return super.resignFirstResponder()
  }

  func responds(toAction action: Selector) -> Bool { implemented.contains(action) }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    received.append(ReceivedAction(action: action, sender: sender as AnyObject?, event: event))
  }
}

/// A plain responder (not a view) that implements some actions; used as an app delegate or explicit target.
@MainActor
final class ActionResponder: UIResponder, HeadlessActionTarget, UIApplicationDelegate {
  /// The actions this responder implements.
  var implemented: Set<Selector>
  /// The actions performed on this responder, oldest first.
  private(set) var received: [ReceivedAction] = []

  init(implementing implemented: Set<Selector> = []) {
    self.implemented = implemented
    super.init()
  }

  func responds(toAction action: Selector) -> Bool { implemented.contains(action) }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    received.append(ReceivedAction(action: action, sender: sender as AnyObject?, event: event))
  }
}

/// A view controller that implements some actions.
@MainActor
final class ActionViewController: UIViewController, HeadlessActionTarget {
  /// The actions this controller implements.
  var implemented: Set<Selector> = []
  /// What `canBecomeFirstResponder` answers.
  var acceptsFirstResponder = false
  /// The actions performed on this controller, oldest first.
  private(set) var received: [ReceivedAction] = []

  override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

  func responds(toAction action: Selector) -> Bool { implemented.contains(action) }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    received.append(ReceivedAction(action: action, sender: sender as AnyObject?, event: event))
  }
}

/// A view that records the touch messages it receives and does not forward them.
@MainActor
final class TouchRecordingView: UIView {
  /// One touch message.
  ///
  /// Its touches are held weakly: a touch holds its view, this one, so holding them would make a cycle that outlives
  /// the test. A test compares them while it still holds them itself.
  struct Delivery {
    /// `began`, `moved`, `ended` or `cancelled`.
    let phase: UITouch.Phase
    /// How many touches the message carried.
    let count: Int
    private let weakTouches: [WeakTouch]

    init(phase: UITouch.Phase, touches: Set<UITouch>) {
      self.phase = phase
      count = touches.count
      weakTouches = touches.map(WeakTouch.init)
    }

    /// The touches of the message that are still alive.
    var touches: Set<UITouch> { Set(weakTouches.compactMap(\.touch)) }
  }

  private struct WeakTouch {
    weak var touch: UITouch?
  }

  /// The touch messages received, oldest first.
  private(set) var deliveries: [Delivery] = []
  /// How many times `hitTest(_:with:)` ran on this view.
  private(set) var hitTestCount = 0

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    hitTestCount += 1
    return super.hitTest(point, with: event)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    deliveries.append(Delivery(phase: .began, touches: touches))
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    deliveries.append(Delivery(phase: .moved, touches: touches))
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    deliveries.append(Delivery(phase: .ended, touches: touches))
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    deliveries.append(Delivery(phase: .cancelled, touches: touches))
  }

  /// The phases received, oldest first.
  var phases: [UITouch.Phase] { deliveries.map(\.phase) }
}

/// Creates a window that is visible (so it can be hit-tested) without making it the key window.
@MainActor
func visibleWindow(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> UIWindow {
  let window = UIWindow(frame: frame)
  window.isHidden = false
  return window
}

/// Runs `body` with `window` as the app's key window and `delegate` as its delegate, then restores both.
///
/// The key window and the delegate are global, so every test that needs them goes through here; test bodies are
/// synchronous and main-actor isolated, so no other test can observe the temporary values.
@MainActor
@discardableResult
func withApplicationState<Result>(
  keyWindow window: UIWindow?,
  delegate: (any UIApplicationDelegate)? = nil,
  _ body: () throws -> Result
) rethrows -> Result {
  let application = UIApplication.shared
  let savedKeyWindow = application.keyWindow
  let savedDelegate = application.delegate
  application.keyWindow = window
  application.delegate = delegate
  defer {
    application.keyWindow = savedKeyWindow
    application.delegate = savedDelegate
  }
  return try body()
}
