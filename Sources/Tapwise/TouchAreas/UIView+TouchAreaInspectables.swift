/// Touch-area settings in Interface Builder's Attributes inspector.
///
/// Interface Builder sets an inspectable property by key-value coding, so it must be a property of the view itself,
/// not of the `.tw` namespace: these three carry a `tw` prefix instead, and each one sets the `.tw` property it is
/// named after, with the same rules. Interface Builder stores what you enter as user-defined runtime attributes
/// (`<userDefinedRuntimeAttribute keyPath="twMinimumTouchSize" …>`), which `tapwise audit --storyboard` reads too,
/// so the audit counts them as the app will at run time.
///
/// ```swift
/// // A view loaded with "Tw Touch Area Outset" set to 12 in the inspector gets, by key-value coding:
/// closeButton.twTouchAreaOutset = 12   // closeButton.tw.touchAreaOutsets is 12 on every edge
/// ```
///
/// - Note: Interface Builder has no inspector for `UIEdgeInsets`, so the outset is one number for all four edges;
///   set `tw.touchAreaOutsets` in code for different edges. `@IBInspectable` implies `@objc` on Apple platforms,
///   where key-value coding finds these properties; elsewhere it is only an attribute.
@MainActor
extension UIView {
  /// How far the touch area reaches beyond every edge of the bounds: sets ``TapwiseWrapper/touchAreaOutsets``
  /// to this value on all four edges. Positive values enlarge.
  ///
  /// Reading it gives the smallest of the four outsets, the distance the area reaches on every side.
  /// - Note: A NaN or infinite value is ignored and reported to ``TouchAreas/invalidSettingHandler``, and so is any
  ///   value but `0` on a `UISlider`, as in code.
  @IBInspectable public var twTouchAreaOutset: CGFloat {
    get {
      let outsets = tw.touchAreaOutsets
      return min(outsets.top, outsets.left, outsets.bottom, outsets.right)
    }
    set { tw.touchAreaOutsets = UIEdgeInsets(top: newValue, left: newValue, bottom: newValue, right: newValue) }
  }

  /// The smallest size of the touch area around the bounds' centre: ``TapwiseWrapper/minimumTouchSize``.
  /// - Note: A negative, NaN or infinite width or height is ignored and reported to
  ///   ``TouchAreas/invalidSettingHandler``, and so is any size but `.zero` on a `UISlider`, as in code.
  @IBInspectable public var twMinimumTouchSize: CGSize {
    get { tw.minimumTouchSize }
    set { tw.minimumTouchSize = newValue }
  }

  /// Whether this container takes touches that land outside its bounds on one of its subviews:
  /// ``TapwiseWrapper/receivesTouchesOutsideBounds``.
  @IBInspectable public var twReceivesTouchesOutsideBounds: Bool {
    get { tw.receivesTouchesOutsideBounds }
    set { tw.receivesTouchesOutsideBounds = newValue }
  }

  /// Turns rules of `tapwise audit --storyboard` off for this view: a Boolean `YES` every rule, a String the ones it
  /// lists (`"tooSmall, overlapping"`). Only the audit reads it, from the file; at run time setting it does nothing
  /// and reading it gives `nil`.
  ///
  /// It exists so that loading a storyboard or xib with this user-defined runtime attribute doesn't raise
  /// `NSUnknownKeyException` ("not key value coding-compliant for the key twAuditIgnore"): UIKit sets every runtime
  /// attribute by key-value coding as it loads the view, a Boolean as an `NSNumber` and a String as an `NSString`,
  /// so the property takes any object.
  @IBInspectable public var twAuditIgnore: Any? {
    get { nil }
    set {}
  }
}
