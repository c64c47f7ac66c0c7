/// A control with one value that `tw.onValueChange` reports, and the event that tells of a change.
///
/// UIKit's four value controls conform: `UISwitch` (`isOn`), `UISlider` (`value`), `UISegmentedControl`
/// (`selectedSegmentIndex`) and `UIStepper` (`value`), each on `.valueChanged`. A control of your own conforms the
/// same way, and gets the plain, throttled and debounced `onValueChange`:
///
/// ```swift
/// extension RatingControl: ValueReportingControl {
///   public var reportedValue: Int { rating }
/// }
/// stars.tw.onValueChange(debounce: 0.3) { _, rating in review.save(rating) }
/// ```
@MainActor
public protocol ValueReportingControl: UIControl {
  /// The type of the value.
  associatedtype ReportedValue
  /// The value `tw.onValueChange` hands its handler: read when the control sends ``valueChangeEvent``.
  var reportedValue: ReportedValue { get }
  /// The control event sent when the value changes. The default is `.valueChanged`.
  static var valueChangeEvent: UIControl.Event { get }
}

extension ValueReportingControl {
  /// `.valueChanged`, the event UIKit's value controls send when the user changes the value.
  public static var valueChangeEvent: UIControl.Event { .valueChanged }
}

extension UISwitch: ValueReportingControl {
  /// Whether the switch is on (`isOn`).
  public var reportedValue: Bool { isOn }
}

extension UISlider: ValueReportingControl {
  /// The slider's value (`value`).
  public var reportedValue: Float { value }
}

extension UISegmentedControl: ValueReportingControl {
  /// The selected segment's index (`selectedSegmentIndex`), `UISegmentedControl.noSegment` when none is selected.
  public var reportedValue: Int { selectedSegmentIndex }
}

extension UIStepper: ValueReportingControl {
  /// The stepper's value (`value`).
  public var reportedValue: Double { value }
}
