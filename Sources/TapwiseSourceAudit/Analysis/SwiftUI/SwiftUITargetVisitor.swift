import SwiftSyntax
import TapwiseFormats

/// The one pass over a file that finds its SwiftUI targets: it keeps the enclosing type (the target's scene and the
/// scope of its ordinal name), the enclosing property or function, and the context the enclosing views set, and reads
/// each view expression once.
///
/// Previews (`#Preview { … }`, a `PreviewProvider`) are left out: they show sample screens, not the app's; so is code
/// under `#if os(macOS)` and the like (``PlatformClauses``). So are
/// the targets of a property or function that the same type names inside a toolbar (`ToolbarItem { closeButton }`),
/// and of a type that the file names inside one: the system sizes them as toolbar items. Names are given once the
/// file is read, so that these leave no gap in the ordinals.
final class SwiftUITargetVisitor: SyntaxVisitor {
  /// A target found, before it is named.
  private struct Found {
    /// The enclosing type's name.
    let typeName: String?
    /// The enclosing property's or function's name.
    let member: String?
    /// What makes it a target.
    let maker: TargetMaker
    /// Its hit state.
    let state: ViewHitState
    /// Its first byte.
    let start: AbsolutePosition
  }

  /// The targets found, in source order.
  private var found: [Found] = []
  /// Lines and columns in the file.
  private let places: SourcePlaces
  /// The enclosing types' names, innermost last.
  private var typeNames: [String] = []
  /// The enclosing properties' and functions' names, innermost last, with the declaration that opened each.
  private var members: [(owner: SyntaxIdentifier, name: String)] = []
  /// The contexts of the enclosing closures that change it, innermost last, with the node that set each.
  private var contexts: [(owner: SyntaxIdentifier, context: SwiftUIContext)] = []
  /// The context changes recorded for closures and arguments not yet reached.
  private var pending: [SyntaxIdentifier: SwiftUIContextChange] = [:]
  /// The names used where the system places views (toolbars, menus): a type's member as `Type.member`, or a type.
  private var systemPlacedNames: Set<String> = []

  /// A visitor for one file.
  /// - Parameter places: Lines and columns in it.
  init(places: SourcePlaces) {
    self.places = places
    super.init(viewMode: .sourceAccurate)
  }

  /// The context here.
  private var context: SwiftUIContext { contexts.last?.context ?? SwiftUIContext() }

