import Tapwise
import Testing

/// `RouteAction` over `RouteNode`s, the decisions behind TapwiseSwiftUI's `onRoute(_:perform:)` and
/// `@Environment(\.route)`: innermost first, `.continue`, typing, and the way on into UIKit's responder chain.
///
/// Each node stands for one `onRoute` modifier, enclosed by the one further out, as the SwiftUI wiring links them.
@MainActor
@Suite struct RouteActionTests {
  /// A screen with a list with a row: three nested `onRoute` levels, the row innermost.
  let screen = RouteNode()
  let list: RouteNode
  let row: RouteNode

  init() {
    list = RouteNode(enclosedBy: screen)
    row = RouteNode(enclosedBy: list)
  }

  @Test func anEventReachesTheNearestEnclosingHandlerFirstAndStopsThere() {
    var log: [String] = []
    screen.handle(CartEvent.self) { _ in
      log.append("screen")
      return .handled
    }
    list.handle(CartEvent.self) { _ in
      log.append("list")
      return .handled
    }
    let handled = RouteAction(node: row)(CartEvent.add("tea"))
    #expect(log == ["list"])
    #expect(handled)
  }

  @Test func theSendersOwnLevelIsTheFirstVisited() {
    var received: [CartEvent] = []
    row.handle(CartEvent.self) { event in
      received.append(event)
      return .handled
    }
    list.handle(CartEvent.self) { _ in .handled }
    RouteAction(node: row)(CartEvent.remove("tea"))
    #expect(received == [.remove("tea")])
  }

  @Test func continueLetsTheNextEnclosingHandlerSeeTheEvent() {
    var log: [String] = []
    row.handle(CartEvent.self) { _ in
      log.append("row")
      return .continue
    }
    list.handle(CartEvent.self) { _ in
      log.append("list")
      return .continue
    }
    screen.handle(CartEvent.self) { _ in
      log.append("screen")
      return .handled
    }
    #expect(RouteAction(node: row)(CartEvent.add("tea")))
    #expect(log == ["row", "list", "screen"])
  }

  @Test func handlersForOtherTypesNeverSeeTheEventAndSkipToTheNextLevel() {
    var log: [String] = []
    list.handle(String.self) { _ in
      log.append("string")
      return .handled
    }
    screen.handle(CartEvent.self) { _ in
      log.append("screen")
      return .handled
    }
    RouteAction(node: row)(CartEvent.add("tea"))
    #expect(log == ["screen"])
  }

  @Test func anEventReachesHandlersForEveryProtocolItConformsTo() {
    var log: [String] = []
    row.handle((any Analytics).self) { event in
      log.append("analytics \(event.name)")
      return .continue
    }
    list.handle(TrackedCartEvent.self) { event in
      log.append("cart \(event.name)")
      return .continue
    }
    screen.handle(CartEvent.self) { _ in
      log.append("plain cart")
      return .handled
    }
    let handled = RouteAction(node: row)(TrackedCartEvent(name: "add"))
    #expect(log == ["analytics add", "cart add"])
    #expect(!handled)
  }

  @Test func aHandlerForAClassSeesItsSubclassesButNotItsSuperclass() {
    var log: [String] = []
    list.handle(ScreenAppeared.self) { event in
      log.append("appeared \(event.screen)")
      return .continue
    }
    screen.handle(ScreenEvent.self) { event in
      log.append("screen \(event.screen)")
      return .continue
    }
    let route = RouteAction(node: row)
    route(ScreenAppeared(screen: "cart"))
    route(ScreenEvent(screen: "home"))
    #expect(log == ["appeared cart", "screen cart", "screen home"])
  }

  @Test func theStaticTypeAtTheCallDoesNotMatterOnlyTheEventsOwn() {
    var names: [String] = []
    screen.handle(TrackedCartEvent.self) { event in
      names.append(event.name)
      return .handled
    }
    let event: any Analytics = TrackedCartEvent(name: "checkout")
    let asAny: Any = TrackedCartEvent(name: "pay")
    let route = RouteAction(node: row)
    route(event)
    route(asAny)
    #expect(names == ["checkout", "pay"])
  }

  @Test func theLatestHandlerGivenToALevelIsTheOneThatRuns() {
    var log: [String] = []
    list.handle(CartEvent.self) { _ in
      log.append("first update")
      return .handled
    }
    list.handle(CartEvent.self) { _ in
      log.append("second update")
      return .handled
    }
    RouteAction(node: row)(CartEvent.add("tea"))
    #expect(log == ["second update"])
  }

  @Test func aHandlerCanSendAnotherEventFromInsideItself() {
    var log: [String] = []
    let route = RouteAction(node: row)
    list.handle(CartEvent.self) { event in
      log.append("list \(event)")
      if event == .add("tea") { route(CartEvent.remove("coffee")) }
      return .handled
    }
    route(CartEvent.add("tea"))
    #expect(log == ["list add(\"tea\")", "list remove(\"coffee\")"])
  }

  @Test func aLinkThatLoopsEndsTheWalkThroughSwiftUIAfterOneVisitEach() {
    screen.enclosing = row
    var visits = 0
    for node in [row, list, screen] {
      node.handle(CartEvent.self) { _ in
        visits += 1
        return .continue
      }
    }
    #expect(!RouteAction(node: row)(CartEvent.add("tea")))
    #expect(visits == 3)
  }

  @Test func twoRouteActionsAreEqualExactlyWhenTheyStartAtTheSameLevel() {
    #expect(RouteAction(node: row) == RouteAction(node: row))
    #expect(RouteAction(node: row) != RouteAction(node: list))
    #expect(RouteAction(node: nil) == RouteAction(node: nil))
    #expect(RouteAction(node: nil) != RouteAction(node: row))
  }
}
