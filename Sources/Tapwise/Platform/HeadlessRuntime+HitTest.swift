#if !canImport(UIKit)
  @_spi(Tapwise) import HeadlessUIKit

  extension RuntimeHooks {
    /// What ``overridesHitTest(_:)`` found for each class it was asked about.
    private static var hitTestOverridingClasses: [ObjectIdentifier: Bool] = [:]

    /// HeadlessUIKit: whether `hitTest(_:with:)` on this view may run anything but `UIView`'s own implementation,
    /// the mirror of ObjCRuntime+HitTest.swift.
    ///
    /// Swift can't see whether a class overrides a method, so every class that isn't one of HeadlessUIKit's own
    /// counts as overriding: a stricter mirror, which calls the real `hitTest` more often than iOS would and gets
    /// the same answers. HeadlessUIKit's own classes count by what they do: only `UIControl` overrides `hitTest`,
    /// to return `nil` while disabled, which the resolver's eligibility already covers (a disabled control never
    /// takes a touch there). The answer is kept per class.
    /// - Parameters:
    ///   - view: The view.
    /// - Returns: `true` unless the view's class is HeadlessUIKit's.
    static func overridesHitTest(_ view: UIView) -> Bool {
      let viewClass = type(of: view)
      let key = ObjectIdentifier(viewClass)
      if let known = hitTestOverridingClasses[key] { return known }
      let overrides = !String(reflecting: viewClass).hasPrefix("HeadlessUIKit.")
      hitTestOverridingClasses[key] = overrides
      return overrides
    }

    /// HeadlessUIKit: whether `point(inside:with:)` on this view may run anything but `UIView`'s own
    /// implementation and the hooks installed on it, the mirror of ObjCRuntime+HitTest.swift: every class that
    /// isn't HeadlessUIKit's counts as overriding, as for ``overridesHitTest(_:)``; none of HeadlessUIKit's
    /// overrides it.
    /// - Parameters:
    ///   - view: The view.
    /// - Returns: `true` unless the view's class is HeadlessUIKit's.
    static func overridesPointInside(_ view: UIView) -> Bool {
      overridesHitTest(view)
    }

    /// HeadlessUIKit: the number of the outermost `hitTest(_:with:)` in progress, which HeadlessUIKit counts, or
    /// `nil` while none is. ``TouchAreaMemo`` keeps touch-area answers for as long as it stays the same.
    static var hitTestNumber: Int? { HeadlessInterception.hitTestNumber }
  }
#endif
