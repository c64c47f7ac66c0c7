import Testing
import TapwiseFormats
@testable import TapwiseSourceAudit

/// How a button-like control's hit area follows from its label, its button style and the container it is in; and
/// that the system sizes switches, steppers and pickers.
@Suite struct SwiftUIButtonRuleTests {
  typealias F = SwiftUISourceFixtures

  /// A 20×20 resizable symbol as a label.
  let icon = "Image(systemName: \"xmark\").resizable().frame(width: 20, height: 20)"

  @Test func aPlainButtonIsItsLabel() throws {
    // A button under a style that draws only its label answers where the label does (a style's hit area is
    // "defined, by default, by opaque area", newbedev's answer on a custom style in a List).
    // https://newbedev.com/custom-button-in-swiftui-list
    #expect(try F.size("Button { close() } label: { \(icon) }.buttonStyle(.plain)") == [20, 20])
    #expect(try F.size("Button(action: close) { \(icon) }.buttonStyle(PlainButtonStyle())") == [20, 20])
    #expect(try F.size("Button(action: close, label: { \(icon) }).buttonStyle(.borderless)") == [20, 20])
  }

  @Test func theDefaultStyleOutsideAListIsBorderlessSoTheButtonIsItsLabel() throws {
    // Apple, PrimitiveButtonStyle.automatic: "If you create a button directly on a blank canvas, the style varies
    // by platform. iOS uses the borderless button style by default". Five Stars: the default style is the
    // borderless one on iOS.
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic
    // https://fivestars.blog/articles/button-styles/
    #expect(try F.size("Button { close() } label: { \(icon) }") == [20, 20])
    #expect(try F.size("Button { close() } label: { \(icon) }.buttonStyle(.automatic)") == [20, 20])
  }

  @Test func aStyleThatDrawsItsOwnShapeMakesTheSizeUnknown() throws {
    // A bordered or an app's own style may add padding, a minimum height or a shape around the label.
    #expect(try F.size("Button { close() } label: { \(icon) }.buttonStyle(.bordered)") == [nil, nil])
    #expect(try F.size("Button { close() } label: { \(icon) }.buttonStyle(.borderedProminent)") == [nil, nil])
    #expect(try F.size("Button { close() } label: { \(icon) }.buttonStyle(PillStyle())") == [nil, nil])
    #expect(try F.size("Button { close() } label: { \(icon) }.buttonStyle(style)") == [nil, nil])
  }

