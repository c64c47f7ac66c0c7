import Foundation
import HeadlessUIKit
import Testing

/// `UITableView.delegate` as UIKit declares it: redeclared on the subclass as `(any UITableViewDelegate)?`
/// (UIKit's `UITableView.h`: `@property (nonatomic, weak, nullable) id <UITableViewDelegate> delegate;`), over the
/// scroll view's one storage.
@MainActor
@Suite struct TableDelegateTypeTests {
  private final class Menu: NSObject, UITableViewDelegate {}
  private final class Scrolling: NSObject, UIScrollViewDelegate {}

  @Test func aTableViewsDelegateIsTypedAsATableViewDelegate() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let menu = Menu()
    table.delegate = menu
    let delegate: (any UITableViewDelegate)? = table.delegate
    #expect(delegate === menu)
  }

  @Test func theScrollViewsDelegateIsTheSameObject() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let menu = Menu()
    table.delegate = menu
    let scrollView: UIScrollView = table
    #expect(scrollView.delegate === menu)
    scrollView.delegate = nil
    #expect(table.delegate == nil)
  }

  @Test func aPlainScrollViewDelegateSetThroughTheScrollViewReadsAsNoTableDelegate() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let scrolling = Scrolling()
    (table as UIScrollView).delegate = scrolling
    #expect(table.delegate == nil)
    #expect((table as UIScrollView).delegate === scrolling)
  }

  @Test func theTableDelegateIsHeldWeakly() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var menu: Menu? = Menu()
    table.delegate = menu
    weak let gone = menu
    menu = nil
    #expect(gone == nil)
    #expect(table.delegate == nil)
  }
}
