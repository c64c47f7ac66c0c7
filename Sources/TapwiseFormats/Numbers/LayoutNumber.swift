import Foundation
import TapwiseCore

// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and `value(_:)` is generic: called across the module unspecialized, it made
// reading a storyboard 5% dearer (issue 30's instruction guard).
/// The numbers of layouts and of `tapwise hit --at`: JSON's number grammar (``JSONNumber``), finite, and no larger
/// than ``largestMagnitude``.
///
/// ```swift
/// LayoutNumber.value("12.5")    // 12.5
/// LayoutNumber.value("0x10")    // throws: not a number
/// LayoutNumber.value("1e301")   // throws: out of range
/// ```
public enum LayoutNumber {
  /// The largest magnitude a layout number may have. Real screens are a few thousand points; larger values are
  /// typos, and keeping them out keeps the geometry exact.
  @usableFromInline static let largestMagnitude: Double = 100_000

  /// Why a number can't be used.
  public enum Problem: Error, Equatable {
    /// The text is not a JSON number.
    case notANumber
    /// The number is out of range.
    case outOfRange
  }

  /// The value of a number already scanned, if it is in range.
  /// - Parameters:
  ///   - number: The number's parts.
  ///   - bytes: The text it was scanned from.
  /// - Returns: The value, or `nil` when it is beyond ``largestMagnitude``.
  @inlinable public static func value(of number: JSONNumber, in bytes: UnsafeBufferPointer<UInt8>) -> CGFloat? {
    let value = number.double(in: bytes)
    guard value.isFinite, abs(value) <= largestMagnitude else { return nil }
    return CGFloat(value)
  }

  /// The value of text that must be exactly one number.
  /// - Parameters:
  ///   - text: The text, without surrounding whitespace.
  /// - Returns: The value.
  /// - Throws: ``Problem`` when the text is not a JSON number or is out of range.
  @inlinable public static func value(_ text: some StringProtocol) throws(Problem) -> CGFloat {
    guard let value = JSONNumber.whole(text, { value(of: $0, in: $1) }) else { throw .notANumber }
    guard let value else { throw .outOfRange }
    return value
  }

  /// The message for a number out of range.
  /// - Parameters:
  ///   - text: The number as written.
  /// - Returns: For example `1e400 is out of range; numbers must lie between -100000 and 100000`.
  package static func outOfRange(_ text: String) -> String {
    let limit = GeometryText.number(largestMagnitude)
    return "\(Quoting.excerpt(text)) is out of range; numbers must lie between -\(limit) and \(limit)"
  }
}
