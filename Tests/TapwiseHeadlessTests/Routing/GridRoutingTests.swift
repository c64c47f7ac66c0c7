import HeadlessUIKit
import Tapwise
import Testing

/// A typed event from a button in a collection-view cell, on a grid pushed in a navigation controller that is
/// presented modally: it travels cell → collection view → the grid's controller → the navigation controller → the
/// presenting controller → the window → the application, and any of them can claim it.
///
/// Sources: Apple's `UIResponder.next` ("UIView implements this property by returning the UIViewController object
/// that manages it (if it has one) or its superview (if it doesn't)"; "UIViewController similarly implements the
/// property by returning its view's superview; UIWindow returns the application object"), and "Using responders and
/// the responder chain to handle events" (UIViewController: "If the view controller was presented by another view
/// controller, the next responder is the presenting view controller"). A pushed controller's view is inside its
/// navigation controller's view, so its next responder leads there; on a device, UIKit's private container views
/// (`UIViewControllerWrapperView`, `UINavigationTransitionView`) sit between them and route nothing, and HeadlessUIKit
/// has none. The presenting controller of a full-screen presentation is the outermost full-screen controller, here
/// the window's root navigation controller (`present(_:animated:completion:)`: a controller that can't present
/// forwards the request to its nearest parent).
@MainActor
@Suite struct GridRoutingTests {
  let screen = GridRoutingScreen()

  private func cell(_ item: Int) throws -> RoutedGridCell {
    try #require(screen.grid.cell(item))
  }

  @Test func withoutHandlersThePathIsTheCellGridControllerNavigationPresenterWindowAndApplication() throws {
    let cell = try cell(4)
    screen.driver.tap(cell.button)
    let route = try #require(cell.routes.last)
    #expect(route.handler == nil)
    #expect(route.path == screen.expectedChain(of: cell).map(ObjectIdentifier.init))
  }

  @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen])
  func thePresentingControllerComesAfterThePresentedNavigationControllerInEveryStyle(
    style: UIModalPresentationStyle
  ) throws {
    let screen = GridRoutingScreen(style: style)
    let cell = try #require(screen.grid.cell(0))
    let path = cell.button.tw.route(OpenItemEvent(item: 0)).path
    #expect(path.map(ObjectIdentifier.init) == screen.expectedChain(of: cell).map(ObjectIdentifier.init))
  }

  /// Each level claims in turn; the levels below it see the event and let it go on, the levels above never see it.
  @Test(arguments: 0..<11)
  func eachLevelCanClaimTheEvent(level: Int) throws {
    let cell = try cell(7)
    let chain = screen.expectedChain(of: cell)
    try #require(chain.count == 11)
    var seen: [Int] = []
    let registrations = chain.enumerated().map { depth, responder in
      responder.tw.handle(OpenItemEvent.self) { event, context in
        #expect(event == OpenItemEvent(item: 7))
        #expect(context.source === cell.button)
        #expect(context.responder === responder)
        seen.append(depth)
        return depth == level ? .handled : .continue
      }
    }
    defer { for registration in registrations { registration.remove() } }
    screen.driver.tap(cell.button)
    let route = try #require(cell.routes.last)
    #expect(seen == Array(0...level))
    #expect(route.handler == ObjectIdentifier(chain[level]))
    #expect(route.path == chain.prefix(level + 1).map(ObjectIdentifier.init))
  }

  @Test func thePresenterFindsTheItemFromThePath() throws {
    var opened: [IndexPath?] = []
    let registration = screen.home.tw.handle(OpenItemEvent.self) { event, context in
      let cell = context.path.lazy.compactMap { $0 as? UICollectionViewCell }.first
      let grid = context.path.lazy.compactMap { $0 as? UICollectionView }.first
      opened.append(cell.flatMap { grid?.indexPath(for: $0) })
      return .handled
    }
    defer { registration.remove() }
    screen.driver.tap(try cell(2).button)
    screen.driver.advance(by: 1)
    screen.driver.tap(try cell(9).button)
    #expect(opened == [IndexPath(item: 2, section: 0), IndexPath(item: 9, section: 0)])
  }

  @Test func afterTheDismissalThePresenterIsNoLongerOnThePath() throws {
    let cell = try cell(1)
    screen.home.dismiss(animated: false)
    // The grid is off screen: its views' chain ends at the top of the presented hierarchy.
    let path = cell.button.tw.route(OpenItemEvent(item: 1)).path
    #expect(!path.contains { $0 === screen.home })
    #expect(path.last === screen.modal)
  }
}
