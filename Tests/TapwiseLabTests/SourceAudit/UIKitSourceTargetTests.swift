import TapwiseFormats
import TapwiseSourceAudit
import Testing

/// Which UIKit views made in code are targets, and how they are named and placed (issue 31, "In UIKit code").
/// Targets are the `UIControl` subclasses a finger aims at ("A control … that conveys a specific action or intention
/// in response to user interactions", https://developer.apple.com/documentation/uikit/uicontrol) and views with a
/// tap recognizer, as the storyboard audit counts them.
@Suite struct UIKitSourceTargetTests {
  typealias F = UIKitSourceFixtures

  @Test func aButtonPropertyIsATargetNamedAfterItsProperty() throws {
    let source = F.controller("  private let closeButton = UIButton(type: .close)")
    let target = try #require(F.target(source))
    #expect(target.framework == .uiKit)
    #expect(target.kind == "UIButton")
    #expect(target.typeName == "SettingsViewController")
    #expect(target.name == "closeButton")
    #expect(target.region == SourceRegion(startLine: 4, startColumn: 3, endLine: 4, endColumn: 51))
    #expect(F.text(target.region, in: source) == "private let closeButton = UIButton(type: .close)")
    #expect(!target.width.isKnown && !target.height.isKnown)
    #expect(target.isFixable)
  }

  @Test(arguments: [
    "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl", "UIDatePicker",
    "UITextField", "UISearchTextField", "UIColorWell", "UIControl", "TouchAreaButton",
  ])
  func everyTouchControlIsATarget(kind: String) {
    #expect(F.targets(F.controller("  let control = \(kind)()")).map(\.kind) == [kind])
  }

  @Test func viewsThatAreNoControlsAreNoTargets() {
    let source = F.controller(
      """
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let refresh = UIRefreshControl()
        let image = UIImageView()
      """)
    #expect(F.targets(source).isEmpty)
  }

  @Test func everyWayOfCreatingAButtonIsOne() {
    let source = F.controller(
      """
        let a = UIButton.init(frame: .zero)
        let b: UIButton = .init(type: .system)
        let c = UIButton(configuration: .filled(), primaryAction: nil)
        let d = UIButton.systemButton(with: UIImage(), target: nil, action: nil)
        let e = UIKit.UIButton()
        var f: UIButton!
        func viewDidLoad() {
          f = UIButton(type: .custom)
        }
      """)
    #expect(F.targets(source).map(\.name) == ["a", "b", "c", "d", "e", "f"])
    #expect(F.text(F.targets(source).last?.region, in: source) == "f = UIButton(type: .custom)")
  }

  @Test func anOutletIsTheStoryboardsTargetNotTheSources() {
    #expect(F.targets(F.controller("  @IBOutlet weak var saveButton: UIButton!")).isEmpty)
  }

  @Test func aLocalIsNamedAfterItsFunctionAndASecondOneNumbered() {
    let source = F.controller(
      """
        override func viewDidLoad() {
          let button = UIButton()
          if true {
            let button = UIButton()
            view.addSubview(button)
          }
          view.addSubview(button)
        }
        func makeFooter() {
          let button = UIButton()
          view.addSubview(button)
        }
      """)
    #expect(F.targets(source).map(\.name) == ["viewDidLoad.button", "viewDidLoad.button#2", "makeFooter.button"])
  }

  @Test func aLocalAssignedToAPropertyIsThePropertysView() throws {
    let source = F.controller(
      """
        var closeButton: UIButton!
        override func viewDidLoad() {
          let button = UIButton(type: .close)
          view.addSubview(button)
          self.closeButton = button
        }
        override func viewDidLayoutSubviews() {
          closeButton.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        }
      """)
    let target = try #require(F.target(source))
    #expect(target.name == "closeButton")
    #expect(F.text(target.region, in: source) == "let button = UIButton(type: .close)")
    #expect(target.width.upperBound == 24)
  }

  @Test func aLazyPropertyMadeByAClosureIsOneTargetPlacedAtItsDeclaration() throws {
    let source = F.controller(
      """
        private lazy var infoButton: UIButton = {
          let button = UIButton(type: .infoLight)
          button.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
          return button
        }()
      """)
    let target = try #require(F.target(source))
    #expect(target.name == "infoButton")
    #expect(target.region.startLine == 4 && target.region.endLine == 8)
    #expect(target.width.upperBound == 22 && target.height.upperBound == 22)
  }

  @Test func aClosureReturningANewButtonMakesTheProperty() throws {
    let source = F.controller(
      """
        lazy var shareButton: UIButton = {
          var configuration = UIButton.Configuration.plain()
          configuration.image = UIImage(systemName: "square.and.arrow.up")
          return UIButton(configuration: configuration)
        }()
      """)
    let target = try #require(F.target(source))
    #expect(target.name == "shareButton")
    #expect(target.region.startLine == 4)
  }