  // MARK: - Types

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, inheriting: node.inheritanceClause)
  }
  override func visitPost(_ node: StructDeclSyntax) { leaveType(node.inheritanceClause) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, inheriting: node.inheritanceClause)
  }
  override func visitPost(_ node: ClassDeclSyntax) { leaveType(node.inheritanceClause) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, inheriting: node.inheritanceClause)
  }
  override func visitPost(_ node: EnumDeclSyntax) { leaveType(node.inheritanceClause) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, inheriting: node.inheritanceClause)
  }
  override func visitPost(_ node: ActorDeclSyntax) { leaveType(node.inheritanceClause) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.extendedType.trimmedDescription, inheriting: node.inheritanceClause)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leaveType(node.inheritanceClause) }

  /// Enters a type, or skips it if it is a preview.
  private func enterType(_ name: String, inheriting clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
    if Self.isPreview(clause) { return .skipChildren }
    typeNames.append(name)
    return .visitChildren
  }

  /// Leaves a type entered by ``enterType(_:inheriting:)``.
  private func leaveType(_ clause: InheritanceClauseSyntax?) {
    if !Self.isPreview(clause) { typeNames.removeLast() }
  }

  /// Whether a type is a preview provider.
  private static func isPreview(_ clause: InheritanceClauseSyntax?) -> Bool {
    clause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("PreviewProvider") } ?? false
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    PlatformClauses.isUntouched(node) ? .skipChildren : .visitChildren
  }

  // MARK: - Toolbar content declared apart

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.buildsSystemContent(node.attributes, node.bindings.first?.typeAnnotation?.type) { enterSystem(node.id) }
    if let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      members.append((node.id, name))
    }
    return .visitChildren
  }
  override func visitPost(_ node: VariableDeclSyntax) { leaveMember(node.id) }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.buildsSystemContent(node.attributes, node.signature.returnClause?.type) { enterSystem(node.id) }
    members.append((node.id, node.name.text))
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { leaveMember(node.id) }

  /// Leaves a property or function, and the context it set.
  private func leaveMember(_ owner: SyntaxIdentifier) {
    if members.last?.owner == owner { members.removeLast() }
    leave(owner)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let last = contexts.last, last.context.isSystemPlaced {
      let name = node.baseName.text
      systemPlacedNames.insert(name.first?.isUppercase == true ? name : "\(typeNames.last ?? "").\(name)")
    }
    return .visitChildren
  }

  /// Whether a property or function builds toolbar content or commands (`some ToolbarContent`,
  /// `@ToolbarContentBuilder`), which the system places.
  private static func buildsSystemContent(_ attributes: AttributeListSyntax, _ type: TypeSyntax?) -> Bool {
    if let type {
      let text = type.trimmedDescription
      if text.hasSuffix("ToolbarContent") || text.hasSuffix("Commands") { return true }
    }
    return attributes.contains {
      let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      return name == "ToolbarContentBuilder" || name == "CommandsBuilder"
    }
  }

  /// Enters a declaration whose content the system places.
  private func enterSystem(_ owner: SyntaxIdentifier) {
    var inner = context
    inner.isSystemPlaced = true
    contexts.append((owner, inner))
  }

  // MARK: - Contexts

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    enterPending(node.id)
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { leave(node.id) }
  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    enterPending(node.id)
    return .visitChildren
  }
  override func visitPost(_ node: LabeledExprSyntax) { leave(node.id) }

  /// Enters a node's recorded context change, if it has one.
  private func enterPending(_ owner: SyntaxIdentifier) {
    guard !pending.isEmpty, let change = pending.removeValue(forKey: owner) else { return }
    contexts.append((owner, change.applied(to: context)))
  }

  /// Leaves the context a node entered, if it entered one.
  private func leave(_ owner: SyntaxIdentifier) {
    if contexts.last?.owner == owner { contexts.removeLast() }
  }

  // MARK: - View expressions

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let chain = ViewChain(endingAt: node) else { return .visitChildren }
    SwiftUIContextRules.changes(in: chain) { pending[$0] = $1 }
    let context = self.context
    guard !context.isSystemPlaced, let (maker, state) = SwiftUITargetFinder.target(of: chain, in: context) else {
      return .visitChildren
    }
    found.append(
      Found(
        typeName: typeNames.last, member: members.last?.name, maker: maker, state: state,
        start: chain.base.positionAfterSkippingLeadingTrivia))
    return .visitChildren
  }

  /// The targets, named by kind and ordinal among their type's targets of that kind, once the file is read.
  var targets: [SourceTarget] {
    var ordinals: [String: [String: Int]] = [:]
    var targets: [SourceTarget] = []
    for target in found {
      if let typeName = target.typeName, systemPlacedNames.contains(typeName) { continue }
      if let member = target.member, systemPlacedNames.contains("\(target.typeName ?? "").\(member)") { continue }
      let kind = target.maker.kind
      let ordinal = (ordinals[target.typeName ?? "", default: [:]][kind] ?? 0) + 1
      ordinals[target.typeName ?? "", default: [:]][kind] = ordinal
      var reported = SourceTarget(
        framework: .swiftUI, kind: kind, typeName: target.typeName, name: "\(kind)#\(ordinal)",
        region: SourceRegion(places.position(of: target.start), places.position(of: target.maker.end)),
        width: extent(target.state.width, target.state), height: extent(target.state.height, target.state))
      reported.isFixable = target.state.isFixable
      targets.append(reported)
    }
    return targets
  }

  /// What the code fixes about one dimension of a target.
  private func extent(_ dimension: DimensionState, _ state: ViewHitState) -> HitExtent {
    guard !state.isSystemSized, let hit = dimension.hit else { return .unknown }
    return .atMost(
      hit.length, fixedAt: SourceRegion(places.position(of: hit.place.start), places.position(of: hit.place.end)))
  }
}
