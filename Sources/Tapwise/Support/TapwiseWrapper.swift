/// The Tapwise namespace on UIKit objects: `button.tw.tapInterval`, `view.tw.touchAreaOutsets`.
///
/// Features add their API in constrained extensions, such as `extension TapwiseWrapper where Base: UIControl`.
/// The wrapper holds its base strongly only for as long as the expression that created it.
///
/// ```swift
/// closeButton.tw.touchAreaOutsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
/// ```
public struct TapwiseWrapper<Base: AnyObject> {
  /// The object this wrapper extends.
  public let base: Base

  /// Wraps an object.
  /// - Parameters:
  ///   - base: The object to extend.
  public init(_ base: Base) {
    self.base = base
  }
}

/// A type that offers the `.tw` namespace.
public protocol TapwiseCompatible: AnyObject {}

extension TapwiseCompatible {
  /// The Tapwise namespace for this object.
  public var tw: TapwiseWrapper<Self> {
    TapwiseWrapper(self)
  }
}

extension UIResponder: TapwiseCompatible {}
