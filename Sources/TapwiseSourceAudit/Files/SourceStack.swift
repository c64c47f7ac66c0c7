import Foundation

/// Runs the Swift front end's work on a thread of its own with a stack large enough for the deepest tree the reader
/// accepts, whichever thread asks: the parser recurses per bracket and every visitor per tree level, a debug build's
/// frames are several times a release build's, and a secondary thread's default stack can be 512 KiB.
///
/// The stack is reserved address space; only the pages a deep file touches take memory.
///
/// ```swift
/// let targets = SourceStack.run { SourceAnalysis.targets(inSource: text) }
/// ```
package enum SourceStack {
  /// The stack's size: 512 MiB of address space. The deepest files the reader accepts (250 nested closures, a chain
  /// of 1,990 `try` or member accesses) parse and are walked by a recursive visitor in 8 MiB in a debug build, and
  /// 250 nested closures overflow 4 MiB: this leaves the finders 64 times that.
  static let size = 512 << 20

  /// Runs work on the large stack and waits for its result.
  /// - Parameters:
  ///   - work: The work.
  /// - Returns: Its result.
  package static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
    let box = Box<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = work()
      done.signal()
    }
    thread.stackSize = size
    thread.start()
    done.wait()
    return box.value!
  }

  /// The result, written by the thread before it signals and read after the wait: the semaphore orders the two.
  private final class Box<Value>: @unchecked Sendable {
    var value: Value?
  }
}
