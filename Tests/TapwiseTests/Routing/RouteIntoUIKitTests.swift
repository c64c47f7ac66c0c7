import Tapwise
import Testing

/// What `RouteAction` does with an event no SwiftUI handler takes: on into the UIKit responder chain from a
/// `RouteAnchor` in the hosting view hierarchy (here a controller's root view, as a hosting controller's), the report
/// of an event nobody handles, and the lifetimes of nodes, anchors and route actions.
@MainActor
@Suite struct RouteIntoUIKitTests {
  let screen = RouteTestScreen()
  /// The screen's outer `onRoute`, anchored in the controller's root view.
  let outer = RouteNode()
  /// An inner `onRoute`, anchored in the container.
  let inner: RouteNode
  let outerAnchor = RouteAnchor(frame: .zero)
  let innerAnchor = RouteAnchor(frame: .zero)

  init() {
    inner = RouteNode(enclosedBy: outer)
    screen.controller.view.addSubview(outerAnchor)
    screen.container.addSubview(innerAnchor)
    outer.anchor = outerAnchor
    inner.anchor = innerAnchor
  }

  /// Collects the reports of unhandled events while `body` runs.
  func reports(during body: () -> Void) -> [(event: Any, result: RouteResult)] {
    var reported: [(event: Any, result: RouteResult)] = []
    let previous = RouteDiagnostics.unhandledEventHandler
    RouteDiagnostics.unhandledEventHandler = { event, result in reported.append((event, result)) }
    defer { RouteDiagnostics.unhandledEventHandler = previous }
    body()
    return reported
  }

  @Test func anEventNoSwiftUIHandlerTakesReachesTheHostingControllersHandler() {
    var log: [String] = []
    var path: [ObjectIdentifier] = []
    outer.handle(CartEvent.self) { _ in
      log.append("swiftui")
      return .continue
    }
    screen.controller.tw.handle(CartEvent.self) { event, context in
      log.append("controller \(event)")
      path = context.path.map(ObjectIdentifier.init)
      return .handled
    }
    let handled = RouteAction(node: inner)(CartEvent.add("tea"))
    #expect(handled)
    #expect(log == ["swiftui", "controller add(\"tea\")"])
    let expected: [UIResponder] = [innerAnchor, screen.container, screen.controller.view, screen.controller]
    #expect(path == expected.map(ObjectIdentifier.init))
  }

