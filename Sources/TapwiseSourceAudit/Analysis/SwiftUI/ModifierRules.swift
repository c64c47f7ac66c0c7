import SwiftSyntax

/// The walk over a view's modifiers, in the order SwiftUI applies them (innermost first), and what each modifier
/// does to the view's hit area.
///
/// Only modifiers the audit knows are read: a modifier it doesn't know (an app's own, or one that may change a size:
/// `.scaleEffect`, `.rotationEffect`, `.ignoresSafeArea`, `.safeAreaInset`, `.controlSize`…) makes both dimensions
/// unknown. A size-neutral modifier is one that can't make what answers touches larger than the bound already
/// tracked, wherever it sits: it draws without taking touches (`.shadow`, `.foregroundColor`), clips only drawing
/// (`.clipped()`, `.clipShape`, `.cornerRadius`: clipping doesn't change hit testing), moves without resizing
/// (`.offset`), or sets what a frame's content looks like without letting it outgrow the frame (`.font`,
/// `.lineLimit`).
enum ModifierRules {
  /// Modifiers that can't make what answers touches larger than the bound already tracked.
  private static let neutral: Set<String> = [
    // Colors, text and symbols: drawn within the view's own bounds (a glyph's font is read by the base rule).
    "foregroundColor", "foregroundStyle", "tint", "accentColor", "font", "fontWeight", "fontDesign", "fontWidth",
    "bold", "italic", "underline", "strikethrough", "monospaced", "monospacedDigit", "kerning", "tracking",
    "textCase", "lineLimit", "lineSpacing", "multilineTextAlignment", "minimumScaleFactor", "truncationMode",
    "allowsTightening", "imageScale", "symbolRenderingMode", "symbolVariant", "symbolEffect", "renderingMode",
    "interpolation", "antialiased", "resizable", "scaledToFit", "dynamicTypeSize", "textSelection",
    // A shape filled, or stroked inside its bounds (a plain `.stroke` reaches half its width outside: unknown).
    "fill", "strokeBorder", "trim",
    // Effects that draw without answering touches, and clipping, which doesn't change hit testing.
    "opacity", "shadow", "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply",
    "colorInvert", "luminanceToAlpha", "blendMode", "compositingGroup", "drawingGroup", "clipped", "clipShape",
    "cornerRadius", "mask", "hoverEffect", "contentTransition", "redacted", "unredacted", "privacySensitive",
    // Moves without resizing; ordering; identity; animation.
    "offset", "zIndex", "layoutPriority", "alignmentGuide", "id", "tag", "animation", "transition", "transaction",
    "matchedTransitionSource", "coordinateSpace",
    // Styles and environment read by other views, and state.
    "buttonStyle", "buttonBorderShape", "labelStyle", "labelsHidden", "menuStyle", "toggleStyle", "pickerStyle",
    "textFieldStyle", "listStyle", "listRowInsets", "listRowBackground", "listRowSeparator", "listSectionSeparator",
    "environment", "environmentObject", "preference", "transformEnvironment", "preferredColorScheme",
    "colorScheme", "disabled", "allowsHitTesting", "badge", "keyboardShortcut", "help", "focused", "focusable",
    "submitLabel", "keyboardType", "autocorrectionDisabled", "textInputAutocapitalization", "tapThrottle",
    "dismissesKeyboardOnTap", "sensoryFeedback", "draggable", "dropDestination", "hidden",
    // Presentations, navigation and the toolbar: other views, elsewhere.
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "swipeActions",
    "refreshable", "searchable", "toolbar", "toolbarBackground", "toolbarColorScheme", "task", "inspector",
    "presentationDetents", "interactiveDismissDisabled", "statusBarHidden",
    // Gestures that aren't taps, and the tap gestures themselves: they take touches in the view's own area.
    "gesture", "simultaneousGesture", "highPriorityGesture",
  ]

  /// Applies one modifier to the view.
  /// - Parameters:
  ///   - modifier: The modifier.
  ///   - state: The view so far.
  static func apply(_ modifier: ViewChain.Modifier, to state: inout ViewHitState) {
    let name = modifier.name
    switch name {
    case "frame": FrameRules.apply(modifier, to: &state)
    case "padding": PaddingRules.apply(modifier, to: &state)
    case "contentShape": ShapeFillRules.applyContentShape(modifier, to: &state)
    case "background", "overlay", "border": ShapeFillRules.applyFill(modifier, to: &state)
    case "touchAreaOutsets": TouchAreaRules.applyOutsets(modifier, to: &state)
    case "minimumTouchSize": TouchAreaRules.applyMinimumSize(modifier, to: &state)
    case "fixedSize": applyFixedSize(modifier, to: &state)
    case "scaledToFill": state.update(.both) { $0.overflows() }
    case "aspectRatio":
      if modifier.call.argument("contentMode")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "fit" {
        state.update(.both) { $0.overflows() }
      }
    case "position":
      state.update(.both) { $0.layout = nil }
    default:
      if neutral.contains(name) || isEventHandler(name) || name.hasPrefix("accessibility")
        || name.hasPrefix("navigation")
      {
        return
      }
      state.update(.both) { $0.forget() }
    }
  }

  /// `.fixedSize()` or `.fixedSize(horizontal:vertical:)`: the view takes its ideal size whatever is proposed, so a
  /// frame around it no longer bounds content of unknown size.
  private static func applyFixedSize(_ modifier: ViewChain.Modifier, to state: inout ViewHitState) {
    let call = modifier.call
    var axes: Axes = .both
    if call.hasArgument("horizontal") || call.hasArgument("vertical") {
      axes = []
      if call.argument("horizontal").map({ SwiftUILiteral.bool($0) != false }) ?? false { axes.insert(.horizontal) }
      if call.argument("vertical").map({ SwiftUILiteral.bool($0) != false }) ?? false { axes.insert(.vertical) }
    }
    state.update(axes) { $0.overflows() }
  }

  /// Whether a modifier is an event handler (`onAppear`, `onChange`, `onTapGesture`…): it runs code, and takes
  /// touches (if it does) in the view's own area.
  private static func isEventHandler(_ name: String) -> Bool {
    guard name.hasPrefix("on"), let third = name.dropFirst(2).first else { return false }
    return third.isUppercase
  }
}

extension DimensionState {
  /// The content may now be larger than what is proposed to it (a `.scaledToFill()` image, `.fixedSize()`): while
  /// its hit length is unknown, no frame around it bounds it.
  mutating func overflows() {
    if hit == nil { fitsProposal = false }
  }
}
