#if !canImport(UIKit)
  @_spi(Tapwise) import HeadlessUIKit

  // HeadlessUIKit: the mirror of ObjCRuntime+PointInside.swift, through HeadlessInterception's point-inside hook.
  extension RuntimeHooks {
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
  }
#endif
