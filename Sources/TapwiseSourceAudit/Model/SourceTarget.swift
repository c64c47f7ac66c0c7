import TapwiseFormats

/// One touch target found in Swift source: a SwiftUI control or tap-gesture view, or a UIKit control or view with a
/// tap recognizer, with what the code says about its hit area.
///
/// A dimension is known only where the code fixes it (``HitExtent``); a target whose hit area can't be known is still
/// listed, with an unknown size, and is never a finding.
///
/// ```swift
/// // Image(systemName: "xmark").frame(width: 24, height: 24).onTapGesture { … }
/// target.kind        // "onTapGesture"
/// target.width       // at most 24, fixed by `.frame(width: 24, height: 24)`
/// ```
package struct SourceTarget: Sendable, Equatable {
  /// Which framework the target belongs to, which decides where a finding is placed and which fix is suggested.
  package enum Framework: String, Sendable, Equatable {
    /// A SwiftUI view: the finding is placed at the target's view expression; the fix is `.minimumTouchSize()`.
    case swiftUI
    /// A UIKit view made in code: the finding is placed at the expression that fixes the small dimension; the fix is
    /// `tw.minimumTouchSize`.
    case uiKit
  }

  /// Which framework the target belongs to.
  package var framework: Framework
  /// What makes it a target, as the code names it: `Button`, `NavigationLink`, `Toggle`, `onTapGesture`,
  /// `TapGesture`, `onLongPressGesture` (SwiftUI); `UIButton`, `UISwitch`, a subclass's name, or
  /// `UITapGestureRecognizer` for a view that gets one (UIKit).
  package var kind: String
  /// The type the target is declared in (`LoginView`, `SettingsViewController`), the report's scene; `nil` at the
  /// top level of a file.
  package var typeName: String?
  /// The target's name in its type, stable when lines move, for baselines: a UIKit target's property or variable
  /// (`closeButton`); a SwiftUI target's kind and its ordinal among the type's targets of that kind (`Button#2`).
  package var name: String
  /// Where the target is: SwiftUI, its view expression from the first token of the view (the `Button`, or the
  /// `Image` that `.onTapGesture` modifies) to the end of the modifier that makes it a target; UIKit, the
  /// declaration or expression that makes it (`let closeButton = UIButton(…)`).
  package var region: SourceRegion
  /// The hit area's width, as far as the code fixes it.
  package var width: HitExtent
  /// The hit area's height, as far as the code fixes it.
  package var height: HitExtent
  /// Whether adding Tapwise's `.minimumTouchSize()` (SwiftUI) or `tw.minimumTouchSize` (UIKit) to this target
  /// would fix a size finding: `false` where something else decides the hit area (a `List` row, a custom
  /// `point(inside:with:)`), or the target already has one.
  package var isFixable = true

  /// Creates a target.
  /// - Parameters:
  ///   - framework: Which framework the target belongs to.
  ///   - kind: What makes it a target, as the code names it.
  ///   - typeName: The type the target is declared in.
  ///   - name: The target's name in its type.
  ///   - region: Where the target is.
  ///   - width: The hit area's width, as far as the code fixes it.
  ///   - height: The hit area's height, as far as the code fixes it.
  package init(
    framework: Framework, kind: String, typeName: String?, name: String, region: SourceRegion,
    width: HitExtent = .unknown, height: HitExtent = .unknown
  ) {
    self.framework = framework
    self.kind = kind
    self.typeName = typeName
    self.name = name
    self.region = region
    self.width = width
    self.height = height
  }
}
