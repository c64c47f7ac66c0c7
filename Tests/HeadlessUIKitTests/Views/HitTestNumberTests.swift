import Foundation
@_spi(Tapwise) import HeadlessUIKit
import Testing

/// `HeadlessInterception.hitTestNumber`, by which Tapwise keeps touch-area answers for one hit test: every call
/// made during one hit test sees the same number, the next hit test the next one, and nothing between them sees any.
@MainActor
@Suite struct HitTestNumberTests {
  /// A view that records the number each `point(inside:with:)` call sees.
  final class Probe: UIView {
    var seen: [Int?] = []

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      seen.append(HeadlessInterception.hitTestNumber)
      return super.point(inside: point, with: event)
    }
  }

  @Test func everyCallOfOneHitTestSeesItsNumberAndNothingBetweenHitTestsSeesOne() throws {
    let window = makeVisibleWindow()
    let outer = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let inner = Probe(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    outer.addSubview(inner)
    window.addSubview(outer)
    #expect(HeadlessInterception.hitTestNumber == nil)
    #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === inner)
    #expect(HeadlessInterception.hitTestNumber == nil)
    #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === inner)
    _ = inner.point(inside: .zero, with: nil)
    let first = try #require(outer.seen.first ?? nil)
    #expect(outer.seen == [first, first + 1])
    #expect(inner.seen == [first, first + 1, nil])
  }
}
