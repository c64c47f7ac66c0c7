#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Tapwise
  import TapwiseCore

  extension View {
    /// Lets this view answer touches up to a distance beyond its frame on every side, without changing its layout or
    /// its drawing.
    ///
    /// Put it on the view whose touches count: a button's label, or a view before its `onTapGesture`.
    ///
    /// ```swift
    /// Button(action: close) {
    ///   Image(systemName: "xmark").touchAreaOutsets(12)   // a 20×20 icon, a 44×44 target
    /// }
    /// ```
    /// - Parameters:
    ///   - length: How far the touch area reaches beyond each edge. **Positive values enlarge**; negative ones shrink.
    ///     A NaN or infinite length is refused, as the UIKit layer refuses one: it is reported to
    ///     `TouchAreas.invalidSettingHandler` and the view keeps its own hit testing.
    /// - Returns: A view with the larger touch area.
    public func touchAreaOutsets(_ length: CGFloat) -> some View {
      touchAreaOutsets(EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Lets this view answer touches up to given distances beyond each edge of its frame, without changing its layout
    /// or its drawing.
    ///
    /// ```swift
    /// Image(systemName: "info.circle")
    ///   .touchAreaOutsets(EdgeInsets(top: 12, leading: 4, bottom: 12, trailing: 20))
    ///   .onTapGesture { showInfo() }
    /// ```
    /// - Parameters:
    ///   - insets: How far the touch area reaches beyond each edge; leading and trailing follow the layout direction.
    ///     **Positive values enlarge**, the opposite of `padding`. A NaN or infinite edge is refused, as the UIKit
    ///     layer refuses one: it is reported to `TouchAreas.invalidSettingHandler` and the view keeps its own hit
    ///     testing.
    /// - Returns: A view with the given touch area.
    public func touchAreaOutsets(_ insets: EdgeInsets) -> some View {
      modifier(TouchAreaModifier(insets: insets, minimumSize: .zero))
    }

    /// Lets this view answer touches in at least a given size, grown evenly around its centre, without moving a pixel.
    ///
    /// ```swift
    /// Button(action: showHelp) {
    ///   Image(systemName: "questionmark.circle").minimumTouchSize()   // at least 44×44
    /// }
    /// ```
    /// - Parameters:
    ///   - size: The smallest touch area; each dimension becomes the larger of the frame's and this. 44×44 is Apple's
    ///     minimum touch target. A negative, NaN or infinite width or height is refused, as the UIKit layer refuses
    ///     one: it is reported to `TouchAreas.invalidSettingHandler` and the view keeps its own hit testing.
    /// - Returns: A view with the larger touch area.
    public func minimumTouchSize(_ size: CGSize = CGSize(width: 44, height: 44)) -> some View {
      modifier(TouchAreaModifier(insets: nil, minimumSize: size))
    }
  }

  /// The wiring of `touchAreaOutsets` and `minimumTouchSize`: the view's hit-testing shape is TapwiseCore's
  /// `TouchArea` for its frame, drawn as ``TouchAreaShape``.
  ///
  /// Contracts it rests on (typechecked, not run): `contentShape(_:_:eoFill:)` with `ContentShapeKinds.interaction`
  /// ("the kind for hit-testing and accessibility") makes "the view hit-test using the specified shape"; it is
  /// documented as a hit-testing shape, not as a frame or anything drawn, so layout and pixels stay; a shape's
  /// `path(in:)` is given the view's frame. That SwiftUI hit-tests a shape beyond the frame is observed behaviour,
  /// not documented (<doc:SwiftUIModifiers>).
  struct TouchAreaModifier: ViewModifier {
    /// The outsets with leading and trailing edges, or `nil` for `minimumTouchSize`.
    let insets: EdgeInsets?
    /// The minimum size, or `.zero` for `touchAreaOutsets`.
    let minimumSize: CGSize
    /// Which of leading and trailing is left.
    @Environment(\.layoutDirection) private var layoutDirection

    /// The outsets in left and right terms.
    private var outsets: TouchOutsets {
      guard let insets else { return .zero }
      return TouchOutsets(
        top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing,
        rightToLeft: layoutDirection == .rightToLeft)
    }

    /// Whether the settings are accepted: TapwiseCore's checks, the same as the UIKit layer's.
    private var isValid: Bool {
      (try? TouchArea.validate(outsets: outsets)) != nil && (try? TouchArea.validate(minimumSize: minimumSize)) != nil
    }

    /// The content with its touch area as its hit-testing shape, or untouched when a setting is refused.
    func body(content: Content) -> some View {
      Group {
        if isValid {
          content.contentShape(.interaction, TouchAreaShape(outsets: outsets, minimumSize: minimumSize))
        } else {
          content
        }
      }
      .modifier(
        InvalidSettingReport(setting: TouchAreaSetting(outsets: outsets, minimumSize: minimumSize)) {
          SettingCheck.outsets($0.outsets) && SettingCheck.minimumSize($0.minimumSize)
        })
    }
  }

  /// A touch-area modifier's settings, compared as one value for reporting.
  struct TouchAreaSetting: Equatable {
    /// The outsets, left and right resolved.
    let outsets: TouchOutsets
    /// The minimum size.
    let minimumSize: CGSize
  }

  /// A view's touch area as a shape: TapwiseCore's `TouchArea` for the frame SwiftUI gives `path(in:)`, cut into
  /// rectangles that never overlap (`TouchRegion.disjointRects`), so the fill rule and the direction each rectangle
  /// winds don't matter.
  struct TouchAreaShape: Shape {
    /// How far the area reaches beyond each edge, left and right already resolved from the layout direction.
    let outsets: TouchOutsets
    /// The smallest size of the area around the frame's centre.
    let minimumSize: CGSize

    /// The touch area of a frame.
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.addRects(TouchArea(bounds: rect, outsets: outsets, minimumSize: minimumSize).region.disjointRects)
      }
    }

    /// Never mirrored: left and right are resolved from the layout direction already, and from iOS 17 a shape
    /// mirrors in right-to-left layouts by default when the app deploys to iOS 17 or later.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    var layoutDirectionBehavior: LayoutDirectionBehavior {
      .fixed
    }
  }
#endif
