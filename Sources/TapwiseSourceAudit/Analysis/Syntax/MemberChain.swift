import SwiftSyntax

/// An expression read as a chain of members from a name: `self.closeButton?.widthAnchor.constraint(equalToConstant:
/// 24).isActive` is the root `self` and the links `closeButton`, `widthAnchor`, `constraint(…)`, `isActive`.
///
/// Optional chaining and force unwrapping are looked through; a chain from anything but a name (`cells[0].button`,
/// `makeButton().frame`) is no chain.
///
/// ```swift
/// let chain = MemberChain(expression)
/// chain?.root                 // "self"
/// chain?.links.map(\.name)    // ["closeButton", "widthAnchor", "constraint", "isActive"]
/// ```
struct MemberChain {
  /// One member of the chain, and the call that applies it, if it is a method called.
  struct Link {
    /// The member's name.
    let name: String
    /// The call, for a method (`constraint(equalToConstant: 24)`).
    let call: FunctionCallExprSyntax?
  }

  /// The name the chain starts from (`self`, `closeButton`, `$0`).
  let root: String
  /// Where the root name is written.
  let rootNode: DeclReferenceExprSyntax
  /// The members after it, in order.
  let links: [Link]

  /// Reads an expression as a chain, or `nil` when it doesn't start from a name.
  /// - Parameter expression: An expression.
  init?(_ expression: ExprSyntax) {
    var links: [Link] = []
    var current = expression
    var pendingCall: FunctionCallExprSyntax?
    while true {
      if let member = current.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return nil }
        links.append(Link(name: member.declName.baseName.text, call: pendingCall))
        pendingCall = nil
        current = base
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        guard pendingCall == nil else { return nil }  // `f()()`
        pendingCall = call
        current = call.calledExpression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        guard pendingCall == nil else { return nil }  // `f(…)`: a function's result
        root = reference.baseName.text
        rootNode = reference
        self.links = links.reversed()
        return
      } else {
        return nil
      }
    }
  }

  /// The names of the links, in order.
  var names: [String] { links.map(\.name) }
}
