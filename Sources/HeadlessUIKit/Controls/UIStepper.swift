import Foundation

/// A control with a minus and a plus half that decrements or increments a value by a fixed step.
///
/// A touch on the left half decrements ``value`` by ``stepValue`` and one on the right half increments it, when the
/// finger touches down, as on iOS. Past either end of the range the value holds there, or, when ``wraps`` is
/// `true`, jumps to the other end. The stepper sends ``UIControl/Event/valueChanged`` only when the value changed:
/// at once, or when the touch ends if ``isContinuous`` is `false`. Setting the value in code sends nothing.
///
/// ```swift
/// let quantity = UIStepper(frame: CGRect(x: 20, y: 100, width: 94, height: 32))
/// quantity.minimumValue = 1
/// quantity.addAction(UIAction { _ in cart.quantity = Int(quantity.value) }, for: .valueChanged)
/// ```
///
/// - Note: Holding a finger down does not repeat the step: UIKit doesn't document the repeat's delays, so
///   ``autorepeat`` is stored only. HeadlessUIKit keeps the frame you give it, where UIKit imposes its own size.
@MainActor
open class UIStepper: UIControl {
  /// A single tap is the control's default action: it wins it over another view's tap recognizer.
  override func defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    isSingleTapFromAnotherView(gestureRecognizer)
  }

  private var valueStorage = 0.0
  private var minimumStorage = 0.0
  private var maximumStorage = 100.0
  private var stepStorage = 1.0
  private var valueAtTouchDown: Double?

  /// Whether a touch sends ``UIControl/Event/valueChanged`` as soon as the value changes (`true`, the default) or
  /// once when the touch ends.
  open var isContinuous = true

  /// Whether holding a finger down repeats the step. The default is `true`.
  /// - Note: Stored only: HeadlessUIKit does not repeat yet.
  open var autorepeat = true

  /// Whether stepping past one end of the range goes to the other end. The default is `false`: the value holds at
  /// the end.
  open var wraps = false

  /// The value, kept within ``minimumValue``...``maximumValue``. The default is `0`. Setting it sends nothing.
  open var value: Double {
    get { valueStorage }
    set { valueStorage = min(max(newValue, minimumStorage), maximumStorage) }
  }

  /// The lowest value. The default is `0`.
  /// - Note: Traps, as UIKit raises an exception, when set to ``maximumValue`` or above.
  open var minimumValue: Double {
    get { minimumStorage }
    set {
      precondition(newValue < maximumStorage, "UIStepper: minimumValue must be less than maximumValue")
      minimumStorage = newValue
      value = valueStorage
    }
  }

  /// The highest value. The default is `100`.
  /// - Note: Traps, as UIKit raises an exception, when set to ``minimumValue`` or below.
  open var maximumValue: Double {
    get { maximumStorage }
    set {
      precondition(newValue > minimumStorage, "UIStepper: maximumValue must be greater than minimumValue")
      maximumStorage = newValue
      value = valueStorage
    }
  }

  /// How much one tap changes the value. The default is `1`.
  /// - Note: Traps, as UIKit raises an exception, when set to `0` or less.
  open var stepValue: Double {
    get { stepStorage }
    set {
      precondition(newValue > 0, "UIStepper: stepValue must be greater than 0")
      stepStorage = newValue
    }
  }

  /// Steps the value down or up, by the half of the stepper the touch came down on.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: `true`: the stepper tracks the touch to its end.
  @discardableResult
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    valueAtTouchDown = value
    let increments = touch.location(in: self).x >= bounds.midX
    let stepped = increments ? value + stepStorage : value - stepStorage
    if stepped > maximumStorage {
      value = wraps ? minimumStorage : maximumStorage
    } else if stepped < minimumStorage {
      value = wraps ? maximumStorage : minimumStorage
    } else {
      value = stepped
    }
    if isContinuous && value != valueAtTouchDown { sendActions(for: .valueChanged, with: nil) }
    return true
  }

  /// Ends a touch, sending the one ``UIControl/Event/valueChanged`` of a non-continuous stepper if the value
  /// changed.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    finishTouch()
  }

  /// Cancels a touch: a non-continuous stepper still reports a changed value, then the control sends
  /// ``UIControl/Event/touchCancel``.
  /// - Parameters:
  ///   - event: The event that cancelled the touch, if any.
  open override func cancelTracking(with event: UIEvent?) {
    finishTouch()
    super.cancelTracking(with: event)
  }

  private func finishTouch() {
    defer { valueAtTouchDown = nil }
    guard !isContinuous, let start = valueAtTouchDown, start != value else { return }
    sendActions(for: .valueChanged, with: nil)
  }
}
