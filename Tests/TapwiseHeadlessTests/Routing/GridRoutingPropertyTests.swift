import PropertyBased
import Tapwise
import Testing

/// Routing from a grid cell's button matches a model over random screens: one to three navigation controllers, each
/// after the first presented modally (in a random style) from the one below it, each holding a random number of
/// controllers under its top, the grid pushed on the last; and random handlers on every responder of the chain.
///
/// The model writes the chain out from the structure, as Apple's `UIResponder.next` documentation and "Using
/// responders and the responder chain to handle events" give it (a view's controller or superview; a controller's
/// view's superview; a presented controller's presenting controller; the window; the application), never from `next`.
/// The invariant: the event reaches exactly the first responder up that chain whose handler claims it, every handler
/// of its type below it runs once in chain order, and none above it runs.
///
/// A failure prints the setup and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct GridRoutingPropertyTests {
  /// An event of another type, which handlers for ``OpenItemEvent`` never see.
  struct OtherEvent {}

  /// What one responder's handler matches, and what it decides.
  struct Claim: CustomStringConvertible {
    enum Kind: CaseIterable { case none, open, other, any }
    let kind: Kind
    let handles: Bool

    var matchesOpen: Bool { kind == .open || kind == .any }
    var description: String { kind == .none ? "-" : "\(kind)\(handles ? "!" : "")" }
  }

  /// The navigation controllers, bottom first (the count of controllers under each one's top, and how each after the
  /// first is presented), and a claim per responder of the chain, innermost first.
  struct Setup: CustomStringConvertible {
    let navigations: [(extras: Int, style: UIModalPresentationStyle)]
    let claims: [Claim]

    static let styles: [UIModalPresentationStyle] = [.fullScreen, .pageSheet, .overFullScreen, .formSheet]
    static let navigation = zip(Gen.int(in: 0...2), Gen.int(in: 0...3)).map { (extras: $0, style: styles[$1]) }
    static let claim = zip(Gen.int(in: 0...3), Gen.bool).map {
      Claim(kind: Claim.Kind.allCases[$0], handles: $1)
    }
    static let generator = zip(navigation.array(of: 1...3), claim.array(of: 12...12)).map {
      Setup(navigations: $0, claims: $1)
    }

    var description: String {
      let stack = navigations.enumerated().map { index, navigation in
        "nav\(index)(+\(navigation.extras)\(index == 0 ? "" : ", \(navigation.style)"))"
      }
      return "\(stack.joined(separator: " → ")), claims \(claims)"
    }
  }

  /// The screen a setup describes, built and settled.
  @MainActor
  struct Screen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigations: [UINavigationController]
    let grid = RoutedGridController()
    let driver: TouchDriver

    init(_ setup: Setup) {
      var navigations: [UINavigationController] = []
      for spec in setup.navigations {
        let navigation = UINavigationController(rootViewController: UIViewController())
        for _ in 0..<spec.extras { navigation.pushViewController(UIViewController(), animated: false) }
        if let below = navigations.last {
          navigation.modalPresentationStyle = spec.style
          below.topViewController?.present(navigation, animated: false)
        } else {
          window.rootViewController = navigation
          window.makeKeyAndVisible()
        }
        navigations.append(navigation)
      }
      navigations.last?.pushViewController(grid, animated: false)
      self.navigations = navigations
      driver = TouchDriver(window: window)
      window.layoutIfNeeded()
    }

    /// The model's chain from a cell's button to the application.
    func chain(of cell: RoutedGridCell) -> [UIResponder] {
      let top = navigations[navigations.count - 1]
      let views: [UIResponder] = [cell.button, cell.contentView, cell, grid.grid, grid.view, grid, top.view, top]
      return views + navigations.dropLast().reversed() + [window, UIApplication.shared]
    }
  }

  @Test func theEventReachesExactlyTheFirstClaimerUpTheChain() async {
    await propertyCheck(count: 150, input: Setup.generator) { setup in
      let screen = Screen(setup)
      guard let cell = screen.grid.cell(4) else {
        Issue.record("no cell for item 4")
        return
      }
      let chain = screen.chain(of: cell)
      var calls: [Int] = []
      let registrations = zip(chain, setup.claims).enumerated().compactMap { depth, pair -> HandlerRegistration? in
        let (responder, claim) = pair
        let record: () -> RouteDecision = {
          calls.append(depth)
          return claim.handles ? .handled : .continue
        }
        switch claim.kind {
        case .none: return nil
        case .open: return responder.tw.handle(OpenItemEvent.self) { _, _ in record() }
        case .other: return responder.tw.handle(OtherEvent.self) { _, _ in record() }
        case .any: return responder.tw.handle(Any.self) { _, _ in record() }
        }
      }
      defer { for registration in registrations { registration.remove() } }
      screen.driver.tap(cell.button)

      var expectedCalls: [Int] = []
      var claimer: Int?
      for (depth, claim) in setup.claims.prefix(chain.count).enumerated() where claim.matchesOpen {
        expectedCalls.append(depth)
        if claim.handles {
          claimer = depth
          break
        }
      }
      let route = cell.routes.last
      #expect(calls == expectedCalls)
      #expect(route?.handler == claimer.map { ObjectIdentifier(chain[$0]) })
      let visited = claimer.map { $0 + 1 } ?? chain.count
      #expect(route?.path == chain.prefix(visited).map(ObjectIdentifier.init))
    }
  }
}
