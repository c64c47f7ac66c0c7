import Foundation

/// An object that stands for an image. HeadlessUIKit draws nothing, so an image only remembers its name.
///
/// The initializers exist so that code such as `UIAction(title: "Delete", image: UIImage(systemName: "trash"))`
/// compiles and runs unchanged.
///
/// ```swift
/// let trash = UIImage(systemName: "trash")
/// trash?.isSymbolImage   // true
/// ```
///
/// - Note: HeadlessUIKit has no asset catalog and no symbol set: any non-empty name gives an image. UIKit returns
///   `nil` for names it does not know.
open class UIImage: NSObject, @unchecked Sendable {
  /// The name the image was created with.
  let name: String

  /// Whether the image came from ``init(systemName:)``.
  open var isSymbolImage: Bool { isSymbol }
  private let isSymbol: Bool

  /// Creates an image that stands for a system symbol.
  /// - Parameters:
  ///   - name: The symbol's name, such as `"trash"`.
  /// - Note: Returns `nil` only for an empty name; see the type's note.
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    isSymbol = true
    super.init()
  }

  /// Creates an image that stands for an image in the app's assets.
  /// - Parameters:
  ///   - name: The image's name in the asset catalog.
  /// - Note: Returns `nil` only for an empty name; see the type's note.
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    isSymbol = false
    super.init()
  }

  /// Whether another object is an image with the same name and kind.
  /// - Parameters:
  ///   - object: The object to compare.
  /// - Returns: `true` for an image created the same way from the same name.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return other.name == name && other.isSymbol == isSymbol
  }

  /// A hash consistent with ``isEqual(_:)``.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(name)
    hasher.combine(isSymbol)
    return hasher.finalize()
  }
}
