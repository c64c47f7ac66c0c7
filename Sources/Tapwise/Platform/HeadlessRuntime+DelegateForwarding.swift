#if !canImport(UIKit)
  @_spi(Tapwise) import HeadlessUIKit

  // HeadlessUIKit: the mirror of ObjCRuntime+DelegateForwarding.swift. Swift on Linux has no message forwarding, so
  // a proxy forwards each method it has no closures for explicitly; and no `responds(to:)`, so HeadlessUIKit asks
  // ``HeadlessSelectorResponder`` instead, and caches the answers when a delegate or data source is set, as UIKit
  // does. A proxy answers it as on Apple platforms: its own methods that something uses, its forwardee's, and the
  // probe's while probed. A message it claimed for a forwardee that has gone gets the answer the Apple side's sink
  // gives: UIKit's answer for an unimplemented method (the table's section heights, the row for `willDeselectRowAt`,
  // `true` for highlighting), and zero, `nil`, `false` or nothing otherwise.
  extension RuntimeHooks {
    /// HeadlessUIKit: nothing to watch, since Swift objects have no associated objects here. A proxy's cached
    /// answers therefore outlive its forwardee, as they do on Apple platforms until the watcher runs, and the
    /// forwarders below must answer for a forwardee that has gone.
    static func whenDeallocated(_ object: AnyObject, _ body: @escaping @MainActor @Sendable () -> Void) {}

    /// HeadlessUIKit: `responds(to:)`: an object's own answer if it gives one (``HeadlessSelectorResponder``);
    /// otherwise `true` for every method of HeadlessUIKit's delegate protocols, which a conforming object implements
    /// through the protocols' defaults.
    static func responds(_ object: any NSObjectProtocol, to selector: Selector) -> Bool {
      if let responder = object as? any HeadlessSelectorResponder { return responder.responds(toSelector: selector) }
      return DelegateSelector.all.contains(selector)
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
      ObjectIdentifier(TextFieldDelegateProxy.self): Set(DelegateSelector.textField).subtracting([
        DelegateSelector.textFieldDidEndEditing
      ]),
      ObjectIdentifier(TextViewDelegateProxy.self): [
        DelegateSelector.textViewShouldBeginEditing, DelegateSelector.textViewDidBeginEditing,
        DelegateSelector.textViewShouldEndEditing, DelegateSelector.textViewDidEndEditing,
        DelegateSelector.shouldChangeText, DelegateSelector.textViewDidChange,
      ],
    ]

    /// HeadlessUIKit: the proxy's own methods that something uses, and every method its forwardee responds to; and
    /// the probe's method while a probe looks for this proxy (``RuntimeHooks/forwards(_:to:)``).
    func responds(toSelector selector: Selector) -> Bool {
      if selector == Self.probeSelector { return forwarding.isProbed }
      if Self.ownMethods[ObjectIdentifier(type(of: self))]?.contains(selector) == true, !forwarding.isIdle(selector) {
        return true
      }
      return forwardee.map { RuntimeHooks.responds($0, to: selector) } ?? false
    }

    /// HeadlessUIKit: the forwardee as a delegate protocol. Swift here has no `@objc` protocols to reach an object
    /// that doesn't declare one, so the cast is a plain conditional cast.
    func forwardee<Delegate>(as type: Delegate.Type) -> Delegate? {
      forwardee as? Delegate
    }

    /// HeadlessUIKit: the mirror of `forwardingTarget(for:)`: the forwardee, if it responds to the method; `nil`
    /// otherwise, and the caller gives the sink's answer.
    fileprivate func forwardingTarget<Delegate>(for selector: Selector, as type: Delegate.Type) -> Delegate? {
      guard let forwardee, RuntimeHooks.responds(forwardee, to: selector) else { return nil }
      return forwardee as? Delegate
    }
  }

  /// The scroll view delegate's methods, forwarded by every proxy that is a scroll view's delegate (a table view's,
  /// a text view's); a more constrained extension than the protocol's defaults, so these are the witnesses.
  extension UIScrollViewDelegate where Self: DelegateForwardingProxy {
    /// The forwardee, as a scroll view delegate, if it responds to a method.
    private func forwardedScrollDelegate(_ selector: Selector) -> (any UIScrollViewDelegate)? {
      forwardingTarget(for: selector, as: (any UIScrollViewDelegate).self)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      forwardedScrollDelegate(DelegateSelector.scrollViewDidScroll)?.scrollViewDidScroll(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      forwardedScrollDelegate(DelegateSelector.scrollViewWillBeginDragging)?.scrollViewWillBeginDragging(scrollView)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      forwardedScrollDelegate(DelegateSelector.scrollViewDidEndDragging)?.scrollViewDidEndDragging(
        scrollView, willDecelerate: decelerate)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      forwardedScrollDelegate(DelegateSelector.scrollViewDidEndScrollingAnimation)?
        .scrollViewDidEndScrollingAnimation(scrollView)
    }
  }

  extension TableViewDelegateProxy {
    /// The forwardee, as a table view delegate, if it responds to a method.
    private func forwardedTableDelegate(_ selector: Selector) -> (any UITableViewDelegate)? {
      forwardingTarget(for: selector, as: (any UITableViewDelegate).self)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      forwardedTableDelegate(DelegateSelector.willDisplayCell)?.tableView(
        tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      forwardedTableDelegate(DelegateSelector.heightForHeader)?.tableView(tableView, heightForHeaderInSection: section)
        ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      forwardedTableDelegate(DelegateSelector.heightForFooter)?.tableView(tableView, heightForFooterInSection: section)
        ?? tableView.sectionFooterHeight
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      forwardedTableDelegate(DelegateSelector.shouldHighlightRow)?.tableView(tableView, shouldHighlightRowAt: indexPath)
        ?? true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      forwardedTableDelegate(DelegateSelector.didHighlightRow)?.tableView(tableView, didHighlightRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      forwardedTableDelegate(DelegateSelector.didUnhighlightRow)?.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    /// With no forwardee, the row is deselected, as for a delegate that doesn't implement the method (not `nil`,
    /// which would keep it selected).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      guard let forwardee = forwardedTableDelegate(DelegateSelector.willDeselectRow) else { return indexPath }
      return forwardee.tableView(tableView, willDeselectRowAt: indexPath)
    }

  }

  extension TextViewDelegateProxy {
    /// The forwardee, as a text view delegate, if it responds to a method.
    private func forwardedTextViewDelegate(_ selector: Selector) -> (any UITextViewDelegate)? {
      forwardingTarget(for: selector, as: (any UITextViewDelegate).self)
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
      forwardedTextViewDelegate(DelegateSelector.textViewDidChangeSelection)?.textViewDidChangeSelection(textView)
    }

  }

  extension TextFieldDelegateProxy {
    /// The forwardee, as a text field delegate, if it responds to a method.
    private func forwardedFieldDelegate(_ selector: Selector) -> (any UITextFieldDelegate)? {
      forwardingTarget(for: selector, as: (any UITextFieldDelegate).self)
    }

    /// The variant without a reason, which the field calls when the proxy doesn't implement the one with a reason
    /// (no `didEndEditing` closure) and the forwardee implements only this one.
    func textFieldDidEndEditing(_ textField: UITextField) {
      forwardedFieldDelegate(DelegateSelector.textFieldDidEndEditing)?.textFieldDidEndEditing(textField)
    }

    func textField(
      _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      forwardedFieldDelegate(DelegateSelector.editMenuForCharacters)?.textField(
        textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
      forwardedFieldDelegate(DelegateSelector.willPresentEditMenu)?.textField(
        textField, willPresentEditMenuWith: animator)
    }

    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
      forwardedFieldDelegate(DelegateSelector.willDismissEditMenu)?.textField(
        textField, willDismissEditMenuWith: animator)
    }
  }
#endif
