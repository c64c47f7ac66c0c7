import SwiftSyntax

/// One pass over a file that collects, per variable of each type, what the code says about its view: where it is
/// created and as what, its size facts (``UIKitSizeFacts``), the names it shares with other variables, and the tap
/// recognizers added to views.
///
/// Variables are followed within their type (its declaration and the file's extensions of it), never across files
/// or types: a property by its name, a local by its function and name. Positions are kept as byte offsets; only
/// what is reported is turned into lines and columns.
final class UIKitFactCollector: SyntaxVisitor {
  /// A tap recognizer, or what might be one, added to a view (`view.addGestureRecognizer(tap)`).
  struct GestureAddition {
    /// The view it is added to.
    let view: VariableKey
    /// The recognizer's type when it is made in place (`addGestureRecognizer(UITapGestureRecognizer(…))`).
    let recognizerType: String?
    /// The recognizer's variable, when it is passed by name.
    let recognizer: VariableKey?
    /// The call that adds it.
    let span: SourceSpan
  }

  /// The variables' creations, names and aliases.
  var variables = UIKitVariables()
  /// Each variable's size facts.
  var facts: [VariableKey: UIKitSizeFacts] = [:]
  /// The classes the file declares.
  var classes = UIKitControlTypes()
  /// Recognizers added to views, in source order.
  var gestures: [GestureAddition] = []
  /// The declarations of properties made by a closure (`lazy var b: UIButton = { … }()`), which are their targets'
  /// regions.
  var closureDeclarations: [VariableKey: SourceSpan] = [:]

  /// Names visible in one block, and the variable a closure's result names, if it is a property's initializer.
  struct Frame {
    var names: [String: VariableKey] = [:]
    var returns: VariableKey?
  }

  /// A function (or property initializer) whose locals are numbered together.
  private struct FunctionScope {
    let id: Int
    let name: String
    var counts: [String: Int] = [:]
  }

  private var typeStack: [String] = []
  private(set) var frames: [Frame] = []
  private var functions: [FunctionScope] = []
  private var saved: [(frames: [Frame], functions: [FunctionScope])] = []
  private var nextScope = 1
  private var propertyBindings: [Bool] = []
  /// Frames prepared for closures about to be visited: a lazy property's initializer, a `then` closure.
  var pendingFrames: [SyntaxIdentifier: Frame] = [:]

  init() {
    super.init(viewMode: .sourceAccurate)
  }

  /// The type being visited, `nil` at the top level.
  var currentType: String? { typeStack.last }

  // MARK: - Types

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let superclass = node.inheritanceClause?.inheritedTypes.first.flatMap { Self.simpleTypeName($0.type) }
    let overrides = node.memberBlock.members.contains { item in
      guard let function = item.decl.as(FunctionDeclSyntax.self) else { return false }
      let name = function.name.text
      return (name == "point" || name == "hitTest")
        && function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
    classes.declare(
      node.name.text, qualifiedName: qualified(node.name.text), superclass: superclass, overridesHitTesting: overrides)
    enterType(qualified(node.name.text))
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(qualified(node.name.text))
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { leaveType() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(qualified(node.name.text))
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(qualified(node.name.text))
    return .visitChildren
  }

  override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(qualified(node.name.text))
    return .visitChildren
  }

  override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

  private func qualified(_ name: String) -> String {
    currentType.map { "\($0).\(name)" } ?? name
  }

  private func enterType(_ name: String) {
    typeStack.append(name)
    saved.append((frames, functions))
    frames = []
    functions = []
  }

  private func leaveType() {
    typeStack.removeLast()
    (frames, functions) = saved.removeLast()
  }

