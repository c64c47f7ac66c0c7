#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Tapwise
  import TapwiseCore

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension View {
    /// Calls an action with a changing value at most once per interval, and always with the last value.
    ///
    /// The first change is delivered at once; changes inside the interval that follows wait, and the latest of them
    /// is delivered when the interval ends, which opens the next one (TapwiseCore's throttle: leading, trailing,
    /// latest). So a slider dragged for a second reaches a Bluetooth lamp a few times, and always at the position the
    /// finger left it.
    ///
    /// ```swift
    /// Slider(value: $brightness)
    ///   .onChange(of: brightness, throttle: .milliseconds(400)) { latest in lamp.write(latest) }
    /// ```
    ///
    /// Like SwiftUI's `onChange(of:perform:)`, it reacts to changes, not to the first value. A value still waiting
    /// when the view disappears is dropped.
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - interval: The minimum time between two calls. A negative interval is refused, as the UIKit layer refuses
    ///     one: it is reported to `TapThrottle.invalidSettingHandler` and the action is never called.
    ///   - action: Called on the main actor with the latest value. The call uses the action the view gave last.
    /// - Returns: A view that calls `action` as the value changes.
    public func onChange<Value: Equatable>(
      of value: Value, throttle interval: Duration, _ action: @escaping @MainActor (Value) -> Void
    ) -> some View {
      modifier(PacedChange(value: value, pace: .throttle(interval), trigger: nil, action: action))
        .modifier(InvalidSettingReport(setting: interval) { SettingCheck.interval($0) })
    }

    /// Calls an action with a changing value once it stops changing for an interval, at once on Return, and never
    /// for a value Escape dropped.
    ///
    /// Every change restarts the wait; when the value has been still for the interval, the action gets the latest
    /// value (TapwiseCore's debounce, trailing). So a search runs once the user pauses typing, for the text they left.
    ///
    /// ```swift
    /// TextField("Search", text: $query)
    ///   .onChange(of: query, debounce: .milliseconds(300)) { latest in model.search(latest) }
    /// ```
    ///
    /// Return in a text field or search field inside this view delivers the waiting value at once, and once: the
    /// old deadline adds nothing (it is this view's `onSubmit(of:_:)` action, for `.text` and `.search`). Escape on a
    /// hardware keyboard while a view inside has focus drops it (iOS 17 and later, `onKeyPress(_:action:)`; the key
    /// press goes on to other handlers). Like SwiftUI's `onChange(of:perform:)`, it reacts to changes, not to the
    /// first value. A value still waiting when the view disappears is dropped.
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - interval: The pause that ends a burst of changes. A negative interval is refused, as the UIKit layer
    ///     refuses one: it is reported to `TapThrottle.invalidSettingHandler` and the action is never called.
    ///   - action: Called on the main actor with the latest value. The call uses the action the view gave last.
    /// - Returns: A view that calls `action` once the value settles, or is submitted.
    public func onChange<Value: Equatable>(
      of value: Value, debounce interval: Duration, _ action: @escaping @MainActor (Value) -> Void
    ) -> some View {
      onChange(of: value, debounce: interval, trigger: PendingChangeTrigger(), action)
    }

    /// Calls an action with a changing value once it stops changing for an interval, and delivers or drops the
    /// waiting value when the app asks through a trigger.
    ///
    /// It is ``SwiftUI/View/onChange(of:debounce:_:)``, Return and Escape included, plus the app's own requests: a
    /// Search button that searches now, a Clear button that drops the query still waiting.
    ///
    /// ```swift
    /// @State private var searchNow = PendingChangeTrigger()
    ///
    /// TextField("Search", text: $query)
    ///   .onChange(of: query, debounce: .milliseconds(300), trigger: searchNow) { model.search($0) }
    /// Button("Search") { searchNow.flush() }
    /// ```
    ///
    /// Each request is carried out once, when the view sees the trigger change; of two requests made before the view
    /// updates, the later is carried out.
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - interval: The pause that ends a burst of changes. A negative interval is refused, as above.
    ///   - trigger: The app's requests: `flush()` delivers the waiting value now, `cancelPending()` drops it.
    ///   - action: Called on the main actor with the latest value. The call uses the action the view gave last.
    /// - Returns: A view that calls `action` once the value settles, is submitted, or the app asks.
    public func onChange<Value: Equatable>(
      of value: Value, debounce interval: Duration, trigger: PendingChangeTrigger,
      _ action: @escaping @MainActor (Value) -> Void
    ) -> some View {
      modifier(PacedChange(value: value, pace: .debounce(interval), trigger: trigger, action: action))
        .modifier(InvalidSettingReport(setting: interval) { SettingCheck.interval($0) })
    }
  }

  /// The wiring of `onChange(of:throttle:)` and `onChange(of:debounce:)`: changes go to a ``ChangePacer``, which
  /// decides what to deliver when (TapwiseCore's `Throttler` or `Debouncer`, covered by the Linux tests).
  ///
  /// Each update hands the pacer the current pace and action, which delivers nothing, so no action runs during a view
  /// update. Contracts it rests on (typechecked, not run): `onChange(of:perform:)` calls its action with the new
  /// value when the value changes; the deprecated iOS 14 form runs that closure with the values it captured in the
  /// previous update, which is why the pacer (kept by `@StateObject` for as long as the view keeps its identity,
  /// ``ViewLifetime``) is told the action in `body` rather than captured in it; `onDisappear(perform:)` runs after
  /// the view disappears. When the view is gone for good, `@StateObject` releases the pacer, which cancels its timer.
  /// A debounce also takes Return, Escape and the app's trigger (``PendingChangeKeys``).
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct PacedChange<Value: Equatable>: ViewModifier {
    /// The watched value.
    let value: Value
    /// Throttle or debounce, and the interval.
    let pace: ChangePacer<Value, ContinuousClock>.Pace
    /// The app's requests, for a debounce; `nil` for a throttle, which takes no keys.
    let trigger: PendingChangeTrigger?
    /// The user's action.
    let action: @MainActor (Value) -> Void
    /// What to deliver when, for this view.
    @StateObject private var kept = ViewLifetime(ChangePacer<Value, ContinuousClock>(clock: ContinuousClock()))

    /// The content, feeding its value's changes to the pacer.
    func body(content: Content) -> some View {
      let pacer = kept.object
      pacer.update(pace: pace, action: action)
      return
        content
        .onChange(of: value) { [pacer] in pacer.send($0) }
        .onDisappear { [pacer] in pacer.cancel() }
        .modifier(PendingChangeKeys(pacer: trigger.map { _ in pacer }, trigger: trigger ?? PendingChangeTrigger()))
    }
  }
#endif
