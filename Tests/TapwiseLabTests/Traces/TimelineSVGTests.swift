@_spi(Simulation) import TapwiseCore
import Testing
@testable import TapwiseFormats
@testable import TapwiseTraces

@Suite struct TimelineSVGTests {
  /// Draws a policy over JSON Lines text.
  private func svg(_ policy: TimingPolicy, _ text: String) throws -> String {
    try TimelineSVG(TraceRun(policy, trace: Trace(jsonLines: text))).render()
  }

  /// Counts the non-overlapping occurrences of `needle` in `text`.
  private func occurrences(of needle: String, in text: String) -> Int {
    text.split(separator: needle, omittingEmptySubsequences: false).count - 1
  }

  private let keyed = """
    {"t": 0.0, "value": 1, "key": "save"}
    {"t": 0.05, "value": 2, "key": "share"}
    {"t": 0.1, "value": 3, "key": "save"}
    """

  @Test func theSameRunDrawsTheSameBytes() throws {
    #expect(
      try svg(.throttle(interval: .milliseconds(400)), keyed) == svg(.throttle(interval: .milliseconds(400)), keyed))
  }

  @Test func theTitleNamesThePolicyWithAllItsOptions() throws {
    let text = try svg(.throttle(interval: .milliseconds(400), latest: false), keyed)
    #expect(text.contains(">throttle(interval: 0.4, leading: true, trailing: true, latest: false)</text>"))
    #expect(text.contains(">3 events in, 3 delivered, 2 streams."))
  }

  @Test func eachKeyGetsItsOwnPairOfLanes() throws {
    let text = try svg(.gate(interval: .milliseconds(500)), keyed)
    #expect(text.contains(">key &quot;save&quot;</text>"))
    #expect(text.contains(">key &quot;share&quot;</text>"))
    #expect(occurrences(of: ">events</text>", in: text) == 2)
    #expect(occurrences(of: ">delivered</text>", in: text) == 2)
  }

  @Test func windowsAreShadedAndMarksMatchTheEdges() throws {
    let text = try svg(.throttle(interval: .milliseconds(400)), keyed)
    // Windows: save [0, 0.4) and [0.4, 0.8), share [0.05, 0.45), plus the legend's swatch.
    #expect(occurrences(of: ##"fill="#74c0fc""##, in: text) == 4)
    // Two leading deliveries (circles) and one trailing (diamond), plus one of each in the legend.
    #expect(occurrences(of: "<polygon", in: text) == 2)
    #expect(text.contains(">throttle window</text>"))
  }

  @Test func textFromTheTraceIsEscaped() throws {
    let text = try svg(.gate(interval: .seconds(1)), #"{"t": 0, "value": "<a&b>", "key": "x\"y"}"#)
    #expect(text.contains("&quot;&lt;a&amp;b&gt;&quot;"))
    #expect(text.contains(#">key &quot;x\&quot;y&quot;</text>"#))
    #expect(!text.contains("<a&b>"))
  }

  @Test func anEmptyTraceStillDrawsAnAxis() throws {
    let text = try svg(.debounce(interval: .milliseconds(300)), "")
    #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(text.hasSuffix("</svg>\n"))
    #expect(text.contains(">time (s)</text>"))
  }

  @Test func longValuesAreShortenedWithAnEllipsis() {
    #expect(TimelineSVG.shorten("0123456789abcdefghij") == "0123456789abcde…")
    #expect(TimelineSVG.shorten("short") == "short")
  }

  @Test func coordinatesHaveAtMostOneDecimal() {
    let svg = SVGWriter(decimals: 1)
    #expect(svg.number(12) == "12")
    #expect(svg.number(12.46) == "12.5")
    #expect(svg.number(-3.21) == "-3.2")
    #expect(svg.number(-0.01) == "0")
    #expect(svg.number(0.05) == "0.1")
  }

  @Test(arguments: [
    (Duration.milliseconds(1_200), Duration.milliseconds(200), Duration.milliseconds(1_200)),
    (.milliseconds(1_920), .milliseconds(200), .seconds(2)),
    (.milliseconds(2_300), .milliseconds(500), .milliseconds(2_500)),
    (.zero, .milliseconds(100), .seconds(1)),
    (.microseconds(3), .microseconds(1), .microseconds(3)),
    (.seconds(1_000_000_000_001), .seconds(200_000_000_000), .seconds(1_200_000_000_000)),
  ])
  func theAxisEndsOnARoundTickAfterTheLastInstant(last: Duration, step: Duration, end: Duration) {
    let scale = TimelineScale(last: last, left: 100, width: 800)
    #expect(scale.step == step)
    #expect(scale.end == end)
    #expect(scale.ticks.count <= 11)
    #expect(scale.x(.zero) == 100)
    #expect(scale.x(end) == 900)
  }
}
