import Foundation

/// A control for choosing a value from a continuous range by dragging a thumb along a track.
///
/// The thumb slides along ``trackRect(forBounds:)``; ``thumbRect(forBounds:trackRect:value:)`` places it for a value.
/// Only a touch that comes down on the thumb drags it, as on iOS (a touch on the track away from the thumb does
/// nothing): the thumb then follows the finger, keeping the distance between them, and the slider sends
/// ``UIControl/Event/valueChanged`` for each change, or only once when the touch ends if ``isContinuous`` is
/// `false`. A horizontal swipe that starts on the thumb is the slider's, not a swipe recognizer's on another view
/// (Apple's "Attaching gesture recognizers to UIKit controls": "A single finger swipe occurs on the knob of a
/// UISlider object, in a direction parallel to the slider").
///
/// ```swift
/// let volume = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
/// volume.addAction(UIAction { _ in player.volume = volume.value }, for: .valueChanged)
/// ```
///
/// - Note: UIKit doesn't publish its track and thumb sizes. HeadlessUIKit's track is the bounds inset by 2 points
///   on each side, 4 points high and centred; its thumb is 28 by 28 points, centred on the track, and travels so that
///   it stays on it. The thumb takes touches across the slider's whole height. Setting the value in code sends no
///   event, as in UIKit.
@MainActor
open class UISlider: UIControl {
  /// A horizontal one-finger swipe from another view, over a touch the slider is tracking (one that came down on the
  /// thumb), is the slider's.
  override func defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let swipe = gestureRecognizer as? UISwipeGestureRecognizer, swipe.view !== self else { return false }
    return isTracking && swipe.numberOfTouchesRequired == 1 && swipe.isHorizontal
  }

  /// The thumb's side, in points.
  static let thumbSide: CGFloat = 28
  /// The track's height, in points.
  static let trackHeight: CGFloat = 4
  /// How far the track is inset from each side of the bounds, in points.
  static let trackInset: CGFloat = 2

  private var valueStorage: Float = 0
  private var minimumStorage: Float = 0
  private var maximumStorage: Float = 1
  private var valueAtTouchDown: Float?
  /// How far right of the thumb's centre the tracked finger is, in points.
  private var grabOffset: CGFloat = 0

  /// The rectangle of the track, between the minimum and maximum value images (HeadlessUIKit has none).
  /// - Parameters:
  ///   - bounds: The slider's bounds.
  /// - Returns: The bounds inset by 2 points on each side, 4 points high, centred vertically.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + Self.trackInset, y: bounds.midY - Self.trackHeight / 2,
      width: max(bounds.width - 2 * Self.trackInset, 0), height: Self.trackHeight)
  }

  /// The rectangle of the thumb for a value.
  /// - Parameters:
  ///   - bounds: The slider's bounds.
  ///   - rect: The track, as ``trackRect(forBounds:)`` gives it.
  ///   - value: The value.
  /// - Returns: A 28-point square centred on the track, as far along it as the value is along the range.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let span = maximumStorage - minimumStorage
    let fraction = span > 0 ? CGFloat((min(max(value, minimumStorage), maximumStorage) - minimumStorage) / span) : 0
    let travel = max(rect.width - Self.thumbSide, 0)
    return CGRect(
      x: rect.minX + fraction * travel, y: rect.midY - Self.thumbSide / 2, width: Self.thumbSide,
      height: Self.thumbSide)
  }

  /// The thumb's rectangle for the current value.
  private var currentThumbRect: CGRect {
    thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
  }

  /// The value, kept within ``minimumValue``...``maximumValue``. The default is `0`.
  open var value: Float {
    get { valueStorage }
    set { valueStorage = min(max(newValue, minimumStorage), maximumStorage) }
  }

  /// The lowest value. The default is `0`. Raising it above ``maximumValue`` raises that too; the value is
  /// clamped again.
  open var minimumValue: Float {
    get { minimumStorage }
    set {
      minimumStorage = newValue
      maximumStorage = max(maximumStorage, newValue)
      value = valueStorage
    }
  }

  /// The highest value. The default is `1`. Lowering it below ``minimumValue`` lowers that too; the value is
  /// clamped again.
  open var maximumValue: Float {
    get { maximumStorage }
    set {
      maximumStorage = newValue
      minimumStorage = min(minimumStorage, newValue)
      value = valueStorage
    }
  }

  /// Whether a drag sends ``UIControl/Event/valueChanged`` for every change (`true`, the default) or once when the
  /// touch ends.
  open var isContinuous = true

  /// Sets the value, clamped to the range, without sending an event.
  /// - Parameters:
  ///   - value: The new value.
  ///   - animated: Ignored: HeadlessUIKit does not animate.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Starts a drag if the touch came down on the thumb (across the slider's height).
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: Whether the touch is on the thumb: only then does the slider track it.
  @discardableResult
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let thumb = currentThumbRect
    let x = touch.location(in: self).x
    guard x >= thumb.minX && x <= thumb.maxX else { return false }
    valueAtTouchDown = value
    grabOffset = x - thumb.midX
    return true
  }

  /// Moves the value with the touch.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: `true`: the slider keeps tracking wherever the touch goes.
  @discardableResult
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    follow(touch, with: event)
    return true
  }

  /// Ends a drag, sending the one ``UIControl/Event/valueChanged`` of a non-continuous slider if the value changed.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    finishDrag(with: event)
  }

  /// Cancels a drag: a non-continuous slider still reports a changed value, then the control sends
  /// ``UIControl/Event/touchCancel``.
  /// - Parameters:
  ///   - event: The event that cancelled the touch, if any.
  open override func cancelTracking(with event: UIEvent?) {
    finishDrag(with: event)
    super.cancelTracking(with: event)
  }

  /// The value that puts the thumb's centre under a touch, less the distance the finger grabbed it at.
  private func value(at touch: UITouch) -> Float {
    let track = trackRect(forBounds: bounds)
    let travel = track.width - Self.thumbSide
    guard travel > 0 else { return value }
    let center = touch.location(in: self).x - grabOffset
    let fraction = min(max((center - track.minX - Self.thumbSide / 2) / travel, 0), 1)
    return minimumStorage + Float(fraction) * (maximumStorage - minimumStorage)
  }

  private func follow(_ touch: UITouch, with event: UIEvent?) {
    let newValue = value(at: touch)
    guard newValue != value else { return }
    value = newValue
    if isContinuous { sendActions(for: .valueChanged, with: event) }
  }

  private func finishDrag(with event: UIEvent?) {
    defer { valueAtTouchDown = nil }
    guard !isContinuous, let start = valueAtTouchDown, start != value else { return }
    sendActions(for: .valueChanged, with: event)
  }
}
