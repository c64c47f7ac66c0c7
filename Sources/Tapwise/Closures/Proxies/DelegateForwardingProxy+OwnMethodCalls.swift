/// The two shapes most of a proxy's own methods take, for a method that only tells or asks about the view: every
/// closure, in registration order, then the forwardee, each called every time.
extension DelegateForwardingProxy {
  /// A should-method: the answer is `true` only if every closure and the forwardee answer `true`, and `true` when
  /// nobody has an opinion, as for a method nobody implements (or a message that came back round a loop).
  /// - Parameters:
  ///   - handlers: The method's closures.
  ///   - sender: The view.
  ///   - forwarded: The forwardee's implementation, if it has one; read after the closures ran.
  ///   - method: The method's name, for the re-entry guard (``enterMethod(_:)``).
  /// - Returns: The answer.
  func askAll<Sender>(
    _ handlers: HandlerList<(Sender) -> Bool>, about sender: Sender,
    forwarded: @autoclosure () -> ((Sender) -> Bool)?, method: String = #function
  ) -> Bool {
    guard let call = enterMethod(method) else { return true }
    defer { leave(call) }
    let agreed = handlers.allAgree { $0(sender) }
    return (forwarded()?(sender) ?? true) && agreed
  }

  /// A did-method: tells every closure, then the forwardee.
  /// - Parameters:
  ///   - handlers: The method's closures.
  ///   - sender: The view.
  ///   - forwarded: The forwardee's implementation, if it has one; read after the closures ran.
  ///   - method: The method's name, for the re-entry guard (``enterMethod(_:)``).
  func tellAll<Sender>(
    _ handlers: HandlerList<(Sender) -> Void>, about sender: Sender,
    forwarded: @autoclosure () -> ((Sender) -> Void)?, method: String = #function
  ) {
    guard let call = enterMethod(method) else { return }
    defer { leave(call) }
    handlers.forEach { $0(sender) }
    forwarded()?(sender)
  }
}