  @Test func aThenClosuresParameterIsTheView() throws {
    let source = F.controller(
      """
        let likeButton = UIButton().then {
          $0.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        }
      """)
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 30)
  }

  @Test func aSubclassDeclaredInTheFileIsATargetOfItsOwnKind() throws {
    let source = """
      import UIKit
      final class CloseButton: UIButton {}
      class RoundButton: CloseButton {}
      final class Screen: UIView {
        let close = RoundButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
      }
      """
    let target = try #require(F.target(source))
    #expect(target.kind == "RoundButton")
    #expect(target.typeName == "Screen")
    #expect(target.width.upperBound == 30)
  }

  @Test func aSubclassOverridingHitTestingHasAnUnknownSizeAndNoFix() throws {
    for method in [
      "point(inside point: CGPoint, with event: UIEvent?) -> Bool",
      "hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView?",
    ] {
      let source = """
        import UIKit
        final class WideButton: UIButton {
          override func \(method) { fatalError() }
        }
        final class Screen: UIView {
          let close = WideButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        """
      let target = try #require(F.target(source))
      #expect(!target.width.isKnown && !target.height.isKnown)
      #expect(!target.isFixable)
    }
  }

  @Test func aSubclassThatSizesItselfHasAnUnknownSize() throws {
    let source = """
      import UIKit
      final class IconButton: UIButton {
        override init(frame: CGRect) {
          super.init(frame: frame)
          translatesAutoresizingMaskIntoConstraints = false
          widthAnchor.constraint(equalToConstant: 44).isActive = true
        }
      }
      final class Screen: UIView {
        let close = IconButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      }
      """
    let target = try #require(F.target(source))
    #expect(!target.width.isKnown && !target.height.isKnown)
  }

  @Test func aViewGivenATapRecognizerIsATarget() throws {
    let source = F.controller(
      """
        let avatar = UIImageView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
        override func viewDidLoad() {
          let tap = UITapGestureRecognizer(target: self, action: #selector(openProfile))
          avatar.addGestureRecognizer(tap)
        }
      """)
    let target = try #require(F.target(source))
    #expect(target.kind == "UITapGestureRecognizer")
    #expect(target.name == "avatar")
    #expect(F.text(target.region, in: source) == "avatar.addGestureRecognizer(tap)")
    #expect(target.width.upperBound == 32 && target.height.upperBound == 32)
  }

  @Test func aTapRecognizerMadeInPlaceOrOnSelfCounts() {
    let source = """
      import UIKit
      final class Card: UIView {
        let badge = UIView()
        func setUp() {
          badge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
          addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
        }
      }
      """
    #expect(F.targets(source).map(\.name) == ["badge", "self"])
  }

  @Test func otherRecognizersAndAButtonsTapAddNoTarget() {
    let source = F.controller(
      """
        let slider = UIView()
        let button = UIButton()
        override func viewDidLoad() {
          slider.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan)))
          button.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tap)))
        }
      """)
    #expect(F.targets(source).map(\.kind) == ["UIButton"])
  }

  /// Hit testing never reaches a view that is hidden, has an alpha below 0.01 or user interaction off, nor tracks
  /// a disabled control's touches (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:):
  /// "This method ignores view objects that are hidden, that have disabled user interactions, or have an alpha
  /// level less than 0.01"; https://developer.apple.com/documentation/uikit/uicontrol/isenabled), as the
  /// storyboard audit excludes them.
  @Test func aViewTheCodeOnlySwitchesOffIsNoTarget() {
    let source = F.controller(
      """
        let hidden = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let disabled = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let shown = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let badge = UIView()
        func setUp() {
          hidden.isHidden = true
          disabled.isEnabled = false
          shown.isHidden = true
          shown.isHidden = !isEditing
          badge.isUserInteractionEnabled = false
          badge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
        }
      """)
    #expect(F.targets(source).map(\.name) == ["shown"])
  }

  @Test func anExtensionInTheSameFileFollowsTheTypesProperties() throws {
    let source = """
      import UIKit
      final class Player: UIViewController {
        let playButton = UIButton(type: .custom)
      }
      extension Player {
        func layout() {
          playButton.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
        }
      }
      """
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 28)
  }

  @Test func aNestedTypeIsNamedWithItsOuterType() {
    let source = """
      import UIKit
      enum Settings {
        final class Header: UIView {
          let toggle = UISwitch()
        }
      }
      """
    #expect(F.targets(source).map(\.typeName) == ["Settings.Header"])
  }
}
