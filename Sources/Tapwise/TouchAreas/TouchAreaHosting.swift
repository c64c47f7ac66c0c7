/// A view class that applies Tapwise touch areas in its own `point(inside:with:)` override, for teams that forbid
/// method swizzling.
///
/// Setting `tw.touchAreaOutsets`, `tw.minimumTouchSize` or `tw.receivesTouchesOutsideBounds` on an instance of a
/// conforming class never installs the runtime hook. ``TouchAreaView``, ``TouchAreaControl`` and
/// ``TouchAreaButton`` conform already; any other subclass conforms in three lines:
///
/// ```swift
/// final class CompactSwitch: UISwitch, TouchAreaHosting {
///   override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     touchAreaPoint(inside: point, with: event) { super.point(inside: $0, with: event) }
///   }
/// }
/// ```
@MainActor
public protocol TouchAreaHosting: UIView {}

extension TouchAreaHosting {
  /// Answers `point(inside:with:)` with the view's touch area, by the same rules as the runtime hook.
  /// - Parameters:
  ///   - point: A point in the view's coordinate system.
  ///   - event: The event that prompted the question, if any.
  ///   - original: The answer without touch areas, usually `super.point(inside:with:)`.
  /// - Returns: Whether the view takes a touch at the point.
  public func touchAreaPoint(inside point: CGPoint, with event: UIEvent?, original: (CGPoint) -> Bool) -> Bool {
    TouchAreaResolver.pointInside(self, point, event, original: original)
  }
}

/// A view that applies Tapwise touch areas without method swizzling.
///
/// Set `tw.receivesTouchesOutsideBounds` on it to make a container whose overflowing subviews stay tappable, or
/// `tw.touchAreaOutsets` to enlarge a tappable view with a gesture recognizer.
///
/// ```swift
/// let card = TouchAreaView(frame: CGRect(x: 20, y: 100, width: 300, height: 160))
/// card.tw.receivesTouchesOutsideBounds = true   // no runtime hook is installed
/// ```
open class TouchAreaView: UIView, TouchAreaHosting {
  /// Answers with the view's touch area.
  /// - Parameters:
  ///   - point: A point in the view's coordinate system.
  ///   - event: The event that prompted the question, if any.
  /// - Returns: Whether the view takes a touch at the point.
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    touchAreaPoint(inside: point, with: event) { super.point(inside: $0, with: event) }
  }
}

/// A control that applies Tapwise touch areas without method swizzling: a base for custom controls.
///
/// ```swift
/// final class StarRating: TouchAreaControl { … }
/// rating.tw.minimumTouchSize = CGSize(width: 44, height: 44)
/// ```
open class TouchAreaControl: UIControl, TouchAreaHosting {
  /// Answers with the control's touch area.
  /// - Parameters:
  ///   - point: A point in the control's coordinate system.
  ///   - event: The event that prompted the question, if any.
  /// - Returns: Whether the control takes a touch at the point.
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    touchAreaPoint(inside: point, with: event) { super.point(inside: $0, with: event) }
  }
}

/// A button that applies Tapwise touch areas without method swizzling.
///
/// ```swift
/// let close = TouchAreaButton(type: .close)
/// close.frame = CGRect(x: 320, y: 10, width: 20, height: 20)
/// close.tw.touchAreaOutsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)   // positive enlarges
/// ```
open class TouchAreaButton: UIButton, TouchAreaHosting {
  /// Answers with the button's touch area.
  /// - Parameters:
  ///   - point: A point in the button's coordinate system.
  ///   - event: The event that prompted the question, if any.
  /// - Returns: Whether the button takes a touch at the point.
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    touchAreaPoint(inside: point, with: event) { super.point(inside: $0, with: event) }
  }
}
