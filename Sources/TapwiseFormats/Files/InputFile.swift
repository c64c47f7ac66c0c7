import Foundation

/// A source of bytes read front to back once: a file, standard input, a pipe, a device such as `/dev/stdin`, or a
/// process substitution such as `<(gunzip -c trace.gz)`; or bytes already in memory.
///
/// It reads with the system's `read`, so anything that can be opened and read works, sized or not, and every failure
/// names its reason (``FileError``). The path `-` is standard input.
///
/// ```swift
/// let input = try InputFile(path: "-")
/// let bytes = try input.readAll(upTo: 1 << 20)
/// ```
package final class InputFile {
  /// The path that names standard input.
  package static let standardInputPath = "-"

  /// The path as given, or `-` for standard input.
  package let path: String
  /// The open file, or `nil` for bytes in memory.
  private let descriptor: Int32?
  /// Whether the file was opened here, and so is closed here.
  private let ownsDescriptor: Bool
  /// Bytes in memory, and how many have been read.
  private var memory: [UInt8] = []
  private var memoryOffset = 0

  /// Opens a file for reading, or standard input for `-`.
  /// - Parameters:
  ///   - path: The path, or `-`.
  /// - Throws: ``FileError`` with the reason: no such file, is a directory, permission denied, ….
  package init(path: String) throws(FileError) {
    self.path = path
    guard path != Self.standardInputPath else {
      descriptor = STDIN_FILENO
      ownsDescriptor = false
      return
    }
    let opened = open(path, O_RDONLY)
    guard opened >= 0 else { throw FileError(code: errno) }
    var status = stat()
    if fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      close(opened)
      throw FileError(code: EISDIR)
    }
    descriptor = opened
    ownsDescriptor = true
  }

  /// Bytes in memory, read as if from a file.
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - path: A name for messages.
  package init(bytes: [UInt8], path: String = "-") {
    self.path = path
    descriptor = nil
    ownsDescriptor = false
    memory = bytes
  }

  deinit {
    if ownsDescriptor, let descriptor { close(descriptor) }
  }

  /// A name for the input in messages: its path, or "standard input".
  package var displayName: String {
    path == Self.standardInputPath ? "standard input" : path
  }

  /// Reads the next bytes.
  /// - Parameters:
  ///   - buffer: Where to put them.
  /// - Returns: How many bytes were read; 0 only at the end of the input.
  /// - Throws: ``FileError`` when the system can't read.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
    guard let descriptor else {
      let count = min(buffer.count, memory.count - memoryOffset)
      memory.withUnsafeBytes { source in
        buffer.baseAddress!.copyMemory(from: source.baseAddress! + memoryOffset, byteCount: count)
      }
      memoryOffset += count
      return count
    }
    while true {
      let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { throw FileError(code: errno) }
    }
  }

  /// Reads everything that is left, up to a limit.
  /// - Parameters:
  ///   - limit: The most bytes wanted. One more is read when there are more, so that the caller can tell.
  /// - Returns: The bytes: `limit + 1` of them when the input is longer than the limit.
  /// - Throws: ``FileError`` when the system can't read.
  package func readAll(upTo limit: Int) throws(FileError) -> [UInt8] {
    var bytes: [UInt8] = []
    // A regular file's size is known: one allocation instead of doublings that peak at three times the file.
    var status = stat()
    if let descriptor, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
      bytes.reserveCapacity(min(Int(status.st_size), limit) + 1)
    }
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { chunk.deallocate() }
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = try read(into: UnsafeMutableRawBufferPointer(rebasing: chunk[..<wanted]))
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return bytes
  }
}
