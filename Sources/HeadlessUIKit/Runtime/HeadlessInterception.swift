import Foundation

/// Replacement points for the UIKit methods that Tapwise exchanges with the Objective-C runtime on Apple
/// platforms.
///
/// Each hook, when set, runs instead of the method's body and receives the original body as a closure, exactly as
/// an exchanged method receives its original implementation. Subclasses that override the method and call
/// `super` therefore see the hook, as they would see a swizzled method.
///
/// - Note: This is not UIKit API. It is SPI for Tapwise: `@_spi(Tapwise) import HeadlessUIKit`.
@_spi(Tapwise)
@MainActor
public enum HeadlessInterception {
  /// Replaces the body of `UIView.point(inside:with:)`. The last argument is UIKit's original answer for a point.
  public static var pointInside: ((UIView, CGPoint, UIEvent?, (CGPoint) -> Bool) -> Bool)? {
    get { pointInsideStorage }
    set {
      pointInsideStorage = newValue
      pointInsideRevision += 1
    }
  }
  /// The hook, stored privately: every view a hit test visits reads it, and a private static's accesses are checked
  /// for exclusivity when compiled, a public one's at run time on every read.
  private static var pointInsideStorage: ((UIView, CGPoint, UIEvent?, (CGPoint) -> Bool) -> Bool)?

  /// Counts the assignments to ``pointInside``: the stand-in for comparing a method's current implementation with
  /// the one a library installed, which closures (unlike `IMP`s) can't be compared for. A library that installed a
  /// hook at revision `r` knows it is still the installed one while the revision reads `r`.
  public private(set) static var pointInsideRevision = 0

  /// Replaces the body of `UIControl.sendAction(_:to:for:)`: control, selector, target, event, then the original
  /// body, which forwards to `UIApplication.sendAction(_:to:from:for:)`. Not calling it drops the action.
  public static var sendAction: ((UIControl, Selector, Any?, UIEvent?, () -> Void) -> Void)?

  /// Replaces the body of `UIControl.sendAction(_: UIAction)`: control, action, then the original body, which runs
  /// the action's handler with the control as sender. Not calling it drops the action.
  public static var sendUIAction: ((UIControl, UIAction, () -> Void) -> Void)?

  /// The number of the outermost `UIView.hitTest(_:with:)` in progress, counting from 1, or `nil` while none is.
  ///
  /// Every call made during one hit test, however deep, sees the same number; the next hit test gets the next one.
  /// Only HeadlessUIKit's own `hitTest` counts, so a hit test whose overrides never call `super` has no number.
  /// Tapwise remembers touch-area answers for the length of one hit test by it (UIKit has no such signal, and
  /// Tapwise's Apple side does without).
  public static var hitTestNumber: Int? { hitTestDepth > 0 ? hitTestCount : nil }

  /// How deeply HeadlessUIKit's `hitTest` is nested now.
  private static var hitTestDepth = 0
  /// How many outermost hit tests have begun.
  private static var hitTestCount = 0

  /// Marks the start of a `UIView.hitTest(_:with:)` body.
  static func beginHitTest() {
    if hitTestDepth == 0 { hitTestCount += 1 }
    hitTestDepth += 1
  }

  /// Marks the end of a `UIView.hitTest(_:with:)` body.
  static func endHitTest() {
    hitTestDepth -= 1
  }
}
