@_spi(Simulation) import TapwiseCore
import TapwiseFormats

/// Draws a ``TraceRun`` as an SVG timeline a person reads at a glance.
///
/// - The title names the policy with all its options; a line below counts events and deliveries.
/// - Each key gets a pair of lanes: its input events on top, its deliveries below. Unkeyed events form one pair.
/// - Events that are eventually delivered are filled; events dropped or replaced are hollow. A delivery at its
///   event's own time is a circle, one on a timer a diamond, and a thin line joins each delivery to its event.
/// - The policy's windows (gate closures, throttle windows, debounce bursts) are shaded across the key's lanes.
/// - A time axis with round tick labels in seconds runs along the bottom, and a legend explains the marks.
///
/// The output is plain SVG text and deterministic: the same run always gives the same bytes.
///
/// ```swift
/// let run = try TraceRun(policy, trace: trace)
/// try TimelineSVG(run).render().write(toFile: "timeline.svg", atomically: true, encoding: .utf8)
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
package struct TimelineSVG {
  /// The run to draw.
  package let run: TraceRun

  /// The page width in pixels.
  static let width = 960.0
  /// Where the time axis starts, leaving room for lane labels.
  static let plotLeft = 150.0
  /// The space right of the axis's end.
  static let plotRight = 40.0
  /// Where the first key's block starts.
  static let blocksTop = 104.0
  /// The height of one key's block: title, input lane, delivery lane and their labels.
  static let blockHeight = 172.0
  /// Within a block: the input lane's centre line.
  static let inputLane = 72.0
  /// Within a block: the delivery lane's centre line.
  static let deliveryLane = 126.0
  /// The least horizontal distance between two value labels on a lane; closer labels are left out.
  static let labelSpacing = 22.0

  /// Prepares a drawing.
  /// - Parameters:
  ///   - run: The simulation to draw.
  package init(_ run: TraceRun) {
    self.run = run
  }

  /// Renders the timeline.
  /// - Returns: A complete SVG document, ending with a newline.
  package func render() -> String {
    let keys = run.trace.keys
    let scale = TimelineScale(
      last: lastInstant, left: Self.plotLeft, width: Self.width - Self.plotLeft - Self.plotRight)
    let axisY = Self.blocksTop + Self.blockHeight * Double(keys.count) + 8
    let height = axisY + 48
    var svg = SVGWriter(decimals: 1)
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", svg.number(Self.width)),
        ("height", svg.number(height)),
        ("viewBox", "0 0 \(svg.number(Self.width)) \(svg.number(height))"),
        ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "12"),
      ])
    svg.element("title", [], text: "tapwise simulate: \(run.policy)")
    svg.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
    svg.text(x: 20, y: 32, run.policy.description, [("font-size", "17"), ("font-weight", "bold")])
    svg.text(x: 20, y: 54, summary, [("fill", "#495057")])
    drawLegend(into: &svg, y: 80)
    for tick in scale.ticks {
      let x = scale.x(tick)
      svg.line(x, Self.blocksTop, x, axisY, [("stroke", "#e9ecef")])
    }
    let eventsByKey = Dictionary(grouping: run.trace.events.indices) { run.trace.events[$0].key }
    let deliveriesByKey = Dictionary(grouping: run.deliveries) { $0.key }
    let windowsByKey = Dictionary(grouping: run.windows) { $0.key }
    let delivered = run.deliveredEventIndices
    for (position, key) in keys.enumerated() {
      let lanes = Lanes(
        key: key, events: eventsByKey[key] ?? [], deliveries: deliveriesByKey[key] ?? [],
        windows: windowsByKey[key] ?? [], delivered: delivered,
        top: Self.blocksTop + Self.blockHeight * Double(position))
      drawBlock(lanes, scale: scale, into: &svg)
    }
    drawAxis(scale, y: axisY, into: &svg)
    svg.close("svg")
    return svg.text
  }

  /// The latest instant anything happens: an event, a delivery, or a window's end.
  private var lastInstant: Duration {
    let times =
      run.trace.events.map(\.time) + run.deliveries.map(\.time) + run.windows.map(\.end)
    return times.max() ?? .zero
  }

  /// The line under the title: how many events went in and how many came out.
  private var summary: String {
    let events = run.trace.events.count
    let deliveries = run.deliveries.count
    let keys = run.trace.keys.count
    let keyNote = run.trace.keys.contains { $0 != nil } ? ", \(keys) \(keys == 1 ? "stream" : "streams")" : ""
    return "\(events) \(events == 1 ? "event" : "events") in, \(deliveries) delivered\(keyNote). "
      + "Times in seconds, exact; a timer due at T runs before an event at T."
  }

  /// What one key's block shows.
  private struct Lanes {
    /// The key, or `nil` for unkeyed events.
    var key: String?
    /// The positions of the key's events in the trace.
    var events: [Int]
    /// The key's deliveries, in delivery order.
    var deliveries: [TimedDelivery<String>]
    /// The key's windows.
    var windows: [TimingWindow]
    /// The positions of all events that are delivered.
    var delivered: Set<Int>
    /// The block's top edge.
    var top: Double
  }

  /// Draws one key's block: its name, its windows, its two lanes, events, deliveries and the lines between them.
  /// - Parameters:
  ///   - lanes: The key and what belongs to it.
  ///   - scale: The time axis.
  ///   - svg: The canvas.
  private func drawBlock(_ lanes: Lanes, scale: TimelineScale, into svg: inout SVGWriter) {
    let inputY = lanes.top + Self.inputLane
    let deliveryY = lanes.top + Self.deliveryLane
    let keyText = lanes.events.first.flatMap { run.trace.events[$0].keyText }
    svg.text(
      x: 20, y: lanes.top + 22, keyText.map { "key \($0)" } ?? "events without a key", [("font-weight", "bold")])
    for window in lanes.windows {
      let x = scale.x(window.start)
      svg.element(
        "rect",
        [
          ("x", svg.number(x)), ("y", svg.number(inputY - 11)),
          ("width", svg.number(scale.x(window.end) - x)),
          ("height", svg.number(deliveryY - inputY + 22)),
          ("fill", "#74c0fc"), ("fill-opacity", "0.25"), ("stroke", "#4dabf7"), ("stroke-width", "0.8"),
        ])
    }
    for (y, name) in [(inputY, "events"), (deliveryY, "delivered")] {
      svg.line(scale.left, y, scale.left + scale.width, y, [("stroke", "#adb5bd")])
      svg.text(x: scale.left - 12, y: y + 4, name, [("text-anchor", "end"), ("fill", "#495057")])
    }
    for delivery in lanes.deliveries {
      let event = run.event(of: delivery)
      let dash: [(String, String)] = delivery.edge == .trailing ? [("stroke-dasharray", "3 3")] : []
      svg.line(
        scale.x(event.time), inputY + 5, scale.x(delivery.time), deliveryY - 6,
        [("stroke", "#e8590c"), ("stroke-opacity", "0.6")] + dash)
    }
    var lastLabel = -Double.infinity
    for index in lanes.events {
      let event = run.trace.events[index]
      let x = scale.x(event.time)
      let fill = lanes.delivered.contains(index) ? "#343a40" : "#ffffff"
      svg.circle(x, inputY, 5, [("fill", fill), ("stroke", "#343a40"), ("stroke-width", "1.5")])
      if x - lastLabel >= Self.labelSpacing {
        label(x: x + 2, y: inputY - 14, angle: -35, into: &svg, Self.shorten(event.valueText))
        lastLabel = x
      }
    }
    lastLabel = -Double.infinity
    for delivery in lanes.deliveries {
      let x = scale.x(delivery.time)
      if delivery.edge == .leading {
        svg.circle(x, deliveryY, 6, [("fill", "#e8590c")])
      } else {
        svg.diamond(x, deliveryY, 7, [("fill", "#e8590c")])
      }
      if x - lastLabel >= Self.labelSpacing {
        label(x: x + 2, y: deliveryY + 21, angle: 35, into: &svg, Self.shorten(delivery.value))
        lastLabel = x
      }
    }
  }

  /// Adds a small value label turned by `angle` degrees around its start, so close labels do not overlap.
  /// - Parameters:
  ///   - x: The label's start.
  ///   - y: The label's baseline.
  ///   - angle: The rotation in degrees; negative turns it upwards.
  ///   - svg: The canvas.
  ///   - content: The text, unescaped.
  private func label(x: Double, y: Double, angle: Int, into svg: inout SVGWriter, _ content: String) {
    let point = "\(svg.number(x)) \(svg.number(y))"
    svg.text(
      x: x, y: y, content, [("font-size", "11"), ("fill", "#495057"), ("transform", "rotate(\(angle) \(point))")])
  }

  /// Shortens a value label to at most `limit` characters, ending in `…` when cut.
  /// - Parameters:
  ///   - text: The label.
  ///   - limit: The most characters to keep, the ellipsis included.
  /// - Returns: The label, whole or cut.
  static func shorten(_ text: String, to limit: Int = 16) -> String {
    text.count <= limit ? text : text.prefix(limit - 1) + "…"
  }

  /// Draws the time axis: a line, a tick and an exact label at each tick, and the unit.
  /// - Parameters:
  ///   - scale: The time axis.
  ///   - y: The axis line's position.
  ///   - svg: The canvas.
  private func drawAxis(_ scale: TimelineScale, y: Double, into svg: inout SVGWriter) {
    svg.line(scale.left, y, scale.left + scale.width, y, [("stroke", "#343a40")])
    for tick in scale.ticks {
      let x = scale.x(tick)
      svg.line(x, y, x, y + 5, [("stroke", "#343a40")])
      svg.text(x: x, y: y + 19, tick.decimalSeconds, [("text-anchor", "middle")])
    }
    svg.text(x: scale.left - 20, y: y + 19, "time (s)", [("text-anchor", "end"), ("fill", "#495057")])
  }

  /// Draws the legend: one mark and a few words for each kind of mark on the page.
  /// - Parameters:
  ///   - svg: The canvas.
  ///   - y: The legend's centre line.
  private func drawLegend(into svg: inout SVGWriter, y: Double) {
    var x = 20.0
    func entry(_ words: String, width: Double, mark: (inout SVGWriter, Double) -> Void) {
      mark(&svg, x + 6)
      svg.text(x: x + 16, y: y + 4, words, [("fill", "#343a40")])
      x += width
    }
    entry("event, delivered", width: 128) { $0.circle($1, y, 5, [("fill", "#343a40")]) }
    entry("event, dropped or replaced", width: 186) {
      $0.circle($1, y, 5, [("fill", "#ffffff"), ("stroke", "#343a40"), ("stroke-width", "1.5")])
    }
    entry("delivered at once", width: 134) { $0.circle($1, y, 6, [("fill", "#e8590c")]) }
    entry("delivered on a timer", width: 156) { $0.diamond($1, y, 7, [("fill", "#e8590c")]) }
    entry(windowName, width: 200) {
      $0.element(
        "rect",
        [
          ("x", $0.number($1 - 6)), ("y", $0.number(y - 7)), ("width", "14"),
          ("height", "14"), ("fill", "#74c0fc"), ("fill-opacity", "0.25"), ("stroke", "#4dabf7"),
          ("stroke-width", "0.8"),
        ])
    }
  }

  /// What a shaded window means for this policy.
  private var windowName: String {
    switch run.policy {
    case .gate: "gate closed after an admission"
    case .throttle: "throttle window"
    case .debounce: "debounce burst, to its deadline"
    }
  }
}
