// The one file that chooses the UI framework. Every other file in Tapwise sees it through these
// re-exports, so no other file needs an `#if`. On platforms without UIKit it also holds the HeadlessUIKit
// side of RuntimeHooks, the mirror of the ObjCRuntime+*.swift files.
#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import HeadlessUIKit
  @_spi(Tapwise) import HeadlessUIKit

  extension RuntimeHooks {
    /// HeadlessUIKit: routes both `UIControl.sendAction` overloads through the filters.
    static func interceptControlActions(targetAction: @escaping TargetActionFilter, action: @escaping UIActionFilter) {
      HeadlessInterception.sendAction = { control, selector, target, event, original in
        if targetAction(control, selector, target, event) { original() }
      }
      HeadlessInterception.sendUIAction = { control, uiAction, original in
        if action(control, uiAction) { original() }
      }
    }

    /// HeadlessUIKit: routes `UIView.point(inside:with:)` through the body for every view.
    static func interceptPointInside(of view: UIView, _ body: @escaping PointInsideBody) {
      if HeadlessInterception.pointInside == nil { HeadlessInterception.pointInside = body }
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
