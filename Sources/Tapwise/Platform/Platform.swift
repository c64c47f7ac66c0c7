// The one file that chooses the UI framework. Every other file in Tapwise sees it through these
// re-exports, so no other file needs an `#if`. It also supplies MainLoop's clock and timers for each side, and on
// platforms without UIKit the HeadlessUIKit side of RuntimeHooks and of the delegate proxies' forwarding: the mirror of
// the ObjCRuntime+*.swift files.
#if canImport(UIKit)
  @_exported import UIKit

  extension MainLoop {
    /// Apple: the system uptime, the clock `UIEvent.timestamp` counts on.
    static var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Apple: runs a closure on the main queue after a delay, in every run-loop mode (scrolling included). The
    /// main queue runs it on the main actor; a cancelled timer's block finds its flag set and does nothing.
    static func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> MainLoopTimer {
      let cancellation = Cancellation()
      DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) {
        if !cancellation.isCancelled { body() }
      }
      return MainLoopTimer { cancellation.isCancelled = true }
    }

    @MainActor
    private final class Cancellation {
      var isCancelled = false
    }
  }
#else
  @_exported import HeadlessUIKit
  @_spi(Tapwise) import HeadlessUIKit

  extension MainLoop {
    /// HeadlessUIKit: the virtual main run loop's time, which `TouchDriver` moves and stamps on events.
    static var now: TimeInterval { HeadlessRunLoop.main.now }

    /// HeadlessUIKit: a virtual run-loop timer, fired by `TouchDriver.advance(by:)`.
    static func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> MainLoopTimer {
      let timer = HeadlessRunLoop.main.schedule(after: delay, body)
      return MainLoopTimer { timer.cancel() }
    }
  }

  // HeadlessUIKit: the mirror of ObjCRuntime+DelegateForwarding.swift. Swift on Linux has no message forwarding, and
  // HeadlessUIKit's protocols give every optional method a default that answers as UIKit does when it is
  // unimplemented; so a proxy forwards each method it has no closures for explicitly, and the forwardee's own
  // default answers when it doesn't implement one. The data source proxy implements all of HeadlessUIKit's
  // data source methods itself.
  extension TableViewDelegateProxy {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      tableDelegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      tableDelegate?.tableView(tableView, heightForHeaderInSection: section) ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      tableDelegate?.tableView(tableView, heightForFooterInSection: section) ?? tableView.sectionFooterHeight
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      tableDelegate?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      tableDelegate?.tableView(tableView, didHighlightRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      tableDelegate?.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      guard let tableDelegate else { return indexPath }
      return tableDelegate.tableView(tableView, willDeselectRowAt: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrollDelegate?.scrollViewDidScroll(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      scrollDelegate?.scrollViewWillBeginDragging(scrollView)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      scrollDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      scrollDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
    }
  }

  extension RuntimeHooks {
    /// HeadlessUIKit: nothing to watch. UIKit caches what a delegate implements when it is set, so a proxy must be
    /// set again when its forwardee goes; HeadlessUIKit calls its delegates' protocol methods each time, and the
    /// proxy's explicit forwarders find the forwardee gone.
    static func whenDeallocated(_ object: AnyObject, _ body: @escaping @MainActor @Sendable () -> Void) {}

    private static var controlActionsIntercepted = false

    /// HeadlessUIKit: routes both `UIControl.sendAction` overloads through the filters, once. Like an exchanged
    /// method, the new hook wraps whatever was installed before it.
    static func interceptControlActions(targetAction: @escaping TargetActionFilter, action: @escaping UIActionFilter) {
      guard !controlActionsIntercepted else { return }
      controlActionsIntercepted = true
      let previousSendAction = HeadlessInterception.sendAction
      HeadlessInterception.sendAction = { control, selector, target, event, original in
        guard targetAction(control, selector, target, event) else { return }
        if let previousSendAction { previousSendAction(control, selector, target, event, original) } else { original() }
      }
      let previousSendUIAction = HeadlessInterception.sendUIAction
      HeadlessInterception.sendUIAction = { control, uiAction, original in
        guard action(control, uiAction) else { return }
        if let previousSendUIAction { previousSendUIAction(control, uiAction, original) } else { original() }
      }
    }

    /// The hook revision at which ``interceptPointInside(of:_:)`` installed its hook, or `nil` before it did.
    private static var installedPointInsideRevision: Int?

    /// HeadlessUIKit: routes `UIView.point(inside:with:)` through the body for every view. Like an exchanged
    /// method, the new hook wraps whatever was installed before it: that hook becomes the body's original. As on
    /// Apple platforms, where the current implementation is compared with Tapwise's, nothing happens while the
    /// installed hook is still Tapwise's (its revision unchanged); a hook replaced since is wrapped afresh.
    static func interceptPointInside(of view: UIView, _ body: @escaping PointInsideBody) {
      guard installedPointInsideRevision != HeadlessInterception.pointInsideRevision else { return }
      if let previous = HeadlessInterception.pointInside {
        HeadlessInterception.pointInside = { view, point, event, original in
          body(view, point, event) { previous(view, $0, event, original) }
        }
      } else {
        HeadlessInterception.pointInside = body
      }
      installedPointInsideRevision = HeadlessInterception.pointInsideRevision
    }

    /// HeadlessUIKit: adds a closure as a gesture recognizer's action, through a ``HeadlessActionTarget``.
    ///
    /// A recognizer does not retain its targets: the caller keeps the returned target for as long as the action
    /// should run.
    static func addAction(
      to recognizer: UIGestureRecognizer, _ body: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) -> AnyObject {
      let target = GestureActionTarget(body)
      recognizer.addTarget(target, action: GestureActionTarget.recognized)
      return target
    }

    /// HeadlessUIKit: reads the object of a type associated with a responder.
    static func associatedObject<Object: AnyObject>(_ type: Object.Type, of responder: UIResponder) -> Object? {
      responder.tapwiseAssociatedObjects[ObjectIdentifier(type)] as? Object
    }

    /// HeadlessUIKit: associates an object with a responder, keyed by its type; `nil` removes it.
    static func setAssociatedObject<Object: AnyObject>(
      _ object: Object?, as type: Object.Type, of responder: UIResponder
    ) {
      responder.tapwiseAssociatedObjects[ObjectIdentifier(type)] = object
    }
  }

  /// HeadlessUIKit: a gesture recognizer's target that calls a closure, the mirror of the `@objc` target in
  /// ObjCRuntime+GestureActions.swift.
  @MainActor
  private final class GestureActionTarget: HeadlessActionTarget {
    static let recognized = NSSelectorFromString("recognized:")
    private let body: @MainActor (UIGestureRecognizer) -> Void

    init(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      self.body = body
    }

    func responds(toAction action: Selector) -> Bool { action == Self.recognized }

    func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
      guard let recognizer = sender as? UIGestureRecognizer else { return }
      body(recognizer)
    }
  }
#endif
@_exported import TapwiseCore
