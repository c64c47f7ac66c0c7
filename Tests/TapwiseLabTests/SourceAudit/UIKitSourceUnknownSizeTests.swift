import TapwiseFormats
import TapwiseSourceAudit
import Testing

/// Each case in which the code doesn't prove a UIKit view's size, so that it is listed with an unknown size and is
/// never a finding (issue 31: "Precision comes before recall").
@Suite struct UIKitSourceUnknownSizeTests {
  typealias F = UIKitSourceFixtures

  /// A 20×20 button, then one more statement.
  private func close(_ statement: String) throws -> SourceTarget {
    try #require(
      F.target(
        F.controller(
          """
            let close = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            func layout() {
              \(statement)
            }
          """)))
  }

  @Test func aButtonWithNoSizeHasNone() throws {
    let target = try #require(F.target(F.controller("  let close = UIButton(type: .system)")))
    #expect(!target.width.isKnown && !target.height.isKnown)
  }

  @Test func theUnchangedFixtureIsKnown() throws {
    #expect(try close("view.addSubview(close)").width.upperBound == 20)
  }

  /// "If the transform property is not the identity transform, the value of this property is undefined"
  /// (https://developer.apple.com/documentation/uikit/uiview/frame).
  @Test func aTransformMakesTheSizeUnknown() throws {
    #expect(try close("close.transform = CGAffineTransform(scaleX: 2, y: 2)").width.upperBound == nil)
    #expect(try close("close.transform = .identity").width.upperBound == 20)
  }

  /// `sizeToFit()` resizes the view to its content (https://developer.apple.com/documentation/uikit/uiview/sizetofit()).
  @Test func sizeToFitMakesTheFrameUnknown() throws {
    let target = try close("close.sizeToFit()")
    #expect(!target.width.isKnown && !target.height.isKnown)
  }

  /// A flexible autoresizing mask lets the superview resize that dimension
  /// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask).
  @Test func aFlexibleAutoresizingMaskMakesItsDimensionUnknown() throws {
    let target = try close("close.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]")
    #expect(!target.width.isKnown)
    #expect(target.height.upperBound == 20)
  }

  @Test func aComputedOrCompoundFrameMakesItUnknown() throws {
    #expect(try close("close.frame = rect").width.upperBound == nil)
    #expect(try close("close.frame.size.width += 24").width.upperBound == nil)
    #expect(try close("close.frame = compact ? small : large").width.upperBound == nil)
  }

  /// Auto Layout sizes a view whose autoresizing mask no longer does
  /// (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints).
  @Test func autoLayoutWithoutAConstantMakesTheFrameUnknown() throws {
    let target = try close("close.translatesAutoresizingMaskIntoConstraints = false")
    #expect(!target.width.isKnown && !target.height.isKnown)
  }

  /// A stack view lays out its arranged views ("The stack view manages the layout of all the views in its
  /// arrangedSubviews property", https://developer.apple.com/documentation/uikit/uistackview), whatever their
  /// frames.
  @Test func aViewAStackViewArrangesIsUnknown() throws {
    #expect(try close("stack.addArrangedSubview(close)").width.upperBound == nil)
    #expect(try close("let stack = UIStackView(arrangedSubviews: [close])").width.upperBound == nil)
  }

  @Test func aViewThatLeavesTheTypesCodeIsUnknown() throws {
    let escapes = [
      "style(close)",
      "buttons.append(close)",
      "[close, other].forEach { $0.frame = .zero }",
      "navigationItem.rightBarButtonItem = UIBarButtonItem(customView: close)",
      "navigationItem.titleView = close",
      "let views = [\"close\": close]",
    ]
    for statement in escapes {
      #expect(try close(statement).width.upperBound == nil, "\(statement)")
    }
  }

  @Test func aViewReturnedFromAFactoryIsUnknown() throws {
    let source = F.controller(
      """
        func makeClose() -> UIButton {
          let button = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
          return button
        }
      """)
    let target = try #require(F.target(source))
    #expect(target.name == "makeClose.button")
    #expect(!target.width.isKnown)
  }

  @Test func anotherLayoutLibraryOrAFrameHelperMakesItUnknown() throws {
    for statement in [
      "close.width = 60", "close.pin.width(60)", "close.edgesToSuperview()", "close.snp.removeConstraints()",
    ] {
      #expect(try close(statement).width.upperBound == nil, "\(statement)")
    }
  }

  @Test func readingAFrameOrStylingChangesNothing() throws {
    let statements = [
      "let inside = close.frame.contains(point)",
      "close.setTitle(\"Close\", for: .normal)",
      "close.contentEdgeInsets = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)",
      "close.layer.cornerRadius = 10",
      "close.addTarget(self, action: #selector(dismissScreen), for: .touchUpInside)",
    ]
    for statement in statements {
      #expect(try close(statement).width.upperBound == 20, "\(statement)")
    }
  }

  /// "The size components of this rectangle are ignored": a switch "enforces a size appropriate for the control"
  /// (https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)).
  @Test func aSwitchsFrameSizeIsIgnored() throws {
    let target = try #require(
      F.target(F.controller("  let push = UISwitch(frame: CGRect(x: 0, y: 0, width: 20, height: 20))")))
    #expect(!target.width.isKnown && !target.height.isKnown)
  }

  /// Apple's documentation doesn't say; published observations show a stepper keeps its own size whatever its
  /// frame (https://juejin.cn/post/6844903549235625997), so the reading that reports nothing.
  @Test func aStepperIsSizedByTheSystem() throws {
    let target = try #require(
      F.target(F.controller("  let count = UIStepper(frame: CGRect(x: 0, y: 0, width: 20, height: 20))")))
    #expect(!target.width.isKnown && !target.height.isKnown)
  }

  /// In its compact style a date picker "displays as a label that when tapped displays a calendar-style editor"
  /// (https://developer.apple.com/documentation/uikit/uidatepickerstyle/compact), and the system chooses the
  /// default style (https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle).
  @Test func aDatePickerIsSizedByItsStyle() throws {
    let target = try #require(
      F.target(F.controller("  let date = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 20, height: 20))")))
    #expect(!target.width.isKnown && !target.height.isKnown)
  }
}
