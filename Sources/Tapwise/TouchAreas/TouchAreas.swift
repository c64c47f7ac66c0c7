import Foundation

/// App-wide settings for touch areas: the nearest-target rule and where invalid settings are reported.
///
/// Touch areas need no install: setting `tw.touchAreaOutsets`, `tw.minimumTouchSize` or
/// `tw.receivesTouchesOutsideBounds` on a view takes effect at once.
///
/// ```swift
/// closeButton.tw.touchAreaOutsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)  // positive enlarges
/// TouchAreas.resolvesOverlapsByDistance = false   // frontmost enlarged area wins, as plain UIKit would
/// ```
///
/// - Note: Main-actor only, like UIKit.
@MainActor
public enum TouchAreas {
  /// Whether overlapping touch areas of sibling views go to the view whose real bounds are nearest to the touch.
  /// The default is `true`.
  ///
  /// When `true`, a view that would take a touch in its enlarged area gives it up if a hit-testable sibling's
  /// enlarged area also contains the touch and its real bounds are nearer, or equally near and the sibling is in
  /// front. Touches inside a view's real bounds keep UIKit's frontmost rule: an enlarged area in front of a
  /// sibling takes the touches in that sibling's bounds that it covers. When `false`, an enlarged area takes
  /// every touch in it, and hit testing's frontmost-first order decides overlaps.
  public static var resolvesOverlapsByDistance = true

  /// Receives invalid settings, such as a NaN outset, a negative minimum size, or a touch area on a `UISlider`
  /// (which tracks touches only from its thumb), which are ignored. The default prints one line to standard error,
  /// as UIKit logs a broken constraint.
  public static var invalidSettingHandler: @MainActor (TouchAreaError) -> Void = { error in
    FileHandle.standardError.write(Data("[Tapwise] ignored an invalid touch-area setting: \(error)\n".utf8))
  }
}
