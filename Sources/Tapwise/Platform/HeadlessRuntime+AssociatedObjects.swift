#if !canImport(UIKit)
  @_spi(Tapwise) import HeadlessUIKit

  // HeadlessUIKit: the mirror of ObjCRuntime+AssociatedObjects.swift, through the responder's own storage.
  extension RuntimeHooks {
    /// HeadlessUIKit: reads the object of a type associated with a responder.
    static func associatedObject<Object: AnyObject>(_ type: Object.Type, of responder: UIResponder) -> Object? {
      responder.tapwiseAssociatedObjects[ObjectIdentifier(type)] as? Object
    }

    /// HeadlessUIKit: associates an object with a responder, keyed by its type; `nil` removes it.
    static func setAssociatedObject<Object: AnyObject>(
      _ object: Object?, as type: Object.Type, of responder: UIResponder
    ) {
      responder.tapwiseAssociatedObjects[ObjectIdentifier(type)] = object
    }
  }
#endif
