import Foundation
import TapwiseCore
import TapwiseFormats

/// A screen described in a layout file: a window size and a tree of views, for `tapwise hit` and `tapwise audit`.
///
/// The file is JSON. Frames are relative to the parent, as in UIKit; everything but `id` and `frame` is optional.
///
/// ```json
/// {"width": 390, "height": 844, "views": [
///   {"id": "card", "frame": [20, 100, 350, 200], "touchesOutsideBounds": true, "subviews": [
///     {"id": "close", "kind": "button", "frame": [320, 10, 20, 20], "outsets": [12, 12, 12, 12]}
///   ]}
/// ]}
/// ```
///
/// ```swift
/// let layout = try Layout.parse(text)
/// layout.views[0].subviews[0].outsets   // TouchOutsets(all: 12)
/// ```
package struct Layout: Equatable, Sendable {
  /// The window's size in points.
  package var size: CGSize
  /// The window's subviews, back to front.
  package var views: [LayoutView]

  /// Creates a layout.
  /// - Parameters:
  ///   - size: The window's size in points.
  ///   - views: The window's subviews, back to front.
  package init(size: CGSize, views: [LayoutView]) {
    self.size = size
    self.views = views
  }
}

/// One view of a ``Layout``, with the settings a layout file can give it.
package struct LayoutView: Equatable, Sendable {
  /// What the view is built as.
  package enum Kind: String, CaseIterable, Sendable {
    /// A plain `UIView`.
    case view
    /// A `UIButton`.
    case button
    /// A `UISlider`.
    case slider
    /// A `UISwitch`.
    case `switch`

    /// Whether this kind is a `UIControl`, which can be disabled.
    package var isControl: Bool { self != .view }
  }

  /// The view's name in output paths; it becomes its `accessibilityIdentifier`.
  package var id: String
  /// What the view is built as. The default is `.view`.
  package var kind: Kind = .view
  /// The frame in the parent's coordinate system.
  package var frame: CGRect
  /// Whether the view is hidden. The default is `false`.
  package var isHidden = false
  /// The view's alpha, from 0 to 1. The default is 1.
  package var alpha: CGFloat = 1
  /// Whether user interaction is on. The default is `true`.
  package var isInteractive = true
  /// Whether the control is enabled; only controls can be disabled. The default is `true`.
  package var isEnabled = true
  /// The touch-area outsets, `[top, left, bottom, right]` in the file; positive enlarges.
  package var outsets: TouchOutsets = .zero
  /// The minimum touch size, `[width, height]` in the file; `.zero` sets none.
  package var minimumTouchSize: CGSize = .zero
  /// Whether the view receives touches for subviews outside its bounds. The default is `false`.
  package var receivesTouchesOutsideBounds = false
  /// The subviews, back to front.
  package var subviews: [LayoutView] = []
  /// Where the view's object is in the file, from its `{` to just after its `}`; line 1, column 1 for a view not
  /// read from a file.
  package var region = SourceRegion.fileStart

  /// Creates a view with default settings.
  /// - Parameters:
  ///   - id: The view's name in output paths.
  ///   - kind: What the view is built as.
  ///   - frame: The frame in the parent's coordinate system.
  package init(id: String, kind: Kind = .view, frame: CGRect) {
    self.id = id
    self.kind = kind
    self.frame = frame
  }
}
