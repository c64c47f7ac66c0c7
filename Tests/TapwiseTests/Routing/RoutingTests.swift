import Tapwise
import Testing

/// `responder.tw.route(_:)` and `tw.handle(_:perform:)`: the walk up `next`, handler order, `.continue`, typing,
/// removal and unhandled events.
@MainActor
@Suite struct RoutingTests {
  let screen = RouteTestScreen()

  @Test func anEventReachesTheFirstHandlerUpTheChainAndThePathIsEveryResponderOnTheWay() {
    var received: [CartEvent] = []
    screen.controller.tw.handle(CartEvent.self) { event, _ in
      received.append(event)
      return .handled
    }
    let result = screen.leaf.tw.route(CartEvent.add("tea"))
    #expect(received == [.add("tea")])
    #expect(result.handler === screen.controller)
    #expect(result.isHandled)
    #expect(result.path.map(ObjectIdentifier.init) == screen.chainToWindow.dropLast().map(ObjectIdentifier.init))
  }

  @Test func theSourceItselfIsTheFirstResponderVisited() {
    screen.leaf.tw.handle(CartEvent.self) { _, _ in .handled }
    let result = screen.leaf.tw.route(CartEvent.add("tea"))
    #expect(result.handler === screen.leaf)
    #expect(result.path.count == 1)
  }

  @Test func continueLetsTheEventGoOnUpAfterAHandlerSawIt() {
    var log: [String] = []
    screen.container.tw.handle(CartEvent.self) { _, _ in
      log.append("container")
      return .continue
    }
    screen.controller.tw.handle(CartEvent.self) { _, _ in
      log.append("controller")
      return .handled
    }
    let result = screen.leaf.tw.route(CartEvent.remove("tea"))
    #expect(log == ["container", "controller"])
    #expect(result.handler === screen.controller)
  }

  @Test func handlersOnOneResponderRunInRegistrationOrderUntilOneHandles() {
    var log: [Int] = []
    for index in 0..<4 {
      screen.controller.tw.handle(CartEvent.self) { _, _ in
        log.append(index)
        return index == 2 ? .handled : .continue
      }
    }
    screen.leaf.tw.route(CartEvent.add("tea"))
    #expect(log == [0, 1, 2])
  }

  @Test func handlersForOtherTypesNeverSeeTheEvent() {
    var log: [String] = []
    screen.container.tw.handle(String.self) { _, _ in
      log.append("string")
      return .handled
    }
    screen.container.tw.handle(TrackedCartEvent.self) { _, _ in
      log.append("tracked")
      return .handled
    }
    let result = screen.leaf.tw.route(CartEvent.add("tea"))
    #expect(log.isEmpty)
    #expect(!result.isHandled)
  }

  @Test func anEventReachesHandlersForItsTypeAndForEveryProtocolItConformsTo() {
    var log: [String] = []
    screen.container.tw.handle((any Analytics).self) { event, _ in
      log.append("analytics \(event.name)")
      return .continue
    }
    screen.container.tw.handle(TrackedCartEvent.self) { event, _ in
      log.append("cart \(event.name)")
      return .continue
    }
    screen.controller.tw.handle((any Analytics).self) { _, _ in
      log.append("controller analytics")
      return .handled
    }
    screen.leaf.tw.route(TrackedCartEvent(name: "add"))
    #expect(log == ["analytics add", "cart add", "controller analytics"])
  }

  @Test func aHandlerForAClassSeesItsSubclassesButNotItsSuperclass() {
    var log: [String] = []
    screen.container.tw.handle(ScreenAppeared.self) { event, _ in
      log.append("appeared \(event.screen)")
      return .continue
    }
    screen.container.tw.handle(ScreenEvent.self) { event, _ in
      log.append("screen \(event.screen)")
      return .continue
    }
    screen.leaf.tw.route(ScreenAppeared(screen: "cart"))
    screen.leaf.tw.route(ScreenEvent(screen: "home"))
    #expect(log == ["appeared cart", "screen cart", "screen home"])
  }

  @Test func theStaticTypeAtTheCallDoesNotMatterOnlyTheEventsOwn() {
    var names: [String] = []
    screen.container.tw.handle(TrackedCartEvent.self) { event, _ in
      names.append(event.name)
      return .handled
    }
    let event: any Analytics = TrackedCartEvent(name: "checkout")
    let asAny: Any = TrackedCartEvent(name: "pay")
    screen.leaf.tw.route(event)
    screen.leaf.tw.route(asAny)
    #expect(names == ["checkout", "pay"])
  }

