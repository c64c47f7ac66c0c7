import TapwiseFormats
import TapwiseSourceAudit
import Testing

/// Names are followed the way Swift resolves them, so that a fact about one view is never taken for another's:
/// a parameter, a loop variable, a closure's parameter or a binding of a cast value shadows the type's property of
/// that name (The Swift Programming Language, "Declarations", scopes of locals and parameters).
@Suite struct UIKitSourceScopeTests {
  typealias F = UIKitSourceFixtures

  /// A 44×44 `button` property, and members that touch other views called `button`.
  private func button(_ members: String) throws -> SourceTarget {
    try #require(
      F.target(
        F.controller(
          """
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
          \(members)
          """)))
  }

  @Test func aParameterIsNotTheProperty() throws {
    let target = try button(
      "  func style(_ button: UIView) { button.frame = CGRect(x: 0, y: 0, width: 80, height: 80) }")
    #expect(target.width.upperBound == 44)
  }

  @Test func aLoopVariableIsNotTheProperty() throws {
    let target = try button(
      """
        func style(_ views: [UIView]) {
          for button in views { button.transform = CGAffineTransform(scaleX: 2, y: 2) }
        }
      """)
    #expect(target.width.upperBound == 44)
  }

  @Test func aClosuresParameterIsNotTheProperty() throws {
    let target = try button("  func style() { others.forEach { button in button.sizeToFit() } }")
    #expect(target.width.upperBound == 44)
  }

  @Test func aCastBindingIsANewViewOnlyInsideItsBody() throws {
    let target = try button(
      """
        @objc func tapped(_ sender: Any) {
          if let button = sender as? UIButton {
            button.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
          }
          button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        }
      """)
    #expect(target.width.upperBound == 50)
  }

  @Test func aBindingOfThePropertyIsTheProperty() throws {
    let target = try button(
      """
        func layout() {
          if let button { button.frame = CGRect(x: 0, y: 0, width: 60, height: 60) }
          guard let close = self.button else { return }
          close.frame = CGRect(x: 0, y: 0, width: 70, height: 70)
        }
      """)
    #expect(target.width.upperBound == 70)
  }

  @Test func movingAViewKeepsItsSize() throws {
    let target = try button("  func layout() { button.frame.origin.x = 8; button.center = .zero }")
    #expect(target.width.upperBound == 44)
  }

  @Test func anotherTouchAreaExtensionMakesTheSizeUnknown() throws {
    for statement in [
      "button.hitTestEdgeInsets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)",
      "button.setEnlargeEdge(20)",
    ] {
      #expect(try button("  func layout() { \(statement) }").width.upperBound == nil, "\(statement)")
    }
  }
}
