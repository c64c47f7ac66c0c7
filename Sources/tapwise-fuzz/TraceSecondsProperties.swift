import TapwiseCore
import TapwiseTraces

/// The decimal-seconds reader (`TraceSeconds.parse`) on any text.
///
/// - A value it accepts is whole microseconds, between 0 and the maximum; printed as exact decimal seconds, it reads
///   back to the same value and prints the same; and it is the number the text says: within a few units in the last
///   place of the text read as a `Double` (an independent reader, rounded to binary).
/// - A value it rejects as negative reads as a `Double` with a minus sign; one too large reads as at least the
///   maximum; one that isn't finite says NaN or infinity.
enum TraceSecondsProperties {
  static func check(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let reference = Double(text)
    let maximum = Double(TraceSeconds.maximumWholeSeconds)
    do {
      let duration = try TraceSeconds.parse(text)
      let (seconds, attoseconds) = duration.components
      FuzzFailure.require(
        attoseconds % 1_000_000_000_000 == 0 && duration >= .zero
          && duration <= .seconds(TraceSeconds.maximumWholeSeconds),
        "an accepted value is whole microseconds in range, got \(duration)", input: input)
      let printed = duration.decimalSeconds
      let reread = try? TraceSeconds.parse(printed)
      FuzzFailure.require(
        reread == duration && reread?.decimalSeconds == printed,
        "\(duration) prints as \(printed), which reads back as \(String(describing: reread))", input: input)
      let microseconds = Double(seconds) * 1e6 + Double(attoseconds / 1_000_000_000_000)
      let value = microseconds / 1e6
      FuzzFailure.require(
        reference.map { abs($0 - value) <= 4 * max($0.ulp, value.ulp) } == true,
        "the text reads as \(String(describing: reference)) as a Double, but parses as \(printed)", input: input)
    } catch {
      switch error {
      case .negative:
        // The sign, not the value: -8e-800 is negative, and reads as -0.0.
        FuzzFailure.require(
          reference?.sign == .minus, "rejected as negative, reads as \(String(describing: reference))",
          input: input)
      case .tooLarge:
        FuzzFailure.require(
          reference.map { $0 >= maximum - 4 * maximum.ulp } == true,
          "rejected as too large, reads as \(String(describing: reference))", input: input)
      case .notFinite:
        let word = text.drop { $0 == "-" || $0 == "+" }.lowercased()
        FuzzFailure.require(
          ["nan", "inf", "infinity"].contains(word), "rejected as not finite, but it says \(text)", input: input)
      case .notANumber, .tooPrecise:
        break
      }
    }
  }
}
