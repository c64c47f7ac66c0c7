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
  /// Whether ``install(defaultInterval:)`` has run.
  public private(set) static var isInstalled = false

  /// The interval for controls whose `tw.tapInterval` is `nil`. Set by ``install(defaultInterval:)``.
  public private(set) static var defaultInterval: TimeInterval = 0.5
  /// ``defaultInterval`` as an exact duration, converted once when it is set.
  private(set) static var exactDefaultInterval: Duration = .milliseconds(500)

  /// The control classes that are gated, subclasses included. The default is `[UIButton.self]`.
  ///
  /// Other classes are never touched: a slider, a switch or a text field passes everything.
  /// - Note: On iOS, a class in this list, between it and `UIControl`, or loaded below it, that carries its own
  ///   `sendAction` implementation, as a swizzle or an override that doesn't call `super` gives it, is wrapped too,
  ///   each time Tapwise is installed or this list is set.
  public static var gatedControlClasses: [UIControl.Type] = [UIButton.self] {
    didSet { if isInstalled { interceptControlActions() } }
  }

  /// The control events that are gated. The default is `[.touchUpInside, .primaryActionTriggered]`.
  ///
  /// Actions registered only for other events (such as `.touchDown` or `.valueChanged`) always pass.
  public static var gatedEvents: UIControl.Event = [.touchUpInside, .primaryActionTriggered]

  /// Receives invalid settings, such as a NaN `tw.tapInterval`, which are ignored. The default prints one line to
  /// standard error, as UIKit logs a broken constraint.
  public static var invalidSettingHandler: @MainActor (TimingError) -> Void = reportToStandardError

  /// The default ``invalidSettingHandler``.
  private static func reportToStandardError(_ error: TimingError) {
    FileHandle.standardError.write(Data("[Tapwise] ignored an invalid tap setting: \(error)\n".utf8))
  }

  /// Turns on tap throttling for the whole app. Idempotent: a second call updates the default interval, and on iOS
  /// wraps any `sendAction` implementation a gated class or subclass gained since (a swizzler's copy, a class loaded
  /// later).
  ///
  /// An action sent from a touch is timed by its event's timestamp; one sent without an event (`sendActions(for:)`
  /// from code, and every UIAction) by the same clock read now: the system uptime on iOS, the virtual main run loop
  /// under HeadlessUIKit, which `TouchDriver.advance(by:)` moves.
  ///
  /// - Parameters:
  ///   - defaultInterval: The minimum time between two deliveries of one action on one control, in seconds.
  ///     `0` turns throttling off for controls that don't set their own interval.
  /// - Note: A negative, NaN or infinite interval is reported to ``invalidSettingHandler`` and changes nothing.
  public static func install(defaultInterval: TimeInterval = 0.5) {
    do {
      exactDefaultInterval = try Gate<TapActionKey>(interval: defaultInterval).interval
    } catch {
      invalidSettingHandler(error)
      return
    }
    self.defaultInterval = defaultInterval
    isInstalled = true
    interceptControlActions()
  }

  /// Puts the runtime hooks on the gated classes; a class already hooked is left alone.
  private static func interceptControlActions() {
    RuntimeHooks.interceptControlActions(
      of: gatedControlClasses,
      targetAction: { control, selector, target, event in
        admits(control, TapActionKey.targetAction(selector, to: target), event: event)
      },
      action: { control, action in admits(control, .action(action.identifier), event: nil) }
    )
  }

  /// Turns tap throttling off and returns every `TapThrottle` setting to its launch value: the app behaves as
  /// before ``install(defaultInterval:)``.
  ///
  /// ``isInstalled`` becomes `false`; ``defaultInterval``, ``gatedControlClasses``, ``gatedEvents`` and
  /// ``invalidSettingHandler`` return to their defaults. Per-control settings (`tw.tapInterval`,
  /// `tw.ignoresTapThrottle`) stay with their controls, and ``ThrottledButton`` keeps gating itself. Test suites
  /// that install call it when they finish, so no other test runs throttled:
  ///
  /// ```swift
  /// TapThrottle.install()
  /// defer { TapThrottle.uninstall() }
  /// ```
  ///
  /// - Note: On iOS the runtime hook stays in place and passes every action straight through, as it does for
  ///   controls out of scope; a later `install` turns it back on. Calling it without an install does nothing
  ///   but restore the defaults.
  public static func uninstall() {
    isInstalled = false
    defaultInterval = 0.5
    exactDefaultInterval = .milliseconds(500)
    gatedControlClasses = [UIButton.self]
    gatedEvents = [.touchUpInside, .primaryActionTriggered]
    invalidSettingHandler = reportToStandardError
  }

  /// The global filter behind the runtime hooks: ``ThrottledButton`` gates itself, so it is skipped here.
  private static func admits(_ control: UIControl, _ key: @autoclosure () -> TapActionKey, event: UIEvent?) -> Bool {
    guard isInstalled, !(control is ThrottledButton),
      gatedControlClasses.contains(where: { control.isKind(of: $0) })
    else { return true }
    return TapThrottleDecision.admits(control, key(), event: event)
  }

}
