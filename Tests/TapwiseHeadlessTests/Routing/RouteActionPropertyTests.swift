import PropertyBased
import Tapwise
import Testing

/// `RouteAction` matches a model over random SwiftUI chains: random levels (each an `onRoute`, or a
/// `routesIntoUIKit()` without a handler), some anchored in a window, some not, and a UIKit handler that may or may
/// not take the event. The model says which SwiftUI handlers run and in what order, whether UIKit is reached and from
/// which anchor, what `route(_:)` returns, and that an unhandled event is reported exactly once.
///
/// A failure prints the setup and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct RouteActionPropertyTests {
  protocol Tracked {}
  struct Tap: Tracked {}
  struct Scroll {}

  /// One level: what its handler matches (or none), what it decides, and where its anchor is.
  struct Level: CustomStringConvertible {
    enum Kind: CaseIterable { case none, tap, scroll, tracked, any }
    enum Anchor: CaseIterable { case none, inWindow, offscreen }
    let kind: Kind
    let handles: Bool
    let anchor: Anchor

    func matches(tap: Bool) -> Bool {
      switch kind {
      case .none: false
      case .tap, .tracked: tap
      case .scroll: !tap
      case .any: true
      }
    }

    var description: String { "\(kind)\(handles ? "!" : "")@\(anchor)" }
  }

  /// The levels, innermost first, the event, and whether the hosting controller handles it.
  struct Setup: CustomStringConvertible {
    let levels: [Level]
    let routesTap: Bool
    let controllerHandles: Bool

    static let level = zip(Gen.int(in: 0...4), Gen.bool, Gen.int(in: 0...2)).map { kind, handles, anchor in
      Level(kind: Level.Kind.allCases[kind], handles: handles, anchor: Level.Anchor.allCases[anchor])
    }
    static let generator = zip(level.array(of: 0...6), Gen.bool, Gen.bool).map {
      Setup(levels: $0.0, routesTap: $0.1, controllerHandles: $0.2)
    }

    var description: String {
      "\(routesTap ? "tap" : "scroll") through \(levels), controller \(controllerHandles ? "handles" : "doesn't")"
    }

    /// The model: the SwiftUI calls by level, and the level whose anchor starts the UIKit walk (`nil`: UIKit isn't
    /// reached).
    var expected: (calls: [Int], handledInSwiftUI: Bool, uikitFrom: Int?) {
      var calls: [Int] = []
      for (index, level) in levels.enumerated() where level.matches(tap: routesTap) {
        calls.append(index)
        if level.handles { return (calls, true, nil) }
      }
      let inWindow = levels.firstIndex { $0.anchor == .inWindow }
      let any = levels.firstIndex { $0.anchor != .none }
      return (calls, false, inWindow ?? any)
    }
  }

  @Test func routeActionMatchesTheModel() async {
    await propertyCheck(count: 300, input: Setup.generator) { setup in
      let screen = RoutePropertyScreen()
      var nodes: [RouteNode] = []
      var anchors: [RouteAnchor?] = []
      for _ in setup.levels { nodes.append(RouteNode()) }
      for (inner, outer) in zip(nodes, nodes.dropFirst()) { inner.enclosing = outer }
      var calls: [Int] = []
      for (index, level) in setup.levels.enumerated() {
        let record: () -> RouteDecision = {
          calls.append(index)
          return level.handles ? .handled : .continue
        }
        switch level.kind {
        case .none: break
        case .tap: nodes[index].handle(Tap.self) { _ in record() }
        case .scroll: nodes[index].handle(Scroll.self) { _ in record() }
        case .tracked: nodes[index].handle((any Tracked).self) { _ in record() }
        case .any: nodes[index].handle(Any.self) { _ in record() }
        }
        let anchor: RouteAnchor? = level.anchor == .none ? nil : RouteAnchor(frame: .zero)
        if let anchor, level.anchor == .inWindow { screen.controller.view.addSubview(anchor) }
        nodes[index].anchor = anchor
        anchors.append(anchor)
      }
      var uikitSources: [ObjectIdentifier] = []
      let record: (RouteContext) -> RouteDecision = { context in
        uikitSources.append(ObjectIdentifier(context.source))
        return setup.controllerHandles ? .handled : .continue
      }
      screen.controller.tw.handle(Tap.self) { _, context in record(context) }
      screen.controller.tw.handle(Scroll.self) { _, context in record(context) }
      var reports = 0
      let previous = RouteDiagnostics.unhandledEventHandler
      RouteDiagnostics.unhandledEventHandler = { _, _ in reports += 1 }
      defer { RouteDiagnostics.unhandledEventHandler = previous }

      let route = RouteAction(node: nodes.first)
      let handled = setup.routesTap ? route(Tap()) : route(Scroll())

      let expected = setup.expected
      #expect(calls == expected.calls)
      // Only an anchor in the window has the controller on its chain.
      let start = expected.uikitFrom.flatMap { setup.levels[$0].anchor == .inWindow ? anchors[$0] : nil }
      let reachesController = start != nil
      #expect(uikitSources == (start.map { [ObjectIdentifier($0)] } ?? []))
      let expectHandled = expected.handledInSwiftUI || (reachesController && setup.controllerHandles)
      #expect(handled == expectHandled)
      #expect(reports == (expectHandled ? 0 : 1))
    }
  }
}

/// A window with a controller, standing for a hosting controller, whose root view holds the anchors that are in a
/// window.
@MainActor
struct RoutePropertyScreen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = UIViewController()

  init() {
    controller.view.frame = window.bounds
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }
}
