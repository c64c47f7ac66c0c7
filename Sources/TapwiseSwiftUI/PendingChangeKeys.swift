#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseCore

  /// What Return, Escape and the app's ``PendingChangeTrigger`` do to a debounced `onChange`: Return delivers the
  /// waiting value now, Escape drops it, and the trigger does whichever the app asked. What each does is
  /// `ChangePacer`'s `flush()`, `cancel()` and `perform(_:)`, which the Linux tests run (`ChangePacerTests+Flush.swift`).
  ///
  /// Contracts it rests on (typechecked, not run): `onSubmit(of:_:)` runs its action when the user submits a value to
  /// the view, and "a `TextField`, or `SecureField` will trigger this action when the user hits the hardware or
  /// software return key"; `SubmitTriggers.search` covers search fields placed by `searchable`; the action may be set
  /// "on an individual view or an entire view hierarchy", and `submitScope(_:)` inside keeps a field's Return from
  /// reaching it. `onKeyPress(_:action:)` (iOS 17) runs its action when a key is pressed on a hardware keyboard while
  /// the view has focus, and `.ignored` lets the event's dispatch continue. `onChange(of:perform:)` runs its action
  /// with the new value when the value changes.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct PendingChangeKeys<Value>: ViewModifier {
    /// The debounce's pacer, or `nil` for a throttle: then the view gets no submit or key action at all.
    let pacer: ChangePacer<Value, ContinuousClock>?
    /// The app's requests.
    let trigger: PendingChangeTrigger

    /// The content with the submit, key and trigger actions of a debounce.
    @ViewBuilder func body(content: Content) -> some View {
      if let pacer {
        let submitting =
          content
          .onSubmit(of: [.text, .search]) { [pacer] in pacer.flush() }
          .onChange(of: trigger) { [pacer] in pacer.perform($0) }
        if #available(iOS 17, macOS 14, tvOS 17, *) {
          submitting.onKeyPress(.escape) { [pacer] in
            pacer.cancel()
            return .ignored  // dropping the query is a side effect: whatever else Escape does still happens
          }
        } else {
          submitting
        }
      } else {
        content
      }
    }
  }
#endif
