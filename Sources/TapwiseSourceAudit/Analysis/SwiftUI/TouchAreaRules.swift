import SwiftSyntax

/// How Tapwise's own `.touchAreaOutsets(_:)` and `.minimumTouchSize(_:)` change what answers touches.
///
/// Both set the view's interaction content shape to its frame grown by the outsets, or to at least the minimum size
/// around its centre (TapwiseSwiftUI's `TouchAreaModifier`), so both start from the view's laid-out length: unknown
/// if the code doesn't fix it. A negative outset, which shrinks the area, is taken as 0 (the reading that reports
/// nothing). A view with `.minimumTouchSize` is not fixable by adding another.
enum TouchAreaRules {
  /// Applies `.touchAreaOutsets(length)` or `.touchAreaOutsets(EdgeInsets(…))`.
  /// - Parameters:
  ///   - modifier: The modifier.
  ///   - state: The view so far.
  static func applyOutsets(_ modifier: ViewChain.Modifier, to state: inout ViewHitState) {
    guard let argument = modifier.call.firstUnlabeledArgument else {
      state.update(.both) { $0.forget() }
      return
    }
    if let insets = SwiftUILiteral.insets(argument) {
      grow(&state.width, by: insets.horizontal, BoundPlace(modifier))
      grow(&state.height, by: insets.vertical, BoundPlace(modifier))
    } else {
      let length = NumberLiteral.value(of: argument).map { max(0, $0) * 2 }
      grow(&state.width, by: length, BoundPlace(modifier))
      grow(&state.height, by: length, BoundPlace(modifier))
    }
  }

  /// Applies `.minimumTouchSize()` (44×44) or `.minimumTouchSize(CGSize(width:height:))`.
  /// - Parameters:
  ///   - modifier: The modifier.
  ///   - state: The view so far.
  static func applyMinimumSize(_ modifier: ViewChain.Modifier, to state: inout ViewHitState) {
    state.isFixable = false
    var minimum: (width: Double?, height: Double?) = (44, 44)
    if let argument = modifier.call.firstUnlabeledArgument ?? modifier.call.argument("size") {
      minimum = SizeLiteral(argument).map { ($0.width, $0.height) } ?? (nil, nil)
    }
    let place = BoundPlace(modifier)
    raise(&state.width, to: minimum.width, place)
    raise(&state.height, to: minimum.height, place)
  }

  /// Grows what answers touches by a total outset (both edges), starting from the larger of the frame and what
  /// answered before.
  private static func grow(_ dimension: inout DimensionState, by total: Double?, _ place: BoundPlace) {
    guard let total, let layout = dimension.layout else {
      dimension.forget()
      return
    }
    var grown = dimension.hit.map { Bound.larger($0, layout) } ?? layout
    grown.length += max(0, total)
    if total > 0 { grown.place.extend(to: place) }
    dimension.hit = grown
  }

  /// Raises what answers touches to at least a minimum, from the larger of the frame and what answered before.
  private static func raise(_ dimension: inout DimensionState, to minimum: Double?, _ place: BoundPlace) {
    guard let minimum, let layout = dimension.layout else {
      dimension.forget()
      return
    }
    let answered = dimension.hit.map { Bound.larger($0, layout) } ?? layout
    dimension.hit = Bound.larger(answered, Bound(length: minimum, place: place))
  }
}
