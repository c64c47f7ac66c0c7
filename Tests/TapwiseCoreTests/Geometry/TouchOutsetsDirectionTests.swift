import Foundation
import TapwiseCore
import Testing

/// Leading and trailing outsets, as SwiftUI's `EdgeInsets` gives them, become left and right by the layout direction.
@Suite struct TouchOutsetsDirectionTests {
  @Test func leadingIsLeftFromLeftToRight() {
    let outsets = TouchOutsets(top: 1, leading: 2, bottom: 3, trailing: 4, rightToLeft: false)
    #expect(outsets == TouchOutsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test func leadingIsRightFromRightToLeft() {
    let outsets = TouchOutsets(top: 1, leading: 2, bottom: 3, trailing: 4, rightToLeft: true)
    #expect(outsets == TouchOutsets(top: 1, left: 4, bottom: 3, right: 2))
  }
}
