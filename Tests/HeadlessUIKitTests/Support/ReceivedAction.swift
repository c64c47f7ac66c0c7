import Foundation
import HeadlessUIKit

/// One action message a test responder received.
///
/// The sender and the event are held weakly: the responder that records them is usually reachable from both (a
/// sender's window holds it, an event's touches hold their views), so holding them would make a cycle that outlives
/// the test. A test compares them while it still holds them itself; the event's timestamp is kept as a value.
struct ReceivedAction {
  /// The selector that was performed.
  let action: Selector
  /// The sender passed along with it, as an object so tests can compare identity, while something else holds it.
  private(set) weak var sender: AnyObject?
  /// The event passed along with it, while something else holds it.
  private(set) weak var event: UIEvent?
  /// The event's timestamp, or `nil` when the message came without an event.
  let timestamp: TimeInterval?

  /// Records a message as `perform(_:sender:event:)` receives it.
  @MainActor
  init(action: Selector, sender: Any?, event: UIEvent?) {
    self.action = action
    self.sender = sender as AnyObject?
    self.event = event
    timestamp = event?.timestamp
  }
}
