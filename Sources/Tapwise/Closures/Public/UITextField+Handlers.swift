import Foundation

/// `UITextFieldDelegate` as closures: any number per method, alongside the field's own delegate.
///
/// ```swift
/// codeField.tw.shouldReturn { field in
///   field.resignFirstResponder()
///   return true
/// }
/// codeField.tw.didEndEditing { field in submit(field.text ?? "") }
/// ```
///
/// The first registration makes a Tapwise proxy the field's `delegate` (the field owns it). Every closure of a
/// method is called, in registration order; a should-method answers `true` only if all of them do.
///
/// **An existing delegate keeps working.** A `delegate` set before the first registration stays the proxy's
/// forwardee: it receives every call it implements, after the closures, and its answer to a should-method is one
/// more vote. It is held weakly, as the field held it.
///
/// **Setting `delegate` afterwards** replaces the proxy, as UIKit always does: the closures, `tw.maxLength` and
/// `tw.allowedCharacters` then go quiet. The next `tw` registration or limit setting on the field puts the proxy
/// back and makes that new delegate its forwardee. `onTextChange` and `on(_:perform:)` handlers are actions, not
/// delegate calls, and keep working either way.
@MainActor
extension TapwiseWrapper where Base: UITextField {
  /// Asks whether the field may begin editing.
  ///
  /// Registers one more closure for `textFieldShouldBeginEditing(_:)`. The answer is `true` only if every
  /// vote is: each closure's, the limits' (for edits) and the existing delegate's.
  /// - Parameters:
  ///   - handler: Called with the field; return `false` to keep it from becoming first responder.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func shouldBeginEditing(_ handler: @escaping @MainActor (Base) -> Bool) -> HandlerRegistration {
    TextFieldDelegateProxy.installed(on: base).shouldBeginEditing.add(narrowing: handler)
  }

  /// Runs when the field begins editing.
  ///
  /// Registers one more closure for `textFieldDidBeginEditing(_:)`.
  /// - Parameters:
  ///   - handler: Called with the field.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didBeginEditing(_ handler: @escaping @MainActor (Base) -> Void) -> HandlerRegistration {
    TextFieldDelegateProxy.installed(on: base).didBeginEditing.add(narrowing: handler)
  }

  /// Asks whether the field may stop editing (not asked when editing ends by force).
  ///
  /// Registers one more closure for `textFieldShouldEndEditing(_:)`. The answer is `true` only if every
  /// vote is: each closure's, the limits' (for edits) and the existing delegate's.
  /// - Parameters:
  ///   - handler: Called with the field; return `false` to keep it editing.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func shouldEndEditing(_ handler: @escaping @MainActor (Base) -> Bool) -> HandlerRegistration {
    TextFieldDelegateProxy.installed(on: base).shouldEndEditing.add(narrowing: handler)
  }

  /// Runs when the field stops editing.
  ///
  /// Registers one more closure for `textFieldDidEndEditing(_:reason:)`.
  /// - Parameters:
  ///   - handler: Called with the field.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didEndEditing(_ handler: @escaping @MainActor (Base) -> Void) -> HandlerRegistration {
    TextFieldDelegateProxy.installed(on: base).didEndEditing.add(narrowing: handler)
  }

  /// Asks whether the user's edit may happen: a keystroke, a deletion (`""`) or a paste.
  ///
  /// Registers one more closure for `textField(_:shouldChangeCharactersIn:replacementString:)`. The answer is
  /// `true` only if every vote is: each closure's, the limits' (for edits) and the existing delegate's.
  /// - Parameters:
  ///   - handler: Called with the field, the UTF-16 range to replace and the replacement; return `false` to refuse the edit.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func shouldChangeCharacters(_ handler: @escaping @MainActor (Base, NSRange, String) -> Bool)
    -> HandlerRegistration
  {
    TextFieldDelegateProxy.installed(on: base).shouldChangeCharacters.add { field, range, string in
      (field as? Base).map { handler($0, range, string) } ?? true
    }
  }

  /// Runs when the selection or the insertion point moves, edits included.
  ///
  /// Registers one more closure for `textFieldDidChangeSelection(_:)`.
  /// - Parameters:
  ///   - handler: Called with the field.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didChangeSelection(_ handler: @escaping @MainActor (Base) -> Void) -> HandlerRegistration {
    TextFieldDelegateProxy.installed(on: base).didChangeSelection.add(narrowing: handler)
  }

  /// Asks whether the clear button may empty the field.
  ///
  /// Registers one more closure for `textFieldShouldClear(_:)`. The answer is `true` only if every
  /// vote is: each closure's, the limits' (for edits) and the existing delegate's.
  /// - Parameters:
  ///   - handler: Called with the field; return `false` to keep the text.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func shouldClear(_ handler: @escaping @MainActor (Base) -> Bool) -> HandlerRegistration {
    TextFieldDelegateProxy.installed(on: base).shouldClear.add(narrowing: handler)
  }

  /// Asks whether the field should process the Return key.
  ///
  /// Registers one more closure for `textFieldShouldReturn(_:)`. The answer is `true` only if every
  /// vote is: each closure's, the limits' (for edits) and the existing delegate's.
  /// - Parameters:
  ///   - handler: Called with the field; return `false` to ignore the key's default behaviour.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func shouldReturn(_ handler: @escaping @MainActor (Base) -> Bool) -> HandlerRegistration {
    TextFieldDelegateProxy.installed(on: base).shouldReturn.add(narrowing: handler)
  }
}
