/// Asynchronous work that a test ends by hand: an async handler awaits ``perform()``, and the test decides when and
/// how it ends with ``finish()``, ``fail(_:)``, or by cancelling the task that awaits it.
///
/// Nothing sleeps: ``settle()`` lets every task the main actor has queued run until it waits again.
///
/// ```swift
/// let work = PendingWork()
/// button.tw.onTap { _ in try? await work.perform() }
/// button.sendActions(for: .primaryActionTriggered)
/// await PendingWork.settle()      // the handler is now waiting in perform()
/// work.finish()
/// await PendingWork.settle()      // the handler has returned
/// ```
@MainActor
public final class PendingWork {
  /// The performs waiting for the test, by ticket.
  private var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
  /// The next ticket.
  private var nextTicket = 0
  /// How many times ``perform()`` has been called.
  public private(set) var startCount = 0
  /// How many calls of ``perform()`` have returned or thrown.
  public private(set) var endCount = 0
  /// How many calls of ``perform()`` ended by the cancellation of their task.
  public private(set) var cancellationCount = 0

  /// Creates work with nobody waiting.
  public init() {}

  /// How many calls of ``perform()`` are waiting for the test.
  public var waitingCount: Int { waiting.count }

  /// Waits until the test calls ``finish()`` or ``fail(_:)``, or the calling task is cancelled, which throws
  /// `CancellationError`.
  public func perform() async throws {
    startCount += 1
    defer { endCount += 1 }
    let ticket = nextTicket
    nextTicket += 1
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          waiting[ticket] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.cancel(ticket) }
    }
  }

  /// Ends every waiting call of ``perform()`` normally.
  public func finish() {
    let ending = waiting.values
    waiting = [:]
    for continuation in ending { continuation.resume() }
  }

  /// Ends every waiting call of ``perform()`` by throwing an error.
  /// - Parameters:
  ///   - error: What each call throws.
  public func fail(_ error: any Error) {
    let ending = waiting.values
    waiting = [:]
    for continuation in ending { continuation.resume(throwing: error) }
  }

  /// Ends one call whose task was cancelled.
  private func cancel(_ ticket: Int) {
    guard let continuation = waiting.removeValue(forKey: ticket) else { return }
    cancellationCount += 1
    continuation.resume(throwing: CancellationError())
  }

  /// Lets the tasks queued on the main actor run until each waits again: the main actor runs its jobs in order, so a
  /// task resumed before this call has run its next step by the time each yield returns. Fifty yields cover every chain
  /// of hops in these tests many times over; no clock is read and nothing sleeps.
  public static func settle() async {
    for _ in 0..<50 { await Task.yield() }
  }
}

/// An error a test throws on purpose.
public struct PlannedFailure: Error, Equatable {
  /// Which failure it is.
  public let name: String

  /// Creates a named failure.
  /// - Parameters:
  ///   - name: Which failure it is.
  public init(_ name: String) {
    self.name = name
  }
}
