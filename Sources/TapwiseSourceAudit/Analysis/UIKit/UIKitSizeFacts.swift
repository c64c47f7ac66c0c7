import SwiftSyntax

/// Where an expression is written, as byte positions: turned into lines and columns only for what is reported.
struct SourceSpan: Equatable {
  /// Its first byte, after leading trivia.
  let start: AbsolutePosition
  /// Just after its last byte, before trailing trivia.
  let end: AbsolutePosition

  /// The span of a node.
  /// - Parameter node: A node.
  init(_ node: some SyntaxProtocol) {
    start = node.positionAfterSkippingLeadingTrivia
    end = node.endPositionBeforeTrailingTrivia
  }
}

/// A length the code writes as a number, and where.
struct LengthFact: Equatable {
  /// The length, in points.
  let value: Double
  /// The expression that writes it (`CGRect(…)`, `constraint(equalToConstant: 24)`, `equalTo(24)`).
  let span: SourceSpan
}

/// What one variable's code says about one dimension of its view.
struct DimensionFacts {
  /// Sizes its frame or bounds is given as numbers (`init(frame:)`, `.frame =`, `.bounds =`, `.frame.size =`).
  var frames: [LengthFact] = []
  /// Whether its frame is also given a size the code computes (a variable, `sizeToFit()`, a flexible autoresizing
  /// mask), so that no frame size can be trusted.
  var frameUnknown = false
  /// Active constant Auto Layout constraints that bound it: `equalToConstant:` and `lessThanOrEqualToConstant:`,
  /// SnapKit's `equalTo(N)` and `lessThanOrEqualTo(N)`.
  var constraints: [LengthFact] = []
  /// Whether any other constraint sizes it (one not visibly active, a greater-than or multiplier constraint, one to
  /// another anchor, a SnapKit constraint with a priority or offset), so that no constant can be trusted.
  var constraintUnknown = false

  /// Adds another variable's facts, for two names of one view.
  /// - Parameter other: The other facts.
  mutating func merge(_ other: DimensionFacts) {
    frames += other.frames
    frameUnknown = frameUnknown || other.frameUnknown
    constraints += other.constraints
    constraintUnknown = constraintUnknown || other.constraintUnknown
  }

  /// Whether the code says anything at all about this dimension.
  var isEmpty: Bool { frames.isEmpty && !frameUnknown && constraints.isEmpty && !constraintUnknown }
}

/// Tapwise's touch-area settings on a variable's view, as far as they add to one dimension.
struct TouchAreaFacts {
  /// Minimum sizes set in this dimension (`tw.minimumTouchSize`).
  var minimums: [LengthFact] = []
  /// Outsets added in this dimension, each the sum of two edges (`tw.touchAreaOutsets`).
  var outsets: [Double] = []
  /// Whether a setting is given a value the code computes.
  var unknown = false

  /// Adds another variable's settings.
  /// - Parameter other: The other settings.
  mutating func merge(_ other: TouchAreaFacts) {
    minimums += other.minimums
    outsets += other.outsets
    unknown = unknown || other.unknown
  }
}

/// Everything a type's code says about one variable's view: the facts that its hit area's size is decided from
/// (``UIKitSizeRules``).
struct UIKitSizeFacts {
  /// The width's facts.
  var width = DimensionFacts()
  /// The height's facts.
  var height = DimensionFacts()
  /// Tapwise's settings in width.
  var touchWidth = TouchAreaFacts()
  /// Tapwise's settings in height.
  var touchHeight = TouchAreaFacts()
  /// Whether Auto Layout sizes the view (`translatesAutoresizingMaskIntoConstraints = false`, SnapKit).
  var usesAutoLayout = false
  /// Whether a stack view arranges it (`addArrangedSubview`).
  var isArranged = false
  /// Whether the view leaves what the type's code can follow: passed to a function, put in an array or another
  /// object, returned.
  var escapes = false
  /// Whether something sizes the whole view in a way the audit doesn't read: a transform, another layout library.
  var sizeUnknown = false
  /// Whether any Tapwise minimum size other than zero is set.
  var hasMinimumSize = false
  /// For each switch that takes a view out of hit testing (`isHidden`, `isEnabled`, `isUserInteractionEnabled`,
  /// `alpha`): 1 when it is set to switch the view off (`isHidden = true`, `isEnabled = false`, `alpha = 0`), 2
  /// when it is set to anything else, 3 for both.
  var switches: [String: UInt8] = [:]

  /// Whether the code only ever switches the view off through one of its switches, so that hit testing never
  /// reaches it (UIKit's rules, as the storyboard audit applies them: hidden, an alpha below 0.01, user
  /// interaction off, a disabled control).
  var isSwitchedOff: Bool { switches.values.contains(1) }

  /// The facts of one dimension.
  /// - Parameter axis: The dimension.
  /// - Returns: Its facts.
  subscript(axis: Axis) -> DimensionFacts {
    get { axis == .width ? width : height }
    set {
      if axis == .width { width = newValue } else { height = newValue }
    }
  }

  /// Tapwise's settings in one dimension.
  /// - Parameter axis: The dimension.
  /// - Returns: Its settings.
  subscript(touchArea axis: Axis) -> TouchAreaFacts {
    get { axis == .width ? touchWidth : touchHeight }
    set {
      if axis == .width { touchWidth = newValue } else { touchHeight = newValue }
    }
  }

  /// Adds another variable's facts, for two names of one view.
  /// - Parameter other: The other facts.
  mutating func merge(_ other: UIKitSizeFacts) {
    width.merge(other.width)
    height.merge(other.height)
    touchWidth.merge(other.touchWidth)
    touchHeight.merge(other.touchHeight)
    usesAutoLayout = usesAutoLayout || other.usesAutoLayout
    isArranged = isArranged || other.isArranged
    escapes = escapes || other.escapes
    sizeUnknown = sizeUnknown || other.sizeUnknown
    hasMinimumSize = hasMinimumSize || other.hasMinimumSize
    switches.merge(other.switches) { $0 | $1 }
  }

  /// Whether the code sizes the view at all (used for a subclass that sizes itself).
  var sizesView: Bool {
    !width.isEmpty || !height.isEmpty || usesAutoLayout || isArranged || sizeUnknown
  }
}

/// One of a view's two dimensions.
enum Axis: CaseIterable {
  /// The width.
  case width
  /// The height.
  case height
}
