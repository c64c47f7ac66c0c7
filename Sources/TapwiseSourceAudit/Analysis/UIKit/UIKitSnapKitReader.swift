import SwiftSyntax

/// What a SnapKit closure (`view.snp.makeConstraints { make in … }`) says about the view's width and height.
///
/// - `make.width.equalTo(N)`, `make.height.equalTo(N)`, `make.width.height.equalTo(N)` and `make.size.equalTo(N)`
///   fix the dimensions they name at N (SnapKit's README, https://github.com/SnapKit/SnapKit#usage:
///   `make.width.height.equalTo(50)`); a number given to `size` applies to both dimensions, a `CGSize` gives each
///   its own (SnapKit's `ConstraintConstantTarget`,
///   https://github.com/SnapKit/SnapKit/blob/develop/Sources/ConstraintConstantTarget.swift).
/// - `lessThanOrEqualTo(N)` bounds them by N.
/// - Anything else on a width, height or size (another view, `equalToSuperview()`, `greaterThanOrEqualTo`, a
///   `priority`, `offset` or `multipliedBy`, a stored `.constraint`) leaves it unknown, and so does any statement
///   that isn't a plain `make.…` chain (a condition, a loop).
/// - `remakeConstraints` removes the view's constraints first, so a dimension it doesn't fix is unknown.
/// - SnapKit turns `translatesAutoresizingMaskIntoConstraints` off on the view
///   (https://github.com/SnapKit/SnapKit/blob/develop/Sources/LayoutConstraintItem.swift), so its frame no longer
///   decides the size (the caller records that).
enum UIKitSnapKitReader {
  /// What a closure says about the two dimensions.
  struct Result {
    /// The width's constraints.
    var width = DimensionFacts()
    /// The height's constraints.
    var height = DimensionFacts()

    subscript(axis: Axis) -> DimensionFacts {
      get { axis == .width ? width : height }
      set {
        if axis == .width { width = newValue } else { height = newValue }
      }
    }
  }

  private static let relations: Set<String> = ["equalTo", "lessThanOrEqualTo"]

  /// Reads a SnapKit closure.
  /// - Parameters:
  ///   - closure: The closure passed to `makeConstraints`, `updateConstraints` or `remakeConstraints`.
  ///   - remakes: Whether it is `remakeConstraints`'s.
  /// - Returns: The dimensions' constraints.
  static func read(_ closure: ClosureExprSyntax, remakes: Bool) -> Result {
    let makers = Set(UIKitFactCollector.parameterNames(of: closure))
    var result = Result()
    for statement in closure.statements {
      if statement.item.is(DeclSyntax.self) { continue }
      guard let expression = statement.item.as(ExprSyntax.self), let chain = MemberChain(expression),
        makers.contains(chain.root)
      else {
        result.width.constraintUnknown = true
        result.height.constraintUnknown = true
        continue
      }
      read(chain, into: &result)
    }
    if remakes {
      for axis in Axis.allCases where result[axis].constraints.isEmpty { result[axis].constraintUnknown = true }
    }
    return result
  }

  /// Reads one `make.…` chain.
  private static func read(_ chain: MemberChain, into result: inout Result) {
    guard let relationIndex = chain.links.firstIndex(where: { $0.call != nil }) else { return }
    let attributes = chain.links[..<relationIndex].map(\.name)
    var axes: [Axis] = []
    if attributes.contains("width") || attributes.contains("size") { axes.append(.width) }
    if attributes.contains("height") || attributes.contains("size") { axes.append(.height) }
    guard !axes.isEmpty else { return }
    let relation = chain.links[relationIndex]
    guard let call = relation.call, relationIndex == chain.links.count - 1, relations.contains(relation.name),
      call.arguments.count == 1, let argument = call.arguments.first?.expression
    else {
      for axis in axes { result[axis].constraintUnknown = true }
      return
    }
    let size = SizeLiteral(argument, implied: false)
    let number = NumberLiteral.value(of: argument)
    for axis in axes {
      let value = number ?? (axis == .width ? size?.width : size?.height)
      if let value {
        if value > 0 { result[axis].constraints.append(LengthFact(value: value, span: SourceSpan(call))) }
      } else {
        result[axis].constraintUnknown = true
      }
    }
  }
}
