import SwiftSyntax

/// What calls say about a view: its constraints (``UIKitConstraintRules``, ``UIKitSnapKitReader``), a stack view
/// arranging it, a tap recognizer added to it, `sizeToFit()`, and where it leaves the code the audit follows.
extension UIKitFactCollector {
  /// Calls that take a view without sizing it.
  private static let harmlessTakers: Set<String> = [
    "addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "addSubviews", "equalTo",
    "lessThanOrEqualTo", "greaterThanOrEqualTo", "addGestureRecognizer", "removeGestureRecognizer", "print",
    "convert", "isDescendant", "contains", "firstIndex", "index",
  ]

  /// Calls by which a stack view arranges a view, and so sizes it.
  private static let arrangers: Set<String> = ["addArrangedSubview", "insertArrangedSubview"]

  /// Records what a call says about the views it is called on or given.
  /// - Parameter node: The call.
  func recordCall(_ node: FunctionCallExprSyntax) {
    let callee = Self.calleeName(node)
    for argument in node.arguments where argument.label?.text != "target" {
      guard let key = variableReference(argument.expression) else { continue }
      if Self.arrangers.contains(callee) {
        update(key) { $0.isArranged = true }
      } else if !Self.harmlessTakers.contains(callee) {
        update(key) { $0.escapes = true }
      }
    }
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      // A bare `addGestureRecognizer(tap)` or `sizeToFit()` in a view subclass acts on `self`.
      let name = reference.baseName.text
      if Self.viewMembers.contains(name), !frames.contains(where: { $0.names[name] != nil }) {
        call(MemberChain.Link(name: name, call: node), path: [], on: resolve("self"), node)
      }
      return
    }
    guard let chain = MemberChain(ExprSyntax(node)), let (key, path) = receiver(of: chain), let last = path.last
    else { return }
    call(last, path: Array(path.dropLast()), on: key, node)
  }

  /// Records that a view leaves the code the audit follows when an expression that names it is put in an array
  /// or a dictionary or returned (not the view a property's initializer closure returns).
  /// - Parameter expression: The expression.
  func recordEscape(_ expression: ExprSyntax) {
    if let key = variableReference(expression), key != closureReturn { update(key) { $0.escapes = true } }
  }

  /// Records a method called on a view through a path of members (`closeButton.widthAnchor.constraint(…)` is
  /// `constraint` through `widthAnchor`).
  private func call(
    _ method: MemberChain.Link, path: [MemberChain.Link], on key: VariableKey, _ node: FunctionCallExprSyntax
  ) {
    let names = path.map(\.name)
    switch (names, method.name) {
    case (["widthAnchor"], "constraint"):
      update(key) { UIKitConstraintRules.record(node, in: &$0.width) }
    case (["heightAnchor"], "constraint"):
      update(key) { UIKitConstraintRules.record(node, in: &$0.height) }
    case (_, "constraint") where names.count == 1 && names[0].hasSuffix("Anchor"):
      update(key) { $0.usesAutoLayout = true }  // a position: Auto Layout places, and so sizes, the view
    case (["snp"], "makeConstraints"), (["snp"], "updateConstraints"), (["snp"], "remakeConstraints"):
      let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
      let read = closure.map { UIKitSnapKitReader.read($0, remakes: method.name == "remakeConstraints") }
      update(key) { facts in
        facts.usesAutoLayout = true
        guard let read else {
          facts.sizeUnknown = true
          return
        }
        facts.width.merge(read.width)
        facts.height.merge(read.height)
      }
    case (["snp"], _):
      update(key) { $0.sizeUnknown = true }  // `snp.removeConstraints()`, a stored constraint updated
    case ([], "addGestureRecognizer"):
      guard let argument = node.arguments.first?.expression else { return }
      gestures.append(
        GestureAddition(
          view: key, recognizerType: TypeConstruction(argument)?.typeName, recognizer: variableReference(argument),
          span: SourceSpan(node)))
    case ([], "sizeToFit"):
      update(key) {
        $0.width.frameUnknown = true
        $0.height.frameUnknown = true
      }
    case ([], let name) where UIKitLayoutWords.mentionsSize(name):
      update(key) { $0.sizeUnknown = true }
    case (let names, _) where names.first.map(UIKitLayoutWords.mentionsSize) == true && !Self.readOnly(names):
      update(key) { $0.sizeUnknown = true }  // `view.pin.width(24)`
    default:
      break
    }
  }

  /// Whether a path only reads geometry (`button.frame.contains(point)`, `bounds.insetBy(dx:dy:)`).
  private static func readOnly(_ names: [String]) -> Bool {
    ["frame", "bounds", "layer", "center"].contains(names[0])
  }

  /// The name a call calls: `addSubview` for `view.addSubview(b)`, `UIButton` for `UIButton(…)`.
  private static func calleeName(_ node: FunctionCallExprSyntax) -> String {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return ""
  }
}
