import Foundation

/// The base class for controls: views that turn touches into control events and send them to their handlers.
///
/// A handler is a target-action pair or a `UIAction`. Handlers fire in registration order for every event that
/// intersects the events they were registered for.
///
/// ```swift
/// let pay = UIButton(type: .system)
/// pay.addTarget(checkout, action: Selector("pay:"), for: .touchUpInside)
/// pay.addAction(UIAction { _ in analytics.log("pay") }, for: .touchUpInside)
/// pay.sendActions(for: .touchUpInside)   // checkout.pay(_:), then the analytics action
/// ```
///
/// - Note: The dispatch rules follow UIKit's own implementation of `UIControl`, including where they differ from
///   common belief: a deallocated target's actions travel the responder chain, re-registering moves a handler to
///   the end, and a disabled control is invisible to hit testing.
@MainActor
open class UIControl: UIView {
  /// How far, in points, a tracked touch may stray outside ``bounds`` and still count as inside.
  ///
  /// UIKit extends the bounds by about 70 points on each side while it tracks a touch (observed on devices; the
  /// value is not public API). A point in the enlarged rectangle, or one for which ``point(inside:with:)`` is
  /// `true`, is inside.
  static let trackingMargin: CGFloat = 70

  /// The dispatch table.
  var eventRegistry = ControlEventRegistry()
  private var enabledStorage = true
  private var selectedStorage = false
  private var highlightedStorage = false
  /// Whether a touch is being tracked.
  var trackingStorage = false
  /// Whether the tracked touch is inside the tracking area.
  var touchInsideStorage = false

