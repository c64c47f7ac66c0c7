import SwiftSyntax

/// How a view's facts bound its hit area in one dimension: the UIKit size rules, in the order they apply.
///
/// 1. A view that escapes the type's code (passed to a function, put in an array, returned), that a stack view
///    arranges, or that something sizes in a way the audit doesn't read (a transform, another layout library) has
///    no known size.
/// 2. Under Auto Layout (`translatesAutoresizingMaskIntoConstraints = false`, SnapKit) the frame doesn't decide the
///    size: only active constant constraints do, the largest of them; any other constraint on the dimension makes
///    it unknown.
/// 3. Otherwise the largest frame size and constant constraint bound it, unless a computed frame size (a variable,
///    `sizeToFit()`, a flexible autoresizing mask) or another constraint leaves it unknown. Several written sizes
///    (a frame set in two places) bound it by the largest, so that a finding holds in every state the code sets.
/// 4. Tapwise's `tw.touchAreaOutsets` add to the bound (the largest sum of the dimension's two edges), and
///    `tw.minimumTouchSize` raises it to at least the largest minimum; a setting the code computes makes it unknown.
enum UIKitSizeRules {
  /// The upper bound the code proves for a view's hit area in one dimension, and the expression that writes it.
  /// - Parameters:
  ///   - axis: The dimension.
  ///   - facts: The view's facts.
  ///   - touchAreasApply: Whether Tapwise's settings change the view's hit area (not on a `UISlider`, which refuses
  ///     them).
  /// - Returns: The bound, or `nil` when the code doesn't prove one.
  static func bound(_ axis: Axis, of facts: UIKitSizeFacts, touchAreasApply: Bool) -> LengthFact? {
    if facts.escapes || facts.isArranged || facts.sizeUnknown { return nil }
    let dimension = facts[axis]
    if dimension.constraintUnknown { return nil }
    let written: LengthFact?
    if facts.usesAutoLayout {
      written = largest(dimension.constraints)
    } else {
      if dimension.frameUnknown { return nil }
      written = largest(dimension.frames + dimension.constraints)
    }
    guard var bound = written, bound.value > 0 else { return nil }
    guard touchAreasApply else { return bound }
    let touchArea = facts[touchArea: axis]
    if touchArea.unknown { return nil }
    if let outset = touchArea.outsets.max() {
      bound = LengthFact(value: bound.value + outset, span: bound.span)
    }
    if let minimum = largest(touchArea.minimums), minimum.value > bound.value {
      bound = minimum
    }
    return bound
  }

  /// The largest length, the first written of equal ones.
  /// - Parameter lengths: Lengths.
  /// - Returns: The largest.
  static func largest(_ lengths: [LengthFact]) -> LengthFact? {
    lengths.min {
      ($0.value, -$0.span.start.utf8Offset) > ($1.value, -$1.span.start.utf8Offset)
    }
  }
}
