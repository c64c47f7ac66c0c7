import SwiftSyntax

/// How `.frame(width:height:)` and `.frame(minWidth:idealWidth:maxWidth:…)` bound a view.
///
/// A frame is invisible: it positions its content in a box of its size, and its empty space answers no touch unless
/// a content shape or a filled background covers it (``ShapeFillRules``). So a frame changes the view's laid-out
/// length, and bounds the length that answers touches only where the content's own bound is unknown and the content
/// takes no more than the frame proposes to it. Content with a known bound keeps it, larger or smaller than the
/// frame: content overflowing a frame still answers touches, as SwiftUI doesn't clip by default.
enum FrameRules {
  /// The labels of the flexible frame, `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  private static let flexibleLabels: Set<String> = [
    "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
  ]

  /// Applies a `.frame(…)` modifier.
  /// - Parameters:
  ///   - modifier: The modifier.
  ///   - state: The view so far.
  static func apply(_ modifier: ViewChain.Modifier, to state: inout ViewHitState) {
    let call = modifier.call
    let place = BoundPlace(modifier)
    if call.arguments.contains(where: { flexibleLabels.contains($0.label?.text ?? "") }) {
      flexible(
        min: call.argument("minWidth"), max: call.argument("maxWidth"), ideal: call.argument("idealWidth"),
        &state.width, place)
      flexible(
        min: call.argument("minHeight"), max: call.argument("maxHeight"), ideal: call.argument("idealHeight"),
        &state.height, place)
    } else {
      fixed(call.argument("width"), &state.width, place)
      fixed(call.argument("height"), &state.height, place)
    }
  }

  /// One dimension of `.frame(width:height:)`. Absent or `nil`, the view keeps its own sizing. A number above 0
  /// fixes the laid-out length, and bounds the hit length if the content's is unknown and fits the proposal. Any
  /// other length (a variable, 0, which hides nothing but only lets the content overflow) fixes nothing.
  private static func fixed(_ argument: ExprSyntax?, _ dimension: inout DimensionState, _ place: BoundPlace) {
    guard let argument, !argument.is(NilLiteralExprSyntax.self) else { return }
    guard let length = NumberLiteral.value(of: argument), length > 0 else {
      dimension.layout = nil
      if dimension.hit == nil { dimension.fitsProposal = false }
      return
    }
    bound(by: length, &dimension, place)
  }

  /// One dimension of the flexible frame. A finite `max…` bounds the frame (by the larger of it and a `min…`); a
  /// `min…` alone doesn't (the frame grows with its content), nor does `.infinity` or a variable.
  private static func flexible(
    min: ExprSyntax?, max: ExprSyntax?, ideal: ExprSyntax?, _ dimension: inout DimensionState, _ place: BoundPlace
  ) {
    guard min != nil || max != nil || ideal != nil else { return }
    let lower: Double? = min.map { NumberLiteral.value(of: $0) } ?? 0
    guard let max, let upper = NumberLiteral.value(of: max), let lower, upper > 0 else {
      dimension.layout = nil
      return
    }
    bound(by: Swift.max(upper, lower), &dimension, place)
  }

  /// A frame of a known length around the content.
  private static func bound(by length: Double, _ dimension: inout DimensionState, _ place: BoundPlace) {
    dimension.layout = Bound(length: length, place: place)
    if dimension.hit == nil, dimension.fitsProposal {
      dimension.hit = Bound(length: Swift.max(length, dimension.floor), place: place)
    }
  }
}
