#if !canImport(UIKit)
  @_spi(Tapwise) import HeadlessUIKit

  // HeadlessUIKit: the mirror of ObjCRuntime+DelegateForwarding.swift. Swift on Linux has no message forwarding, so
  // a proxy forwards each method it has no closures for explicitly, under the re-entry guard the Apple side puts
  // around `forwardInvocation:`; and no `responds(to:)`, so HeadlessUIKit asks ``HeadlessSelectorResponder``
  // instead, and caches the answers when a delegate or data source is set, as UIKit does. A proxy answers it as on
  // Apple platforms: its own methods that something uses, its forwardee's (other than through itself), and the
  // probe's while probed. A message it claimed for a forwardee that has gone, or that comes back round a loop, gets
  // the answer the Apple side's sink gives: UIKit's answer for an unimplemented method (the table's section heights,
  // the row for `willDeselectRowAt`, `true` for highlighting, the flow layout's own insets, spacing and header and
  // footer sizes), and zero, `nil`, `false` or nothing otherwise.
  extension RuntimeHooks {
    /// HeadlessUIKit: runs `body` when `object` deallocates, if it is a responder (a view controller, a view): the
    /// watcher goes in the responder's stand-in for associated objects, which it releases as it deallocates, as the
    /// Objective-C runtime releases associated objects. Other objects have no such storage here and aren't watched;
    /// a proxy's cached answers then outlive its forwardee, and the forwarders below answer for one that has gone.
    /// - Parameters:
    ///   - object: The object watched.
    ///   - owner: The watcher's owner: one watcher per owner and object; a new one replaces, and releases, the old.
    ///   - body: What to run.
    static func whenDeallocated(
      _ object: AnyObject, by owner: AnyObject, _ body: @escaping @MainActor @Sendable () -> Void
    ) {
      guard let responder = object as? UIResponder else { return }
      responder.tapwiseAssociatedObjects[ObjectIdentifier(owner)] = DeallocationWatcher(body)
    }

    /// HeadlessUIKit: removes the watcher `owner` put on `object`; releasing it runs its body, which must see it is
    /// stale.
    static func stopWatching(_ object: AnyObject, by owner: AnyObject) {
      guard let responder = object as? UIResponder else { return }
      responder.tapwiseAssociatedObjects[ObjectIdentifier(owner)] = nil
    }

    /// HeadlessUIKit: `responds(to:)`: an object's own answer if it gives one (``HeadlessSelectorResponder``);
    /// otherwise `true` for every method of HeadlessUIKit's delegate protocols, which a conforming object implements
    /// through the protocols' defaults. Nonisolated as on Apple platforms; HeadlessUIKit runs on the main thread.
    nonisolated static func responds(_ object: any NSObjectProtocol, to selector: Selector) -> Bool {
      // HeadlessUIKit's objects live on the main actor, where this runs.
      nonisolated(unsafe) let responder = object as? any HeadlessSelectorResponder
      return onMainThread {
        responder.map { $0.responds(toSelector: selector) } ?? DelegateSelector.all.contains(selector)
      }
    }
  }

  /// HeadlessUIKit: calls a closure when it is released, which happens as the responder holding it deallocates. Its
  /// deinit is isolated to the main actor: it runs at once when the responder goes on the main actor, as the Apple
  /// side's does on the main thread, and is scheduled there otherwise.
  @MainActor
  private final class DeallocationWatcher {
    private let body: @MainActor @Sendable () -> Void

    init(_ body: @escaping @MainActor @Sendable () -> Void) {
      self.body = body
    }

    isolated deinit {
      body()
    }
  }

  extension DelegateForwardingProxy: HeadlessSelectorResponder {
    /// The methods each proxy implements itself, as Swift methods the Objective-C runtime would find on Apple
    /// platforms; the explicit forwarders below are the mirror of message forwarding, not methods of the proxy's own.
    /// Those nothing uses now are idle (``ownOptionalMethods``), and answered as the forwardee answers.
    private static let ownMethods: [ObjectIdentifier: Set<Selector>] = [
      ObjectIdentifier(TableViewDelegateProxy.self): [
        DelegateSelector.heightForRow, DelegateSelector.willSelectRow, DelegateSelector.didSelectRow,
        DelegateSelector.didDeselectRow,
      ],
      ObjectIdentifier(TableViewDataSourceProxy.self): [
        DelegateSelector.numberOfSections, DelegateSelector.numberOfRows, DelegateSelector.cellForRow,
        DelegateSelector.titleForHeader,
      ],
      ObjectIdentifier(CollectionViewDelegateProxy.self): [
        DelegateSelector.shouldHighlightItem, DelegateSelector.didHighlightItem, DelegateSelector.didUnhighlightItem,
        DelegateSelector.shouldSelectItem, DelegateSelector.didSelectItem, DelegateSelector.didDeselectItem,
        DelegateSelector.sizeForItem,
      ],
      ObjectIdentifier(CollectionViewDataSourceProxy.self): [
        DelegateSelector.numberOfSectionsInCollection, DelegateSelector.numberOfItems, DelegateSelector.cellForItem,
        DelegateSelector.viewForSupplementaryElement,
      ],
      ObjectIdentifier(TextFieldDelegateProxy.self): Set(DelegateSelector.textField).subtracting([
        DelegateSelector.textFieldDidEndEditing
      ]),
      ObjectIdentifier(TextViewDelegateProxy.self): [
        DelegateSelector.textViewShouldBeginEditing, DelegateSelector.textViewDidBeginEditing,
        DelegateSelector.textViewShouldEndEditing, DelegateSelector.textViewDidEndEditing,
        DelegateSelector.shouldChangeText, DelegateSelector.textViewDidChange,
      ],
    ]

    /// HeadlessUIKit: the proxy's own methods that something uses, and every method its forwardee responds to other
    /// than through this proxy (``forwardeeResponds(to:)``); and the probe's method while a probe looks for this
    /// proxy (``RuntimeHooks/forwards(_:to:)``).
    func responds(toSelector selector: Selector) -> Bool {
      if selector == Self.probeSelector { return forwarding.isProbed }
      if Self.ownMethods[ObjectIdentifier(type(of: self))]?.contains(selector) == true, !forwarding.isIdle(selector) {
        return true
      }
      return forwardeeResponds(to: selector)
    }

    /// HeadlessUIKit: the forwardee as a delegate protocol, for a message about to be forwarded (unless it is in
    /// front: ``dropForwardeeInFront()``). Swift here has no `@objc` protocols to reach an object that doesn't
    /// declare one, so the cast is a plain conditional cast.
    /// - Parameters:
    ///   - delegateProtocol: The protocol, such as `.tableViewDelegate`.
    func forwardee<Delegate>(as delegateProtocol: DelegateProtocol<Delegate>) -> Delegate? {
      dropForwardeeInFront()
      return forwardee as? Delegate
    }

    /// HeadlessUIKit: the mirror of `forwardingTarget(for:)` and `forwardInvocation:`: sends a method to the
    /// forwardee if it responds (other than through this proxy), under the re-entry guard.
    /// - Parameters:
    ///   - selector: The method.
    ///   - delegateProtocol: The protocol that declares it.
    ///   - send: Sends it.
    /// - Returns: The forwardee's answer; `nil` if it is gone, doesn't respond, or the message came back round a
    ///   loop, and the caller gives the sink's answer.
    @discardableResult
    fileprivate func forward<Delegate, Result>(
      _ selector: Selector, as delegateProtocol: DelegateProtocol<Delegate>, _ send: (Delegate) -> Result
    ) -> Result? {
      let call = ForwardingState.Call.message(NSStringFromSelector(selector))
      guard forwarding.enter(call) else { return nil }
      defer { leave(call) }
      guard forwardeeResponds(to: selector), let delegate = forwardee(as: delegateProtocol) else { return nil }
      return send(delegate)
    }
  }

  /// The scroll view delegate's methods, forwarded by every proxy that is a scroll view's delegate (a table view's,
  /// a collection view's, a text view's); a more constrained extension than the protocol's defaults, so these are
  /// the witnesses.
  extension UIScrollViewDelegate where Self: DelegateForwardingProxy {
    /// Sends a method to the forwardee as a scroll view delegate (``forward(_:as:_:)``).
    @discardableResult
    private func forwardScroll<Result>(_ selector: Selector, _ send: (any UIScrollViewDelegate) -> Result) -> Result? {
      forward(selector, as: .scrollViewDelegate, send)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      forwardScroll(DelegateSelector.scrollViewDidScroll) { $0.scrollViewDidScroll(scrollView) }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      forwardScroll(DelegateSelector.scrollViewWillBeginDragging) { $0.scrollViewWillBeginDragging(scrollView) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      forwardScroll(DelegateSelector.scrollViewDidEndDragging) {
        $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
      }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      forwardScroll(DelegateSelector.scrollViewDidEndScrollingAnimation) {
        $0.scrollViewDidEndScrollingAnimation(scrollView)
      }
    }
  }

  extension TableViewDelegateProxy {
    /// Sends a method to the forwardee as a table view delegate (``forward(_:as:_:)``).
    @discardableResult
    private func forwardTable<Result>(_ selector: Selector, _ send: (any UITableViewDelegate) -> Result) -> Result? {
      forward(selector, as: .tableViewDelegate, send)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      forwardTable(DelegateSelector.willDisplayCell) { $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      forwardTable(DelegateSelector.heightForHeader) { $0.tableView(tableView, heightForHeaderInSection: section) }
        ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      forwardTable(DelegateSelector.heightForFooter) { $0.tableView(tableView, heightForFooterInSection: section) }
        ?? tableView.sectionFooterHeight
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      forwardTable(DelegateSelector.shouldHighlightRow) { $0.tableView(tableView, shouldHighlightRowAt: indexPath) }
        ?? true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      forwardTable(DelegateSelector.didHighlightRow) { $0.tableView(tableView, didHighlightRowAt: indexPath) }
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      forwardTable(DelegateSelector.didUnhighlightRow) { $0.tableView(tableView, didUnhighlightRowAt: indexPath) }
    }

    /// With no forwardee, the row is deselected, as for a delegate that doesn't implement the method (not `nil`,
    /// which would keep it selected).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      forwardTable(DelegateSelector.willDeselectRow) { $0.tableView(tableView, willDeselectRowAt: indexPath) }
        ?? .some(indexPath)
    }
  }

  extension CollectionViewDelegateProxy {
    /// Sends a method to the forwardee as a collection view delegate (``forward(_:as:_:)``).
    @discardableResult
    private func forwardCollection<Result>(
      _ selector: Selector, _ send: (any UICollectionViewDelegate) -> Result
    ) -> Result? {
      forward(selector, as: .collectionViewDelegate, send)
    }

    /// Sends a method to the forwardee as a flow layout delegate (``forward(_:as:_:)``).
    private func forwardFlow<Result>(
      _ selector: Selector, _ send: (any UICollectionViewDelegateFlowLayout) -> Result
    ) -> Result? {
      forward(selector, as: .collectionViewDelegateFlowLayout, send)
    }

    /// With no forwardee, the item is deselected, as for a delegate that doesn't implement the method.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
      forwardCollection(DelegateSelector.shouldDeselectItem) {
        $0.collectionView(collectionView, shouldDeselectItemAt: indexPath)
      } ?? true
    }

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      forwardCollection(DelegateSelector.willDisplayItemCell) {
        $0.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      forwardCollection(DelegateSelector.willDisplaySupplementaryView) {
        $0.collectionView(
          collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      forwardCollection(DelegateSelector.didEndDisplayingItemCell) {
        $0.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      forwardCollection(DelegateSelector.didEndDisplayingSupplementaryView) {
        $0.collectionView(
          collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
      }
    }

    /// With no forwardee, the flow layout's own value, as for a delegate that doesn't implement the method.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      forwardFlow(DelegateSelector.insetForSection) {
        $0.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
      } ?? Self.flowLayoutDefault({ $0.sectionInset }, of: collectionViewLayout, else: .zero)
    }

    /// With no forwardee, the flow layout's own value, as for a delegate that doesn't implement the method.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      forwardFlow(DelegateSelector.minimumLineSpacingForSection) {
        $0.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
      } ?? Self.flowLayoutDefault({ $0.minimumLineSpacing }, of: collectionViewLayout, else: 0)
    }

    /// With no forwardee, the flow layout's own value, as for a delegate that doesn't implement the method.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      forwardFlow(DelegateSelector.minimumInteritemSpacingForSection) {
        $0.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
      } ?? Self.flowLayoutDefault({ $0.minimumInteritemSpacing }, of: collectionViewLayout, else: 0)
    }

    /// With no forwardee, the flow layout's own value, as for a delegate that doesn't implement the method.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      forwardFlow(DelegateSelector.referenceSizeForHeader) {
        $0.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
      } ?? Self.flowLayoutDefault({ $0.headerReferenceSize }, of: collectionViewLayout, else: .zero)
    }

    /// With no forwardee, the flow layout's own value, as for a delegate that doesn't implement the method.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      forwardFlow(DelegateSelector.referenceSizeForFooter) {
        $0.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
      } ?? Self.flowLayoutDefault({ $0.footerReferenceSize }, of: collectionViewLayout, else: .zero)
    }
  }

  extension TextViewDelegateProxy {
    func textViewDidChangeSelection(_ textView: UITextView) {
      forward(DelegateSelector.textViewDidChangeSelection, as: .textViewDelegate) {
        $0.textViewDidChangeSelection(textView)
      }
    }
  }

  extension TextFieldDelegateProxy {
    /// Sends a method to the forwardee as a text field delegate (``forward(_:as:_:)``).
    @discardableResult
    private func forwardField<Result>(_ selector: Selector, _ send: (any UITextFieldDelegate) -> Result) -> Result? {
      forward(selector, as: .textFieldDelegate, send)
    }

    /// The variant without a reason, which the field calls when the proxy doesn't implement the one with a reason
    /// (no `didEndEditing` closure) and the forwardee implements only this one.
    func textFieldDidEndEditing(_ textField: UITextField) {
      forwardField(DelegateSelector.textFieldDidEndEditing) { $0.textFieldDidEndEditing(textField) }
    }

    func textField(
      _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      forwardField(DelegateSelector.editMenuForCharacters) {
        $0.textField(textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
      } ?? nil
    }

    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
      forwardField(DelegateSelector.willPresentEditMenu) { $0.textField(textField, willPresentEditMenuWith: animator) }
    }

    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
      forwardField(DelegateSelector.willDismissEditMenu) { $0.textField(textField, willDismissEditMenuWith: animator) }
    }
  }
#endif
