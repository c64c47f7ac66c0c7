// The one file that chooses the UI framework. Every other file in Tapwise sees it through these
// re-exports, so no other file needs an `#if`. On platforms without UIKit it also holds the HeadlessUIKit
// side of RuntimeHooks, the mirror of the ObjCRuntime+*.swift files.
#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import HeadlessUIKit
  @_spi(Tapwise) import HeadlessUIKit

  extension RuntimeHooks {
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

    /// Whether ``interceptPointInside(of:_:)`` has installed its hook. Tests that remove the hook reset it.
    static var pointInsideIntercepted = false

    /// HeadlessUIKit: routes `UIView.point(inside:with:)` through the body for every view, once. Like an exchanged
    /// method, the new hook wraps whatever was installed before it: that hook becomes the body's original.
    static func interceptPointInside(of view: UIView, _ body: @escaping PointInsideBody) {
      guard !pointInsideIntercepted else { return }
      pointInsideIntercepted = true
      guard let previous = HeadlessInterception.pointInside else {
        HeadlessInterception.pointInside = body
        return
      }
      HeadlessInterception.pointInside = { view, point, event, original in
        body(view, point, event) { previous(view, $0, event, original) }
      }
    }

    /// HeadlessUIKit: reads the object of a type associated with a view.
    static func associatedObject<Object: AnyObject>(_ type: Object.Type, of view: UIView) -> Object? {
      view.tapwiseAssociatedObjects[ObjectIdentifier(type)] as? Object
    }

    /// HeadlessUIKit: associates an object with a view, keyed by its type; `nil` removes it.
    static func setAssociatedObject<Object: AnyObject>(_ object: Object?, as type: Object.Type, of view: UIView) {
      view.tapwiseAssociatedObjects[ObjectIdentifier(type)] = object
    }
  }
#endif
@_exported import TapwiseCore
