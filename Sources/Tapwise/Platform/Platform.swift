// The one file that chooses the UI framework. Every other file in Tapwise sees it through these re-exports, so no
// feature file needs an `#if`. It also supplies MainLoop's clock and timers for each side. The hooks below UIKit's
// public API come in pairs, one file per hook on each side: ObjCRuntime+X.swift on Apple platforms, and its mirror
// HeadlessRuntime+X.swift on HeadlessUIKit.
#if canImport(UIKit)
  @_exported import UIKit

  extension MainLoop {
    /// Apple: the system uptime, the clock `UIEvent.timestamp` counts on.
    static var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Apple: runs a closure on the main queue after a delay, in every run-loop mode (scrolling included). The
    /// main queue runs it on the main actor; a cancelled timer's block finds its flag set and does nothing.
    static func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> MainLoopTimer {
      let cancellation = Cancellation()
      DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) {
        if !cancellation.isCancelled { body() }
      }
      return MainLoopTimer { cancellation.isCancelled = true }
    }

    @MainActor
    private final class Cancellation {
      var isCancelled = false
    }
  }
#else
  @_exported import HeadlessUIKit
  @_spi(Tapwise) import HeadlessUIKit

  extension MainLoop {
    /// HeadlessUIKit: the virtual main run loop's time, which `TouchDriver` moves and stamps on events.
    static var now: TimeInterval { HeadlessRunLoop.main.now }

    /// HeadlessUIKit: a virtual run-loop timer, fired by `TouchDriver.advance(by:)`.
    static func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> MainLoopTimer {
      let timer = HeadlessRunLoop.main.schedule(after: delay, body)
      return MainLoopTimer { timer.cancel() }
    }
  }

#endif
@_exported import TapwiseCore
