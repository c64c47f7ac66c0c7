import SwiftSyntax

/// What assignments say about a view: its frame and bounds, its transform and autoresizing, whether Auto Layout
/// sizes it, and Tapwise's touch-area settings.
///
/// - `init(frame:)`, `.frame =` and `.bounds =` with a `CGRect` literal, `.frame.size =` with a `CGSize` literal and
///   `.frame.size.width =` with a number set the frame's size (UIView.frame: "This rectangle defines the size and
///   position of the view", https://developer.apple.com/documentation/uikit/uiview/frame; UIView.bounds: changing
///   its size "also changes the size of the rectangle in the frame property to match",
///   https://developer.apple.com/documentation/uikit/uiview/bounds). A size of zero (`.zero`, `CGRect()`) is a
///   placeholder for a size set later, so it says nothing.
/// - A size the code computes, or a compound assignment (`+=`), leaves the frame's size unknown.
/// - Any transform but `.identity` leaves the whole size unknown: "If the transform property is not the identity
///   transform, the value of this property is undefined" (UIView.frame).
/// - An autoresizing mask with a flexible width or height leaves that dimension unknown: the superview resizes it.
extension UIKitFactCollector {
  /// The shape a frame value is written in.
  enum FrameShape {
    /// A `CGRect`.
    case rect
    /// A `CGSize`.
    case size
    /// One dimension's number.
    case length(Axis)
  }

  /// Members of a view that a bare name in a view subclass means on `self` (`frame = …`, `sizeToFit()`).
  static let viewMembers: Set<String> = [
    "frame", "bounds", "layer", "transform", "translatesAutoresizingMaskIntoConstraints", "autoresizingMask",
    "widthAnchor", "heightAnchor", "snp", "tw", "sizeToFit", "twMinimumTouchSize", "twTouchAreaOutset",
    "addGestureRecognizer",
  ]

  /// Records an assignment, if a sequence is one (`close.frame = CGRect(…)`, `width += 8`).
  /// - Parameter node: The sequence.
  func recordAssignment(_ node: SequenceExprSyntax) {
    let elements = Array(node.elements)
    guard elements.count >= 3 else { return }
    if elements[1].is(AssignmentExprSyntax.self) {
      assignment(to: elements[0], value: elements.count == 3 ? elements[2] : nil, at: SourceSpan(node))
    } else if let binary = elements[1].as(BinaryOperatorExprSyntax.self), Self.isCompound(binary.operator.text) {
      assignment(to: elements[0], value: nil, at: SourceSpan(node))
    }
  }

  private static func isCompound(_ text: String) -> Bool {
    text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }

  /// Records an assignment: to a variable (a creation, another name of a view), or to a member of a view.
  private func assignment(to target: ExprSyntax, value: ExprSyntax?, at span: SourceSpan) {
    guard let chain = MemberChain(target) else { return }
    if let key = variableReference(target), !(chain.links.isEmpty && isSelfMember(chain.root)) {
      if let value { assign(value, to: key, at: span) }
      return
    }
    if let value, let source = variableReference(value) {
      update(source) { $0.escapes = true }  // `navigationItem.titleView = button`: laid out by another object
    }
    guard chain.links.allSatisfy({ $0.call == nil }), let (key, path) = receiver(of: chain), !path.isEmpty else {
      return
    }
    set(path, of: key, to: value)
  }

  /// The view a member chain starts from and the members after it: `closeButton.frame` is `closeButton` and
  /// `frame`; `self.closeButton.frame` the same; `self.frame` and a bare `frame` are `self` and `frame`.
  /// - Parameter chain: A chain.
  /// - Returns: The view's variable and the path, or `nil` for a chain from no view the type follows.
  func receiver(of chain: MemberChain) -> (VariableKey, [MemberChain.Link])? {
    if chain.root == "self" {
      if chain.links.count >= 2, !Self.viewMembers.contains(chain.links[0].name) {
        return (property(chain.links[0].name), Array(chain.links.dropFirst()))
      }
      return (resolve("self"), chain.links)
    }
    if isSelfMember(chain.root) {
      let link = MemberChain.Link(name: chain.root, call: nil)
      return (resolve("self"), [link] + chain.links)
    }
    guard TypeConstruction.isTypeName(chain.root) == false else { return nil }
    return (resolve(chain.root), chain.links)
  }

  /// Whether a bare name means a member of `self`'s view: a view member no local shadows.
  private func isSelfMember(_ name: String) -> Bool {
    Self.viewMembers.contains(name) && !frames.contains { $0.names[name] != nil }
  }

