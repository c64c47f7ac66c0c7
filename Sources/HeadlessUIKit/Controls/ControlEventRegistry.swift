import Foundation

/// One row of a control's dispatch table: a target and action, or a `UIAction`, with the events it answers.
///
/// The target is held weakly, as UIKit's `UIControlTargetAction` holds it. Once it is gone the row behaves as a
/// row registered with a nil target: its action travels the responder chain.
@MainActor
final class ControlEventHandler {
  /// The target, while it lives; `nil` for a nil target, a deallocated one, a non-object value, or a `UIAction`.
  private(set) weak var target: AnyObject?
  /// The action's selector; `nil` for a `UIAction` row.
  let selector: Selector?
  /// The registered copy of the action, held strongly; `nil` for a target-action row.
  let action: UIAction?
  /// The events the row answers. Removal clears bits; a row with no bits left may linger, as in UIKit.
  var events: UIControl.Event

  init(target: AnyObject?, selector: Selector, events: UIControl.Event) {
    self.target = target
    self.selector = selector
    self.action = nil
    self.events = events
  }

  init(action: UIAction, events: UIControl.Event) {
    self.target = nil
    self.selector = nil
    self.action = action
    self.events = events
  }

  /// Whether a new row replaces this one: the same action identifier, or the same target and selector.
  func isReplaced(by newcomer: ControlEventHandler) -> Bool {
    if let action = newcomer.action { return self.action?.identifier == action.identifier }
    return action == nil && target === newcomer.target && selector == newcomer.selector
  }
}

/// A target as UIKit sees it once it has crossed into Objective-C and been stored in a weak reference.
enum ControlTarget {
  /// `nil`.
  case none
  /// A class instance, held weakly.
  case object(AnyObject)
  /// A value that is not a class instance. UIKit boxes it in a temporary object, so its weak reference empties at
  /// once and no later call can name the same box.
  case value

  init(_ target: Any?) {
    guard let target else {
      self = .none
      return
    }
    self = type(of: target) is AnyObject.Type ? .object(target as AnyObject) : .value
  }

  /// The object to store weakly; a value's temporary box is already gone.
  var object: AnyObject? {
    if case .object(let object) = self { return object }
    return nil
  }
}

/// A control's dispatch table, in registration order, with UIKit's rules for adding, removing and listing rows.
///
/// The rules follow UIKit's `UIControl` (`_addControlTargetAction:`, `removeTarget:action:forControlEvents:`,
/// `allTargets`, `actionsForTarget:forControlEvent:`):
/// - Adding a row removes every row it replaces, unions their events into it and appends it, so the newest
///   registration comes last.
/// - Removing clears events from every matching row, then drops the rows left empty (for a target, only those whose
///   selector matches, when one is given).
@MainActor
struct ControlEventRegistry {
  /// The rows, in registration order.
  private(set) var handlers: [ControlEventHandler] = []

  /// Adds a row, replacing the rows it supersedes.
  mutating func add(_ newcomer: ControlEventHandler) {
    for index in handlers.indices.reversed() where handlers[index].isReplaced(by: newcomer) {
      newcomer.events.formUnion(handlers[index].events)
      handlers.remove(at: index)
    }
    handlers.append(newcomer)
  }

  /// Clears events from a target's rows, or from every row for a nil target, as UIKit's `removeTarget`.
  ///
  /// The events are cleared from every row of the target; a row then goes only if it has no events left and
  /// `selector` is `nil` or its own. A nil target matches every row, `UIAction` rows included.
  mutating func removeTarget(_ target: ControlTarget, selector: Selector?, events: UIControl.Event) {
    for index in handlers.indices.reversed() {
      let handler = handlers[index]
      switch target {
      case .none: break
      case .object(let object): guard handler.target === object else { continue }
      case .value: continue
      }
      handler.events.subtract(events)
      if handler.events.isEmpty && (selector == nil || handler.selector == selector) {
        handlers.remove(at: index)
      }
    }
  }

  /// Clears events from the `UIAction` rows with an identifier, dropping the rows left empty.
  mutating func removeAction(identifiedBy identifier: UIAction.Identifier, events: UIControl.Event) {
    for index in handlers.indices.reversed() where handlers[index].action?.identifier == identifier {
      handlers[index].events.subtract(events)
      if handlers[index].events.isEmpty { handlers.remove(at: index) }
    }
  }

  /// The union of every row's events.
  var allControlEvents: UIControl.Event {
    var events: UIControl.Event = []
    for handler in handlers { events.formUnion(handler.events) }
    return events
  }

  /// The one `NSNull` that stands for nil targets. On Linux, separately made `NSNull`s are equal but hash
  /// differently (swift-corelibs-foundation gives `NSNull` no `hash` of its own), so a single instance keeps
  /// every ``allTargets`` set consistent.
  static let nilTarget = NSNull()

  /// The live targets, with `NSNull` for target-action rows whose target is nil or gone.
  ///
  /// A target that is `Hashable` (every `NSObject`, so every responder) appears as itself. Any other class
  /// instance appears as its `ObjectIdentifier`, the one `Hashable` identity a Linux object always has.
  var allTargets: Set<AnyHashable> {
    var targets: Set<AnyHashable> = []
    for handler in handlers {
      if let target = handler.target {
        targets.insert((target as? any Hashable).map { AnyHashable($0) } ?? AnyHashable(ObjectIdentifier(target)))
      } else if handler.action == nil {
        targets.insert(AnyHashable(Self.nilTarget))
      }
    }
    return targets
  }

  /// The selector names registered for a target for every one of the given events, or `nil` if there are none.
  func actions(for target: ControlTarget, events: UIControl.Event) -> [String]? {
    if case .value = target { return nil }
    let names = handlers.compactMap { handler -> String? in
      guard handler.target === target.object, events.isSubset(of: handler.events) else { return nil }
      return handler.selector.map(NSStringFromSelector)
    }
    return names.isEmpty ? nil : names
  }
}
