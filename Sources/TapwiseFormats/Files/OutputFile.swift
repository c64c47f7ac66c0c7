import Foundation

// `public`, with `Batch.write(_:)` `@inlinable`, though no client can see TapwiseFormats (it is no library product):
// Swift 6.3 serializes no `package` body for another module, and `tapwise simulate` writes five pieces per delivery
// from TapwiseTraces, which an out-of-line call per piece made 2% dearer (issue 30's instruction guard).
/// A destination for text written front to back: standard output, or a file created (or emptied) for writing.
///
/// Writes are buffered and go out with the system's `write`. The first failure (a full disk, `/dev/full`, a closed
/// pipe, a directory) is kept, later writes are dropped, and ``flush()`` throws it: a command that writes to a full
/// disk fails with the reason instead of exiting 0.
///
/// ```swift
/// let output = OutputFile.standardOutput()
/// output.write("{\"t\": 0.4, \"value\": 1}\n")
/// try output.flush()   // FileError(reason: "no space left on device") on /dev/full
/// ```
public final class OutputFile: TextOutputStream {
  /// Where the text goes, for messages: a path, or "standard output".
  package let displayName: String
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private var buffer: [UInt8] = []
  /// The first failure, after which nothing more is written.
  package private(set) var failure: FileError?

  /// How much text is gathered before it is written out.
  @usableFromInline static let bufferSize = 1 << 16

  private init(descriptor: Int32, ownsDescriptor: Bool, displayName: String) {
    self.descriptor = descriptor
    self.ownsDescriptor = ownsDescriptor
    self.displayName = displayName
    buffer.reserveCapacity(Self.bufferSize)
  }

  /// The process's standard output.
  /// - Returns: A writer to file descriptor 1.
  package static func standardOutput() -> OutputFile {
    OutputFile(descriptor: STDOUT_FILENO, ownsDescriptor: false, displayName: "standard output")
  }

  /// Creates a file, or empties an existing one, for writing.
  /// - Parameters:
  ///   - path: The file's path.
  /// - Throws: ``FileError`` with the reason: no such directory, is a directory, permission denied, ….
  package convenience init(creating path: String) throws(FileError) {
    let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
    guard opened >= 0 else { throw FileError(code: errno, writing: true) }
    self.init(descriptor: opened, ownsDescriptor: true, displayName: path)
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// Adds text, writing out the buffer when it is full.
  /// - Parameters:
  ///   - text: The text, as UTF-8.
  public func write(_ text: String) {
    guard failure == nil else { return }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.bufferSize { writeBuffer() }
  }

  /// Adds bytes, writing out the buffer when it is full.
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  package func write(bytes: [UInt8]) {
    guard failure == nil else { return }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.bufferSize { writeBuffer() }
  }

  /// Writes out everything buffered.
  /// - Throws: The first ``FileError`` of any write so far.
  package func flush() throws(FileError) {
    if failure == nil { writeBuffer() }
    if let failure { throw failure }
  }

  private func writeBuffer() {
    var written = 0
    buffer.withUnsafeBytes { bytes in
      while written < bytes.count {
        let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          failure = FileError(code: errno, writing: true)
          return
        }
        written += count
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

extension OutputFile {
  /// Text gathered in a buffer of its own and handed to a file in blocks, for loops that write a few pieces per
  /// step: writing each piece through the shared file object would check exclusive access to it every time.
  ///
  /// ```swift
  /// var lines = OutputFile.Batch(output)
  /// for delivery in deliveries { TraceRun.writeJSONLine(…, to: &lines) }
  /// lines.handOver()
  /// try output.flush()
  /// ```
  public struct Batch: TextOutputStream {
    /// The file the text goes to.
    public let file: OutputFile
    @usableFromInline var bytes: [UInt8] = []

    /// Starts an empty batch.
    /// - Parameters:
    ///   - file: The file the text goes to.
    package init(_ file: OutputFile) {
      self.file = file
      bytes.reserveCapacity(OutputFile.bufferSize)
    }

    /// Adds text, handing a full block to the file.
    /// - Parameters:
    ///   - text: The text, as UTF-8.
    @inlinable @inline(__always) public mutating func write(_ text: String) {
      // Appending the UTF-8 view goes through the generic path, byte by byte; a buffer is one copy. A delivery line
      // is five short pieces, so this is most of what writing one costs.
      var text = text
      text.withUTF8 { bytes.append(contentsOf: $0) }
      if bytes.count >= OutputFile.bufferSize { handOver() }
    }

    /// Hands everything gathered to the file, which writes it out when its own buffer is full or on `flush()`.
    @usableFromInline package mutating func handOver() {
      file.write(bytes: bytes)
      bytes.removeAll(keepingCapacity: true)
    }
  }
}
