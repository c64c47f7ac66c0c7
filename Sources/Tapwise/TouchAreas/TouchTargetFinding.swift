/// One problem the touch-target audit found, naming views by their path from the audited root.
///
/// Paths join each view's `accessibilityIdentifier` (or its type name and index among its siblings, such as
/// `UIButton[2]`) with `/`, from the root's child down: `card/close`.
///
/// ```swift
/// for finding in TouchTargetAudit.run(on: window) {
///   print(finding)   // tooSmall     toolbar/info: answers 9 of 81 points of the 44×44 square around its centre
/// }
/// ```
public enum TouchTargetFinding: Equatable, Sendable, CustomStringConvertible {
  /// The target's touch area doesn't fill a square of the minimum size around its centre.
  /// - Parameters:
  ///   - view: The target's path.
  ///   - hits: The sample points of the square that `point(inside:with:)` answered.
  ///   - samples: All sample points.
  ///   - minimumSize: The square's size.
  case tooSmall(view: String, hits: Int, samples: Int, minimumSize: CGSize)

  /// Two targets' touch areas overlap. Touches in the overlap are resolved by the nearest-target rule, but a
  /// finger there may reach either.
  /// - Parameters:
  ///   - view: The first target's path, in tree order.
  ///   - other: The second target's path.
  ///   - area: The overlap in square points.
  case overlapping(view: String, other: String, area: CGFloat)

  /// Part of a target's touch area lies outside an ancestor that doesn't receive touches outside its bounds, so
  /// no touch there can reach it.
  /// - Parameters:
  ///   - view: The target's path.
  ///   - ancestor: The innermost ancestor that cuts the area off.
  ///   - area: The part of the touch area outside that ancestor, in square points.
  case unreachable(view: String, ancestor: String, area: CGFloat)

  /// An interactive view in front of the target (a later sibling of it or of one of its ancestors) covers its
  /// whole bounds with its touch area, so no touch on the target's real bounds reaches it. Touches in the part of
  /// the target's enlarged area that lies beyond the cover still can.
  /// - Parameters:
  ///   - view: The target's path.
  ///   - by: The covering view's path.
  case covered(view: String, by: String)

  /// The kinds of finding, in the order reports list them.
  public enum Kind: String, CaseIterable, Sendable {
    /// ``TouchTargetFinding/tooSmall(view:hits:samples:minimumSize:)``.
    case tooSmall
    /// ``TouchTargetFinding/overlapping(view:other:area:)``.
    case overlapping
    /// ``TouchTargetFinding/unreachable(view:ancestor:area:)``.
    case unreachable
    /// ``TouchTargetFinding/covered(view:by:)``.
    case covered
  }

  /// The finding's kind.
  public var kind: Kind {
    switch self {
    case .tooSmall: .tooSmall
    case .overlapping: .overlapping
    case .unreachable: .unreachable
    case .covered: .covered
    }
  }

  /// The path of the target the finding is about.
  public var view: String {
    switch self {
    case .tooSmall(let view, _, _, _), .overlapping(let view, _, _), .unreachable(let view, _, _),
      .covered(let view, _):
      view
    }
  }

  /// The other view the finding names, if any: the overlapping target, the cutting ancestor, the covering view.
  public var relatedView: String? {
    switch self {
    case .tooSmall: nil
    case .overlapping(_, let other, _): other
    case .unreachable(_, let ancestor, _): ancestor
    case .covered(_, let by): by
    }
  }

  /// One line of text: the kind padded to 12 columns, then the finding in words.
  public var description: String {
    kind.rawValue + String(repeating: " ", count: max(0, 12 - kind.rawValue.count)) + " " + message
  }

  /// The target and what is wrong, without the kind: `toolbar/info: answers 9 of 81 points of the 44×44 square
  /// around its centre`. Reports that name the kind elsewhere (the lab's editor and CI formats) print this.
  package var message: String {
    switch self {
    case .tooSmall(let view, let hits, let samples, let size):
      "\(view): answers \(hits) of \(samples) points of the \(GeometryText.size(size)) square around its centre"
    case .overlapping(let view, let other, let area):
      "\(view) and \(other): touch areas overlap by \(GeometryText.number(area)) pt²"
    case .unreachable(let view, let ancestor, let area):
      "\(view): \(GeometryText.number(area)) pt² of its touch area lies outside \(ancestor), which does not receive "
        + "touches outside its bounds"
    case .covered(let view, let by):
      "\(view): covered by \(by), an interactive view in front of it"
    }
  }
}
