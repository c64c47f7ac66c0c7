import Foundation
import HeadlessUIKit
import Testing

/// `UIPageControl`: a tap on either side of the current page's dot moves one page that way and sends
/// `.valueChanged` (Apple's `UIPageControl` documentation); `currentPage` is pinned to the pages there are
/// (`currentPage`: "Values outside the possible range are pinned to either 0 or numberOfPages minus 1").
@MainActor
@Suite struct PageControlTests {
  let window = makeVisibleWindow()
  let pages = UIPageControl(frame: CGRect(x: 0, y: 100, width: 320, height: 26))
  let driver: TouchDriver
  let events: EventLog

  init() {
    pages.numberOfPages = 5
    pages.currentPage = 2
    window.addSubview(pages)
    driver = TouchDriver(window: window)
    events = EventLog(watching: pages)
  }

  @Test func aTapRightOfTheCurrentDotGoesToTheNextPage() {
    driver.tap(at: pages.convert(CGPoint(x: 300, y: 13), to: nil))
    #expect(pages.currentPage == 3)
  }

  @Test func aTapLeftOfTheCurrentDotGoesToThePreviousPage() {
    driver.tap(at: pages.convert(CGPoint(x: 20, y: 13), to: nil))
    #expect(pages.currentPage == 1)
  }

  @Test func aTapMovesOnlyOnePageHoweverFarFromTheCurrentDot() {
    pages.currentPage = 0
    driver.tap(at: pages.convert(CGPoint(x: 319, y: 13), to: nil))
    #expect(pages.currentPage == 1)
  }

  @Test func thePageChangesJustBeforeTouchUpInside() {
    driver.tap(at: pages.convert(CGPoint(x: 300, y: 13), to: nil))
    #expect(events.names == ["touchDown", "valueChanged", "touchUpInside"])
  }

  @Test func aTapPastTheLastPageSendsNoValueChanged() {
    pages.currentPage = 4
    driver.tap(at: pages.convert(CGPoint(x: 319, y: 13), to: nil))
    #expect(pages.currentPage == 4)
    #expect(!events.names.contains("valueChanged"))
  }

  @Test func currentPageIsPinnedToThePagesThereAre() {
    pages.currentPage = 9
    #expect(pages.currentPage == 4)
    pages.currentPage = -1
    #expect(pages.currentPage == 0)
    pages.currentPage = 4
    pages.numberOfPages = 2
    #expect(pages.currentPage == 1)
  }

  @Test func settingThePageInCodeSendsNothing() {
    pages.currentPage = 3
    #expect(events.names.isEmpty)
  }
}
