import Testing
import TapwiseFormats
@testable import TapwiseSourceAudit

/// Targets whose hit area the code doesn't fix: each is listed, with an unknown size, and is never a finding.
@Suite struct SwiftUIUnknownSizeTests {
  typealias F = SwiftUISourceFixtures

  @Test func aTargetWithoutAFrameIsOfUnknownSize() throws {
    #expect(try F.size("Image(systemName: \"xmark\").onTapGesture { close() }") == [nil, nil])
    #expect(try F.size("Text(\"Edit\").onTapGesture { edit() }") == [nil, nil])
    #expect(try F.size("HStack { Image(systemName: \"star\"); Text(\"Rate\") }.onTapGesture { rate() }") == [nil, nil])
  }

  @Test func aSizeFromAVariableIsUnknown() throws {
    let icon = "Image(\"a\").resizable()"
    #expect(try F.tapped("\(icon).frame(width: size, height: size)") == [nil, nil])
    #expect(try F.tapped("\(icon).frame(width: 20 * scale, height: 20)") == [nil, 20])
    #expect(try F.tapped("\(icon).frame(width: Metrics.icon, height: 20)") == [nil, 20])
    #expect(try F.tapped("\(icon).frame(width: 20, height: 20).padding(inset)") == [nil, nil])
    #expect(try F.tapped("\(icon).frame(width: 20, height: 20).minimumTouchSize(size)") == [nil, nil])
  }

  @Test func theDefaultPaddingIsUnknown() throws {
    // Apple, padding(_:_:): "If you set the value to nil, SwiftUI uses a platform-specific default amount."
    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    let icon = "Image(systemName: \"xmark\").resizable().frame(width: 20, height: 20)"
    #expect(try F.size("\(icon).padding().onTapGesture { a() }") == [nil, nil])
    #expect(try F.size("\(icon).padding(.horizontal).onTapGesture { a() }") == [nil, 20])
  }

  @Test func anAppsOwnViewIsOfUnknownSizeEvenInAFrame() throws {
    // Its body may fix a size of its own, larger than the frame, and answer there.
    #expect(try F.size("Avatar(user: user).onTapGesture { open() }") == [nil, nil])
    #expect(try F.size("Avatar(user: user).frame(width: 20, height: 20).onTapGesture { open() }") == [nil, nil])
    #expect(
      try F.size("Avatar(user: user).frame(width: 20, height: 20).contentShape(Rectangle()).onTapGesture { open() }")
        == [20, 20])
  }

  @Test func aStackOrALabelIsNotBoundedByAFrame() throws {
    // A stack adds up children that may each keep their own size (symbols side by side, IceCubes' row of avatars
    // in a 20-point-high HStack): they may reach past the frame and answer there, until a content shape bounds it.
    let pair = "HStack { Image(systemName: \"a\"); Image(systemName: \"b\") }.frame(width: 20, height: 20)"
    #expect(try F.tapped(pair) == [nil, nil])
    #expect(try F.tapped("\(pair).contentShape(Rectangle())") == [20, 20])
    #expect(
      try F.tapped("Label(\"Share\", systemImage: \"square.and.arrow.up\").frame(width: 30, height: 30)") == [nil, nil])
    #expect(
      try F.size("Button(\"Share\", systemImage: \"square.and.arrow.up\") { }.frame(width: 30, height: 30)") == [
        nil, nil,
      ])
  }

  @Test func aViewFromAVariableIsOfUnknownSize() throws {
    let source = """
      import SwiftUI
      struct Tappable: ViewModifier {
        func body(content: Content) -> some View { content.frame(width: 20, height: 20).onTapGesture { } }
      }
      """
    let target = try #require(F.targets(source).first)
    #expect(!target.width.isKnown && !target.height.isKnown)
  }

  @Test func aZeroFrameFixesNothing() throws {
    // A zero-sized frame lets its content overflow, or hides a view kept for layout: the content decides.
    #expect(try F.size("Text(\"A\").frame(width: 0, height: 0).onTapGesture { a() }") == [nil, nil])
  }

  @Test func anUnknownButtonStyleIsUnknown() throws {
    #expect(
      try F.size(
        "Button { a() } label: { Image(\"a\").resizable().frame(width: 20, height: 20) }.buttonStyle(Theme.button)")
        == [nil, nil])
  }
}
