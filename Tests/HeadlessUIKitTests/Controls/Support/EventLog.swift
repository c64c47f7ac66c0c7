import Foundation
import HeadlessUIKit

/// Records the control events a control sends, with the control's tracking state at each one.
@MainActor
final class EventLog {
  /// One event, with the control's state when its handlers ran.
  struct Entry: Equatable, CustomStringConvertible {
    /// The event's name, such as `"touchDown"`.
    let name: String
    /// `isHighlighted` at that moment.
    let highlighted: Bool
    /// `isTracking` at that moment.
    let tracking: Bool
    /// `isTouchInside` at that moment.
    let inside: Bool

    var description: String { "\(name)(h: \(highlighted), t: \(tracking), in: \(inside))" }
  }

  /// The events UIKit's controls send from touches and values, by name.
  static let watchedEvents: [(String, UIControl.Event)] = [
    ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
    ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter),
    ("touchDragExit", .touchDragExit), ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
    ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
    ("primaryActionTriggered", .primaryActionTriggered),
  ]

  /// The entries, in order.
  private(set) var entries: [Entry] = []

  /// Starts recording a control's events, through one `UIAction` per event.
  /// - Parameters:
  ///   - control: The control.
  init(watching control: UIControl) {
    for (name, event) in Self.watchedEvents {
      control.addAction(
        UIAction(identifier: UIAction.Identifier("log.\(name)")) { [unowned self] action in
          let control = action.sender as! UIControl
          entries.append(
            Entry(
              name: name, highlighted: control.isHighlighted, tracking: control.isTracking,
              inside: control.isTouchInside))
        }, for: event)
    }
  }

  /// The names of the recorded events, in order.
  var names: [String] { entries.map(\.name) }

  /// Forgets what was recorded.
  func clear() { entries.removeAll() }
}

/// A visible window, 400 by 800 points, that is not the key window, so tests leave no global state behind.
@MainActor
func makeVisibleWindow() -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  window.isHidden = false
  return window
}

/// Makes an empty window key, so a nil-target action searches from its sender: no first responder is left over
/// from another test.
@MainActor
func startResponderSearchAtTheSender() {
  UIWindow(frame: .zero).makeKey()
}
