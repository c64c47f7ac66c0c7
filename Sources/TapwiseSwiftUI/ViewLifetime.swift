#if canImport(SwiftUI) && canImport(UIKit)
  import Combine
  import SwiftUI

  /// Keeps one object for as long as a view keeps its identity, through `@StateObject`: a button's gate, a view's
  /// pacer.
  ///
  /// `StateObject` documents the lifetime needed: "SwiftUI creates a new instance of the model object only once during
  /// the lifetime of the container that declares the state object", and a new one when the view's identity changes.
  /// (`State` is documented for values; its documentation sends reference types to `StateObject`.) The object
  /// publishes nothing, so keeping it never redraws the view.
  ///
  /// ```swift
  /// @StateObject private var gate = ViewLifetime(Gatekeeper<Bool, ContinuousClock>(clock: ContinuousClock()))
  /// ```
  final class ViewLifetime<Object: AnyObject>: ObservableObject {
    /// The object kept.
    let object: Object

    /// Keeps an object.
    /// - Parameters:
    ///   - object: The object, created once per view identity by `StateObject`'s autoclosure.
    init(_ object: Object) {
      self.object = object
    }
  }
#endif
