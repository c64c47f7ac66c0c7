import Foundation

/// Input limits that hold for every keystroke and paste, counted the way people count characters.
///
/// ```swift
/// codeField.tw.maxLength = 6                                // the 7th character is refused
/// codeField.tw.allowedCharacters = .decimalDigits           // so is a letter
/// ```
///
/// Both are votes in the field's `shouldChangeCharacters` (see the delegate closures), asked before the closures
/// and any existing delegate, which are still asked.
@MainActor
extension TapwiseWrapper where Base: UITextField {
  /// The most characters an edit may leave in the field, or `nil` (the default) for no limit.
  ///
  /// Characters are Swift `Character`s, grapheme clusters, as people count them: 👍🏽 and 👨‍👩‍👧 are one each, not
  /// 2 or 7 UTF-16 units. A keystroke or a paste that would go over the limit is refused whole: a paste is never
  /// cut, so no character is ever split. Text already longer than the limit (set in code, or before the limit) is
  /// never truncated: it can be shortened or edited in place, but not lengthened. While an input method composes
  /// (the field has marked text), the limit refuses nothing, so pinyin longer than the room left still becomes its
  /// character; a composition that ends over the limit is not cut either.
  /// - Note: A negative value changes nothing; on iOS 16 and later it is reported to
  ///   ``TapThrottle/invalidSettingHandler``, which needs iOS 16 (the limit itself works from iOS 15).
  public var maxLength: Int? {
    get { TextFieldDelegateProxy.existing(on: base)?.limits.maxLength }
    nonmutating set {
      guard TextInputLimits.accepts(maxLength: newValue) else { return }
      TextFieldDelegateProxy.installed(on: base).limits.maxLength = newValue
    }
  }

  /// The characters an edit may insert, or `nil` (the default) for any.
  ///
  /// An edit (keystroke or paste) that inserts any Unicode scalar outside the set is refused whole; deletions
  /// always pass. A character made of several scalars, such as 👍🏽, needs all of them in the set.
  public var allowedCharacters: CharacterSet? {
    get { TextFieldDelegateProxy.existing(on: base)?.limits.allowedCharacters }
    nonmutating set { TextFieldDelegateProxy.installed(on: base).limits.allowedCharacters = newValue }
  }
}