  /// Records setting a member path of a view.
  private func set(_ path: [MemberChain.Link], of key: VariableKey, to value: ExprSyntax?) {
    let names = path.map(\.name)
    switch names {
    case ["frame"], ["bounds"], ["layer", "frame"], ["layer", "bounds"]:
      recordFrame(value, of: key, size: .rect)
    case ["frame", "size"], ["bounds", "size"]:
      recordFrame(value, of: key, size: .size)
    case ["frame", "size", "width"], ["bounds", "size", "width"]:
      recordFrame(value, of: key, size: .length(.width))
    case ["frame", "size", "height"], ["bounds", "size", "height"]:
      recordFrame(value, of: key, size: .length(.height))
    case _ where names.count >= 2 && names[1] == "origin" && (names[0] == "frame" || names[0] == "bounds"):
      break  // `frame.origin.x = 8` moves the view
    case ["center"]:
      break
    case ["transform"], ["layer", "transform"]:
      if let value, value.trimmedDescription.hasSuffix(".identity") { break }
      update(key) { $0.sizeUnknown = true }
    case ["translatesAutoresizingMaskIntoConstraints"]:
      if value?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) {
        update(key) { $0.usesAutoLayout = true }
      }
    case ["autoresizingMask"]:
      let text = value?.trimmedDescription ?? ""
      let computed = value == nil || !text.contains(".")
      update(key) {
        if computed || text.contains("flexibleWidth") { $0.width.frameUnknown = true }
        if computed || text.contains("flexibleHeight") { $0.height.frameUnknown = true }
      }
    case ["isHidden"], ["isEnabled"], ["isUserInteractionEnabled"], ["alpha"]:
      let text = value?.trimmedDescription
      let off = names[0] == "isHidden" ? text == "true" : names[0] == "alpha" ? text == "0" : text == "false"
      update(key) { $0.switches[names[0], default: 0] |= off ? 1 : 2 }
    case ["tw", "minimumTouchSize"], ["twMinimumTouchSize"]:
      recordMinimumSize(value, of: key)
    case ["tw", "touchAreaOutsets"]:
      recordOutsets(value.flatMap { EdgeInsetsLiteral($0) }.map { ($0.horizontal, $0.vertical) }, of: key)
    case ["twTouchAreaOutset"]:
      let edge = value.flatMap(NumberLiteral.value(of:))
      recordOutsets(edge.map { ($0 * 2, $0 * 2) }, of: key)
    default:
      if names.first == "frame" || names.first == "bounds" {
        update(key) { $0.sizeUnknown = true }  // `frame.size.width += 8`
      } else if names.count == 1, UIKitLayoutWords.mentionsSize(names[0]) {
        update(key) { $0.sizeUnknown = true }  // `button.width = 60` through a frame helper
      }
    }
  }

  /// Records a frame size written as a rectangle, a size or a length.
  /// - Parameters:
  ///   - value: The value, `nil` for one the code computes.
  ///   - key: The view's variable.
  ///   - size: How the value is written.
  func recordFrame(_ value: ExprSyntax?, of key: VariableKey, size: FrameShape) {
    guard let value else {
      update(key) {
        $0.width.frameUnknown = true
        $0.height.frameUnknown = true
      }
      return
    }
    var lengths: [Axis: Double?] = [:]
    switch size {
    case .rect:
      let rect = RectLiteral(value)
      lengths = [.width: rect?.width, .height: rect?.height]
    case .size:
      let literal = SizeLiteral(value)
      lengths = [.width: literal?.width, .height: literal?.height]
    case .length(let axis):
      lengths = [axis: NumberLiteral.value(of: value)]
    }
    update(key) { facts in
      for (axis, length) in lengths {
        switch length {
        case let length? where length > 0:
          facts[axis].frames.append(LengthFact(value: length, span: SourceSpan(value)))
        case 0?:
          break  // a placeholder, sized later
        default:
          facts[axis].frameUnknown = true
        }
      }
    }
  }

  private func recordMinimumSize(_ value: ExprSyntax?, of key: VariableKey) {
    let size = value.flatMap { SizeLiteral($0) }
    update(key) { facts in
      for axis in Axis.allCases {
        guard let length = axis == .width ? size?.width : size?.height, let value else {
          facts[touchArea: axis].unknown = true
          facts.hasMinimumSize = true
          continue
        }
        if length > 0 {
          facts[touchArea: axis].minimums.append(LengthFact(value: length, span: SourceSpan(value)))
          facts.hasMinimumSize = true
        }
      }
    }
  }

  private func recordOutsets(_ sums: (Double?, Double?)?, of key: VariableKey) {
    update(key) { facts in
      for (axis, sum) in [(Axis.width, sums?.0), (.height, sums?.1)] {
        if let sum = sum ?? nil {
          facts[touchArea: axis].outsets.append(sum)
        } else {
          facts[touchArea: axis].unknown = true
        }
      }
    }
  }
}
