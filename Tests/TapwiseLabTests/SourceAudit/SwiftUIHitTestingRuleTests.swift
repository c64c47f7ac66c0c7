import Testing
import TapwiseFormats
@testable import TapwiseSourceAudit

/// SwiftUI's hit-testing rules as the audit reads them from a view's modifiers, each named after the rule and
/// citing where it comes from: Apple's documentation, or a published observation. Where the sources disagree or are
/// silent, the audit takes the reading that reports nothing, and the test says so. `tapped(view)` is the bound of the
/// target `view.onTapGesture { a() }` makes.
@Suite struct SwiftUIHitTestingRuleTests {
  typealias F = SwiftUISourceFixtures

  /// A 20×20 resizable symbol, the content most rules start from.
  let icon = "Image(systemName: \"xmark\").resizable().frame(width: 20, height: 20)"
  /// A symbol at its natural size.
  let symbol = "Image(systemName: \"xmark\")"

  // MARK: - Frames

  @Test func aFixedFrameBoundsContentThatTakesTheProposedSize() throws {
    // Apple, frame(width:height:alignment:): "Positions this view within an invisible frame with the specified
    // size"; returns "A view with fixed dimensions of width and height". Shapes, colors and resizable images take
    // the size proposed to them; text and symbols fit a frame at least twice their font's size (below).
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    #expect(try F.tapped("Circle().fill(.blue).frame(width: 20, height: 20)") == [20, 20])
    #expect(try F.tapped("Image(\"close\").resizable().frame(width: 20, height: 20)") == [20, 20])
    #expect(try F.tapped("\(symbol).frame(width: 40, height: 40)") == [40, 40])
    #expect(try F.tapped("Text(\"Edit\").frame(width: 40, height: 36)") == [40, 36])
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
    #expect(try F.tapped("Rectangle().frame(width: 30)") == [30, nil])
    #expect(try F.tapped("Rectangle().frame(height: 30)") == [nil, 30])
  }

  @Test func textAndSymbolsReachAtMostTwiceTheirFontSizePastASmallerFrame() throws {
    // Text keeps at least one line whatever height it is proposed, and a symbol that isn't resizable keeps its
    // natural size (Apple, resizable(capInsets:resizingMode:): it "Sets the mode by which SwiftUI resizes an image
    // to fit its space"), so either may draw, and answer, past a smaller frame (Ole Begemann, below). Both are
    // sized by their font: at the default text size a text style has a fixed point size (body 17, caption 12…;
    // Apple's Human Interface Guidelines, Typography, as tabled by SwiftUI Prototyping); one line of text is about
    // 1.2 times it, and a symbol is drawn at it. The audit takes them to reach at most twice the point size; a
    // font it can't read (a variable, a theme's) bounds nothing.
    // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    // https://developer.apple.com/design/human-interface-guidelines/typography
    // https://www.swiftuiprototyping.com/article/how-dynamic-type-sizes-work-in-swiftui/
    #expect(try F.tapped("\(symbol).frame(width: 20, height: 20)") == [34, 34])
    #expect(try F.tapped("\(symbol).font(.caption).frame(width: 20, height: 20)") == [24, 24])
    #expect(try F.tapped("Text(\"Edit\").font(.footnote.bold()).frame(width: 40, height: 20)") == [40, 26])
    let inherited = "VStack { \(symbol).frame(width: 20, height: 20).onTapGesture { a() } }"
    #expect(try F.size("\(inherited).font(.caption2)") == [22, 22])
    #expect(try F.size("\(inherited).font(theme.icon)") == [nil, nil])
    #expect(try F.tapped("\(symbol).font(.largeTitle).frame(width: 30, height: 30)") == [68, 68])
  }

