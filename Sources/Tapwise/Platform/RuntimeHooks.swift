/// The few places where Tapwise reaches below UIKit's public API.
///
/// Every member lives in two files with one signature: an Objective-C runtime file for Apple platforms
/// (`ObjCRuntime+*.swift`, wholly under `#if`), and the HeadlessUIKit mirror, which the Linux tests exercise, in
/// `Platform.swift` or in the `HeadlessRuntime+*.swift` file of the same name. Feature code calls only these members, so the same gating and hit-testing logic runs
/// on both.
@MainActor
enum RuntimeHooks {
  /// Decides whether a target-action message goes out: (control, action, target, event) -> send?
  typealias TargetActionFilter = @MainActor (UIControl, Selector, Any?, UIEvent?) -> Bool
  /// Decides whether a UIAction runs: (control, action) -> send?
  typealias UIActionFilter = @MainActor (UIControl, UIAction) -> Bool
  /// Answers `point(inside:with:)` for a view, given UIKit's original answer as a function of the point.
  typealias PointInsideBody = @MainActor (UIView, CGPoint, UIEvent?, (CGPoint) -> Bool) -> Bool
}
