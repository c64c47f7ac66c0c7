import Foundation
import HeadlessUIKit

/// One ordered record of what text fields report: delegate calls, control events and notifications.
///
/// Several fields, and their delegates, may share a log, so a test can read the order across them.
@MainActor
final class EditingLog {
  /// The editing and touch events a text field sends, by name.
  static let watchedEvents: [(String, UIControl.Event)] = [
    ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
    ("editingDidEndOnExit", .editingDidEndOnExit), ("touchDown", .touchDown), ("touchUpInside", .touchUpInside),
  ]

  /// The notifications a text field posts, by name.
  static let watchedNotifications: [(String, Notification.Name)] = [
    ("textDidBeginEditing", UITextField.textDidBeginEditingNotification),
    ("textDidChange", UITextField.textDidChangeNotification),
    ("textDidEndEditing", UITextField.textDidEndEditingNotification),
  ]

  /// The entries, in order, each prefixed with the field's tag when it is not 0.
  private(set) var entries: [String] = []
  /// For each notification, in order, the number under `didEndEditingReasonUserInfoKey` in its `userInfo`.
  private(set) var reasons: [Int?] = []

  /// Adds an entry.
  /// - Parameters:
  ///   - entry: What happened.
  ///   - field: The field it happened to.
  func record(_ entry: String, for field: UIView) {
    entries.append(field.tag == 0 ? entry : "\(field.tag).\(entry)")
  }

  /// Starts recording a field's control events and notifications.
  /// - Parameters:
  ///   - field: The field.
  func watch(_ field: UITextField) {
    for (name, event) in Self.watchedEvents {
      field.addAction(
        UIAction(identifier: UIAction.Identifier("log.\(name)")) { [unowned self, unowned field] _ in
          record(name, for: field)
        }, for: event)
    }
    for (name, notificationName) in Self.watchedNotifications {
      _ = NotificationCenter.default.addObserver(forName: notificationName, object: field, queue: nil) {
        [weak self, weak field] notification in
        let reason = (notification.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? NSNumber)?.intValue
        MainActor.assumeIsolated {
          guard let self, let field else { return }
          self.record(name, for: field)
          self.reasons.append(reason)
        }
      }
    }
  }

  /// Forgets what was recorded.
  func clear() {
    entries.removeAll()
    reasons.removeAll()
  }
}
