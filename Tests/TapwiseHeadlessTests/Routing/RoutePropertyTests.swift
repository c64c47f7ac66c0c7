import PropertyBased
import Tapwise
import Testing

/// Routing matches a model over random view chains with random handlers: the path, the handler, and the exact calls
/// in their order.
///
/// A failure prints the setup and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct RoutePropertyTests {
  /// Events of two unrelated types, one of which conforms to a protocol some handlers take.
  protocol Tracked {}
  struct Tap: Tracked {}
  struct Scroll {}

  /// What a handler matches, and what it decides.
  struct HandlerSpec: CustomStringConvertible {
    enum Kind: CaseIterable { case tap, scroll, tracked, any }
    let kind: Kind
    let handles: Bool
    /// Whether it is removed before the route.
    let removed: Bool

    func matches(tap: Bool) -> Bool {
      switch kind {
      case .tap, .tracked: tap
      case .scroll: !tap
      case .any: true
      }
    }

    var description: String { "\(kind)\(handles ? "!" : "")\(removed ? "-" : "")" }
  }

  /// A chain of views, leaf first, with each view's handlers in registration order, and the event to route.
  struct Setup: CustomStringConvertible {
    let handlers: [[HandlerSpec]]
    let routesTap: Bool

    static let handler = zip(Gen.int(in: 0...3), Gen.bool, Gen.int(in: 0...9)).map { kind, handles, removal in
      HandlerSpec(kind: HandlerSpec.Kind.allCases[kind], handles: handles, removed: removal == 0)
    }
    static let generator = zip(handler.array(of: 0...3).array(of: 1...8), Gen.bool).map {
      Setup(handlers: $0.0, routesTap: $0.1)
    }

    var description: String { "\(routesTap ? "tap" : "scroll") through \(handlers)" }

    /// The model: the calls, as (depth, index), and the depth that handled the event, if any.
    var expected: (calls: [[Int]], handledAt: Int?) {
      var calls: [[Int]] = []
      for (depth, specs) in handlers.enumerated() {
        for (index, spec) in specs.enumerated() where !spec.removed && spec.matches(tap: routesTap) {
          calls.append([depth, index])
          if spec.handles { return (calls, depth) }
        }
      }
      return (calls, nil)
    }
  }

  @Test func routingMatchesTheModel() async {
    await propertyCheck(count: 300, input: Setup.generator) { setup in
      let views = setup.handlers.map { _ in UIView() }
      for (child, parent) in zip(views, views.dropFirst()) { parent.addSubview(child) }
      var calls: [[Int]] = []
      for (depth, specs) in setup.handlers.enumerated() {
        for (index, spec) in specs.enumerated() {
          let record: (Bool) -> RouteDecision = { _ in
            calls.append([depth, index])
            return spec.handles ? .handled : .continue
          }
          let registration =
            switch spec.kind {
            case .tap: views[depth].tw.handle(Tap.self) { _, _ in record(true) }
            case .scroll: views[depth].tw.handle(Scroll.self) { _, _ in record(false) }
            case .tracked: views[depth].tw.handle((any Tracked).self) { _, _ in record(true) }
            case .any: views[depth].tw.handle(Any.self) { _, _ in record(true) }
            }
          if spec.removed { registration.remove() }
        }
      }
      let result = setup.routesTap ? views[0].tw.route(Tap()) : views[0].tw.route(Scroll())
      let expected = setup.expected
      #expect(calls == expected.calls)
      #expect(result.handler === expected.handledAt.map { views[$0] })
      let visited = expected.handledAt.map { $0 + 1 } ?? views.count
      #expect(result.path.map(ObjectIdentifier.init) == views.prefix(visited).map(ObjectIdentifier.init))
    }
  }
}
