import Foundation
import TapwiseCore
import TapwiseAudit
import TapwiseFormats

/// The `.tapwise.yml` reader (`AuditConfiguration.parse`) on any bytes, under a file name that itself tries to
/// break lines.
///
/// - No crash, and no blow-up: libFuzzer's limits (2 GB, 10 s) catch a document whose aliases or nesting would grow
///   without bound, which the reader refuses before Yams builds its tree.
/// - An error is one line: no control character, line break or line separator, and no `::` workflow command at
///   its start, with the file's line and column inside the input when it names them.
/// - An accepted configuration keeps the documented rules: a finite, non-negative size of at most 10,000 points,
///   and no empty glob.
enum ConfigurationProperties {
  /// The file name every input is read under: a line break and a workflow command.
  static let file = "::error::fuzz\n.yml"

  static func check(_ input: [UInt8]) {
    let configuration: AuditConfiguration
    do {
      configuration = try AuditConfiguration.parse(input, file: file)
    } catch {
      let message = error.description
      FuzzFailure.require(
        !message.unicodeScalars.contains(where: Quoting.isUnprintable) && !message.hasPrefix("::"),
        "an error is one line that starts no workflow command: \(message.debugDescription)", input: input)
      let lines = lineCount(input)
      FuzzFailure.require(
        (error.line ?? 1) >= 1 && (error.line ?? 1) <= lines + 1 && (error.column ?? 1) >= 1,
        "an error's place is in the input: \(message.debugDescription)", input: input)
      return
    }
    if let size = configuration.minimumSize {
      FuzzFailure.require(
        [size.width, size.height].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 10_000 },
        "an accepted minimum size is finite, non-negative and at most 10,000: \(size)", input: input)
    }
    FuzzFailure.require(
      !(configuration.included + configuration.excluded).contains(where: \.isEmpty),
      "an accepted glob is not empty", input: input)
  }

  /// The lines YAML sees: it breaks lines at LF, CR, CR LF, and at NEL, LS and PS (U+0085, U+2028, U+2029).
  private static func lineCount(_ input: [UInt8]) -> Int {
    var count = 1
    for (index, byte) in input.enumerated() {
      let next = index + 1 < input.count ? input[index + 1] : nil
      switch byte {
      case UInt8(ascii: "\n"): count += 1
      case UInt8(ascii: "\r") where next != UInt8(ascii: "\n"): count += 1
      case 0xC2 where next == 0x85: count += 1
      case 0xE2 where next == 0x80 && index + 2 < input.count && (0xA8...0xA9).contains(input[index + 2]): count += 1
      default: break
      }
    }
    return count
  }
}
