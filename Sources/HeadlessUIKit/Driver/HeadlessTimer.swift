import Foundation

/// A one-shot timer on the virtual main run loop, made by ``HeadlessRunLoop/schedule(after:_:)``.
///
/// ```swift
/// let giveUp = HeadlessRunLoop.main.schedule(after: 0.35) { recognizer.fail() }
/// giveUp.cancel()   // the second tap arrived in time
/// ```
///
/// - Note: This is a test driver type, not UIKit API. The run loop holds a pending timer, and the timer holds its
///   closure until it fires, is cancelled or is discarded with its epoch.
@MainActor
public final class HeadlessTimer {
  /// When the timer fires, in the run loop's time.
  public var fireTime: TimeInterval { TimeInterval(dueNanoseconds) / 1e9 }
  /// Whether the timer is still waiting to fire: `false` once it fired, was cancelled or was discarded.
  public var isPending: Bool { body != nil }

  let dueNanoseconds: Int64
  /// Unowned, not weak: the run loop is ``HeadlessRunLoop/main``, which is never released.
  private unowned let runLoop: HeadlessRunLoop
  private var body: (@MainActor () -> Void)?

  init(runLoop: HeadlessRunLoop, dueNanoseconds: Int64, body: @escaping @MainActor () -> Void) {
    self.runLoop = runLoop
    self.dueNanoseconds = dueNanoseconds
    self.body = body
  }

  /// Stops the timer from firing. Cancelling a timer that already fired, or cancelling twice, does nothing.
  public func cancel() {
    guard body != nil else { return }
    body = nil
    runLoop.cancel(self)
  }

  /// Runs the body once; the run loop has already removed the timer.
  func fire() {
    guard let body else { return }
    self.body = nil
    body()
  }

  /// Drops the body without running it: the timer's epoch ended.
  func discard() {
    body = nil
  }
}
