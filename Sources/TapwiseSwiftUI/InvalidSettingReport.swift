#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// Reports a refused setting of a modifier once when the view appears and again whenever the setting changes to
  /// another value, as a UIKit setter reports each assignment; the check itself, and where it reports, is Tapwise's
  /// `SettingCheck`, which the Linux tests cover.
  ///
  /// ```swift
  /// content.modifier(InvalidSettingReport(setting: size) { SettingCheck.minimumSize($0) })
  /// ```
  ///
  /// Contracts it rests on (typechecked, not run): `onAppear(perform:)` runs its action before the view first appears;
  /// `onChange(of:perform:)` runs its action with the new value when the value changes (its iOS 14–16 form, the one
  /// an iOS 15 floor allows).
  struct InvalidSettingReport<Setting: Equatable>: ViewModifier {
    /// The setting as the modifier was given it.
    let setting: Setting
    /// Checks a setting and reports it if it is refused; the result is not needed here.
    let check: @MainActor (Setting) -> Bool

    /// The content, reporting a refused setting on appearance and on change.
    func body(content: Content) -> some View {
      content
        .onAppear { _ = check(setting) }
        .onChange(of: setting) { _ = check($0) }
    }
  }
#endif
