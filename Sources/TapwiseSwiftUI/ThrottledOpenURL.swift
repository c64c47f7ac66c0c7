#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseCore

  /// The part of `tapThrottle(_:)` that covers `Link`s (and links in `Text`): the view's `openURL` action opens each
  /// URL at most once per interval, measured from the last time it was opened, and hands what it admits to the
  /// `openURL` action set outside it.
  ///
  /// One ``Gatekeeper`` per modified view, keyed by URL, so a double tap on one link opens it once and a tap on
  /// another link is not held back. A repeat within the interval is `.discarded`: the caller's completion handler,
  /// if any, hears `false`.
  ///
  /// Contracts it rests on (typechecked, not run): `Link`: "you can override the default behavior by setting the
  /// `openURL` environment value with a custom `OpenURLAction`"; `OpenURLAction.init(handler:)` (iOS 15) places a
  /// handler in the environment with `environment(_:_:)`, and `OpenURLAction.Result.discarded` means the handler
  /// discarded the URL; calling the `OpenURLAction` read from the environment outside opens a URL as it would have
  /// (`callAsFunction(_:)`); `StateObject`, as for the buttons' gates (``ViewLifetime``).
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct ThrottledOpenURL: ViewModifier {
    /// The minimum time between two openings of one URL.
    let interval: Duration
    /// The action set outside, which opens what the gate admits.
    @Environment(\.openURL) private var outer
    /// The decision, per URL.
    @StateObject private var gate = ViewLifetime(Gatekeeper<URL, ContinuousClock>(clock: ContinuousClock()))

    /// The content, with links opening through the gate.
    func body(content: Content) -> some View {
      let gate = gate.object
      let outer = outer
      let interval = interval
      return content.environment(
        \.openURL,
        OpenURLAction { url in
          guard gate.admit(url, interval: interval) else { return .discarded }
          outer(url)
          return .handled
        })
    }
  }
#endif
