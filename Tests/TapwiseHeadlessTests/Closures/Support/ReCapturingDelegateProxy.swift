import Foundation
@_spi(Tapwise) import HeadlessUIKit

/// RxCocoa's table view or collection view delegate proxy, as RxCocoa's own code behaves
/// (`RxCocoa/Common/DelegateProxy.swift`, `DelegateProxyType.swift`, `Runtime/_RXDelegateProxy.m`), on HeadlessUIKit:
/// - one proxy per view, which the view keeps (RxCocoa: an associated object, retained);
/// - ``proxy(for:)``, which every `rx.*` access calls, re-captures whatever holds the view's delegate slot when that
///   isn't the proxy: it becomes the forward-to delegate, held weakly, and the proxy takes the slot back;
/// - subscribing to a method (``methodInvoked(_:_:)``) and setting the forward-to delegate set the proxy again if
///   it holds the slot (`reset()`), so UIKit asks anew what it implements;
/// - `responds(to:)` is the proxy's own methods (`scrollViewDidScroll:`, which `RxScrollViewDelegateProxy`
///   implements and forwards itself), or the forward-to delegate's answer, or a void method with observers;
/// - every other message goes the way of `forwardInvocation:`: observers of a void method are told before
///   (`sentMessage`), the forward-to delegate gets it if it responds, and observers are told after (`methodInvoked`).
///   A method with a result whose forward-to delegate doesn't respond answers what the caller would have used for an
///   unimplemented method: on a device the caller asked `responds(to:)` first, which said no, and never sent it;
///   HeadlessUIKit's callers, and Tapwise's proxies on Linux, call without asking.
///
/// RxCocoa has no guard against loops: on a device a loop through it recurses until the stack overflows. Here each
/// query and message counts how deeply it nests in this proxy; a call inside the same call is a re-entry
/// (``reentries``), and at ``depthLimit`` it stops and sets ``overflowed``, so a test fails instead of crashing.
@MainActor
final class ReCapturingDelegateProxy: NSObject, UITableViewDelegate, UICollectionViewDelegateFlowLayout,
  HeadlessSelectorResponder
{
  /// How deep a call may nest in the proxy before it stops, where a device would go on until the stack overflows.
  static let depthLimit = 8

  /// The delegate messages go on to; held weakly, as `_RXDelegateProxy` holds it.
  private(set) weak var forwardToDelegate: AnyObject?
  private weak var view: UIScrollView?
  /// Observers of void methods, told after the method ran (RxCocoa's `methodInvoked`).
  private var observers: [Selector: [([Any]) -> Void]] = [:]
  private var depth: [String: Int] = [:]

  /// Every observer notification, as "sent <method>" and "invoked <method>".
  private(set) var notifications: [String] = []
  /// Queries and messages that arrived while the proxy was still inside the same one: passes round a loop.
  private(set) var reentries = 0
  /// Whether a call nested ``depthLimit`` deep: on a device, a stack overflow.
  private(set) var overflowed = false

  private init(view: UIScrollView) {
    self.view = view
  }

  /// `DelegateProxyType.proxy(for:)`: the view's proxy, created and kept by the view the first time, which takes
  /// the delegate slot back, capturing what holds it, whenever that isn't the proxy.
  /// - Parameters:
  ///   - view: A table view or a collection view.
  static func proxy(for view: UIScrollView) -> ReCapturingDelegateProxy {
    let key = ObjectIdentifier(ReCapturingDelegateProxy.self)
    let proxy: ReCapturingDelegateProxy
    if let existing = view.tapwiseAssociatedObjects[key] as? ReCapturingDelegateProxy {
      proxy = existing
    } else {
      proxy = ReCapturingDelegateProxy(view: view)
      view.tapwiseAssociatedObjects[key] = proxy
    }
    let current = view.delegate
    if current !== proxy {
      proxy.setForwardToDelegate(current)
      view.delegate = proxy
    }
    return proxy
  }

  /// `rx.methodInvoked(selector).subscribe(...)`: adds an observer, told after each call of a void method, and sets
  /// the proxy again if it holds the slot.
  /// - Parameters:
  ///   - name: The method's Objective-C name.
  ///   - observer: Gets the call's arguments.
  func methodInvoked(_ name: String, _ observer: @escaping ([Any]) -> Void) {
    observers[NSSelectorFromString(name), default: []].append(observer)
    reset()
  }

  /// Forgets the counts of re-entries, after a test's set-up.
  func clearCounts() {
    reentries = 0
    notifications = []
  }

  private func setForwardToDelegate(_ delegate: AnyObject?) {
    forwardToDelegate = delegate
    reset()
  }

  private func reset() {
    guard let view, view.delegate === self else { return }
    view.delegate = nil
    view.delegate = self
  }

  /// Runs a call, counting how deep it nests; past ``depthLimit`` answers `stopped` instead.
  private func nest<Result>(_ call: String, stopped: @autoclosure () -> Result, _ body: () -> Result) -> Result {
    let level = depth[call, default: 0]
    if level > 0 { reentries += 1 }
    guard level < Self.depthLimit else {
      overflowed = true
      return stopped()
    }
    depth[call] = level + 1
    defer { depth[call] = level }
    return body()
  }

  private static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
    if let responder = object as? any HeadlessSelectorResponder { return responder.responds(toSelector: selector) }
    return DelegateSelector.all.contains(selector)
  }

  private static let voidMethods: Set<Selector> = [
    DelegateSelector.didSelectRow, DelegateSelector.didDeselectRow, DelegateSelector.willDisplayCell,
    DelegateSelector.didHighlightRow, DelegateSelector.didUnhighlightRow, DelegateSelector.scrollViewDidScroll,
    DelegateSelector.scrollViewWillBeginDragging, DelegateSelector.scrollViewDidEndDragging,
    DelegateSelector.scrollViewDidEndScrollingAnimation, DelegateSelector.didSelectItem,
    DelegateSelector.didDeselectItem,
    DelegateSelector.willDisplayItemCell, DelegateSelector.didEndDisplayingItemCell, DelegateSelector.didHighlightItem,
    DelegateSelector.didUnhighlightItem,
  ]

  // MARK: - respondsToSelector:

  func responds(toSelector selector: Selector) -> Bool {
    nest("responds \(NSStringFromSelector(selector))", stopped: false) {
      if selector == DelegateSelector.scrollViewDidScroll { return true }
      if let forwardToDelegate, Self.responds(forwardToDelegate, to: selector) { return true }
      return Self.voidMethods.contains(selector) && observers[selector] != nil
    }
  }

  // MARK: - forwardInvocation:

  /// A delegate that implements nothing: its methods are the protocols' defaults, UIKit's unimplemented answers.
  private final class Unimplemented: NSObject, UITableViewDelegate, UICollectionViewDelegateFlowLayout {}
  private static let unimplemented = Unimplemented()

  /// A table view delegate message as `forwardInvocation:` handles it.
  private func invocation<Result>(
    _ selector: Selector, _ arguments: [Any], _ send: (any UITableViewDelegate) -> Result
  ) -> Result {
    invocation(selector, arguments, unimplemented: Self.unimplemented as any UITableViewDelegate, send)
  }

  /// A collection view delegate message as `forwardInvocation:` handles it.
  private func invocation<Result>(
    _ selector: Selector, _ arguments: [Any], _ send: (any UICollectionViewDelegate) -> Result
  ) -> Result {
    invocation(selector, arguments, unimplemented: Self.unimplemented as any UICollectionViewDelegate, send)
  }

  /// A flow layout delegate message as `forwardInvocation:` handles it.
  private func layoutInvocation<Result>(
    _ selector: Selector, _ arguments: [Any], _ send: (any UICollectionViewDelegateFlowLayout) -> Result
  ) -> Result {
    invocation(selector, arguments, unimplemented: Self.unimplemented as any UICollectionViewDelegateFlowLayout, send)
  }

  /// A scroll view delegate message as `forwardInvocation:` handles it, for either view.
  private func scrollInvocation(_ selector: Selector, _ arguments: [Any], _ send: (any UIScrollViewDelegate) -> Void) {
    invocation(selector, arguments, unimplemented: Self.unimplemented as any UIScrollViewDelegate, send)
  }

  /// A message as `forwardInvocation:` handles it, sent as `Delegate`.
  private func invocation<Delegate, Result>(
    _ selector: Selector, _ arguments: [Any], unimplemented: Delegate, _ send: (Delegate) -> Result
  ) -> Result {
    nest(NSStringFromSelector(selector), stopped: send(unimplemented)) {
      let isVoid = Result.self == Void.self
      if isVoid, observers[selector] != nil { notifications.append("sent \(NSStringFromSelector(selector))") }
      var target = unimplemented
      if let forwardToDelegate, Self.responds(forwardToDelegate, to: selector),
        let delegate = forwardToDelegate as? Delegate
      {
        target = delegate
      }
      let result = send(target)
      if isVoid, let observers = observers[selector] {
        notifications.append("invoked \(NSStringFromSelector(selector))")
        observers.forEach { $0(arguments) }
      }
      return result
    }
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    invocation(DelegateSelector.didSelectRow, [tableView, indexPath]) {
      $0.tableView(tableView, didSelectRowAt: indexPath)
    }
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    invocation(DelegateSelector.didDeselectRow, [tableView, indexPath]) {
      $0.tableView(tableView, didDeselectRowAt: indexPath)
    }
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    invocation(DelegateSelector.willSelectRow, [tableView, indexPath]) {
      $0.tableView(tableView, willSelectRowAt: indexPath)
    }
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    invocation(DelegateSelector.willDeselectRow, [tableView, indexPath]) {
      $0.tableView(tableView, willDeselectRowAt: indexPath)
    }
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    invocation(DelegateSelector.shouldHighlightRow, [tableView, indexPath]) {
      $0.tableView(tableView, shouldHighlightRowAt: indexPath)
    }
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    invocation(DelegateSelector.didHighlightRow, [tableView, indexPath]) {
      $0.tableView(tableView, didHighlightRowAt: indexPath)
    }
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    invocation(DelegateSelector.didUnhighlightRow, [tableView, indexPath]) {
      $0.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    invocation(DelegateSelector.heightForRow, [tableView, indexPath]) {
      $0.tableView(tableView, heightForRowAt: indexPath)
    }
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    invocation(DelegateSelector.heightForHeader, [tableView, section]) {
      $0.tableView(tableView, heightForHeaderInSection: section)
    }
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    invocation(DelegateSelector.heightForFooter, [tableView, section]) {
      $0.tableView(tableView, heightForFooterInSection: section)
    }
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    invocation(DelegateSelector.willDisplayCell, [tableView, cell, indexPath]) {
      $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    scrollInvocation(DelegateSelector.scrollViewWillBeginDragging, [scrollView]) {
      $0.scrollViewWillBeginDragging(scrollView)
    }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    scrollInvocation(DelegateSelector.scrollViewDidEndDragging, [scrollView, decelerate]) {
      $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    scrollInvocation(DelegateSelector.scrollViewDidEndScrollingAnimation, [scrollView]) {
      $0.scrollViewDidEndScrollingAnimation(scrollView)
    }
  }

  // MARK: - Collection view delegate messages

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    invocation(DelegateSelector.didSelectItem, [collectionView, indexPath]) {
      $0.collectionView(collectionView, didSelectItemAt: indexPath)
    }
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    invocation(DelegateSelector.didDeselectItem, [collectionView, indexPath]) {
      $0.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    invocation(DelegateSelector.shouldHighlightItem, [collectionView, indexPath]) {
      $0.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    invocation(DelegateSelector.didHighlightItem, [collectionView, indexPath]) {
      $0.collectionView(collectionView, didHighlightItemAt: indexPath)
    }
  }

  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    invocation(DelegateSelector.didUnhighlightItem, [collectionView, indexPath]) {
      $0.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    invocation(DelegateSelector.shouldSelectItem, [collectionView, indexPath]) {
      $0.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    invocation(DelegateSelector.willDisplayItemCell, [collectionView, cell, indexPath]) {
      $0.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    layoutInvocation(DelegateSelector.sizeForItem, [collectionView, collectionViewLayout, indexPath]) {
      $0.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    layoutInvocation(DelegateSelector.insetForSection, [collectionView, collectionViewLayout, section]) {
      $0.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    layoutInvocation(DelegateSelector.minimumLineSpacingForSection, [collectionView, collectionViewLayout, section]) {
      $0.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
    }
  }

  // MARK: - Implemented by the proxy itself

  /// `RxScrollViewDelegateProxy.scrollViewDidScroll(_:)`: updates its content offset, then forwards explicitly.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    nest("scrollViewDidScroll:", stopped: ()) {
      notifications.append("contentOffset")
      guard let forwardToDelegate, Self.responds(forwardToDelegate, to: DelegateSelector.scrollViewDidScroll),
        let delegate = forwardToDelegate as? any UIScrollViewDelegate
      else { return }
      delegate.scrollViewDidScroll(scrollView)
    }
  }
}
