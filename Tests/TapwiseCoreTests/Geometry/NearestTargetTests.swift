import Foundation
import PropertyBased
import TapwiseCore
import Testing

/// The nearest-target rule: among enlarged areas, nearer real bounds win and at equal distance the view in front
/// wins; inside real bounds, the frontmost rule: a claim there neither yields nor makes another claim yield.
@Suite struct NearestTargetTests {
  @Test func theNearerClaimWinsWhateverTheStacking() {
    let back = TouchClaim(distance: 3, stackingIndex: 0)
    let front = TouchClaim(distance: 5, stackingIndex: 1)
    #expect(NearestTarget.yields(front, to: [back]))
    #expect(!NearestTarget.yields(back, to: [front]))
    #expect(NearestTarget.winner(of: [back, front]) == back)
  }

  @Test func atEqualDistanceTheClaimInFrontWins() {
    let back = TouchClaim(distance: 4, stackingIndex: 0)
    let front = TouchClaim(distance: 4, stackingIndex: 1)
    #expect(NearestTarget.yields(back, to: [front]))
    #expect(!NearestTarget.yields(front, to: [back]))
    #expect(NearestTarget.winner(of: [back, front]) == front)
  }

  @Test func aClaimInsideTheRealBoundsNeverYields() {
    let inside = TouchClaim(distance: 0, stackingIndex: 0)
    #expect(!NearestTarget.yields(inside, to: [TouchClaim(distance: 0, stackingIndex: 1)]))
  }

  @Test func realBoundsBehindDoNotTakeTheTouchFromAnEnlargedAreaInFront() {
    let enlarged = TouchClaim(distance: 2, stackingIndex: 1)
    let sibling = TouchClaim(distance: 0, stackingIndex: 0)
    #expect(!NearestTarget.yields(enlarged, to: [sibling]))
    #expect(NearestTarget.winner(of: [sibling, enlarged]) == enlarged)
  }

  @Test func realBoundsInFrontWinOverAnEnlargedAreaBehind() {
    let enlarged = TouchClaim(distance: 2, stackingIndex: 0)
    let sibling = TouchClaim(distance: 0, stackingIndex: 1)
    #expect(NearestTarget.winner(of: [enlarged, sibling]) == sibling)
  }

  @Test func theFrontmostOfTheRealBoundsAndTheNearestEnlargedAreaWins() {
    let nearest = TouchClaim(distance: 1, stackingIndex: 2)
    let claims = [
      TouchClaim(distance: 0, stackingIndex: 0), TouchClaim(distance: 0, stackingIndex: 1), nearest,
      TouchClaim(distance: 3, stackingIndex: 3),
    ]
    #expect(NearestTarget.winner(of: claims) == nearest)
    #expect(NearestTarget.yields(claims[3], to: claims.dropLast()))
  }

  @Test func aClaimWithoutRivalsKeepsTheTouch() {
    #expect(!NearestTarget.yields(TouchClaim(distance: 9, stackingIndex: 0), to: []))
    #expect(NearestTarget.winner(of: []) == nil)
  }

  /// Hit testing asks siblings front to back and stops at the first that accepts: that one must be the winner.
  @Test func askingFrontToBackTheFirstClaimThatAcceptsIsTheWinner() async {
    let distances = Gen.int(in: 0...6).array(of: 1...8)
    await propertyCheck(count: 2000, input: distances) { raw in
      let claims = raw.enumerated().map { TouchClaim(distance: CGFloat($0.element) / 2, stackingIndex: $0.offset) }
      let accepting = claims.reversed().first { claim in
        !NearestTarget.yields(claim, to: claims.filter { $0 != claim })
      }
      #expect(accepting == NearestTarget.winner(of: claims), "\(raw)")
    }
  }

  @Test func exactlyOneClaimFromAnEnlargedAreaAccepts() async {
    let distances = Gen.int(in: 1...6).array(of: 1...8)
    await propertyCheck(count: 2000, input: distances) { raw in
      let claims = raw.enumerated().map { TouchClaim(distance: CGFloat($0.element), stackingIndex: $0.offset) }
      let accepting = claims.filter { claim in !NearestTarget.yields(claim, to: claims.filter { $0 != claim }) }
      #expect(accepting.count == 1, "\(raw)")
    }
  }
}
