import SwiftSyntax

/// How `.padding` changes a view: it adds its amount to each edge it names.
///
/// The padding is assumed to answer touches (the reading that reports nothing), so it adds to the hit length as to
/// the laid-out length. `.padding()` and `.padding(.horizontal)` use the system's default amount, which the code
/// doesn't fix: the dimensions they pad become unknown.
enum PaddingRules {
  /// How many edges of each dimension a padding pads.
  struct Edges {
    /// Leading and trailing: 0, 1 or 2.
    var horizontal = 0
    /// Top and bottom: 0, 1 or 2.
    var vertical = 0

    /// Every edge.
    static let all = Edges(horizontal: 2, vertical: 2)
  }

  /// Applies a `.padding(…)` modifier.
  /// - Parameters:
  ///   - modifier: The modifier.
  ///   - state: The view so far.
  static func apply(_ modifier: ViewChain.Modifier, to state: inout ViewHitState) {
    let place = BoundPlace(modifier)
    let arguments = Array(modifier.call.arguments)
    guard let first = arguments.first else {
      add(nil, edges: .all, to: &state, place)
      return
    }
    if first.label == nil, let insets = SwiftUILiteral.insets(first.expression) {
      add(insets.horizontal, edges: 1, to: &state.width, place)
      add(insets.vertical, edges: 1, to: &state.height, place)
      return
    }
    if first.label == nil, let padded = edges(first.expression) {
      let amount = arguments.count > 1 ? NumberLiteral.value(of: arguments[1].expression) : nil
      add(amount, edges: padded, to: &state, place)
      return
    }
    add(first.label == nil ? NumberLiteral.value(of: first.expression) : nil, edges: .all, to: &state, place)
  }

  /// Adds a padding to the edges it pads.
  private static func add(_ amount: Double?, edges: Edges, to state: inout ViewHitState, _ place: BoundPlace) {
    add(amount, edges: edges.horizontal, to: &state.width, place)
    add(amount, edges: edges.vertical, to: &state.height, place)
  }

  /// Adds an amount on some edges of one dimension; an unknown amount makes the dimension unknown, a negative one
  /// shrinks the layout (which is then unknown) but not what answers touches. A bound it adds to is then written
  /// from the expression that fixed it to this padding, so that a reader sees where its length comes from.
  private static func add(
    _ amount: Double?, edges: Int, to dimension: inout DimensionState, _ place: BoundPlace
  ) {
    guard edges > 0 else { return }
    guard let amount else {
      dimension.forget()
      return
    }
    guard amount >= 0 else {
      dimension.layout = nil
      return
    }
    let added = amount * Double(edges)
    dimension.layout?.length += added
    if var hit = dimension.hit {
      hit.length += added
      if added > 0 { hit.place.extend(to: place) }
      dimension.hit = hit
    } else {
      dimension.floor += added
    }
  }

  /// The edges an `Edge.Set` names: `.horizontal`, `.top`, `[.leading, .trailing]`, `Edge.Set.all`; `nil` for
  /// anything else.
  static func edges(_ expression: ExprSyntax) -> Edges? {
    if let array = expression.as(ArrayExprSyntax.self) {
      var edges = Edges()
      for element in array.elements {
        guard let more = self.edges(element.expression) else { return nil }
        edges.horizontal = min(2, edges.horizontal + more.horizontal)
        edges.vertical = min(2, edges.vertical + more.vertical)
      }
      return edges
    }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    switch member.declName.baseName.text {
    case "all": return .all
    case "horizontal": return Edges(horizontal: 2)
    case "vertical": return Edges(vertical: 2)
    case "leading", "trailing": return Edges(horizontal: 1)
    case "top", "bottom": return Edges(vertical: 1)
    default: return nil
    }
  }
}
