import Testing

@testable import Tapwise
import TapwiseTestSupport

/// Touch areas on a slider are refused: UIKit's slider starts tracking only on its thumb, so a touch that an
/// enlarged area took would reach the slider and be swallowed. The refusal goes to the invalid-setting handler and
/// changes nothing; the defaults stay allowed.
///
/// Each test swaps the global handler and restores it before it returns, within one main-actor turn.
@MainActor
@Suite(.serialized) struct SliderTouchAreaTests {
  let scene = TouchAreaScene()

  /// A slider subclass that applies touch areas itself, as the guide's `TouchAreaHosting` recipe does.
  final class HostingSlider: UISlider, TouchAreaHosting {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      touchAreaPoint(inside: point, with: event) { super.point(inside: $0, with: event) }
    }
  }

  /// A 200×30 slider at (100, 100).
  func slider<Slider: UISlider>(_ slider: Slider) -> Slider {
    scene.add(slider, "volume", CGRect(x: 100, y: 100, width: 200, height: 30))
  }

  @Test func outsetsOnASliderAreRefusedAndTouchesAboveItMissIt() {
    let volume = slider(UISlider())
    let errors = recordingInvalidSettings {
      volume.tw.touchAreaOutsets = .zero  // the default: allowed
      volume.tw.touchAreaOutsets = .all(20)
    }
    #expect(errors == [.refusedOnSlider(typeName: "UISlider")])
    #expect(volume.tw.touchAreaOutsets == .zero)
    #expect(volume.tw.touchArea.rects == [volume.bounds])
    #expect(scene.hit(200, 90) == "window")
    #expect(scene.hit(200, 115) == "volume")
  }

  @Test func aMinimumSizeOnASliderIsRefusedAndOnASwitchBesideItTaken() {
    let volume = slider(UISlider())
    let mute = scene.add(UISwitch(), "mute", CGRect(x: 100, y: 200, width: 20, height: 20))
    let errors = recordingInvalidSettings {
      volume.tw.minimumTouchSize = .zero  // the default: allowed
      volume.tw.minimumTouchSize = CGSize(width: 44, height: 44)
      mute.tw.minimumTouchSize = CGSize(width: 44, height: 44)
    }
    #expect(errors == [.refusedOnSlider(typeName: "UISlider")])
    #expect(volume.tw.minimumTouchSize == .zero)
    #expect(scene.hit(200, 95) == "window")
    #expect(TouchAreaState.of(volume) == nil)
    #expect(scene.hit(110, 195) == "mute")
  }

  @Test func aSliderSubclassThatHostsTouchAreasIsRefusedByName() {
    let volume = slider(HostingSlider())
    let errors = recordingInvalidSettings {
      volume.tw.touchAreaOutsets = .all(12)
      volume.tw.minimumTouchSize = CGSize(width: 0, height: 44)
    }
    #expect(errors == [.refusedOnSlider(typeName: "HostingSlider"), .refusedOnSlider(typeName: "HostingSlider")])
    #expect(scene.hit(200, 95) == "window")
  }

  @Test func theInterfaceBuilderSettingsAreRefusedOnASlider() {
    let volume = slider(UISlider())
    let errors = recordingInvalidSettings {
      volume.twTouchAreaOutset = 0  // the default: allowed
      volume.twTouchAreaOutset = 12
      volume.twMinimumTouchSize = CGSize(width: 44, height: 44)
    }
    #expect(errors == Array(repeating: .refusedOnSlider(typeName: "UISlider"), count: 2))
    #expect(volume.twTouchAreaOutset == 0)
    #expect(volume.twMinimumTouchSize == .zero)
    #expect(scene.hit(200, 95) == "window")
  }

  @Test func theRefusalSaysWhy() {
    let volume = slider(UISlider())
    let errors = recordingInvalidSettings { volume.tw.touchAreaOutsets = .all(12) }
    #expect(
      errors.map(\.description) == [
        "touch-area outsets and minimum sizes are refused on UISlider: a slider tracks touches only from its thumb, "
          + "so a touch that a larger area took would be swallowed"
      ])
  }
}
