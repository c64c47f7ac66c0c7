import Foundation
import HeadlessUIKit
import PropertyBased
import Tapwise
import TapwiseCore
import Testing
@testable import TapwiseAudit

/// `--profile`: each standard's size, and WCAG 2.2's spacing exception for undersized targets (SC 2.5.8) on and
/// off its boundary, on generated layouts.
@MainActor
@Suite struct AuditProfileTests {
  /// The ids of the targets a profile finds too small in a layout of buttons.
  static func tooSmall(_ frames: [CGRect], profile: AuditProfile) -> [String] {
    let views = frames.enumerated().map { LayoutView(id: "b\($0.offset)", kind: .button, frame: $0.element) }
    let scene = LayoutScene(Layout(size: CGSize(width: 400, height: 400), views: views))
    var settings = AuditSettings()
    settings.profile = profile
    return TouchTargetAudit.run(on: scene.window, options: settings.options)
      .filter { $0.kind == .tooSmall }.map(\.view)
  }

  @Test func eachProfileHasItsStandardsSize() {
    let button = [CGRect(x: 100, y: 100, width: 46, height: 46)]
    #expect(Self.tooSmall(button, profile: .apple) == [])
    #expect(Self.tooSmall(button, profile: .material) == ["b0"])
    #expect(Self.tooSmall(button, profile: .wcagAAA) == [])
    #expect(Self.tooSmall([CGRect(x: 100, y: 100, width: 30, height: 30)], profile: .wcagAAA) == ["b0"])
    #expect(AuditProfile.wcagAA.minimumSize == CGSize(width: 24, height: 24))
  }

  @Test func undersizedTargetsWhoseCirclesOnlyTouchPass() {
    // Two 16 × 16 buttons whose centres are exactly 24 apart: their 24-diameter circles touch but don't intersect.
    let apart = [CGRect(x: 100, y: 100, width: 16, height: 16), CGRect(x: 124, y: 100, width: 16, height: 16)]
    #expect(Self.tooSmall(apart, profile: .wcagAA) == [])
    // A hundredth of a point closer, they intersect, and both fail.
    let closer = [CGRect(x: 100, y: 100, width: 16, height: 16), CGRect(x: 123.99, y: 100, width: 16, height: 16)]
    #expect(Self.tooSmall(closer, profile: .wcagAA) == ["b0", "b1"])
    // Without the exception (WCAG's enhanced level), both are too small however far apart.
    #expect(Self.tooSmall(apart, profile: .wcagAAA) == ["b0", "b1"])
  }

  @Test func anUndersizedTargetsCircleMustNotReachAnotherTarget() {
    // A 16 × 16 button centred at (108, 108); a large button whose edge is exactly 12 from that centre passes it,
    // one a hundredth closer doesn't. The large one is never too small.
    let touching = [CGRect(x: 100, y: 100, width: 16, height: 16), CGRect(x: 120, y: 80, width: 100, height: 60)]
    #expect(Self.tooSmall(touching, profile: .wcagAA) == [])
    let closer = [CGRect(x: 100, y: 100, width: 16, height: 16), CGRect(x: 119.99, y: 80, width: 100, height: 60)]
    #expect(Self.tooSmall(closer, profile: .wcagAA) == ["b0"])
  }

  /// Random layouts of 2 to 6 buttons from 4 to 30 pt wide and high, within 150 × 150 pt: four numbers each.
  static let layouts = Gen.int(in: 0...119).array(of: 8...24).map { numbers in
    stride(from: 0, to: numbers.count - 3, by: 4).map { index in
      CGRect(
        x: CGFloat(numbers[index]), y: CGFloat(numbers[index + 1]), width: CGFloat(4 + numbers[index + 2] % 27),
        height: CGFloat(4 + numbers[index + 3] % 27))
    }
  }

  @Test func theExceptionAgreesWithTheCirclesOnRandomLayouts() async {
    // A target passes by spacing exactly when no point strictly inside its circle lies in another target, and no
    // other undersized target's centre is closer than 24. Points are sampled on a fine grid, so the check doesn't
    // share the audit's distance formulas; a failure prints the layout and a seed.
    await propertyCheck(count: 200, input: Self.layouts) { frames in
      let strict = Set(Self.tooSmall(frames, profile: .wcagAAA).map { Int($0.dropFirst())! })
      let small = Set(frames.indices.filter { frames[$0].width < 24 || frames[$0].height < 24 })
      let aa = Set(Self.tooSmall(frames, profile: .wcagAA).map { Int($0.dropFirst())! })
      for index in small {
        let centre = CGPoint(x: frames[index].midX, y: frames[index].midY)
        var reaches = small.contains { other in
          other != index && hypot(frames[other].midX - centre.x, frames[other].midY - centre.y) < 24 - 0.01
        }
        // Only a frame that meets the square around the circle can hold one of its points: the others are not asked.
        let square = CGRect(x: centre.x - 11.9, y: centre.y - 11.9, width: 23.8, height: 23.8)
        let near = frames.indices.filter { $0 != index && frames[$0].intersects(square) }.map { frames[$0] }
        for dx in stride(from: -11.9, through: 11.9, by: 0.25) where !reaches && !near.isEmpty {
          for dy in stride(from: -11.9, through: 11.9, by: 0.25) where dx * dx + dy * dy < 11.9 * 11.9 {
            let point = CGPoint(x: centre.x + dx, y: centre.y + dy)
            if near.contains(where: { $0.contains(point) }) {
              reaches = true
              break
            }
          }
        }
        if reaches { #expect(aa.contains(index), "b\(index) of \(frames)") }
        if !aa.contains(index) { #expect(!reaches, "b\(index) of \(frames)") }
      }
      // The exception only removes findings, and only of targets too small for 24 × 24.
      #expect(aa.isSubset(of: small.intersection(strict)), "\(frames)")
    }
  }
}
