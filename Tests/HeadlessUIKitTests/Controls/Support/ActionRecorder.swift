import Foundation
import HeadlessUIKit

/// A responder that implements the selectors it is given and records every action message it receives.
@MainActor
final class ActionRecorder: UIResponder, HeadlessActionTarget {
  private let implemented: Set<Selector>
  /// What it received, in order.
  private(set) var received: [ReceivedAction] = []

  /// Creates a recorder.
  /// - Parameters:
  ///   - selectors: The selectors it implements.
  init(implementing selectors: Selector...) {
    implemented = Set(selectors)
    super.init()
  }

  /// The names of the selectors received, in order.
  var names: [String] { received.map { NSStringFromSelector($0.action) } }

  func responds(toAction action: Selector) -> Bool { implemented.contains(action) }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    received.append(ReceivedAction(action: action, sender: sender, event: event))
  }
}

/// A view that implements the selectors it is given, records them, and can become first responder.
@MainActor
final class RecordingView: UIView, HeadlessActionTarget {
  private var implemented: Set<Selector> = []
  /// What it received, in order.
  private(set) var received: [ReceivedAction] = []
  /// The touch phases it received, in order.
  private(set) var touchPhases: [UITouch.Phase] = []

  /// Creates a view.
  /// - Parameters:
  ///   - frame: Its frame.
  ///   - selectors: The selectors it implements.
  convenience init(frame: CGRect, implementing selectors: Selector...) {
    self.init(frame: frame)
    implemented = Set(selectors)
  }

  override var canBecomeFirstResponder: Bool { true }

  /// Makes the view implement one more selector.
  /// - Parameters:
  ///   - selector: The selector.
  func implement(_ selector: Selector) {
    implemented.insert(selector)
  }

  /// The names of the selectors received, in order.
  var names: [String] { received.map { NSStringFromSelector($0.action) } }

  func responds(toAction action: Selector) -> Bool { implemented.contains(action) }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    received.append(ReceivedAction(action: action, sender: sender, event: event))
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchPhases.append(.began) }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touchPhases.append(.moved) }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchPhases.append(.ended) }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchPhases.append(.cancelled) }
}

/// A target that is a plain Swift class: not an `NSObject`, so not `Hashable`.
@MainActor
final class SwiftTarget: HeadlessActionTarget {
  /// How many messages it received.
  private(set) var count = 0

  func responds(toAction action: Selector) -> Bool { true }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) { count += 1 }
}

/// A target that is a value, not a class instance.
struct ValueTarget {}
