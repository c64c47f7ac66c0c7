import SwiftSyntax

/// Where variables get their views: declarations, optional bindings, and the values assigned to them.
extension UIKitFactCollector {
  /// Records a declaration's variables: their names, annotated types and values.
  /// - Parameter node: The declaration.
  func declare(_ node: VariableDeclSyntax) {
    let isProperty = node.parent?.is(MemberBlockItemSyntax.self) ?? false
    let isOutlet = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
    }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      let key = isProperty ? resolve(name) : declareLocal(name)
      if let type = binding.typeAnnotation.flatMap({ Self.simpleTypeName($0.type) }) {
        variables.annotate(key, type: type)
      }
      guard !isOutlet, let value = binding.initializer?.value else { continue }
      if isProperty, Self.closureCall(value) != nil {
        closureDeclarations[key] = SourceSpan(node)
      }
      assign(value, to: key, at: SourceSpan(node))
    }
  }

  /// Records an optional binding of a view (`if let button = closeButton`) as another name for it.
  /// - Parameter node: The binding.
  func bind(_ node: OptionalBindingConditionSyntax) {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
    let key: VariableKey?
    if let value = node.initializer?.value {
      // `if let button = closeButton` names the property's view; `if let button = sender as? UIButton` a new one.
      key = variableReference(value) ?? newLocal(name)
    } else {
      key = resolve(name)  // `if let closeButton`
    }
    guard let key else { return }
    // An `if` or `while` binding is a local of its body; a `guard` binding of the rest of the block.
    let statement = node.parent?.parent?.parent
    if let body = statement?.as(IfExprSyntax.self)?.body ?? statement?.as(WhileStmtSyntax.self)?.body {
      pendingFrames[body.id, default: Frame()].names[name] = key
    } else {
      bind(name, to: key)
    }
  }

  /// Records what assigning a value to a variable says: a creation (and its `frame:`), another name for a view, or
  /// a closure whose result or parameter is the variable's view.
  /// - Parameters:
  ///   - value: The value assigned.
  ///   - key: The variable.
  ///   - span: The declaration or assignment, the target's region if it creates a control.
  func assign(_ value: ExprSyntax, to key: VariableKey, at span: SourceSpan) {
    if let construction = TypeConstruction(value) {
      create(construction, for: key, at: span)
    } else if let call = value.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(
        MemberAccessExprSyntax.self), let base = member.base
    {
      let name = member.declName.baseName.text
      if name == "then" || name == "do", let closure = call.trailingClosure, let construction = TypeConstruction(base) {
        // Then's `UIButton().then { $0.frame = … }`: the closure's parameter is the view.
        create(construction, for: key, at: span)
        prepare(closure, naming: key)
      } else if name == "systemButton", let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
        variables.create(.init(key: key, typeName: type, span: span))
      }
    } else if let (closure, call) = Self.closureCall(value) {
      // `{ let b = UIButton(); …; return b }()`: the returned local is the variable's view.
      var frame = Frame()
      frame.returns = key
      let returned = Self.returnedExpression(of: closure)
      if let name = returned?.as(DeclReferenceExprSyntax.self)?.baseName.text {
        frame.names[name] = key
      } else if let returned, let construction = TypeConstruction(returned) {
        create(construction, for: key, at: span)  // `{ …; return UIButton(configuration: c) }()`
      }
      if call.arguments.count == 1, let argument = call.arguments.first,
        let construction = TypeConstruction(argument.expression)
      {
        create(construction, for: key, at: span)
        for parameter in Self.parameterNames(of: closure) { frame.names[parameter] = key }
      }
      pendingFrames[closure.id] = frame
    } else if let source = variableReference(value) {
      variables.alias(key, source)
    }
  }

  private func create(_ construction: TypeConstruction, for key: VariableKey, at span: SourceSpan) {
    variables.create(.init(key: key, typeName: construction.typeName, span: span))
    if let frame = construction.argument("frame") {
      recordFrame(frame, of: key, size: .rect)
    }
  }

  /// Makes a closure's parameter name a variable's view when the closure is visited.
  private func prepare(_ closure: ClosureExprSyntax, naming key: VariableKey) {
    var frame = Frame()
    for parameter in Self.parameterNames(of: closure) { frame.names[parameter] = key }
    pendingFrames[closure.id] = frame
  }

  /// The variable an expression names: `closeButton`, `self.closeButton`, `closeButton!`; `nil` for anything else.
  /// - Parameter expression: An expression.
  /// - Returns: The variable.
  func variableReference(_ expression: ExprSyntax) -> VariableKey? {
    guard let chain = MemberChain(expression), chain.links.allSatisfy({ $0.call == nil }) else { return nil }
    switch (chain.root, chain.links.count) {
    case (_, 0): return resolve(chain.root)
    case ("self", 1) where !Self.viewMembers.contains(chain.links[0].name): return property(chain.links[0].name)
    default: return nil
    }
  }

  /// The type's property of a name, whatever locals shadow it.
  /// - Parameter name: The property's name.
  /// - Returns: Its variable.
  func property(_ name: String) -> VariableKey {
    let key = VariableKey(type: currentType, scope: 0, name: name)
    variables.name(key, name)
    return key
  }

  /// A closure called in place, `{ … }()` or `{ … }(argument)`.
  static func closureCall(_ expression: ExprSyntax) -> (ClosureExprSyntax, FunctionCallExprSyntax)? {
    guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let closure = call.calledExpression.as(ClosureExprSyntax.self)
    else { return nil }
    return (closure, call)
  }

  /// What a closure returns last: `return b`, or `b` as its last statement.
  private static func returnedExpression(of closure: ClosureExprSyntax) -> ExprSyntax? {
    guard let last = closure.statements.last?.item else { return nil }
    return last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
  }

  /// A closure's parameter names, `$0` when it names none.
  static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names): return names.map(\.name.text)
    case .parameterClause(let clause): return clause.parameters.map(\.firstName.text)
    case nil: return ["$0"]
    }
  }
}
