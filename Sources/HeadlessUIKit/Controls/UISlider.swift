import Foundation

/// A control for choosing a value from a continuous range by dragging a thumb along a track.
///
/// The track spans the slider's bounds from left to right: a touch at `bounds.minX` means ``minimumValue`` and one
/// at `bounds.maxX` means ``maximumValue``. While a touch is tracked the value follows its x position, from the
/// touch-down on, and the slider sends ``UIControl/Event/valueChanged`` for each change, or only once when the
/// touch ends if ``isContinuous`` is `false`.
///
/// ```swift
/// let volume = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
/// volume.addAction(UIAction { _ in player.volume = volume.value }, for: .valueChanged)
/// ```
///
/// - Note: UIKit measures along a track rectangle inset for the thumb's width; HeadlessUIKit, drawing nothing,
///   uses the bounds. Setting the value in code sends no event, as in UIKit.
@MainActor
open class UISlider: UIControl {
  private var valueStorage: Float = 0
  private var minimumStorage: Float = 0
  private var maximumStorage: Float = 1
  private var valueAtTouchDown: Float?

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

  /// Starts a drag: the value jumps to the touch's position.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: `true`: a slider tracks every touch that begins on it.
  @discardableResult
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    valueAtTouchDown = value
    follow(touch, with: event)
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

  /// The value for a touch's x position along the bounds.
  private func value(at touch: UITouch) -> Float {
    let bounds = self.bounds
    guard bounds.width > 0 else { return minimumStorage }
    let fraction = min(max((touch.location(in: self).x - bounds.minX) / bounds.width, 0), 1)
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
