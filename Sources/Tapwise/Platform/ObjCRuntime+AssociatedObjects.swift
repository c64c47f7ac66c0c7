#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  extension RuntimeHooks {
    /// Apple: reads the object of a type associated with a responder. The key is the type's metadata address.
    static func associatedObject<Object: AnyObject>(_ type: Object.Type, of responder: UIResponder) -> Object? {
      objc_getAssociatedObject(responder, key(for: type)) as? Object
    }

    /// Apple: associates an object with a responder, keyed by its type; `nil` removes it.
    static func setAssociatedObject<Object: AnyObject>(
      _ object: Object?, as type: Object.Type, of responder: UIResponder
    ) {
      objc_setAssociatedObject(responder, key(for: type), object, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    private static func key<Object: AnyObject>(for type: Object.Type) -> UnsafeRawPointer {
      unsafeBitCast(type, to: UnsafeRawPointer.self)
    }
  }
#endif
