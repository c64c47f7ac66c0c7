import Foundation

/// Checks settings that arrive as values rather than through a setter, as TapwiseSwiftUI's modifiers take them, and
/// reports a refused one to the handler its UIKit counterpart reports to.
///
/// Each check returns whether the setting is accepted; a refused setting changes nothing, so the caller leaves the
/// view as it was. The checks are the timing core's and the geometry core's, so a value is refused here exactly when
/// `tw.tapInterval`, `onValueChange(throttle:)`, `tw.touchAreaOutsets` or `tw.minimumTouchSize` would refuse it.
///
/// ```swift
/// if SettingCheck.minimumSize(CGSize(width: -44, height: 44)) { … }   // false: reported to TouchAreas
/// ```
@MainActor
package enum SettingCheck {
  /// Checks an interval for a tap throttle, a throttle or a debounce: a negative one is refused and reported to
  /// ``TapThrottle/invalidSettingHandler``, as a negative `tw.tapInterval` or `onValueChange(throttle:)` is.
  /// - Parameters:
  ///   - interval: The interval.
  /// - Returns: `true` when the interval is accepted.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  package static func interval(_ interval: Duration) -> Bool {
    do {
      _ = try Gate<Bool>(interval: interval)
      return true
    } catch {
      TapThrottle.invalidSettingHandler(error)
      return false
    }
  }

  /// Checks touch-area outsets: a NaN or infinite edge is refused and reported to
  /// ``TouchAreas/invalidSettingHandler``, as for `tw.touchAreaOutsets`. Negative edges are accepted: they shrink.
  /// - Parameters:
  ///   - outsets: The outsets.
  /// - Returns: `true` when the outsets are accepted.
  package static func outsets(_ outsets: TouchOutsets) -> Bool {
    do {
      try TouchArea.validate(outsets: outsets)
      return true
    } catch {
      TouchAreas.invalidSettingHandler(error)
      return false
    }
  }

  /// Checks a minimum touch size: a negative, NaN or infinite width or height is refused and reported to
  /// ``TouchAreas/invalidSettingHandler``, as for `tw.minimumTouchSize`.
  /// - Parameters:
  ///   - size: The minimum size.
  /// - Returns: `true` when the size is accepted.
  package static func minimumSize(_ size: CGSize) -> Bool {
    do {
      try TouchArea.validate(minimumSize: size)
      return true
    } catch {
      TouchAreas.invalidSettingHandler(error)
      return false
    }
  }
}
