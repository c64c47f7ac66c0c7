#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Tapwise

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension View {
    /// Lets every `Button` in this view run its action at most once per interval, per button, and every `Link` open
    /// its URL at most once per interval.
    ///
    /// The interval is measured from the last time the button's action ran; the first tap always runs, and so does a
    /// tap exactly one interval later. Each button keeps its own time (TapwiseCore's `Gate`), so a tap on one button
    /// never holds back another. An ``AsyncButton`` is a button: under `tapThrottle` its work starts when it is idle
    /// and the interval since its last start has passed.
    ///
    /// Links (`Link`, and links in a `Text`) open through the view's `openURL` action, which `tapThrottle` wraps: each
    /// URL opens at most once per interval, through the `openURL` action set outside. A `NavigationLink` is not
    /// covered by a documented contract: <doc:SwiftUIModifiers#NavigationLink-and-Link> says what to write instead.
    ///
    /// ```swift
    /// CheckoutForm()
    ///   .tapThrottle()                      // closer to the buttons than their style …
    ///   .buttonStyle(.borderedProminent)    // … so they keep both the throttle and this look
    /// ```
    ///
    /// It is a button style that keeps the look of the button style set outside it. A button style set *closer* to a
    /// button than `tapThrottle` replaces it for that button, as SwiftUI's styles always do: apply `tapThrottle`
    /// after (inside) any `buttonStyle(_:)` in the same chain, and again inside any subtree or button that sets its
    /// own style. <doc:SwiftUIModifiers#Which-combinations-keep-the-throttle> lists them.
    /// - Parameters:
    ///   - interval: The minimum time between two runs of one button's action. Zero turns throttling off. A negative
    ///     interval is refused, as the UIKit layer refuses one: it is reported to `TapThrottle.invalidSettingHandler`
    ///     when the view appears (and when it changes), and the buttons run every tap.
    /// - Returns: A view whose buttons are throttled.
    public func tapThrottle(_ interval: Duration = .milliseconds(500)) -> some View {
      buttonStyle(ThrottledButtonStyle(interval: interval))
        .modifier(ThrottledOpenURL(interval: interval))
        .modifier(InvalidSettingReport(setting: interval) { SettingCheck.interval($0) })
    }
  }
#endif
