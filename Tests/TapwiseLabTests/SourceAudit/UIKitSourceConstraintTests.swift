import Foundation
import TapwiseFormats
import TapwiseSourceAudit
import Testing

/// Auto Layout constraints that fix a size (issue 31, UIKit sizes): layout anchors and SnapKit.
@Suite struct UIKitSourceConstraintTests {
  typealias F = UIKitSourceFixtures

  /// `constraint(equalToConstant:)` "defines a constant size for the anchor's size attribute"
  /// (https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)); one made
  /// active in place counts.
  @Test func equalToConstantActivatedInPlaceFixesTheDimension() throws {
    let source = F.controller(
      """
        let close = UIButton()
        override func viewDidLoad() {
          close.translatesAutoresizingMaskIntoConstraints = false
          close.widthAnchor.constraint(equalToConstant: 24).isActive = true
          close.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
      """)
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 24)
    #expect(F.text(target.width.fixedAt, in: source) == "close.widthAnchor.constraint(equalToConstant: 24)")
    #expect(target.height.upperBound == 44)
  }

  /// `NSLayoutConstraint.activate(_:)` has "the same effect as setting the isActive property of each constraint to
  /// true" (https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)).
  @Test func aConstraintInTheActivatedArrayCounts() throws {
    let source = F.controller(
      """
        let close = UIButton()
        override func viewDidLoad() {
          NSLayoutConstraint.activate([
            close.widthAnchor.constraint(equalToConstant: 20),
            close.heightAnchor.constraint(equalToConstant: 20),
            close.topAnchor.constraint(equalTo: view.topAnchor),
          ])
        }
      """)
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 20 && target.height.upperBound == 20)
    #expect(target.width.fixedAt?.startLine == 7)
  }

  /// `constraint(lessThanOrEqualToConstant:)` bounds the dimension from above
  /// (https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)).
  @Test func lessThanOrEqualToConstantIsAnUpperBound() throws {
    let source = F.controller(
      """
        let close = UIButton()
        func layout() { close.widthAnchor.constraint(lessThanOrEqualToConstant: 30).isActive = true }
      """)
    #expect(try #require(F.target(source)).width.upperBound == 30)
  }

  /// "For newly created constraints, the isActive property is false by default", and "only active constraints
  /// affect the calculated layout" (https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive):
  /// one not seen activated, or kept to be changed later, may hold any constant when it is active.
  @Test func aConstraintNotActivatedInPlaceMakesTheDimensionUnknown() throws {
    let source = F.controller(
      """
        let close = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var widthConstraint: NSLayoutConstraint?
        func layout() {
          widthConstraint = close.widthAnchor.constraint(equalToConstant: 20)
          let height = close.heightAnchor.constraint(equalToConstant: 20)
          height.isActive = true
        }
      """)
    let target = try #require(F.target(source))
    #expect(!target.width.isKnown && !target.height.isKnown)
  }

  @Test func anyOtherSizeConstraintMakesTheDimensionUnknown() throws {
    let others = [
      "close.widthAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true",
      "close.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.1).isActive = true",
      "close.widthAnchor.constraint(equalTo: close.heightAnchor).isActive = true",
      "close.widthAnchor.constraint(equalToConstant: side).isActive = true",
      "close.widthAnchor.constraint(equalToConstant: 20).withPriority(.defaultLow).isActive = true",
    ]
    for other in others {
      let source = F.controller(
        """
          let close = UIButton()
          func layout() {
            close.widthAnchor.constraint(equalToConstant: 20).isActive = true
            \(other)
          }
        """)
      #expect(try #require(F.target(source)).width.upperBound == nil, "\(other)")
    }
  }

  /// Under Auto Layout the frame no longer decides the size: a constant constraint does, and without one the size
  /// is whatever the other constraints make it
  /// (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints).
  @Test func underAutoLayoutConstraintsOverrideTheFrame() throws {
    let source = F.controller(
      """
        let close = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        override func viewDidLoad() {
          close.translatesAutoresizingMaskIntoConstraints = false
          close.heightAnchor.constraint(equalToConstant: 50).isActive = true
          close.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        }
      """)
    let target = try #require(F.target(source))
    #expect(!target.width.isKnown)
    #expect(target.height.upperBound == 50)
  }

  /// SnapKit's README sizes a view with `make.width.height.equalTo(50)` (https://github.com/SnapKit/SnapKit#usage);
  /// a number given to `size` sizes both dimensions and a `CGSize` each its own
  /// (https://github.com/SnapKit/SnapKit/blob/develop/Sources/ConstraintConstantTarget.swift).
  @Test func snapKitSizeConstraintsFixTheDimensions() throws {
    let forms: [(String, Double, Double)] = [
      ("make.size.equalTo(24)", 24, 24),
      ("make.width.height.equalTo(30)", 30, 30),
      ("make.width.equalTo(20); make.height.equalTo(40)", 20, 40),
      ("make.size.equalTo(CGSize(width: 16, height: 32))", 16, 32),
      ("make.width.lessThanOrEqualTo(28); make.height.equalTo(10)", 28, 10),
    ]
    for (body, width, height) in forms {
      let source = F.controller(
        """
          let close = UIButton()
          func layout() {
            close.snp.makeConstraints { make in
              make.center.equalToSuperview()
              \(body.replacingOccurrences(of: "; ", with: "\n      "))
            }
          }
        """)
      let target = try #require(F.target(source))
      #expect(target.width.upperBound == width, "\(body)")
      #expect(target.height.upperBound == height, "\(body)")
    }
  }

  @Test func snapKitsShorthandParameterAndPlaceAreRead() throws {
    let source = F.controller(
      """
        let close = UIButton()
        func layout() {
          close.snp.makeConstraints {
            $0.size.equalTo(20)
          }
        }
      """)
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 20)
    #expect(F.text(target.width.fixedAt, in: source) == "$0.size.equalTo(20)")
  }

  /// SnapKit turns off the view's autoresizing mask
  /// (https://github.com/SnapKit/SnapKit/blob/develop/Sources/LayoutConstraintItem.swift), so a frame no longer
  /// sizes it, and a size SnapKit doesn't fix with a plain constant is unknown.
  @Test func snapKitSizesThatArentConstantsAreUnknown() throws {
    let bodies = [
      "make.edges.equalToSuperview()",
      "make.width.equalTo(20).priority(.high)",
      "make.width.equalTo(view).multipliedBy(0.5)",
      "make.width.greaterThanOrEqualTo(20)",
      "make.width.equalToSuperview()",
      "if compact { make.width.equalTo(20) }",
    ]
    for body in bodies {
      let source = F.controller(
        """
          let close = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
          func layout() {
            close.snp.makeConstraints { make in
              \(body)
            }
          }
        """)
      #expect(try #require(F.target(source)).width.upperBound == nil, "\(body)")
    }
  }

  @Test func snapKitsRemakeLeavesADimensionItDoesntFixUnknown() throws {
    let source = F.controller(
      """
        let close = UIButton()
        func layout() {
          close.snp.makeConstraints { $0.size.equalTo(20) }
        }
        func expand() {
          close.snp.remakeConstraints { $0.height.equalTo(30); $0.left.right.equalToSuperview() }
        }
      """)
    let target = try #require(F.target(source))
    #expect(!target.width.isKnown)
    #expect(target.height.upperBound == 30)
  }
}
