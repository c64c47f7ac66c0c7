@_spi(Simulation) import TapwiseCore

/// Deliberately naive models of the three policies, to check the real ones against.
///
/// They share no code with the library: the gate scans every earlier admission, and throttle and debounce step
/// through time one tick at a time, one key at a time, with timers first in each tick. The expected global order is
/// then rebuilt by sorting: by time, trailing before leading, trailing deliveries by key (first-seen order), leading
/// ones by input position. Interval zero, where a window opens and closes inside one tick, has its own model.
enum ReferenceModels {
  /// A gate: admit an event if no admission of its key is less than `interval` before it.
  static func gate(_ events: [TimedEvent<Int>], interval: Duration) -> [TimedDelivery<Int>] {
    var admitted: [TimedEvent<Int>] = []
    for event in events
    where admitted.allSatisfy({ $0.key != event.key || event.time - $0.time >= interval }) {
      admitted.append(event)
    }
    return admitted.map {
      TimedDelivery(time: $0.time, value: $0.value, key: $0.key, eventIndex: $0.value, edge: .leading)
    }
  }

  /// A throttle over `stream`, tick by tick.
  static func throttle(
    _ stream: RandomStream, leading: Bool, trailing: Bool, latest: Bool
  ) -> (deliveries: [TimedDelivery<Int>], windows: Set<TimingWindow>) {
    if stream.intervalTicks == 0 { return zeroInterval(stream, leading: leading, trailing: trailing) }
    return perKey(stream, .throttle) { events, interval, deliver, window in
      var windowStart: Int?
      var pending: Int?
      for tick in 0...(events.last.map { $0.tick + 2 * interval + 1 } ?? 0) {
        if let start = windowStart, tick == start + interval {
          window(start, tick)
          if trailing, let value = pending {
            deliver(value, tick, .trailing)
            windowStart = tick
          } else {
            windowStart = nil
          }
          pending = nil
        }
        for event in events where event.tick == tick {
          if windowStart == nil {
            windowStart = tick
            if leading {
              deliver(event.value, tick, .leading)
              continue
            }
          }
          if trailing, latest || pending == nil { pending = event.value }
        }
      }
    }
  }

  /// A debounce over `stream`, tick by tick; `maxWait` in ticks or `nil`.
  static func debounce(
    _ stream: RandomStream, maxWait: Int?, leading: Bool, trailing: Bool
  ) -> (deliveries: [TimedDelivery<Int>], windows: Set<TimingWindow>) {
    if stream.intervalTicks == 0 { return zeroInterval(stream, leading: leading, trailing: trailing) }
    return perKey(stream, .debounce) { events, interval, deliver, window in
      var burstStart: Int?
      var lastEvent = 0
      var pending: (value: Int, since: Int)?
      for tick in 0...(events.last.map { $0.tick + 2 * interval + (maxWait ?? 0) + 1 } ?? 0) {
        if let start = burstStart {
          let quiet = tick == lastEvent + interval
          let waitedTooLong = maxWait.map { pending != nil && tick == pending!.since + $0 } ?? false
          if quiet || waitedTooLong {
            if let value = pending?.value { deliver(value, tick, .trailing) }
            pending = nil
          }
          if quiet {
            window(start, tick)
            burstStart = nil
          }
        }
        for event in events where event.tick == tick {
          let startsBurst = burstStart == nil
          if startsBurst { burstStart = tick }
          lastEvent = tick
          if startsBurst, leading {
            deliver(event.value, tick, .leading)
          } else if trailing {
            pending = (event.value, pending?.since ?? tick)
          }
        }
      }
    }
  }

  /// A throttle or a debounce with interval zero: every event comes out at its own time, in input order, on the
  /// leading edge if that is on, unless both edges are off. Its windows would be empty, and those are not reported.
  static func zeroInterval(
    _ stream: RandomStream, leading: Bool, trailing: Bool
  ) -> (deliveries: [TimedDelivery<Int>], windows: Set<TimingWindow>) {
    guard leading || trailing else { return ([], []) }
    let deliveries = stream.events.map { event in
      TimedDelivery(
        time: event.time, value: event.value, key: event.key, eventIndex: event.value,
        edge: leading ? .leading : .trailing)
    }
    return (deliveries, [])
  }

  /// An event on the tick grid.
  struct TickEvent {
    /// The tick it happens on.
    let tick: Int
    /// Its value (its input position).
    let value: Int
  }

  /// Runs a single-key model for every key and merges the results into the library's delivery order.
  private static func perKey(
    _ stream: RandomStream,
    _ kind: TimingWindow.Kind,
    _ model: (
      _ events: [TickEvent], _ interval: Int, _ deliver: (Int, Int, TimedDelivery<Int>.Edge) -> Void,
      _ window: (Int, Int) -> Void
    ) -> Void
  ) -> (deliveries: [TimedDelivery<Int>], windows: Set<TimingWindow>) {
    let tick = RandomStream.tick
    var firstSeen: [String?] = []
    for event in stream.events where !firstSeen.contains(event.key) { firstSeen.append(event.key) }
    var deliveries: [(rank: Int, delivery: TimedDelivery<Int>)] = []
    var windows: Set<TimingWindow> = []
    for (rank, key) in firstSeen.enumerated() {
      let events = stream.events(of: key).map { TickEvent(tick: Int(($0.time / tick).rounded()), value: $0.value) }
      model(
        events, stream.intervalTicks,
        { value, at, edge in
          let delivery = TimedDelivery(time: tick * at, value: value, key: key, eventIndex: value, edge: edge)
          deliveries.append((rank, delivery))
        },
        { start, end in windows.insert(TimingWindow(key: key, start: tick * start, end: tick * end, kind: kind)) }
      )
    }
    deliveries.sort { lhs, rhs in
      if lhs.delivery.time != rhs.delivery.time { return lhs.delivery.time < rhs.delivery.time }
      if lhs.delivery.edge != rhs.delivery.edge { return lhs.delivery.edge == .trailing }
      if lhs.delivery.edge == .trailing { return lhs.rank < rhs.rank }
      return lhs.delivery.eventIndex < rhs.delivery.eventIndex
    }
    return (deliveries.map(\.delivery), windows)
  }
}
