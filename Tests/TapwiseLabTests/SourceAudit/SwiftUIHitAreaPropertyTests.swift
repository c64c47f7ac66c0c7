import PropertyBased
import Testing
import TapwiseFormats
@testable import TapwiseSourceAudit

/// Invariants of the modifier walk over random chains of the modifiers it knows and some it doesn't: each chain is
/// one target; padding adds exactly its amount to a known bound and leaves an unknown one unknown; Tapwise's
/// `.minimumTouchSize()` never leaves a known bound below 44 and makes the target not fixable by another.
///
/// A failure prints the chain and a seed; add `.fixedSeed("…")` to the test to replay it.
@Suite struct SwiftUIHitAreaPropertyTests {
  typealias F = SwiftUISourceFixtures

  /// Bases of every kind the base rule knows.
  static let bases = [
    "Image(systemName: \"xmark\")", "Image(\"close\")", "Image(\"close\").resizable()", "Text(\"Edit\")",
    "Rectangle()", "Circle().fill(.red)", "Color.blue", "HStack { Text(\"A\") }", "Avatar()", "content",
  ]
  /// Modifiers, `N` replaced by a number.
  static let modifiers = [
    ".frame(width: N, height: N)", ".frame(width: N)", ".frame(height: N)", ".frame(maxWidth: N)",
    ".frame(maxWidth: .infinity)", ".frame(minWidth: N)", ".padding(N)", ".padding(.horizontal, N)", ".padding()",
    ".contentShape(Rectangle())", ".contentShape(Triangle())", ".background(Color.red)", ".overlay(Badge())",
    ".font(.system(size: N))", ".font(.caption)", ".fixedSize()", ".scaledToFill()", ".clipped()", ".offset(x: N)",
    ".touchAreaOutsets(N)", ".foregroundColor(.red)", ".cardStyle()", ".scaleEffect(N)", ".imageScale(.large)",
  ]

  /// A random chain: a base and up to eight modifiers.
  static let chains = Gen.int(in: 0...9999).array(of: 1...9).map { picks -> String in
    var chain = bases[picks[0] % bases.count]
    for pick in picks.dropFirst() {
      chain += modifiers[pick % modifiers.count].replacing("N", with: "\(pick % 50)")
    }
    return chain
  }

  @Test func paddingAddsExactlyItsAmountToAKnownBound() async {
    await propertyCheck(count: 300, input: Self.chains) { chain in
      let bare = F.targets(F.body("\(chain).onTapGesture { a() }"))
      let padded = F.targets(F.body("\(chain).padding(6).onTapGesture { a() }"))
      #expect(bare.count == 1 && padded.count == 1, "\(chain)")
      guard let bare = bare.first, let padded = padded.first else { return }
      #expect(padded.width.upperBound == bare.width.upperBound.map { $0 + 12 }, "\(chain)")
      #expect(padded.height.upperBound == bare.height.upperBound.map { $0 + 12 }, "\(chain)")
    }
  }

  @Test func aMinimumTouchSizeLeavesNoKnownBoundBelowIt() async {
    await propertyCheck(count: 300, input: Self.chains) { chain in
      let target = F.targets(F.body("\(chain).minimumTouchSize().onTapGesture { a() }"))
      #expect(target.count == 1, "\(chain)")
      guard let target = target.first else { return }
      #expect((target.width.upperBound ?? 44) >= 44 && (target.height.upperBound ?? 44) >= 44, "\(chain)")
      #expect(!target.isFixable, "\(chain)")
    }
  }
}
