import Foundation

/// Why a file could not be opened, read or written, in a few plain words: "no such file", "is a directory",
/// "permission denied", "no space left on device".
///
/// It never carries Foundation's error text (such as `NSCocoaErrorDomain error 512`): the reason comes from the
/// system's error number, worded for the lab's one-line messages.
package struct FileError: Error, Hashable, Sendable {
  /// The reason, in lower case, without a full stop.
  package var reason: String

  /// Creates an error with a reason.
  /// - Parameters:
  ///   - reason: The reason, in lower case.
  package init(reason: String) {
    self.reason = reason
  }

  /// The error for a failed system call.
  /// - Parameters:
  ///   - code: The `errno` value.
  ///   - writing: Whether the file was being created or written, which changes what a missing path means.
  package init(code: Int32, writing: Bool = false) {
    switch code {
    case ENOENT: reason = writing ? "no such directory" : "no such file"
    case EISDIR: reason = "is a directory"
    case EACCES, EPERM: reason = "permission denied"
    case ENOTDIR: reason = "a part of the path is not a directory"
    case ENOSPC: reason = "no space left on device"
    case EDQUOT: reason = "disk quota exceeded"
    case EFBIG: reason = "file too large"
    case EROFS: reason = "read-only file system"
    case EPIPE: reason = "the reading end of the pipe is closed"
    default:
      let text = String(cString: strerror(code))
      reason = text.prefix(1).lowercased() + text.dropFirst()
    }
  }
}
