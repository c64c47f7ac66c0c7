import Foundation
import HeadlessUIKit
import Testing

/// `UIEdgeInsets` and `CGRect.inset(by:)`, with `UIEdgeInsetsInsetRect`'s exact arithmetic.
@Suite struct EdgeInsetsTests {
  @Test func zeroInsetsHaveEveryEdgeAtZero() {
    let zero = UIEdgeInsets.zero
    #expect(zero.top == 0 && zero.left == 0 && zero.bottom == 0 && zero.right == 0)
    #expect(UIEdgeInsets() == .zero)
  }

  @Test func initStoresAllFourEdges() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top == 1)
    #expect(insets.left == 2)
    #expect(insets.bottom == 3)
    #expect(insets.right == 4)
  }

  @Test func equalityComparesEveryEdge() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets != UIEdgeInsets(top: 0, left: 2, bottom: 3, right: 4))
    #expect(insets != UIEdgeInsets(top: 1, left: 0, bottom: 3, right: 4))
    #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 4))
    #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 0))
  }

  @Test func zeroInsetsLeaveARectUnchanged() {
    let rect = CGRect(x: 3, y: 4, width: 50, height: 60)
    #expect(rect.inset(by: .zero) == rect)
  }

  @Test func positiveInsetsShrinkTheRect() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(
      rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)) == CGRect(x: 10, y: 5, width: 80, height: 40)
    )
  }

  @Test func negativeInsetsGrowTheRect() {
    let rect = CGRect(x: 20, y: 100, width: 100, height: 80)
    // The example from UIEdgeInsetsInsetRect's usual illustration: insets (-3, -4, -5, -6).
    let grown = rect.inset(by: UIEdgeInsets(top: -3, left: -4, bottom: -5, right: -6))
    #expect(grown == CGRect(x: 16, y: 97, width: 110, height: 88))
  }

  @Test func asymmetricInsetsMoveEachEdgeByItsOwnAmount() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
    let inset = rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 30, right: 40))
    #expect(inset.minX == 12)
    #expect(inset.minY == 21)
    #expect(inset.maxX == 70)
    #expect(inset.maxY == 190)
  }

  @Test func fractionalInsetsUseExactArithmetic() {
    let rect = CGRect(x: 0.5, y: 0.25, width: 10, height: 10)
    let inset = rect.inset(by: UIEdgeInsets(top: 0.125, left: 0.25, bottom: 0.375, right: 0.5))
    #expect(inset == CGRect(x: 0.75, y: 0.375, width: 9.25, height: 9.5))
  }

  /// `UIEdgeInsetsInsetRect` does not standardize: insetting past the opposite edge leaves a negative size.
  @Test func overInsettingGivesANegativeSize() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let inset = rect.inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(inset.origin == CGPoint(x: 8, y: 8))
    #expect(inset.size == CGSize(width: -6, height: -6))
  }
}
