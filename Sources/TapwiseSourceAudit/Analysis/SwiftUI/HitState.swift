import SwiftSyntax

/// Where a bound is written: from the first token of the expression that fixes it (the `.` of `.frame(…)`) to its
/// end, kept as byte offsets until the target is reported, so that no line is counted for a bound that no finding
/// needs.
struct BoundPlace {
  /// The first byte of the expression.
  let start: AbsolutePosition
  /// Just after its last byte.
  let end: AbsolutePosition

  /// The place of a modifier call, from its `.` to its closing parenthesis or brace.
  /// - Parameter modifier: The modifier.
  init(_ modifier: ViewChain.Modifier) {
    start = modifier.period.positionAfterSkippingLeadingTrivia
    end = modifier.call.endPositionBeforeTrailingTrivia
  }
}

/// An upper bound on a length, and where the expression that fixes it is written.
struct Bound {
  /// The bound, in points.
  var length: Double
  /// Where it is fixed.
  var place: BoundPlace

  /// The larger of two bounds, keeping the place of the larger.
  static func larger(_ first: Bound, _ second: Bound) -> Bound {
    second.length > first.length ? second : first
  }
}

/// What the modifier walk knows about one dimension (width or height) of a view so far.
///
/// Two lengths are tracked because SwiftUI answers touches only where content is: a frame's empty space answers
/// none unless a content shape or a filled background covers it. `layout` is the view's own laid-out length (what
/// `.contentShape(Rectangle())` or `.background(Color.red)` would fill); `hit` is what answers touches.
struct DimensionState {
  /// An upper bound on the view's laid-out length, or `nil` when the code doesn't fix it.
  var layout: Bound?
  /// An upper bound on the length of the part that answers touches, or `nil` when the code doesn't fix it.
  var hit: Bound?
  /// Whether the content, while its hit length is unknown, takes no more than the length proposed to it, so that
  /// an enclosing fixed frame bounds it. `false` for content that ignores the proposal (`.fixedSize()`, a
  /// `.scaledToFill()` image, a custom view whose body can't be seen, a system control).
  var fitsProposal: Bool
  /// A length the content may take whatever is proposed to it (the padding added to content of unknown size, a
  /// symbol drawn at a fixed font size), so that an enclosing frame bounds it by no less than this.
  var floor: Double = 0

  /// Nothing known; the content fits what is proposed to it.
  static let flexible = DimensionState(layout: nil, hit: nil, fitsProposal: true)
  /// Nothing known, and the content may be larger than any frame around it.
  static let rigid = DimensionState(layout: nil, hit: nil, fitsProposal: false)

  /// Makes every length unknown: a modifier whose effect on size the audit can't read.
  mutating func forget() {
    self = .rigid
  }

  /// What holds for either of two views (the branches of an `if`): the larger bounds, unknown where either is.
  func union(_ other: DimensionState) -> DimensionState {
    func larger(_ first: Bound?, _ second: Bound?) -> Bound? {
      guard let first, let second else { return nil }
      return Bound.larger(first, second)
    }
    return DimensionState(
      layout: larger(layout, other.layout), hit: larger(hit, other.hit),
      fitsProposal: fitsProposal && other.fitsProposal, floor: max(floor, other.floor))
  }
}

/// What the modifier walk knows about a view: its width and height, and whether adding Tapwise's
/// `.minimumTouchSize()` would fix it.
struct ViewHitState {
  /// The width.
  var width: DimensionState
  /// The height.
  var height: DimensionState
  /// Whether `.minimumTouchSize()` would fix a finding (false in a `List` row, or with one already there).
  var isFixable = true
  /// Whether the system decides the hit area whatever the modifiers say (a switch, a stepper, a `List` row): both
  /// dimensions stay unknown.
  var isSystemSized = false

  /// A view the walk knows nothing about, whose content fits what is proposed to it (`Text`, an SF Symbol, a stack).
  static let flexible = ViewHitState(width: .flexible, height: .flexible)
  /// A view the walk knows nothing about, which may be larger than any frame put around it.
  static let rigid = ViewHitState(width: .rigid, height: .rigid)

  /// What holds for either of two views (the branches of an `if`).
  func union(_ other: ViewHitState) -> ViewHitState {
    var either = ViewHitState(width: width.union(other.width), height: height.union(other.height))
    either.isFixable = isFixable && other.isFixable
    either.isSystemSized = isSystemSized || other.isSystemSized
    return either
  }

  /// Applies a change to the chosen dimensions.
  /// - Parameters:
  ///   - axes: Which dimensions.
  ///   - change: The change.
  mutating func update(_ axes: Axes, _ change: (inout DimensionState) -> Void) {
    if axes.contains(.horizontal) { change(&width) }
    if axes.contains(.vertical) { change(&height) }
  }
}

/// A set of dimensions a modifier affects.
struct Axes: OptionSet {
  let rawValue: UInt8
  /// Width.
  static let horizontal = Axes(rawValue: 1)
  /// Height.
  static let vertical = Axes(rawValue: 2)
  /// Both.
  static let both: Axes = [.horizontal, .vertical]
}
