import Foundation

/// A touch-area setting that can't be used, such as a NaN outset. Tapwise ignores it and reports it.
///
/// ```swift
/// do {
///   try TouchArea.validate(minimumSize: CGSize(width: -44, height: 44))
/// } catch {
///   print(error)   // minimum touch size -44×44 must have finite, non-negative width and height
/// }
/// ```
public enum TouchAreaError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An outset is NaN or infinite.
  /// - Parameters:
  ///   - outsets: The rejected outsets.
  case nonFiniteOutsets(TouchOutsets)

  /// A minimum touch size has a negative, NaN or infinite width or height.
  /// - Parameters:
  ///   - size: The rejected size.
  case invalidMinimumSize(CGSize)

  /// Outsets or a minimum touch size were set on a slider. A slider starts tracking a touch only on its thumb, so a
  /// touch that a larger area took would reach the slider and be swallowed: its touch area stays its bounds.
  /// - Parameters:
  ///   - typeName: The slider's type, such as `UISlider` or a subclass.
  case refusedOnSlider(typeName: String)

  /// What is wrong, in one line.
  public var description: String {
    switch self {
    case .nonFiniteOutsets(let outsets):
      "touch-area outsets \(outsets) must be finite numbers"
    case .invalidMinimumSize(let size):
      "minimum touch size \(GeometryText.size(size)) must have finite, non-negative width and height"
    case .refusedOnSlider(let typeName):
      "touch-area outsets and minimum sizes are refused on \(typeName): a slider tracks touches only from its thumb, "
        + "so a touch that a larger area took would be swallowed"
    }
  }
}

extension TouchArea {
  /// Checks that outsets can be used: every edge finite. Negative values are fine; they shrink the area.
  /// - Parameters:
  ///   - outsets: The outsets to check.
  /// - Throws: ``TouchAreaError/nonFiniteOutsets(_:)``.
  public static func validate(outsets: TouchOutsets) throws(TouchAreaError) {
    guard outsets.isFinite else { throw .nonFiniteOutsets(outsets) }
  }

  /// Checks that a minimum touch size can be used: finite and non-negative in both dimensions.
  /// - Parameters:
  ///   - minimumSize: The size to check.
  /// - Throws: ``TouchAreaError/invalidMinimumSize(_:)``.
  public static func validate(minimumSize: CGSize) throws(TouchAreaError) {
    let valid = [minimumSize.width, minimumSize.height].allSatisfy { $0.isFinite && $0 >= 0 }
    guard valid else { throw .invalidMinimumSize(minimumSize) }
  }
}