  @Test func theContextNamesTheSourceTheRespondersAndThePathSoFar() throws {
    // Identities, not the contexts: a context holds its responders, which hold these handlers.
    var contexts: [(source: ObjectIdentifier, responder: ObjectIdentifier, path: [ObjectIdentifier])] = []
    func record(_ context: RouteContext) {
      contexts.append(
        (ObjectIdentifier(context.source), ObjectIdentifier(context.responder), context.path.map(ObjectIdentifier.init))
      )
    }
    screen.container.tw.handle(CartEvent.self) { _, context in
      record(context)
      return .continue
    }
    screen.controller.tw.handle(CartEvent.self) { _, context in
      record(context)
      return .handled
    }
    screen.leaf.tw.route(CartEvent.add("tea"))
    try #require(contexts.count == 2)
    #expect(contexts.allSatisfy { $0.source == ObjectIdentifier(screen.leaf) })
    #expect(contexts[0].responder == ObjectIdentifier(screen.container))
    #expect(contexts[0].path == [screen.leaf, screen.container].map(ObjectIdentifier.init))
    #expect(contexts[1].responder == ObjectIdentifier(screen.controller))
    #expect(contexts[1].path.count == 4)
  }

  @Test func theTypedOverloadPassesTheResponderItIsRegisteredOn() {
    // An identity, not the controller: the controller holds this handler.
    var handledBy: [ObjectIdentifier] = []
    screen.controller.tw.handle(CartEvent.self) { controller, _, _ in
      handledBy.append(ObjectIdentifier(controller))
      return .handled
    }
    screen.leaf.tw.route(CartEvent.add("tea"))
    #expect(handledBy == [ObjectIdentifier(screen.controller)])
  }

  @Test func aRemovedHandlerIsNotCalledAndTheOthersStay() {
    var log: [String] = []
    let first = screen.controller.tw.handle(CartEvent.self) { _, _ in
      log.append("first")
      return .handled
    }
    screen.controller.tw.handle(CartEvent.self) { _, _ in
      log.append("second")
      return .handled
    }
    first.remove()
    #expect(!first.isRegistered)
    screen.leaf.tw.route(CartEvent.add("tea"))
    #expect(log == ["second"])
  }

  @Test func aHandlerRemovedByAnEarlierOneDuringTheRouteIsSkipped() {
    var log: [String] = []
    var second: HandlerRegistration?
    screen.controller.tw.handle(CartEvent.self) { _, _ in
      log.append("first")
      second?.remove()
      return .continue
    }
    second = screen.controller.tw.handle(CartEvent.self) { _, _ in
      log.append("second")
      return .handled
    }
    let result = screen.leaf.tw.route(CartEvent.add("tea"))
    #expect(log == ["first"])
    #expect(!result.isHandled)
  }

  @Test func anUnhandledEventWalksToTheApplicationAndIsReported() {
    var reported: [(Any, RouteResult)] = []
    let previous = RouteDiagnostics.unhandledEventHandler
    RouteDiagnostics.unhandledEventHandler = { event, result in reported.append((event, result)) }
    defer { RouteDiagnostics.unhandledEventHandler = previous }
    screen.container.tw.handle(CartEvent.self) { _, _ in .continue }
    let result = screen.leaf.tw.route(CartEvent.add("tea"))
    #expect(result.handler == nil)
    #expect(result.path.last === UIApplication.shared)
    #expect(result.path.firstIndex { $0 === screen.window } == 4)
    #expect(reported.count == 1)
    #expect(reported.first?.0 as? CartEvent == .add("tea"))
    #expect(reported.first?.1.path.count == result.path.count)
  }

  @Test func aHandledEventIsNotReported() {
    var reported = 0
    let previous = RouteDiagnostics.unhandledEventHandler
    RouteDiagnostics.unhandledEventHandler = { _, _ in reported += 1 }
    defer { RouteDiagnostics.unhandledEventHandler = previous }
    screen.window.tw.handle(CartEvent.self) { _, _ in .handled }
    screen.leaf.tw.route(CartEvent.add("tea"))
    #expect(reported == 0)
  }

  @Test func aViewOutsideAWindowRoutesOnlyUpItsOwnHierarchy() {
    let detached = UIView()
    let child = UIView()
    detached.addSubview(child)
    let result = child.tw.route(CartEvent.add("tea"))
    #expect(result.path.map(ObjectIdentifier.init) == [child, detached].map(ObjectIdentifier.init))
    #expect(!result.isHandled)
  }

  @Test func theSameEventCanBeRoutedFromInsideAHandler() {
    var log: [String] = []
    screen.container.tw.handle(CartEvent.self) { event, context in
      if case .add(let item) = event { context.source.tw.route(CartEvent.remove(item)) }
      log.append("container \(event)")
      return .continue
    }
    screen.controller.tw.handle(CartEvent.self) { event, _ in
      log.append("controller \(event)")
      return .handled
    }
    screen.leaf.tw.route(CartEvent.add("tea"))
    #expect(
      log == [
        "container remove(\"tea\")", "controller remove(\"tea\")", "container add(\"tea\")",
        "controller add(\"tea\")",
      ])
  }
}