  @Test func anEventASwiftUIHandlerTakesNeverReachesUIKit() {
    var uikitCalls = 0
    screen.controller.tw.handle(CartEvent.self) { _, _ in
      uikitCalls += 1
      return .handled
    }
    outer.handle(CartEvent.self) { _ in .handled }
    let reported = reports { #expect(RouteAction(node: inner)(CartEvent.add("tea"))) }
    #expect(uikitCalls == 0)
    #expect(reported.isEmpty)
  }

  @Test func theWayIntoUIKitStartsAtTheInnermostAnchorInAWindow() {
    let offscreen = RouteAnchor(frame: .zero)
    let innermost = RouteNode(enclosedBy: inner)
    innermost.anchor = offscreen
    var firstVisited: [ObjectIdentifier] = []
    screen.controller.tw.handle(CartEvent.self) { _, context in
      firstVisited.append(ObjectIdentifier(context.source))
      return .handled
    }
    RouteAction(node: innermost)(CartEvent.add("tea"))
    innerAnchor.removeFromSuperview()
    RouteAction(node: innermost)(CartEvent.add("tea"))
    #expect(firstVisited == [ObjectIdentifier(innerAnchor), ObjectIdentifier(outerAnchor)])
  }

  @Test func withNoAnchorInAWindowTheInnermostAnchorStartsAShortWalkThatIsReported() {
    outerAnchor.removeFromSuperview()
    innerAnchor.removeFromSuperview()
    let reported = reports { #expect(!RouteAction(node: inner)(CartEvent.add("tea"))) }
    #expect(reported.count == 1)
    #expect(reported.first?.result.path.map(ObjectIdentifier.init) == [ObjectIdentifier(innerAnchor)])
  }

  @Test func anEventNobodyHandlesIsReportedOnceWithItsPathToTheApplication() {
    outer.handle(CartEvent.self) { _ in .continue }
    let reported = reports { #expect(!RouteAction(node: inner)(CartEvent.remove("tea"))) }
    #expect(reported.count == 1)
    #expect(reported.first?.event as? CartEvent == .remove("tea"))
    let path = reported.first?.result.path ?? []
    #expect(path.first === innerAnchor)
    #expect(path.contains { $0 === screen.window })
    #expect(path.last is UIApplication)
    #expect(reported.first?.result.isHandled == false)
  }

  @Test func anEventFromOutsideEveryOnRouteReachesNoHandlerAndIsReportedOnceWithAnEmptyPath() {
    var calls = 0
    screen.controller.tw.handle(CartEvent.self) { _, _ in
      calls += 1
      return .handled
    }
    let reported = reports { #expect(!RouteAction(node: nil)(CartEvent.add("tea"))) }
    #expect(calls == 0)
    #expect(reported.count == 1)
    #expect(reported.first?.result.path.isEmpty == true)
  }

  @Test func routesIntoUIKitIsALevelWithoutAHandlerThatOnlyAnchors() {
    let bare = RouteNode()
    let anchor = RouteAnchor(frame: .zero)
    screen.leaf.addSubview(anchor)
    bare.anchor = anchor
    var handledBy: [String] = []
    screen.container.tw.handle(CartEvent.self) { _, _ in
      handledBy.append("container")
      return .handled
    }
    let row = RouteNode(enclosedBy: bare)
    #expect(RouteAction(node: row)(CartEvent.add("tea")))
    #expect(handledBy == ["container"])
  }

  @Test func anAnchorTakesNoTouchesSoTheViewsUnderItGetThem() {
    let anchor = RouteAnchor(frame: screen.leaf.frame)
    screen.container.addSubview(anchor)
    let point = CGPoint(x: 20, y: 120)
    #expect(anchor.isUserInteractionEnabled == false)
    #expect(screen.window.hitTest(point, with: nil) === screen.leaf)
  }
}

/// Nodes, anchors and route actions keep nothing alive: a chain lives exactly as long as the views that made it.
@MainActor
@Suite struct RouteNodeLifetimeTests {
  @Test func aRouteActionKeepsNoNodeAliveAndOneKeptPastItsViewsReachesNoHandlerOfTheirs() {
    var node: RouteNode? = RouteNode()
    weak let released = node
    var calls = 0
    node?.handle(CartEvent.self) { _ in
      calls += 1
      return .handled
    }
    let route = RouteAction(node: node)
    node = nil
    var reported = 0
    let previous = RouteDiagnostics.unhandledEventHandler
    RouteDiagnostics.unhandledEventHandler = { _, _ in reported += 1 }
    defer { RouteDiagnostics.unhandledEventHandler = previous }
    #expect(released == nil)
    #expect(!route(CartEvent.add("tea")))
    #expect(calls == 0)
    #expect(reported == 1)
  }

  @Test func aNodeKeepsNeitherItsEnclosingNodeNorItsAnchorAlive() {
    var outer: RouteNode? = RouteNode()
    var anchor: RouteAnchor? = RouteAnchor(frame: .zero)
    weak let releasedOuter = outer
    weak let releasedAnchor = anchor
    let inner = RouteNode(enclosedBy: outer)
    inner.anchor = anchor
    outer = nil
    anchor = nil
    #expect(releasedOuter == nil)
    #expect(releasedAnchor == nil)
    #expect(inner.enclosing == nil)
    #expect(inner.anchor == nil)
  }

  @Test func aHandlerGivenTheRouteActionOfItsOwnLevelMakesNoCycle() {
    var node: RouteNode? = RouteNode()
    weak let released = node
    let route = RouteAction(node: node)
    node?.handle(CartEvent.self) { _ in
      route(ScreenEvent(screen: "nested"))
      return .handled
    }
    node = nil
    #expect(released == nil)
  }
}
