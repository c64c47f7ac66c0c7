import Foundation

/// `UITextViewDelegate` as closures, and the text field's input limits, for a text view: the same rules as
/// `UITextField`'s (see its `tw` closures and `maxLength`).
///
/// ```swift
/// notes.tw.maxLength = 280                          // an edit that would go past 280 characters is refused
/// notes.tw.onTextChange { _, text in draft.save(text) }
/// notes.tw.didEndEditing { _ in draft.commit() }
/// ```
///
/// The first registration or limit makes a Tapwise proxy the text view's `delegate` (the text view owns it). A
/// `delegate` set before stays the proxy's forwardee: it receives every call it implements, scrolling included,
/// after the closures, and its answer to a should-method is one more vote. Setting `delegate` afterwards replaces
/// the proxy; the next `tw` registration or limit puts it back, with that delegate as its forwardee.
@MainActor
extension TapwiseWrapper where Base: UITextView {
  /// The most characters an edit may leave in the text view, or `nil` (the default) for no limit.
  ///
  /// Counted and enforced as a text field's `tw.maxLength`: in `Character`s, an edit that would go over is refused
  /// whole, text already longer is never truncated, and nothing is refused while an input method composes.
  /// - Note: A negative value changes nothing; on iOS 16 and later it is reported to
  ///   ``TapThrottle/invalidSettingHandler``.
  public var maxLength: Int? {
    get { TextViewDelegateProxy.existing(on: base)?.limits.maxLength }
    nonmutating set {
      guard TextInputLimits.accepts(maxLength: newValue) else { return }
      TextViewDelegateProxy.installed(on: base).limits.maxLength = newValue
    }
  }

  /// The characters an edit may insert, or `nil` (the default) for any. Return inserts `"\n"`, so a set without
  /// newlines refuses it.
  public var allowedCharacters: CharacterSet? {
    get { TextViewDelegateProxy.existing(on: base)?.limits.allowedCharacters }
    nonmutating set { TextViewDelegateProxy.installed(on: base).limits.allowedCharacters = newValue }
  }

  /// Asks whether the text view may begin editing: one more vote for `textViewShouldBeginEditing(_:)`.
  /// - Parameters:
  ///   - handler: Called with the text view; return `false` to keep it from editing.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func shouldBeginEditing(_ handler: @escaping @MainActor (Base) -> Bool) -> HandlerRegistration {
    TextViewDelegateProxy.installed(on: base).shouldBeginEditing.add(narrowing: handler)
  }

  /// Runs when the text view begins editing (`textViewDidBeginEditing(_:)`).
  /// - Parameters:
  ///   - handler: Called with the text view.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didBeginEditing(_ handler: @escaping @MainActor (Base) -> Void) -> HandlerRegistration {
    TextViewDelegateProxy.installed(on: base).didBeginEditing.add(narrowing: handler)
  }

  /// Asks whether the text view may stop editing (not asked when editing ends by force): one more vote for
  /// `textViewShouldEndEditing(_:)`.
  /// - Parameters:
  ///   - handler: Called with the text view; return `false` to keep it editing.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func shouldEndEditing(_ handler: @escaping @MainActor (Base) -> Bool) -> HandlerRegistration {
    TextViewDelegateProxy.installed(on: base).shouldEndEditing.add(narrowing: handler)
  }

  /// Runs when the text view stops editing (`textViewDidEndEditing(_:)`).
  /// - Parameters:
  ///   - handler: Called with the text view.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didEndEditing(_ handler: @escaping @MainActor (Base) -> Void) -> HandlerRegistration {
    TextViewDelegateProxy.installed(on: base).didEndEditing.add(narrowing: handler)
  }

  /// Asks whether an edit may replace a range of the text: one more vote for
  /// `textView(_:shouldChangeTextIn:replacementText:)`, after the limits'.
  /// - Parameters:
  ///   - handler: Called with the text view, the UTF-16 range and the replacement (`"\n"` for Return).
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func shouldChangeText(
    _ handler: @escaping @MainActor (Base, NSRange, String) -> Bool
  ) -> HandlerRegistration {
    TextViewDelegateProxy.installed(on: base).shouldChangeText.add { view, range, text in
      (view as? Base).map { handler($0, range, text) } ?? true
    }
  }

  /// Calls a closure with the text after every change the user makes (`textViewDidChange(_:)`); setting `text` in
  /// code calls nothing, as in UIKit.
  /// - Parameters:
  ///   - handler: Called with the text view and its text.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func onTextChange(perform handler: @escaping @MainActor (Base, String) -> Void) -> HandlerRegistration {
    TextViewDelegateProxy.installed(on: base).didChange.add { view in
      if let view = view as? Base { handler(view, view.text ?? "") }
    }
  }
}
