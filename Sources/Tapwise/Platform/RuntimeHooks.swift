/// The few places where Tapwise reaches below UIKit's public API.
///
/// Every member lives in two files of the same name with one signature: an Objective-C runtime file for Apple
/// platforms (`ObjCRuntime+X.swift`, wholly under `#if`), and its HeadlessUIKit mirror (`HeadlessRuntime+X.swift`),
/// which the Linux tests exercise. Feature code calls only these members, so the same gating and hit-testing logic
/// runs on both. What needs no Objective-C runtime (`MainThread.swift`) is one file, compiled everywhere, so that
/// Linux's Swift 6 standard library checks it as current Xcode's does.
@MainActor
package enum RuntimeHooks {
  /// Decides whether a target-action message goes out: (control, action, target, event) -> send?
  typealias TargetActionFilter = @MainActor (UIControl, Selector, Any?, UIEvent?) -> Bool
  /// Decides whether a UIAction runs: (control, action) -> send?
  typealias UIActionFilter = @MainActor (UIControl, UIAction) -> Bool
  /// Answers `point(inside:with:)` for a view, given UIKit's original answer as a function of the point.
  typealias PointInsideBody = @MainActor (UIView, CGPoint, UIEvent?, (CGPoint) -> Bool) -> Bool
}
