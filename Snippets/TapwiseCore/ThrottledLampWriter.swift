// snippet.hide
import TapwiseCore

/// A Bluetooth lamp, as far as this example needs one.
@MainActor
protocol Lamp: AnyObject {
  /// Writes a new brightness to the lamp, a slow round trip.
  func writeBrightness(_ value: Float)
}

/// A slider's change callback, as far as this example needs one.
@MainActor
final class BrightnessSlider {
  /// Called with every new position.
  var onChange: (Float) -> Void = { _ in }
}

// snippet.show
// A slider writes to a lamp at most every 0.4 s, and the final position always arrives.
@available(iOS 16, macOS 13, *)
@MainActor
func connect(_ slider: BrightnessSlider, to lamp: some Lamp) throws -> Throttler<Float, ContinuousClock> {
  let writer = try Throttler<Float, ContinuousClock>(interval: .milliseconds(400)) { [weak lamp] value, _ in
    lamp?.writeBrightness(value)
  }
  slider.onChange = { writer.send($0) }
  return writer
}
