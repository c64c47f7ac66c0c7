import Foundation

/// Lines of an ``InputFile``, one at a time, in a buffer whose size follows the longest line rather than the input.
///
/// Lines end at `\n`; the last line may or may not end with one. A line is handed out as a buffer pointer that stays
/// valid until the next call, so reading a line copies nothing.
///
/// ```swift
/// let lines = LineReader(try InputFile(path: "trace.jsonl"), maximumLength: 1 << 20)
/// while let line = try lines.next() { print(lines.lineNumber, line.count) }
/// ```
package final class LineReader {
  /// Why the next line can't be had.
  package enum Failure: Error, Equatable {
    /// The input can't be read.
    case read(FileError)
    /// The line is longer than ``maximumLength``.
    case tooLong
  }

  /// The longest line accepted, in bytes, without its `\n`.
  let maximumLength: Int
  /// The 1-based number of the line last returned.
  ///
  /// Computed from a private count: a stored property other modules can see costs a dynamic exclusivity check on
  /// every access, two per trace line in `tapwise simulate` (issue 30's split measured 5% of a simulated event).
  package var lineNumber: Int { linesReturned }
  /// The number of lines handed out, or counted as too long.
  private var linesReturned = 0

  private let input: InputFile
  private var storage: UnsafeMutableRawBufferPointer
  /// The unread bytes are `start..<end`; `scanned` is where the search for the next `\n` resumes.
  private var start = 0
  private var end = 0
  private var scanned = 0
  private var atEnd = false

  /// How much is read at a time.
  private static let chunkSize = 1 << 16

  /// Prepares to read lines.
  /// - Parameters:
  ///   - input: The input, read from where it is.
  ///   - maximumLength: The longest line accepted, in bytes.
  package init(_ input: InputFile, maximumLength: Int) {
    self.input = input
    self.maximumLength = maximumLength
    storage = .allocate(byteCount: 4 * Self.chunkSize, alignment: 1)
  }

  deinit {
    storage.deallocate()
  }

  /// The next line, without its `\n`.
  /// - Returns: The line's bytes, valid until the next call; `nil` at the end of the input.
  /// - Throws: ``Failure`` for a read error or a line longer than ``maximumLength``, numbered by ``lineNumber``,
  ///   which then counts the failed line.
  package func next() throws(Failure) -> UnsafeBufferPointer<UInt8>? {
    while true {
      let bytes = storage.bindMemory(to: UInt8.self)
      if let newline = Self.firstNewline(in: bytes, from: scanned, to: end) {
        return try take(upTo: newline, skipping: 1)
      }
      scanned = end
      if end - start > maximumLength {
        linesReturned += 1
        throw .tooLong
      }
      if atEnd {
        guard start < end else { return nil }
        return try take(upTo: end, skipping: 0)
      }
      try fill()
    }
  }

  /// Hands out `start..<lineEnd` and moves past it and its terminator.
  private func take(upTo lineEnd: Int, skipping terminator: Int) throws(Failure) -> UnsafeBufferPointer<UInt8> {
    linesReturned += 1
    guard lineEnd - start <= maximumLength else { throw .tooLong }
    let line = UnsafeBufferPointer(
      start: storage.bindMemory(to: UInt8.self).baseAddress! + start, count: lineEnd - start)
    start = lineEnd + terminator
    scanned = start
    return line
  }

  /// Reads more input after the unread bytes, making room first.
  private func fill() throws(Failure) {
    if start > 0 {
      let unread = end - start
      if unread > 0 { storage.baseAddress!.copyMemory(from: storage.baseAddress! + start, byteCount: unread) }
      (start, end, scanned) = (0, unread, scanned - start)
    }
    if storage.count - end < Self.chunkSize {
      let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: storage.count * 2, alignment: 1)
      larger.baseAddress!.copyMemory(from: storage.baseAddress!, byteCount: end)
      storage.deallocate()
      storage = larger
    }
    do {
      let count = try input.read(into: UnsafeMutableRawBufferPointer(rebasing: storage[end...]))
      if count == 0 { atEnd = true }
      end += count
    } catch {
      throw .read(error)
    }
  }

  /// The offset of the first `\n` in a range, or `nil`.
  private static func firstNewline(in bytes: UnsafeMutableBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
    guard from < to else { return nil }
    guard let found = memchr(bytes.baseAddress! + from, Int32(UInt8(ascii: "\n")), to - from) else { return nil }
    return bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}
