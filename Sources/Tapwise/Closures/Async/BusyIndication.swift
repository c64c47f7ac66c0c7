/// How a button shows that the work its async tap handler started is still running.
///
/// Opt-in: the default, `[]`, changes nothing on the button. Whatever a handler changes is set back when its work
/// ends, however it ends (returned, threw, cancelled), and only where the app has not changed the same property
/// itself in the meantime: the app's value stays.
///
/// ```swift
/// payButton.tw.onTap(whileRunning: [.disablesControl, .showsActivityIndicator]) { _ in
///   await checkout.pay()
/// }
/// ```
public struct BusyIndication: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: Int

  /// Creates a set of busy indications from its raw value.
  /// - Parameters:
  ///   - rawValue: The bits of the set.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Turns the button's `isEnabled` off while the work runs, so it looks and behaves disabled, then back on.
  ///
  /// A disabled button receives no touches, so taps meanwhile never reach the handler (nor its ignored-tap hook).
  /// A button that was already disabled is left alone.
  public static let disablesControl = BusyIndication(rawValue: 1 << 0)

  /// Turns the button's `configuration?.showsActivityIndicator` on while the work runs (UIKit shows a spinner in
  /// place of the button's image), then back off.
  ///
  /// Only a button with a configuration (`UIButton(configuration:primaryAction:)`, or `configuration` set) has an
  /// activity indicator: on a button without one this option does nothing, and Tapwise never gives it one, since a
  /// configuration replaces the button's whole look. Combine it with ``disablesControl`` for a sign that shows on
  /// every button.
  public static let showsActivityIndicator = BusyIndication(rawValue: 1 << 1)
}