  @Test func aSymbolAtAFixedFontSizeReachesAtMostTwiceThatSize() throws {
    // `.system(size:)` fixes the point size at the default text size (and above it, unless `relativeTo:`).
    // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
    let close = "\(symbol).font(.system(size: 12, weight: .bold)).frame(width: 24, height: 24)"
    #expect(try F.tapped("\(close).background(Circle().fill(.gray))") == [24, 24])
    #expect(try F.tapped("\(symbol).font(.system(size: 20)).frame(width: 30, height: 30)") == [40, 40])
    #expect(
      try F.tapped("\(symbol).font(.system(size: 12, relativeTo: .body)).frame(width: 24, height: 24)") == [24, 24])
    #expect(try F.tapped("\(symbol).font(.system(size: 60)).frame(width: 30, height: 30)") == [120, 120])
  }

  @Test func aSymbolScaledUpOrADynamicTypeSizeMayOutgrowItsFrame() throws {
    // A symbol scale above medium, or a Dynamic Type size set in the chain, draws larger than the font's size.
    // https://developer.apple.com/documentation/swiftui/view/imagescale(_:)
    #expect(try F.tapped("\(symbol).frame(width: 30, height: 30).imageScale(.large)") == [nil, nil])
    #expect(try F.tapped("\(symbol).frame(width: 30, height: 30).imageScale(.small)") == [34, 34])
    #expect(try F.tapped("Text(\"A\").dynamicTypeSize(.xxxLarge).frame(width: 30, height: 30)") == [nil, nil])
  }

  @Test func anImageAtItsNaturalSizeFromAnAssetIsNotBoundedByAFrame() throws {
    // An asset's or a UIImage's natural size isn't in the code (damus' `Image("close")` is drawn 24×24 in a 20×20
    // frame): without `.resizable()` it may draw, and answer, past the frame, until a content shape on the frame
    // bounds what answers (Ole Begemann).
    // https://oleb.net/2022/clipped-hit-testing/
    #expect(try F.tapped("Image(\"close\").frame(width: 20, height: 20)") == [nil, nil])
    #expect(try F.tapped("Image(uiImage: photo).frame(width: 20, height: 20)") == [nil, nil])
    #expect(try F.tapped("Image(\"close\").frame(width: 20, height: 20).contentShape(Rectangle())") == [20, 20])
  }

  @Test func emptyFrameSpaceAnswersNoTouchWithoutContentShape() throws {
    // Jack Qin: hit testing "covers only the pixels occupied by visible leaf subviews, not the entire frame the
    // container declares"; Hacking with Swift's "How to control the tappable area of a view using contentShape()"
    // (in its published translation): a gesture on a stack applies only to the parts that have content. A frame is
    // invisible (Apple, above).
    // https://fudong.dev/en/blog/swiftui-tap-target-content-shape
    // https://wangchujiang.com/swiftui-example/taps-and-gestures/demo8/index.html
    #expect(try F.tapped("\(icon).frame(width: 100, height: 100)") == [20, 20])
    #expect(try F.tapped("\(icon).frame(maxWidth: .infinity)") == [20, 20])
  }

  @Test func contentOverflowingAFrameStillAnswers() throws {
    // Ole Begemann: SwiftUI views don't clip their content by default, and a 300×300 square in a 100×100 frame
    // takes taps over the whole square.
    // https://oleb.net/2022/clipped-hit-testing/
    #expect(try F.tapped("Rectangle().frame(width: 60, height: 60).frame(width: 20, height: 20)") == [60, 60])
  }

  @Test func clippingDoesntShrinkWhatAnswers() throws {
    // Ole Begemann: "clipping doesn't affect hit testing; the clipped view can still receive taps/clicks outside
    // the visible area" (also for clipShape).
    // https://oleb.net/2022/clipped-hit-testing/
    #expect(
      try F.tapped("Rectangle().frame(width: 60, height: 60).frame(width: 20, height: 20).clipped()") == [60, 60])
    #expect(try F.tapped("\(icon).clipShape(Circle()).cornerRadius(4)") == [20, 20])
  }

  @Test func aFilledImageOverflowsItsFrameUntilAContentShapeBoundsIt() throws {
    // Ole Begemann: content drawn past its frame and clipped still answers outside the frame;
    // `.contentShape(Rectangle())` on the frame limits hit testing to it.
    // https://oleb.net/2022/clipped-hit-testing/
    let photo = "Image(\"photo\").resizable().scaledToFill().frame(width: 40, height: 40).clipped()"
    #expect(try F.tapped(photo) == [nil, nil])
    #expect(try F.tapped("\(photo).contentShape(Rectangle())") == [40, 40])
    let filled = "Image(\"photo\").resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 40)"
    #expect(try F.tapped(filled) == [nil, nil])
    let fitted = "Image(\"photo\").resizable().aspectRatio(contentMode: .fit).frame(width: 40, height: 40)"
    #expect(try F.tapped(fitted) == [40, 40])
  }

  @Test func aFlexibleFrameWithAFiniteMaximumBoundsIt() throws {
    // Apple, frame(minWidth:idealWidth:maxWidth:…): the frame's size stays between the minimum and maximum given;
    // without a maximum (or with .infinity) it grows with what is proposed.
    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    #expect(try F.tapped("Rectangle().frame(maxWidth: 30, maxHeight: 24)") == [30, 24])
    #expect(try F.tapped("Rectangle().frame(minWidth: 10, maxWidth: 30)") == [30, nil])
    #expect(try F.tapped("Rectangle().frame(minWidth: 30)") == [nil, nil])
    #expect(try F.tapped("Rectangle().frame(maxWidth: .infinity, maxHeight: 20)") == [nil, 20])
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
    #expect(try F.tapped("\(framed).contentShape(Rectangle())") == [100, 32])
    #expect(try F.tapped("\(framed).contentShape(.rect(cornerRadius: 8))") == [100, 32])
    #expect(try F.tapped("\(framed).contentShape(Capsule())") == [100, 32])
    #expect(try F.tapped("\(icon).frame(maxWidth: .infinity).contentShape(Rectangle())") == [nil, 20])
  }

  @Test func aContentShapeOfAnotherKindLeavesHitTestingAlone() throws {
    // Apple, contentShape(_:_:eoFill:): `.contentShape(.focusEffect, Circle())` "sets the focus ring shape of the
    // view, without affecting its shape for hit-testing"; ContentShapeKinds.interaction is "the kind for
    // hit-testing and accessibility".
    // https://developer.apple.com/documentation/swiftui/view/contentshape(_:_:eofill:)
    // https://developer.apple.com/documentation/swiftui/contentshapekinds/interaction
    let framed = "\(icon).frame(width: 100, height: 32)"
    #expect(try F.tapped("\(framed).contentShape(.dragPreview, Rectangle())") == [20, 20])
    #expect(try F.tapped("\(framed).contentShape(.interaction, Rectangle())") == [100, 32])
    #expect(try F.tapped("\(framed).contentShape([.interaction, .hoverEffect], Circle())") == [100, 32])
  }

  @Test func aContentShapeOfAnotherShapeMakesTheSizeUnknown() throws {
    // A shape's path may reach beyond the frame it's given, and SwiftUI hit-tests it there (observed, not
    // documented: TapwiseSwiftUI's own touch areas rely on it). A shape the audit doesn't know is read as unknown.
    #expect(try F.tapped("\(icon).contentShape(Triangle())") == [nil, nil])
    #expect(try F.tapped("\(icon).contentShape(Rectangle().inset(by: -12))") == [nil, nil])
    #expect(try F.tapped("\(icon).contentShape(shape)") == [nil, nil])
  }

  @Test func aFilledBackgroundAnswersAcrossTheFrame() throws {
    // The issue's rule: "a frame's empty space answers no touch unless a content shape or a filled background
    // covers it". Hacking with Swift: SwiftUI hit-tests a view's filled parts (a filled rectangle answers across
    // its frame, a circle only inside itself); a background is drawn in the view's bounds.
    // https://www.hackingwithswift.com/books/ios-swiftui/disabling-user-interactivity-with-allowshittesting
    let framed = "\(icon).frame(width: 30, height: 30)"
    #expect(try F.tapped("\(framed).background(Color.red)") == [30, 30])
    #expect(try F.tapped("\(framed).background(.ultraThinMaterial)") == [30, 30])
    #expect(try F.tapped("\(framed).background(.blue, in: Capsule())") == [30, 30])
    #expect(try F.tapped("\(framed).background { RoundedRectangle(cornerRadius: 6).fill(.gray) }") == [30, 30])
    #expect(try F.tapped("\(framed).overlay(Circle().strokeBorder(.blue))") == [30, 30])
    #expect(try F.tapped("\(framed).border(Color.gray)") == [30, 30])
  }

  @Test func aBackgroundOrOverlayViewOfItsOwnSizeMakesTheSizeUnknown() throws {
    // A background or overlay that isn't a plain shape or color may be larger than the view (its own frame, an
    // offset badge): what it adds to the hit area isn't in the view's chain.
    #expect(try F.tapped("\(icon).background(Circle().frame(width: 60, height: 60))") == [nil, nil])
    #expect(try F.tapped("\(icon).overlay(Badge(count: 3))") == [nil, nil])
    #expect(try F.tapped("\(icon).overlay(alignment: .topTrailing) { Text(\"3\").offset(x: 8) }") == [nil, nil])
  }

  // MARK: - Padding

  @Test func paddingAddsToTheBound() throws {
    // Apple, padding(_:): "Adds a specific padding amount to each edge of this view". Whether the padding answers
    // touches, sources disagree (dev.to: "The tappable area is the padded frame"; Jack Qin: only leaf content
    // answers): the reading that reports nothing is that it does, so padding adds to the bound.
    // https://developer.apple.com/documentation/swiftui/view/padding(_:)
    // https://dev.to/sebastienlato/swiftui-hit-testing-event-propagation-internals-2106
    #expect(try F.tapped("\(icon).padding(12)") == [44, 44])
    #expect(try F.tapped("\(icon).padding(.horizontal, 4)") == [28, 20])
    #expect(try F.tapped("\(icon).padding([.top, .leading], 2)") == [22, 22])
    #expect(try F.tapped("\(icon).padding(.bottom, 6)") == [20, 26])
    #expect(try F.tapped("\(icon).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))") == [26, 24])
  }

  @Test func paddingInsideASmallerFrameStillAnswersInFull() throws {
    // A padded view is at least its padding, whatever is proposed: 16 points of padding each side don't fit a
    // 20-point frame, and overflow it (Ole Begemann, above: overflowing content still answers).
    #expect(try F.tapped("Image(\"a\").resizable().padding(16).frame(width: 20, height: 20)") == [32, 32])
    #expect(try F.tapped("\(symbol).padding(16).frame(width: 20, height: 20)") == [66, 66])
  }

  // MARK: - Tapwise's own modifiers

  @Test func touchAreaOutsetsAddToTheFrame() throws {
    // TapwiseSwiftUI's touchAreaOutsets(_:) sets the view's interaction content shape to its frame grown by the
    // outsets ("Lets this view answer touches up to a distance beyond its frame on every side").
    #expect(try F.tapped("\(icon).touchAreaOutsets(12)") == [44, 44])
    #expect(
      try F.tapped("\(icon).touchAreaOutsets(EdgeInsets(top: 12, leading: 4, bottom: 12, trailing: 20))") == [44, 44])
    // A negative outset shrinks the area; read as 0, the reading that reports nothing.
    #expect(try F.tapped("\(icon).touchAreaOutsets(-4)") == [20, 20])
  }

  @Test func minimumTouchSizeRaisesTheBoundAndIsNotFixableAgain() throws {
    // TapwiseSwiftUI's minimumTouchSize(_:): "each dimension becomes the larger of the frame's and this"; 44×44 by
    // default.
    let raised = try F.target("\(icon).minimumTouchSize().onTapGesture { a() }")
    #expect([raised.width.upperBound, raised.height.upperBound] == [44, 44])
    #expect(!raised.isFixable)
    let call = ".minimumTouchSize(CGSize(width: 30, height: 10))"
    let small = try F.target("\(icon)\(call).onTapGesture { a() }")
    #expect([small.width.upperBound, small.height.upperBound] == [30, 20])
    #expect(!small.isFixable)
    let start = 5 + icon.count
    let region = SourceRegion(startLine: 4, startColumn: start, endLine: 4, endColumn: start + call.count)
    #expect(small.width.fixedAt == region)
  }

  // MARK: - Other modifiers

  @Test func fixedSizeContentMayOutgrowItsFrame() throws {
    // Apple, fixedSize(): "Fixes this view at its ideal size", whatever is proposed to it.
    // https://developer.apple.com/documentation/swiftui/view/fixedsize()
    #expect(try F.tapped("Text(\"Settings\").fixedSize().frame(width: 20, height: 20)") == [nil, nil])
    #expect(
      try F.tapped("Text(\"Settings\").fixedSize(horizontal: true, vertical: false).frame(width: 20, height: 20)") == [
        nil, 34,
      ])
    #expect(try F.tapped("\(icon).fixedSize()") == [20, 20])
  }

  @Test func sizeNeutralModifiersPassTheBoundThrough() throws {
    let neutral = ".foregroundColor(.red).font(.body).offset(x: 4).shadow(radius: 2).accessibilityLabel(\"Close\")"
    #expect(try F.tapped("\(icon)\(neutral).opacity(0.5)") == [20, 20])
  }

  @Test func aTransformOrAnUnknownModifierMakesTheSizeUnknown() throws {
    #expect(try F.tapped("\(icon).scaleEffect(pressed ? 0.9 : 1)") == [nil, nil])
    #expect(try F.tapped("\(icon).rotationEffect(.degrees(90))") == [nil, nil])
    #expect(try F.tapped("\(icon).cardStyle()") == [nil, nil])
    #expect(try F.tapped("\(icon).modifier(Glow())") == [nil, nil])
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
