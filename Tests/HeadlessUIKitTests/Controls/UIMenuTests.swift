import Foundation
import HeadlessUIKit
import Testing

/// `UIMenu`, as far as HeadlessUIKit has it: data for `UITextFieldDelegate`'s edit-menu method.
@MainActor
@Suite struct UIMenuTests {
  @Test func aMenuKeepsItsTitleOptionsAndChildrenInOrder() {
    let copy = UIAction(title: "Copy") { _ in }
    let paste = UIAction(title: "Paste") { _ in }
    let menu = UIMenu(title: "Edit", options: [.displayInline], children: [copy, paste])
    #expect(menu.title == "Edit")
    #expect(menu.options == .displayInline)
    #expect(menu.children.map(\.title) == ["Copy", "Paste"])
  }

  @Test func aMenuWithoutAnIdentifierGetsAUniqueDynamicOne() {
    let first = UIMenu(), second = UIMenu()
    #expect(first.identifier.rawValue.hasPrefix("com.apple.menu.dynamic."))
    #expect(first.identifier != second.identifier)
    #expect(UIMenu(identifier: UIMenu.Identifier("edit")).identifier.rawValue == "edit")
  }

  @Test func menuOptionRawValuesMatchUIKit() {
    #expect(UIMenu.Options.displayInline.rawValue == 1 << 0)
    #expect(UIMenu.Options.destructive.rawValue == 1 << 1)
    #expect(UIMenu.Options.singleSelection.rawValue == 1 << 5)
    #expect(UIMenu.Options.displayAsPalette.rawValue == 1 << 7)
  }
}
