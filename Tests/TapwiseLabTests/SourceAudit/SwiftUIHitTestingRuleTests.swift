import Testing
import TapwiseFormats
@testable import TapwiseSourceAudit

/// SwiftUI's hit-testing rules as the audit reads them from a view's modifiers, each named after the rule and
/// citing where it comes from: Apple's documentation, or a published observation. Where the sources disagree or are
/// silent, the audit takes the reading that reports nothing, and the test says so.
@Suite struct SwiftUIHitTestingRuleTests {
  typealias F = SwiftUISourceFixtures

  /// A 20×20 resizable symbol, the content most rules start from.
  let icon = "Image(systemName: \"xmark\").resizable().frame(width: 20, height: 20)"

  // MARK: - Frames

  @Test func aFixedFrameBoundsContentOfUnknownSize() throws {
    // Apple, frame(width:height:alignment:): "Positions this view within an invisible frame with the specified
    // size"; returns "A view with fixed dimensions of width and height". Text and symbols take no more than the
    // size proposed to them.
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    #expect(
      try F.size("Image(systemName: \"xmark\").frame(width: 20, height: 20).onTapGesture { close() }") == [20, 20])
    #expect(try F.size("Text(\"Edit\").frame(width: 40, height: 24).onTapGesture { edit() }") == [40, 24])
  }

  @Test func aFindingsBoundIsPlacedAtTheFrameThatFixesIt() throws {
    let target = try F.target("\(icon).onTapGesture { close() }")
    let frame = ".frame(width: 20, height: 20)"
    let start = 5 + "Image(systemName: \"xmark\").resizable()".count
    let region = SourceRegion(startLine: 4, startColumn: start, endLine: 4, endColumn: start + frame.count)
    #expect(target.width.fixedAt == region)
    #expect(target.height.fixedAt == region)
    #expect(target.isFixable)
  }

  @Test func oneDimensionOfAFrameBoundsOnlyThatDimension() throws {
    // Apple: "If height is nil, the resulting view assumes this view's sizing behavior."
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    #expect(try F.size("Text(\"Edit\").frame(width: 30).onTapGesture { edit() }") == [30, nil])
    #expect(try F.size("Text(\"Edit\").frame(height: 30).onTapGesture { edit() }") == [nil, 30])
  }

  @Test func emptyFrameSpaceAnswersNoTouchWithoutContentShape() throws {
    // Jack Qin: hit testing "covers only the pixels occupied by visible leaf subviews, not the entire frame the
    // container declares"; Hacking with Swift's "How to control the tappable area of a view using contentShape()"
    // (in its published translation): a gesture on a stack applies only to the parts that have content. A frame is
    // invisible (Apple, above).
    // https://fudong.dev/en/blog/swiftui-tap-target-content-shape
    // https://wangchujiang.com/swiftui-example/taps-and-gestures/demo8/index.html
    #expect(try F.size("\(icon).frame(width: 100, height: 100).onTapGesture { close() }") == [20, 20])
    #expect(try F.size("\(icon).frame(maxWidth: .infinity).onTapGesture { close() }") == [20, 20])
  }

  @Test func contentOverflowingAFrameStillAnswers() throws {
    // Ole Begemann: SwiftUI views don't clip their content by default, and a 300×300 square in a 100×100 frame
    // takes taps over the whole square.
    // https://oleb.net/2022/clipped-hit-testing/
    #expect(
      try F.size("Rectangle().frame(width: 60, height: 60).frame(width: 20, height: 20).onTapGesture { a() }") == [
        60, 60,
      ])
  }

  @Test func clippingDoesntShrinkWhatAnswers() throws {
    // Ole Begemann: "clipping doesn't affect hit testing; the clipped view can still receive taps/clicks outside
    // the visible area" (also for clipShape).
    // https://oleb.net/2022/clipped-hit-testing/
    #expect(
      try F.size("Rectangle().frame(width: 60, height: 60).frame(width: 20, height: 20).clipped().onTapGesture { a() }")
        == [60, 60])
    #expect(try F.size("\(icon).clipShape(Circle()).cornerRadius(4).onTapGesture { a() }") == [20, 20])
  }

  @Test func aFilledImageOverflowsItsFrameUntilAContentShapeBoundsIt() throws {
    // Ole Begemann: an image scaled to fill and clipped still answers outside its frame; `.contentShape(Rectangle())`
    // on the frame limits hit testing to it.
    // https://oleb.net/2022/clipped-hit-testing/
    let photo = "Image(\"photo\").resizable().scaledToFill().frame(width: 40, height: 40).clipped()"
    #expect(try F.size("\(photo).onTapGesture { open() }") == [nil, nil])
    #expect(try F.size("\(photo).contentShape(Rectangle()).onTapGesture { open() }") == [40, 40])
    #expect(
      try F.size(
        "Image(\"photo\").resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 40).onTapGesture { open() }"
      ) == [nil, nil])
    #expect(
      try F.size(
        "Image(\"photo\").resizable().aspectRatio(contentMode: .fit).frame(width: 40, height: 40).onTapGesture { open() }"
      ) == [40, 40])
  }

  @Test func aFlexibleFrameWithAFiniteMaximumBoundsIt() throws {
    // Apple, frame(minWidth:idealWidth:maxWidth:…): the frame's size stays between the minimum and maximum given;
    // without a maximum (or with .infinity) it grows with what is proposed.
    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    #expect(try F.size("Text(\"A\").frame(maxWidth: 30, maxHeight: 24).onTapGesture { a() }") == [30, 24])
    #expect(try F.size("Text(\"A\").frame(minWidth: 10, maxWidth: 30).onTapGesture { a() }") == [30, nil])
    #expect(try F.size("Text(\"A\").frame(minWidth: 30).onTapGesture { a() }") == [nil, nil])
    #expect(try F.size("Text(\"A\").frame(maxWidth: .infinity, maxHeight: 20).onTapGesture { a() }") == [nil, 20])
  }

  // MARK: - Content shapes, backgrounds, overlays

  @Test func aContentShapeMakesTheWholeFrameAnswer() throws {
    // Apple, contentShape(_:eoFill:): "Defines the content shape for hit testing." Hacking with Swift (in its
    // published translation): `.contentShape(Rectangle())` makes the whole stack tappable, not just its image and
    // text. Ole Begemann: a content shape on a frame limits hit testing to that frame.
    // https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    // https://wangchujiang.com/swiftui-example/taps-and-gestures/demo8/index.html
    // https://oleb.net/2022/clipped-hit-testing/
    let framed = "\(icon).frame(width: 100, height: 32)"
    #expect(try F.size("\(framed).contentShape(Rectangle()).onTapGesture { a() }") == [100, 32])
    #expect(try F.size("\(framed).contentShape(.rect(cornerRadius: 8)).onTapGesture { a() }") == [100, 32])
    #expect(try F.size("\(framed).contentShape(Capsule()).onTapGesture { a() }") == [100, 32])
    #expect(
      try F.size("\(icon).frame(maxWidth: .infinity).contentShape(Rectangle()).onTapGesture { a() }") == [nil, 20])
  }

  @Test func aContentShapeOfAnotherKindLeavesHitTestingAlone() throws {
    // Apple, contentShape(_:_:eoFill:): `.contentShape(.focusEffect, Circle())` "sets the focus ring shape of the
    // view, without affecting its shape for hit-testing"; ContentShapeKinds.interaction is "the kind for
    // hit-testing and accessibility".
    // https://developer.apple.com/documentation/swiftui/view/contentshape(_:_:eofill:)
    // https://developer.apple.com/documentation/swiftui/contentshapekinds/interaction
    let framed = "\(icon).frame(width: 100, height: 32)"
    #expect(try F.size("\(framed).contentShape(.dragPreview, Rectangle()).onTapGesture { a() }") == [20, 20])
    #expect(try F.size("\(framed).contentShape(.interaction, Rectangle()).onTapGesture { a() }") == [100, 32])
    #expect(
      try F.size("\(framed).contentShape([.interaction, .hoverEffect], Circle()).onTapGesture { a() }") == [100, 32])
  }

  @Test func aContentShapeOfAnotherShapeMakesTheSizeUnknown() throws {
    // A shape's path may reach beyond the frame it's given, and SwiftUI hit-tests it there (observed, not
    // documented: TapwiseSwiftUI's own touch areas rely on it). A shape the audit doesn't know is read as unknown.
    #expect(try F.size("\(icon).contentShape(Triangle()).onTapGesture { a() }") == [nil, nil])
    #expect(try F.size("\(icon).contentShape(Rectangle().inset(by: -12)).onTapGesture { a() }") == [nil, nil])
    #expect(try F.size("\(icon).contentShape(shape).onTapGesture { a() }") == [nil, nil])
  }

  @Test func aFilledBackgroundAnswersAcrossTheFrame() throws {
    // The issue's rule: "a frame's empty space answers no touch unless a content shape or a filled background
    // covers it". Hacking with Swift: SwiftUI hit-tests a view's filled parts (a filled rectangle answers across
    // its frame, a circle only inside itself); a background is drawn in the view's bounds.
    // https://www.hackingwithswift.com/books/ios-swiftui/disabling-user-interactivity-with-allowshittesting
    let framed = "\(icon).frame(width: 30, height: 30)"
    #expect(try F.size("\(framed).background(Color.red).onTapGesture { a() }") == [30, 30])
    #expect(try F.size("\(framed).background(.ultraThinMaterial).onTapGesture { a() }") == [30, 30])
    #expect(try F.size("\(framed).background(.blue, in: Capsule()).onTapGesture { a() }") == [30, 30])
    #expect(
      try F.size("\(framed).background { RoundedRectangle(cornerRadius: 6).fill(.gray) }.onTapGesture { a() }") == [
        30, 30,
      ])
    #expect(try F.size("\(framed).overlay(Circle().strokeBorder(.blue)).onTapGesture { a() }") == [30, 30])
    #expect(try F.size("\(framed).border(Color.gray).onTapGesture { a() }") == [30, 30])
  }

  @Test func aBackgroundOrOverlayViewOfItsOwnSizeMakesTheSizeUnknown() throws {
    // A background or overlay that isn't a plain shape or color may be larger than the view (its own frame, an
    // offset badge): what it adds to the hit area isn't in the view's chain.
    #expect(try F.size("\(icon).background(Circle().frame(width: 60, height: 60)).onTapGesture { a() }") == [nil, nil])
    #expect(try F.size("\(icon).overlay(Badge(count: 3)).onTapGesture { a() }") == [nil, nil])
    #expect(
      try F.size("\(icon).overlay(alignment: .topTrailing) { Text(\"3\").offset(x: 8) }.onTapGesture { a() }") == [
        nil, nil,
      ])
  }

  // MARK: - Padding

  @Test func paddingAddsToTheBound() throws {
    // Apple, padding(_:): "Adds a specific padding amount to each edge of this view". Whether the padding answers
    // touches, sources disagree (dev.to: "The tappable area is the padded frame"; Jack Qin: only leaf content
    // answers): the reading that reports nothing is that it does, so padding adds to the bound.
    // https://developer.apple.com/documentation/swiftui/view/padding(_:)
    // https://dev.to/sebastienlato/swiftui-hit-testing-event-propagation-internals-2106
    #expect(try F.size("\(icon).padding(12).onTapGesture { a() }") == [44, 44])
    #expect(try F.size("\(icon).padding(.horizontal, 4).onTapGesture { a() }") == [28, 20])
    #expect(try F.size("\(icon).padding([.top, .leading], 2).onTapGesture { a() }") == [22, 22])
    #expect(try F.size("\(icon).padding(.bottom, 6).onTapGesture { a() }") == [20, 26])
    #expect(
      try F.size("\(icon).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).onTapGesture { a() }") == [
        26, 24,
      ])
  }

  @Test func paddingInsideASmallerFrameStillAnswersInFull() throws {
    // A padded view is at least its padding, whatever is proposed: 16 points of padding each side don't fit a
    // 20-point frame, and overflow it (Ole Begemann, above: overflowing content still answers).
    #expect(
      try F.size("Image(systemName: \"xmark\").padding(16).frame(width: 20, height: 20).onTapGesture { a() }") == [
        32, 32,
      ])
  }

  // MARK: - Tapwise's own modifiers

  @Test func touchAreaOutsetsAddToTheFrame() throws {
    // TapwiseSwiftUI's touchAreaOutsets(_:) sets the view's interaction content shape to its frame grown by the
    // outsets ("Lets this view answer touches up to a distance beyond its frame on every side").
    #expect(try F.size("\(icon).touchAreaOutsets(12).onTapGesture { a() }") == [44, 44])
    #expect(
      try F.size(
        "\(icon).touchAreaOutsets(EdgeInsets(top: 12, leading: 4, bottom: 12, trailing: 20)).onTapGesture { a() }")
        == [44, 44])
    // A negative outset shrinks the area; read as 0, the reading that reports nothing.
    #expect(try F.size("\(icon).touchAreaOutsets(-4).onTapGesture { a() }") == [20, 20])
  }

  @Test func minimumTouchSizeRaisesTheBoundAndIsNotFixableAgain() throws {
    // TapwiseSwiftUI's minimumTouchSize(_:): "each dimension becomes the larger of the frame's and this"; 44×44 by
    // default.
    let raised = try F.target("\(icon).minimumTouchSize().onTapGesture { a() }")
    #expect([raised.width.upperBound, raised.height.upperBound] == [44, 44])
    #expect(!raised.isFixable)
    let small = try F.target("\(icon).minimumTouchSize(CGSize(width: 30, height: 10)).onTapGesture { a() }")
    #expect([small.width.upperBound, small.height.upperBound] == [30, 20])
    #expect(!small.isFixable)
    let call = ".minimumTouchSize(CGSize(width: 30, height: 10))"
    let start = 5 + icon.count
    #expect(
      small.width.fixedAt == SourceRegion(startLine: 4, startColumn: start, endLine: 4, endColumn: start + call.count))
  }

  // MARK: - Content that may outgrow a frame

  @Test func aSymbolSizedByAFontMayOutgrowItsFrame() throws {
    // An image that isn't resizable keeps its natural size (Apple, resizable(capInsets:resizingMode:): "Sets the
    // mode by which SwiftUI resizes an image to fit its space"); a symbol's is its font's. With the font set in the
    // chain it may be drawn, and answer, beyond the frame.
    // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    #expect(
      try F.size("Image(systemName: \"plus\").font(.largeTitle).frame(width: 30, height: 30).onTapGesture { a() }") == [
        nil, nil,
      ])
    #expect(
      try F.size(
        "Image(systemName: \"plus\").font(.system(size: 60)).frame(width: 30, height: 30).onTapGesture { a() }") == [
          120, 120,
        ])
    #expect(
      try F.size("Image(systemName: \"plus\").frame(width: 30, height: 30).imageScale(.large).onTapGesture { a() }")
        == [nil, nil])
    #expect(
      try F.size(
        "Image(systemName: \"plus\").resizable().font(.title).frame(width: 30, height: 30).onTapGesture { a() }") == [
          30, 30,
        ])
  }

  @Test func aSymbolAtAFixedFontSizeIsBoundedByItsFrameOrTwiceThatSize() throws {
    // A symbol is drawn at its font's point size; even the widest SF Symbols are under twice as wide as that. A
    // fixed `.system(size:)` doesn't grow with Dynamic Type, so the symbol reaches at most twice its size beyond a
    // smaller frame.
    // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
    let close = "Image(systemName: \"xmark\").font(.system(size: 12, weight: .bold)).frame(width: 24, height: 24)"
    #expect(try F.size("\(close).background(Circle().fill(.gray)).onTapGesture { a() }") == [24, 24])
    #expect(
      try F.size(
        "Image(systemName: \"xmark\").font(.system(size: 20)).frame(width: 30, height: 30).onTapGesture { a() }") == [
          40, 40,
        ])
    #expect(
      try F.size(
        "Image(systemName: \"xmark\").font(.system(size: 12, relativeTo: .body)).frame(width: 24, height: 24).onTapGesture { a() }"
      ) == [nil, nil])
  }

  @Test func fixedSizeContentMayOutgrowItsFrame() throws {
    // Apple, fixedSize(): "Fixes this view at its ideal size", whatever is proposed to it.
    // https://developer.apple.com/documentation/swiftui/view/fixedsize()
    #expect(
      try F.size("Text(\"Settings\").fixedSize().frame(width: 20, height: 20).onTapGesture { a() }") == [nil, nil])
    #expect(
      try F.size(
        "Text(\"Settings\").fixedSize(horizontal: true, vertical: false).frame(width: 20, height: 20).onTapGesture { a() }"
      ) == [nil, 20])
    #expect(try F.size("\(icon).fixedSize().onTapGesture { a() }") == [20, 20])
  }

  // MARK: - Other modifiers

  @Test func sizeNeutralModifiersPassTheBoundThrough() throws {
    let neutral =
      ".foregroundColor(.red).font(.body).offset(x: 4).shadow(radius: 2).accessibilityLabel(\"Close\").opacity(0.5)"
    #expect(try F.size("\(icon)\(neutral).onTapGesture { a() }") == [20, 20])
  }

  @Test func aTransformOrAnUnknownModifierMakesTheSizeUnknown() throws {
    #expect(try F.size("\(icon).scaleEffect(pressed ? 0.9 : 1).onTapGesture { a() }") == [nil, nil])
    #expect(try F.size("\(icon).rotationEffect(.degrees(90)).onTapGesture { a() }") == [nil, nil])
    #expect(try F.size("\(icon).cardStyle().onTapGesture { a() }") == [nil, nil])
    #expect(try F.size("\(icon).modifier(Glow()).onTapGesture { a() }") == [nil, nil])
  }

  @Test func modifiersAfterTheGestureStillCount() throws {
    // Whether a content shape or padding applied outside a tap gesture widens what triggers it, the sources are
    // silent or disagree (Ole Begemann: the content shape must be an indirect parent of the frame; Jack Qin: it
    // must come before the gesture): the reading that reports nothing is that it does.
    // https://oleb.net/2022/clipped-hit-testing/
    // https://fudong.dev/en/blog/swiftui-tap-target-content-shape
    #expect(try F.size("\(icon).onTapGesture { a() }.padding(12).contentShape(Rectangle())") == [44, 44])
    #expect(try F.size("\(icon).onTapGesture { a() }.frame(width: 100, height: 100)") == [20, 20])
  }
}
