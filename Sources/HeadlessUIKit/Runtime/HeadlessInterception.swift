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
  public static var pointInside: ((UIView, CGPoint, UIEvent?, (CGPoint) -> Bool) -> Bool)?

  /// Replaces the body of `UIView.hitTest(_:with:)`. The last argument is UIKit's original hit test for a point.
  public static var hitTest: ((UIView, CGPoint, UIEvent?, (CGPoint) -> UIView?) -> UIView?)?
}
