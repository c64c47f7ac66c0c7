import Foundation

/// The clock and the timers Tapwise uses: the main run loop's, on every platform.
///
/// Its time is the one `UIEvent.timestamp` counts (seconds of system uptime), so an action sent with an event and
/// one sent without are measured on the same clock. `Platform.swift` supplies both members: on iOS,
/// `ProcessInfo.systemUptime` and `DispatchQueue.main`; elsewhere, HeadlessUIKit's virtual `HeadlessRunLoop.main`,
/// so tests move Tapwise's time with `TouchDriver.advance(by:)` and never inject a clock.
///
/// Members, each defined once per platform in `Platform.swift`:
/// - `static var now: TimeInterval`: seconds since system start-up, as event timestamps count them.
/// - `static func schedule(after:_:) -> MainLoopTimer`: runs a closure on the main actor after a delay.
@MainActor
enum MainLoop {
  /// The current time as an exact duration, converted as event timestamps are.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  static var exactNow: Duration {
    (try? Duration(timeInterval: now)) ?? .zero
  }
}

/// A pending ``MainLoop`` timer.
@MainActor
struct MainLoopTimer {
  /// Stops the timer from firing; does nothing once it has fired.
  let cancel: @MainActor () -> Void
}
