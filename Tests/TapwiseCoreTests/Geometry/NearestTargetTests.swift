import Foundation
import PropertyBased
import TapwiseCore
import Testing

/// The nearest-target rule: nearer real bounds win; at equal distance the view in front wins; real bounds never
/// yield.
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

  @Test func realBoundsBeatAnEnlargedAreaThatOverlapsThem() {
    let enlarged = TouchClaim(distance: 2, stackingIndex: 1)
    let sibling = TouchClaim(distance: 0, stackingIndex: 0)
    #expect(NearestTarget.yields(enlarged, to: [sibling]))
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
