// HeadlessUIKit's one platform file. `import UIKit` also brings Foundation (CGRect, CGPoint, TimeInterval, NSObject …)
// and CoreGraphics into scope, so code written against UIKit never imports them separately; `import HeadlessUIKit`
// must do the same for that code to compile. On Apple platforms the members of the CG types (`.zero`, `minX` …) come
// from the CoreGraphics overlay, which Foundation does not re-export; on Linux, Foundation declares them itself.
@_exported import Foundation

#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif

// Linux has no Objective-C runtime, so no `Selector` and no `#selector`; where Objective-C exists (macOS),
// HeadlessUIKit uses its `Selector`, as UIKit does.
#if !canImport(ObjectiveC)
  /// A method name used in target-action, standing in for the Objective-C `Selector`.
  ///
  /// Linux has no Objective-C runtime, so `#selector` does not exist there. Build a selector from its
  /// Objective-C method name instead; the same expression compiles against UIKit:
  ///
  /// ```swift
  /// button.addTarget(checkout, action: Selector("pay:"), for: .touchUpInside)
  /// ```
  ///
  /// - Note: The receiving object answers for the name by adopting ``HeadlessActionTarget``.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C method name, such as `"pay:"`.
    public let name: String

    /// Creates a selector from an Objective-C method name.
    /// - Parameters:
    ///   - name: The method name, such as `"pay:"` or `"handleTap:forEvent:"`.
    public init(_ name: String) {
      self.name = name
    }

    /// Creates a selector from a string literal.
    /// - Parameters:
    ///   - value: The method name.
    public init(stringLiteral value: String) {
      self.init(value)
    }

    /// The method name.
    public var description: String { name }
  }

  /// Returns the method name of a selector, as Foundation's function of the same name does.
  /// - Parameters:
  ///   - selector: The selector.
  /// - Returns: Its Objective-C method name.
  public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
  }

  /// Returns the selector with a method name, as Foundation's function of the same name does.
  ///
  /// Unlike `Selector("pay:")`, this draws no warning on Apple platforms when no `@objc` method of that name is in
  /// sight, as with a target that answers through ``HeadlessActionTarget``.
  /// - Parameters:
  ///   - name: The Objective-C method name, such as `"pay:"`.
  /// - Returns: The selector.
  public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
  }
#endif