  // MARK: - Facts

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(node)
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    bind(node)
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    recordAssignment(node)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    recordCall(node)
    return .visitChildren
  }

  override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
    recordEscape(node.expression)
    return .visitChildren
  }

  override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
    recordEscape(node.value)
    return .visitChildren
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression { recordEscape(expression) }
    return .visitChildren
  }

  // MARK: - Scopes

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterFunction(node.name.text, parameters: node.signature.parameterClause.parameters)
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enterFunction("init", parameters: node.signature.parameterClause.parameters)
    return .visitChildren
  }

  override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enterFunction("deinit")
    return .visitChildren
  }

  override func visitPost(_ node: DeinitializerDeclSyntax) { leaveFunction() }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    enterFunction("subscript", parameters: node.parameterClause.parameters)
    return .visitChildren
  }

  override func visitPost(_ node: SubscriptDeclSyntax) { leaveFunction() }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    // A property's getter or initializer closure numbers its locals as a function named for the property.
    let isProperty = functions.isEmpty && node.pattern.is(IdentifierPatternSyntax.self)
    if isProperty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      enterFunction(name)
    }
    propertyBindings.append(isProperty)
    return .visitChildren
  }

  override func visitPost(_ node: PatternBindingSyntax) {
    if propertyBindings.removeLast() { leaveFunction() }
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    frames.append(pendingFrames.removeValue(forKey: node.id) ?? Frame())
    return .visitChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    // `for button in buttons`: the loop's variable is a local of its body, never a property of that name.
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let key = newLocal(name) {
      pendingFrames[node.body.id, default: Frame()].names[name] = key
    }
    return .visitChildren
  }

  override func visitPost(_ node: CodeBlockSyntax) { frames.removeLast() }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if let prepared = pendingFrames.removeValue(forKey: node.id) {
      frames.append(prepared)
    } else {
      // The closure's parameters (`$0` when it names none) shadow whatever a name meant outside it.
      var frame = Frame()
      for name in Self.parameterNames(of: node) { frame.names[name] = newLocal(name) ?? placeholder }
      frames.append(frame)
    }
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) { frames.removeLast() }

  private func enterFunction(_ name: String, parameters: FunctionParameterListSyntax? = nil) {
    functions.append(FunctionScope(id: nextScope, name: name))
    nextScope += 1
    frames.append(Frame())
    // A parameter is a local: `func style(_ button: UIButton)` never means the type's `button`.
    for parameter in parameters ?? [] {
      let name = (parameter.secondName ?? parameter.firstName).text
      if name != "_" { _ = declareLocal(name) }
    }
  }

  /// A variable that no view is: a closure's parameter at a file's top level.
  private var placeholder: VariableKey { VariableKey(type: nil, scope: -1, name: "") }

  private func leaveFunction() {
    functions.removeLast()
    frames.removeLast()
  }

  /// The variable a name refers to here: the innermost local of that name, else the type's property.
  /// - Parameter name: A name (`self` for the type's own view).
  /// - Returns: Its variable.
  func resolve(_ name: String) -> VariableKey {
    for frame in frames.reversed() {
      if let key = frame.names[name] { return key }
    }
    let key = VariableKey(type: currentType, scope: 0, name: name)
    variables.name(key, name)
    return key
  }

  /// Declares a local here, or returns the variable a closure's prepared frame already gave the name (the local a
  /// lazy property's initializer returns is the property).
  /// - Parameter name: The local's name.
  /// - Returns: Its variable.
  func declareLocal(_ name: String) -> VariableKey {
    if let key = frames.last?.names[name] { return key }
    guard let key = newLocal(name) else { return resolve(name) }
    if frames.isEmpty { frames.append(Frame()) }
    frames[frames.count - 1].names[name] = key
    return key
  }

  /// A new local of the function being visited, numbered after the function's earlier locals of that name; `nil`
  /// outside any function.
  /// - Parameter name: The local's name.
  /// - Returns: Its variable.
  func newLocal(_ name: String) -> VariableKey? {
    guard var function = functions.last, function.id != 0 else { return nil }
    let count = (function.counts[name] ?? 0) + 1
    function.counts[name] = count
    functions[functions.count - 1] = function
    let keyName = count == 1 ? name : "\(name)#\(count)"
    let key = VariableKey(type: currentType, scope: function.id, name: keyName)
    variables.name(key, "\(function.name).\(keyName)")
    return key
  }

  /// Gives a name in the innermost frame to a variable (an optional binding of a property).
  /// - Parameters:
  ///   - name: The name.
  ///   - key: The variable.
  func bind(_ name: String, to key: VariableKey) {
    if frames.isEmpty { frames.append(Frame()) }
    frames[frames.count - 1].names[name] = key
  }

  /// The variable a closure being visited returns as a property's view, if it is one's initializer.
  var closureReturn: VariableKey? {
    frames.last { $0.returns != nil }?.returns
  }

  /// Updates a variable's facts.
  /// - Parameters:
  ///   - key: The variable.
  ///   - change: The change.
  func update(_ key: VariableKey, _ change: (inout UIKitSizeFacts) -> Void) {
    change(&facts[key, default: UIKitSizeFacts()])
  }

  /// A type's name without optionality or module: `UIButton` for `UIButton!`, `UIKit.UIButton?`.
  /// - Parameter type: A type.
  /// - Returns: Its name, or `nil` for a type that isn't a plain name (a tuple, a function).
  static func simpleTypeName(_ type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let optional = type.as(OptionalTypeSyntax.self) { return simpleTypeName(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return simpleTypeName(unwrapped.wrappedType)
    }
    if let attributed = type.as(AttributedTypeSyntax.self) { return simpleTypeName(attributed.baseType) }
    return nil
  }
}
