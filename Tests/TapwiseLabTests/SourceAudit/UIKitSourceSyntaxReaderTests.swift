import SwiftParser
import SwiftSyntax
import Testing

@testable import TapwiseSourceAudit

/// The shared readers of literals in Swift source: numbers, `CGRect`, `CGSize` and `UIEdgeInsets`.
@Suite struct UIKitSourceSyntaxReaderTests {
  /// The expression of `let x = <text>`.
  private func expression(_ text: String) throws -> ExprSyntax {
    let tree = Parser.parse(source: "let x = \(text)")
    let declaration = try #require(tree.statements.first?.item.as(VariableDeclSyntax.self))
    return try #require(declaration.bindings.first?.initializer?.value)
  }

  @Test func numbersAreReadInEveryLiteralForm() throws {
    let numbers: [(String, Double?)] = [
      ("24", 24), ("24.5", 24.5), ("-2", -2), ("1_000", 1000), ("(24)", 24), ("CGFloat(24)", 24),
      ("Double(2.5)", 2.5), ("+3", 3), ("0x10", nil), ("width", nil), ("20 + 4", nil), ("CGFloat(width)", nil),
      ("max(24, 30)", nil),
    ]
    for (text, value) in numbers {
      #expect(NumberLiteral.value(of: try expression(text)) == value, "\(text)")
    }
  }

  @Test func rectanglesGiveTheirSizeOnly() throws {
    let rect = try #require(RectLiteral(try expression("CGRect(x: a, y: b, width: 24, height: h)")))
    #expect(rect.width == 24 && rect.height == nil)
    #expect(RectLiteral(try expression(".init(x: 0, y: 0, width: 1, height: 2)"), implied: false) == nil)
    #expect(RectLiteral(try expression("CGSize(width: 1, height: 2)")) == nil)
    #expect(RectLiteral(try expression("CGRect(origin: p, size: .init(width: 5, height: 6))"))?.height == 6)
  }

  @Test func sizesAndInsetsAreRead() throws {
    let size = try #require(SizeLiteral(try expression("CGSize(width: 44, height: 30)")))
    #expect(size.width == 44 && size.height == 30)
    #expect(SizeLiteral(try expression(".zero"))?.width == 0)
    #expect(SizeLiteral(try expression("CGSize(width: 44)")) == nil)
    let insets = try #require(EdgeInsetsLiteral(try expression("UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)")))
    #expect(insets.horizontal == 6 && insets.vertical == 4)
    #expect(EdgeInsetsLiteral(try expression(".init(top: t, left: 2, bottom: 3, right: 4)"))?.vertical == nil)
  }

  @Test func constructionsNameTheirType() throws {
    let calls: [(String, String?)] = [
      ("UIButton(type: .system)", "UIButton"), ("UIButton.init(frame: r)", "UIButton"), (".init(x: 1)", nil),
      ("UIKit.UIButton()", "UIButton"),
    ]
    for (text, type) in calls {
      let construction = try #require(TypeConstruction(try expression(text)), "\(text)")
      #expect(construction.typeName == type)
    }
    #expect(TypeConstruction(try expression("makeButton()")) == nil)
    #expect(TypeConstruction(try expression("view.makeButton()")) == nil)
  }

  @Test func memberChainsStartFromAName() throws {
    let chain = try #require(
      MemberChain(try expression("self.close?.widthAnchor.constraint(equalToConstant: 2).isActive")))
    #expect(chain.root == "self")
    #expect(chain.names == ["close", "widthAnchor", "constraint", "isActive"])
    #expect(chain.links[2].call != nil)
    #expect(MemberChain(try expression("cells[0].button")) == nil)
    #expect(MemberChain(try expression("make().frame")) == nil)
  }
}
