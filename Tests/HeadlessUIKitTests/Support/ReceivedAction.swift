import HeadlessUIKit

/// One action message a test responder received.
struct ReceivedAction {
  /// The selector that was performed.
  let action: Selector
  /// The sender passed along with it, as an object so tests can compare identity.
  let sender: AnyObject?
  /// The event passed along with it.
  let event: UIEvent?

  /// Records a message as `perform(_:sender:event:)` receives it.
  init(action: Selector, sender: Any?, event: UIEvent?) {
    self.action = action
    self.sender = sender as AnyObject?
    self.event = event
  }
}
