#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// Whether ``AsyncButton``s show a progress view over their label while their work runs.
  private struct AsyncButtonShowsProgressKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether ``AsyncButton``s in this environment show a progress view over their label while their work runs.
    var asyncButtonShowsProgress: Bool {
      get { self[AsyncButtonShowsProgressKey.self] }
      set { self[AsyncButtonShowsProgressKey.self] = newValue }
    }
  }

  extension View {
    /// Makes every ``AsyncButton`` in this view show a progress view in place of its label while its work runs.
    ///
    /// The label keeps its place, hidden (zero opacity), so the button keeps its size, and a `ProgressView` is drawn
    /// over it. What VoiceOver reads meanwhile has not been checked on a device.
    ///
    /// ```swift
    /// AsyncButton("Pay") { await checkout.pay() }
    ///   .asyncButtonShowsProgress()
    /// ```
    /// - Parameters:
    ///   - showsProgress: Whether to show the progress view; `false` turns it off again for a subtree.
    /// - Returns: A view whose async buttons show progress.
    public func asyncButtonShowsProgress(_ showsProgress: Bool = true) -> some View {
      environment(\.asyncButtonShowsProgress, showsProgress)
    }
  }
#endif