  @Test func aStyleSetAroundTheButtonCountsAndTheNearestWins() throws {
    // Apple, buttonStyle(_:): "Sets the style for buttons within this view"; TapwiseSwiftUI's tapThrottle doc: a
    // style set closer to a button replaces the one set further out.
    // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)
    #expect(try F.size("VStack { Button { close() } label: { \(icon) } }.buttonStyle(.bordered)") == [nil, nil])
    #expect(
      try F.size("VStack { Button { close() } label: { \(icon) }.buttonStyle(.plain) }.buttonStyle(.bordered)")
        == [20, 20])
    #expect(
      try F.size(
        "VStack { VStack { Button { close() } label: { \(icon) } }.buttonStyle(.plain) }.buttonStyle(.bordered)")
        == [20, 20])
    #expect(
      try F.size("VStack { Button { close() } label: { \(icon) } }.tapThrottle().buttonStyle(.bordered)") == [nil, nil])
  }

  @Test func aButtonInAListRowWithTheDefaultStyleIsTheWholeRow() throws {
    // Apple, PrimitiveButtonStyle.automatic: "If you create a button inside a container, like a List, the style
    // resolves to the recommended style for buttons inside that container"; observed: with the automatic style the
    // whole cell is the button (SNQ-2001's screenshots), and taps anywhere in a row trigger its buttons
    // (openillumi). The row's size isn't in the code, and no modifier on the button changes it.
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic
    // https://qiita.com/SNQ-2001/items/41addc411f8c2b746b3a
    // https://openillumi.com/en/en-swiftui-list-multiple-button-conflict-fix
    let row = try F.target("List { Button { close() } label: { \(icon) } }")
    #expect([row.width.upperBound, row.height.upperBound] == [nil, nil])
    #expect(!row.isFixable)
    let inForm = try F.target("Form { Section { HStack { Button(\"Reset\") { reset() }.frame(width: 20) } } }")
    #expect(!inForm.width.isKnown && !inForm.isFixable)
    let link = try F.target("List(items) { item in NavigationLink(value: item) { \(icon) } }")
    #expect(!link.width.isKnown && !link.isFixable)
  }

  @Test func aBorderlessButtonInAListRowIsItsLabel() throws {
    // openillumi: an explicit `.borderless` style makes each button in a row respond on its own.
    // https://openillumi.com/en/en-swiftui-list-multiple-button-conflict-fix
    let button = try F.target("List { HStack { Button { close() } label: { \(icon) }.buttonStyle(.borderless) } }")
    #expect([button.width.upperBound, button.height.upperBound] == [20, 20])
    #expect(button.isFixable)
  }

  @Test func aPlainButtonInAListRowIsTakenAsTheWholeRow() throws {
    // Sources disagree on whether `.plain` frees a button from its row (openillumi says it does, as `.borderless`
    // does; SNQ-2001 shows a plain button alone in its row): the reading that reports nothing is the whole row.
    // https://openillumi.com/en/en-swiftui-list-multiple-button-conflict-fix
    // https://qiita.com/SNQ-2001/items/41addc411f8c2b746b3a
    let button = try F.target("List { Button { close() } label: { \(icon) }.buttonStyle(.plain) }")
    #expect(!button.width.isKnown && !button.isFixable)
  }

  @Test func aListsRowRuleEndsAtAScreenItPresents() throws {
    let view = "List { Text(\"Row\").sheet(isPresented: $editing) { Button { close() } label: { \(icon) } } }"
    #expect(try F.size(view) == [20, 20])
  }

  @Test func aFrameAroundAButtonOfTheDefaultStyleBoundsIt() throws {
    // The borderless style adds nothing around the label (above), so a fixed frame around the button bounds it as
    // it bounds the label: by the frame, or by twice the font's size for a title or a symbol that reaches past a
    // smaller frame (SwiftUIHitTestingRuleTests). A bordered style may keep a minimum size of its own, larger than
    // the frame: unknown.
    #expect(try F.size("Button(\"Close\") { close() }.frame(width: 40, height: 40)") == [40, 40])
    #expect(try F.size("Button(\"Close\") { close() }.font(.caption).frame(width: 20, height: 20)") == [24, 24])
    let symbol = "Button { close() } label: { Image(systemName: \"xmark\") }"
    #expect(try F.size("\(symbol).frame(width: 24, height: 24)") == [34, 34])
    #expect(
      try F.size("Button(\"Close\") { close() }.buttonStyle(.bordered).frame(width: 30, height: 30)") == [nil, nil])
  }

  @Test func aLinkANavigationLinkAndAMenuFollowTheButtonRules() throws {
    // Apple, buttonStyle(_:): controls such as Menu "acquire a button style through composition".
    // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)
    #expect(try F.size("NavigationLink(value: 1) { \(icon) }") == [20, 20])
    #expect(try F.size("NavigationLink { Detail() } label: { \(icon) }") == [20, 20])
    #expect(try F.size("NavigationLink(destination: Detail()) { \(icon) }.buttonStyle(.bordered)") == [nil, nil])
    #expect(try F.size("Link(destination: url) { \(icon) }") == [20, 20])
    #expect(try F.size("Menu { Button(\"Copy\") { copy() } } label: { \(icon) }") == [20, 20])
    #expect(try F.size("Menu { Button(\"Copy\") { copy() } } label: { \(icon) }.menuStyle(.button)") == [nil, nil])
  }

  @Test func aSwitchAStepperOrAPickerIsSizedByTheSystem() throws {
    // The system draws these controls at its own sizes (a switch, a stepper's two buttons, a menu picker's button):
    // no frame, shape or padding in the code decides what answers. They are listed with an unknown size.
    #expect(
      try F.size("Toggle(\"Wi-Fi\", isOn: $on).frame(width: 20, height: 20).contentShape(Rectangle())") == [nil, nil])
    #expect(try F.size("Stepper(\"Count\", value: $count).frame(height: 20)") == [nil, nil])
    #expect(
      try F.size("Picker(\"Size\", selection: $size) { Text(\"S\") }.pickerStyle(.menu).frame(width: 20)") == [
        nil, nil,
      ])
  }

  @Test func aLabelBuiltByAnIfIsAsLargeAsItsLargestBranch() throws {
    // IceCubes' accessory buttons: a constant, then the symbol; or a spinner while loading, which the code doesn't
    // size, so that the label's size is unknown.
    let framed = "Image(systemName: name).frame(width: 25, height: 25).contentShape(Rectangle())"
    #expect(try F.size("Button { a() } label: { let name = \"xmark\"\n\(framed) }") == [25, 25])
    let wide = "Rectangle().frame(width: 40, height: 10)"
    #expect(try F.size("Button { a() } label: { if on { \(framed) } else { \(wide) } }") == [40, 25])
    #expect(try F.size("Button { a() } label: { if on { \(framed) } }") == [25, 25])
    #expect(try F.size("Button { a() } label: { if loading { ProgressView() } else { \(framed) } }") == [nil, nil])
  }

  @Test func aLabelOfSeveralViewsOrOfAnAppsOwnViewIsOfUnknownSize() throws {
    #expect(try F.size("Button { close() } label: { Image(systemName: \"xmark\"); Text(\"Close\") }") == [nil, nil])
    #expect(try F.size("Button { close() } label: { CloseIcon() }") == [nil, nil])
    #expect(try F.size("Button { close() } label: { CloseIcon().frame(width: 20, height: 20) }") == [nil, nil])
    #expect(try F.size("Button(\"Close\") { close() }") == [nil, nil])
  }
}
