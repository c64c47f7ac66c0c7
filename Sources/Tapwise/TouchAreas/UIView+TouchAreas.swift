/// Per-view touch areas: enlarge or shrink where a view answers touches, without moving a pixel.
///
/// ```swift
/// closeButton.tw.touchAreaOutsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)  // 20×20 → 44×44
/// infoButton.tw.minimumTouchSize = CGSize(width: 44, height: 44)
/// card.tw.receivesTouchesOutsideBounds = true   // the badge sticking out of its corner is tappable
/// ```
///
/// Only `point(inside:with:)` changes: frames, bounds, layout and drawing stay as they are. A view that is hidden,
/// has an alpha below 0.01, has user interaction off, or is a disabled control keeps its plain UIKit answer.
@MainActor
extension TapwiseWrapper where Base: UIView {
  /// How far the view's touch area reaches beyond each edge of its bounds. The default is `.zero`.
  ///
  /// **Positive values enlarge**, the opposite of UIKit's inset convention (where `CGRect.inset(by:)` with a
  /// positive inset shrinks): `UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)` turns a 20×20 icon into a
  /// 44×44 target. Negative values shrink the area. The area is united with ``minimumTouchSize``'s.
  /// - Note: A NaN or infinite value is ignored and reported to ``TouchAreas/invalidSettingHandler``, and so is any
  ///   value but `.zero` on a `UISlider`, which tracks touches only from its thumb
  ///   (TapwiseCore's `TouchAreaError.refusedOnSlider(typeName:)`).
  public var touchAreaOutsets: UIEdgeInsets {
    get {
      let outsets = TouchAreaState.of(base)?.outsets ?? .zero
      return UIEdgeInsets(top: outsets.top, left: outsets.left, bottom: outsets.bottom, right: outsets.right)
    }
    nonmutating set {
      let outsets = TouchOutsets(top: newValue.top, left: newValue.left, bottom: newValue.bottom, right: newValue.right)
      do {
        try TouchArea.validate(outsets: outsets)
        if outsets != .zero { try refuseOnSlider() }
      } catch {
        TouchAreas.invalidSettingHandler(error)
        return
      }
      TouchAreaState.update(base) { $0.outsets = outsets }
    }
  }

  /// The smallest size of the view's touch area: it grows symmetrically around the bounds' centre to at least
  /// this size. The default, `.zero`, sets no minimum. 44×44 is Apple's minimum touch target.
  ///
  /// Each dimension becomes `max(bounds, minimum)`, so a larger view is never shrunk. The area is united with the
  /// one ``touchAreaOutsets`` give, so any non-zero minimum size restores at least the whole bounds and cancels
  /// negative outsets; leave it at `.zero` on a view whose area you shrink.
  /// - Note: A negative, NaN or infinite width or height is ignored and reported to
  ///   ``TouchAreas/invalidSettingHandler``, and so is any size but `.zero` on a `UISlider`, which tracks touches
  ///   only from its thumb (TapwiseCore's `TouchAreaError.refusedOnSlider(typeName:)`).
  public var minimumTouchSize: CGSize {
    get { TouchAreaState.of(base)?.minimumSize ?? .zero }
    nonmutating set {
      do {
        try TouchArea.validate(minimumSize: newValue)
        if newValue != .zero { try refuseOnSlider() }
      } catch {
        TouchAreas.invalidSettingHandler(error)
        return
      }
      TouchAreaState.update(base) { $0.minimumSize = newValue }
    }
  }

  /// Whether this container takes touches that land outside its bounds on one of its subviews (or their touch
  /// areas). The default is `false`, UIKit's rule: a subview can't be touched outside its superview.
  ///
  /// Set it on every container between the subview and the first ancestor that already contains the touch; an
  /// ancestor that hasn't opted in still cuts the touch off. The container itself never takes a touch outside its
  /// own touch area: it answers "inside" only when a subview will take the touch.
  public var receivesTouchesOutsideBounds: Bool {
    get { TouchAreaState.of(base)?.receivesTouchesOutsideBounds ?? false }
    nonmutating set { TouchAreaState.update(base) { $0.receivesTouchesOutsideBounds = newValue } }
  }

  /// Refuses a touch area on a slider. UIKit's `UISlider` begins tracking only when a touch lands on its thumb, so a
  /// touch that an enlarged area took would reach the slider and be swallowed.
  /// - Throws: ``TouchAreaError/refusedOnSlider(typeName:)`` for a `UISlider` or a subclass.
  private func refuseOnSlider() throws(TouchAreaError) {
    guard base is UISlider else { return }
    throw .refusedOnSlider(typeName: String(describing: type(of: base)))
  }

  /// The area in which the view answers touches, in its own coordinate system, from its current bounds and
  /// settings.
  /// - Note: Eligibility is not applied: a hidden view still reports the area it would have.
  public var touchArea: TouchArea {
    let state = TouchAreaState.of(base)
    return TouchArea(bounds: base.bounds, outsets: state?.outsets ?? .zero, minimumSize: state?.minimumSize ?? .zero)
  }
}