  /// Creates a control with the given frame rectangle.
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinate system.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive; see ``UIView/init(coder:)``.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a control and registers an action for ``Event/primaryActionTriggered``.
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinate system.
  ///   - primaryAction: The action to register, if any. Buttons also take its title and image.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    commonInit(forPrimaryAction: primaryAction)
  }

  /// Registers a primary action; subclasses add to this, as UIKit's `_commonInitForPrimaryAction:`.
  func commonInit(forPrimaryAction action: UIAction?) {
    if let action { addAction(action, for: .primaryActionTriggered) }
  }

  /// The events after which the control also sends ``Event/primaryActionTriggered``. None for a plain control.
  var controlEventsForActionTriggered: Event { [] }

  // MARK: - State

  /// Whether the control responds to touches. A disabled control is skipped by hit testing and tracks nothing.
  open var isEnabled: Bool {
    get { enabledStorage }
    set { enabledStorage = newValue }
  }

  /// Whether the control is selected.
  open var isSelected: Bool {
    get { selectedStorage }
    set { selectedStorage = newValue }
  }

  /// Whether the control is highlighted, as it is while a touch is down inside it.
  /// - Note: As in UIKit, a disabled control ignores attempts to highlight it.
  open var isHighlighted: Bool {
    get { highlightedStorage }
    set {
      if newValue && !isEnabled { return }
      highlightedStorage = newValue
    }
  }

  /// The control's state, derived from ``isHighlighted``, ``isEnabled`` and ``isSelected``.
  open var state: State {
    var state: State = isHighlighted ? .highlighted : .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Whether the control is tracking a touch.
  open var isTracking: Bool { trackingStorage }

  /// Whether the tracked touch is inside the tracking area: ``UIView/bounds`` enlarged by 70 points on each side.
  open var isTouchInside: Bool { touchInsideStorage }

  /// Returns `nil` for a disabled control, so that the touch goes to the view behind it; otherwise hit-tests as
  /// ``UIView`` does.
  /// - Parameters:
  ///   - point: A point in this view's coordinate system.
  ///   - event: The event that prompted the hit test, if any.
  /// - Returns: The view that receives the touch, or `nil`.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isEnabled else { return nil }
    return super.hitTest(point, with: event)
  }

  // MARK: - Tracking

  /// Asks whether to track a touch that began in the control. The default is `true`.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: `true` to track the touch and send ``Event/touchDown``.
  @discardableResult
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Asks whether to keep tracking a touch that moved. The default is `true`.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: `false` to stop tracking: the control then sends no more events for the touch.
  @discardableResult
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Tells the control that a tracked touch ended, just before it sends ``Event/touchUpInside`` or
  /// ``Event/touchUpOutside``. The default does nothing.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// Stops tracking: clears ``isTracking`` and ``isHighlighted``, then sends ``Event/touchCancel``.
  /// - Parameters:
  ///   - event: The event that cancelled the touch, if any.
  /// - Note: Overrides must call `super`; as in UIKit, the events are sent here.
  open func cancelTracking(with event: UIEvent?) {
    trackingStorage = false
    isHighlighted = false
    sendActions(for: .touchCancel, with: event)
  }

  /// Starts tracking the touch, or forwards it up the responder chain when the control cannot track.
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesBegan(touches, with: event)
  }

  /// Continues tracking, sending drag events, or forwards the touches when the control is not tracking.
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesMoved(touches, with: event)
  }

  /// Ends tracking, sending touch-up events, or forwards the touches when the control is not tracking.
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesEnded(touches, with: event)
  }

  /// Cancels tracking through ``cancelTracking(with:)``. The touches are not forwarded.
  /// - Parameters:
  ///   - touches: The touches that were cancelled.
  ///   - event: Their event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if isTracking { cancelTracking(with: event) }
  }

  /// Cancels tracking when the control leaves its window, as UIKit does.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil && isTracking { cancelTracking(with: nil) }
  }

  // MARK: - Target-action

  /// Registers a target and action for events.
  ///
  /// Registering the same target and selector again unions the events and moves the registration to the end.
  /// - Parameters:
  ///   - target: The object to send the action to, held weakly; `nil` sends it up the responder chain.
  ///   - action: The selector to send.
  ///   - controlEvents: The events; an empty set registers nothing.
  /// - Note: A target that is not a class instance behaves as a deallocated one, as the temporary object UIKit
  ///   wraps it in does.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    guard !controlEvents.isEmpty else { return }
    eventRegistry.add(
      ControlEventHandler(target: ControlTarget(target).object, selector: action, events: controlEvents))
  }

  /// Removes events from a target's registrations.
  ///
  /// The events are cleared from every registration of the target (of every target, when `target` is `nil`,
  /// `UIAction`s included); a registration is then dropped if it has no events left and `action` is `nil` or its
  /// selector. This is UIKit's exact rule.
  /// - Parameters:
  ///   - target: The target, or `nil` for all targets.
  ///   - action: The selector to remove, or `nil` for all of them.
  ///   - controlEvents: The events to remove.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    eventRegistry.removeTarget(ControlTarget(target), selector: action, events: controlEvents)
  }

  /// Registers a copy of an action for events. Actions are unique by identifier: the copy replaces any action
  /// with the same identifier, takes over its events and moves to the end.
  /// - Parameters:
  ///   - action: The action. The control holds its copy strongly.
  ///   - controlEvents: The events.
  /// - Note: Traps, as UIKit does, when `controlEvents` is empty.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    precondition(!controlEvents.isEmpty, "Attempt to set action '\(action.identifier.rawValue)' with no event mask set")
    eventRegistry.add(ControlEventHandler(action: action.copyForRegistration(), events: controlEvents))
  }

  /// Removes events from the action with the same identifier as `action`.
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events to remove; the action goes when none are left.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    eventRegistry.removeAction(identifiedBy: action.identifier, events: controlEvents)
  }

  /// Removes events from the action with an identifier.
  /// - Parameters:
  ///   - actionIdentifier: The action's identifier.
  ///   - controlEvents: The events to remove; the action goes when none are left.
  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    eventRegistry.removeAction(identifiedBy: actionIdentifier, events: controlEvents)
  }

  /// The live targets of the target-action registrations, with `NSNull` for a nil or deallocated target.
  ///
  /// A `Hashable` target (any `NSObject`) appears as itself; another class instance appears as its
  /// `ObjectIdentifier`. `UIAction`s are not targets.
  /// - Note: On Linux, test for the nil target with `allTargets.contains { $0.base is NSNull }`: Foundation there
  ///   hashes each `NSNull()` differently, so `contains(AnyHashable(NSNull()))` can miss it.
  open var allTargets: Set<AnyHashable> { eventRegistry.allTargets }

  /// The union of the events of all registrations, `UIAction`s included.
  open var allControlEvents: Event { eventRegistry.allControlEvents }

  /// The selector names registered for a target for all of the given events.
  /// - Parameters:
  ///   - target: The target, or `nil` for registrations with a nil or deallocated target.
  ///   - controlEvent: The events; a registration qualifies if it covers every one of them.
  /// - Returns: The names in registration order, or `nil` if there are none.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    eventRegistry.actions(for: ControlTarget(target), events: controlEvent)
  }

  // MARK: - Sending

  /// Sends an action through `UIApplication.shared.sendAction(_:to:from:for:)`, with this control as sender.
  /// - Parameters:
  ///   - action: The selector.
  ///   - target: The target, or `nil` for the responder chain.
  ///   - event: The event that triggered the action, if any.
  /// - Note: `HeadlessInterception.sendAction` replaces this body when set, receiving it as its last argument.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    // The original body is passed straight to the hook, never stored, so its context needs no heap allocation.
    guard let hook = HeadlessInterception.sendAction else {
      UIApplication.shared.sendAction(action, to: target, from: self, for: event)
      return
    }
    hook(self, action, target, event) { UIApplication.shared.sendAction(action, to: target, from: self, for: event) }
  }

  /// Runs an action's handler with this control as its ``UIAction/sender``.
  /// - Parameters:
  ///   - action: The action.
  /// - Note: `HeadlessInterception.sendUIAction` replaces this body when set, receiving it as its last argument.
  open func sendAction(_ action: UIAction) {
    guard let hook = HeadlessInterception.sendUIAction else { return action.perform(sender: self) }
    hook(self, action) { action.perform(sender: self) }
  }

  /// Fires, in registration order, every handler whose events intersect `controlEvents`, with no event.
  /// - Parameters:
  ///   - controlEvents: The events to send.
  /// - Note: As in UIKit, a button then also sends ``Event/primaryActionTriggered`` for ``Event/touchUpInside``.
  open func sendActions(for controlEvents: Event) {
    sendActions(for: controlEvents, with: nil)
  }
}
