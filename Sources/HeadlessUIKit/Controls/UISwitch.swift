import Foundation

/// A control that offers an on/off choice. A tap toggles it and sends ``UIControl/Event/valueChanged``.
///
/// ```swift
/// let wifi = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
/// wifi.addAction(UIAction { _ in settings.wifi = wifi.isOn }, for: .valueChanged)
/// ```
///
/// - Note: The tap toggles when the touch lifts inside the tracking area, just before the control sends
///   ``UIControl/Event/touchUpInside``. UIKit sends the resulting ``UIControl/Event/valueChanged`` without a touch
///   event, and so does HeadlessUIKit. Setting ``isOn`` in code sends nothing. HeadlessUIKit keeps the frame you
///   give it, where UIKit imposes its own size.
@MainActor
open class UISwitch: UIControl {
  /// A single tap is the control's default action: it wins it over another view's tap recognizer.
  override func defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    isSingleTapFromAnotherView(gestureRecognizer)
  }

  private var onStorage = false

  /// Whether the switch is on. The default is `false`. Setting it sends no event.
  open var isOn: Bool {
    get { onStorage }
    set { onStorage = newValue }
  }

  /// Sets the state without sending an event.
  /// - Parameters:
  ///   - on: The new state.
  ///   - animated: Ignored: HeadlessUIKit does not animate.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// Toggles the switch and sends ``UIControl/Event/valueChanged`` when the touch ends inside.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside else { return }
    isOn.toggle()
    sendActions(for: .valueChanged, with: nil)
  }
}
