import Foundation

extension RuntimeHooks {
  /// Runs main-actor code from a replaced method or a deinitializer, which the Objective-C runtime (or the last
  /// release) calls without isolation, and from the `tapwise` command's synchronous `run()` on the main thread.
  ///
  /// `T` is `Sendable` because `MainActor.assumeIsolated` requires it from Swift 6.0's standard library on, which
  /// current Xcode builds against; the iOS 17.0 SDK's Swift 5.9 interface didn't, which is why
  /// Scripts/apple-typecheck checks against interfaces that carry the newer requirements. This file needs no
  /// Objective-C runtime, so it is compiled everywhere and Linux's Swift 6 standard library checks it too.
  ///
  /// `MainActor.assumeIsolated` is back-deployed to iOS 13 (`@_alwaysEmitIntoClient`) by the Swift 5.10 standard
  /// library and later (Xcode 15.3+). The iOS 17.0 SDK this package is typechecked against carries Swift 5.9's
  /// interface, which still marks it iOS 17 (macOS 14), so below that this checks the thread itself and traps off the main
  /// thread, as `assumeIsolated` would; on the main thread the main actor's code runs synchronously, which is what
  /// `assumeIsolated` does after its check. Callers check `Thread.isMainThread` first and never reach this from
  /// another thread, so the trap guards only against a future change of that check.
  /// - Parameters:
  ///   - body: The main-actor code.
  /// - Returns: What `body` returns.
  package nonisolated static func onMainThread<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if #available(iOS 17, macOS 14, tvOS 17, macCatalyst 17, visionOS 1, *) {
      return MainActor.assumeIsolated(body)
    }
    precondition(Thread.isMainThread, "Tapwise: UIKit called a main-actor method off the main thread")
    return withoutActuallyEscaping(body) { body in
      unsafeBitCast(body, to: (() -> T).self)()
    }
  }
}
