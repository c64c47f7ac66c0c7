#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseCore

  /// The button style behind `tapThrottle(_:)`: each button it styles asks its own ``Gatekeeper`` before it runs the
  /// button's action.
  ///
  /// It draws nothing of its own. Its body is a `Button` with the configuration's role and label whose action is the
  /// gated `trigger()`, so the button looks like the style in effect outside this one: SwiftUI resolves the button
  /// built inside `makeBody(configuration:)` with the button style set further out, which is what lets
  /// `Button(configuration)`, per its documentation, "modify the current button style, rather than implementing a
  /// brand new style". Only the action differs, which is why this body builds `Button(role:action:label:)` rather than
  /// `Button(configuration)`, whose action can't be wrapped.
  ///
  /// Contracts it rests on (typechecked, not run): `PrimitiveButtonStyle.makeBody(configuration:)` is called for each
  /// `Button` where this style is the current button style; `PrimitiveButtonStyleConfiguration.trigger()` performs
  /// the button's action; `@StateObject` keeps one gate per button for as long as the button keeps its identity
  /// (``ViewLifetime``).
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct ThrottledButtonStyle: PrimitiveButtonStyle {
    /// The minimum time between two runs of one button's action.
    let interval: Duration

    /// One throttled button.
    func makeBody(configuration: Configuration) -> some View {
      ThrottledButton(configuration: configuration, interval: interval)
    }
  }

  /// One button under `tapThrottle(_:)`, with its gate.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct ThrottledButton: View {
    /// The styled button's label, role and action.
    let configuration: PrimitiveButtonStyleConfiguration
    /// The minimum time between two runs of the action.
    let interval: Duration
    /// The decision: whether a tap runs the action, measured from the last time it ran. One per button.
    @StateObject private var gate = ViewLifetime(Gatekeeper<Bool, ContinuousClock>(clock: ContinuousClock()))

    /// A button in the style set outside `tapThrottle`, whose action runs only when the gate admits it.
    var body: some View {
      Button(role: configuration.role) {
        if gate.object.admit(true, interval: interval) { configuration.trigger() }
      } label: {
        configuration.label
      }
    }
  }
#endif
