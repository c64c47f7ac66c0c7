import Foundation

/// App-wide tap throttling: one explicit install stops double-submits on every button.
///
/// After `install`, a control in scope delivers each action at most once per interval. Gating is per control and
/// per action (a selector for target-action, an identifier for a UIAction), so one tap that triggers two actions
/// delivers both, and a repeat within the interval drops both.
///
/// ```swift
/// // application(_:didFinishLaunchingWithOptions:)
/// TapThrottle.install()                // every UIButton: at most one action per 0.5 s
/// payButton.tw.tapInterval = 2             // a slower button
/// ```
///
/// - Note: Main-actor only, like UIKit. Nothing happens at load time: without `install`, nothing is gated
///   (except ``ThrottledButton``, which gates itself).
@MainActor
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public enum TapThrottle {
  /// Whether ``install(defaultInterval:clock:)`` has run.
  public private(set) static var isInstalled = false

  /// The interval for controls whose `tw.tapInterval` is `nil`. Set by ``install(defaultInterval:clock:)``.
  public private(set) static var defaultInterval: TimeInterval = 0.5
  /// ``defaultInterval`` as an exact duration, converted once when it is set.
  private(set) static var exactDefaultInterval: Duration = .milliseconds(500)

  /// The control classes that are gated, subclasses included. The default is `[UIButton.self]`.
  ///
  /// Other classes are never touched: a slider, a switch or a text field passes everything.
  public static var gatedControlClasses: [UIControl.Type] = [UIButton.self]

  /// The control events that are gated. The default is `[.touchUpInside, .primaryActionTriggered]`.
  ///
  /// Actions registered only for other events (such as `.touchDown` or `.valueChanged`) always pass.
  public static var gatedEvents: UIControl.Event = [.touchUpInside, .primaryActionTriggered]

  /// Receives invalid settings, such as a NaN `tw.tapInterval`, which are ignored. The default prints one line to
  /// standard error, as UIKit logs a broken constraint.
  public static var invalidSettingHandler: @MainActor (TimingError) -> Void = { error in
    FileHandle.standardError.write(Data("[Tapwise] ignored an invalid tap setting: \(error)\n".utf8))
  }

  /// The time since start-up, like `UIEvent.timestamp` but exact, for actions sent without an event.
  static var now: @MainActor () -> Duration = uptime(of: SuspendingClock())

  /// Turns on tap throttling for the whole app. Idempotent: a second call only updates the default interval
  /// and the clock.
  ///
  /// - Parameters:
  ///   - defaultInterval: The minimum time between two deliveries of one action on one control, in seconds.
  ///     `0` turns throttling off for controls that don't set their own interval.
  ///   - clock: Measures time for actions sent without an event (`sendActions(for:)` from code, and UIActions).
  ///     Actions sent from a touch use the event's timestamp. The default, `SuspendingClock`, counts like system
  ///     uptime, as event timestamps do.
  /// - Note: A negative, NaN or infinite interval is reported to ``invalidSettingHandler`` and changes nothing.
  public static func install<C: Clock>(
    defaultInterval: TimeInterval = 0.5,
    clock: C = SuspendingClock()
  ) where C.Duration == Duration {
    do {
      exactDefaultInterval = try Gate<TapActionKey>(interval: defaultInterval).interval
    } catch {
      invalidSettingHandler(error)
      return
    }
    self.defaultInterval = defaultInterval
    now = uptime(of: clock)
    guard !isInstalled else { return }
    isInstalled = true
    RuntimeHooks.interceptControlActions(
      targetAction: { control, selector, target, event in
        admits(control, TapActionKey.targetAction(selector, to: target), event: event)
      },
      action: { control, action in admits(control, .action(action.identifier), event: nil) }
    )
  }

  /// The global filter behind the runtime hooks: ``ThrottledButton`` gates itself, so it is skipped here.
  private static func admits(_ control: UIControl, _ key: @autoclosure () -> TapActionKey, event: UIEvent?) -> Bool {
    guard isInstalled, !(control is ThrottledButton),
      gatedControlClasses.contains(where: { control.isKind(of: $0) })
    else { return true }
    return TapGatePolicy.admits(control, key(), event: event)
  }

  /// Returns to the state before any install: nothing gated, default settings. The runtime hooks stay in place
  /// and pass everything. For tests, which share one process with suites that must not be throttled.
  static func resetForTesting() {
    isInstalled = false
    defaultInterval = 0.5
    exactDefaultInterval = .milliseconds(500)
    gatedControlClasses = [UIButton.self]
    gatedEvents = [.touchUpInside, .primaryActionTriggered]
    now = uptime(of: SuspendingClock())
  }

  /// Reads a clock as time since start-up: the uptime when called, plus the clock's exact progress since then.
  private static func uptime<C: Clock>(of clock: C) -> @MainActor () -> Duration where C.Duration == Duration {
    let start = clock.now
    let startUptime = (try? Duration(timeInterval: ProcessInfo.processInfo.systemUptime)) ?? .zero
    return { startUptime + start.duration(to: clock.now) }
  }
}
