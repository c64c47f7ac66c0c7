import Foundation
@_spi(Tapwise) import HeadlessUIKit
import PropertyBased
import Tapwise
import Testing

/// A proxy implements a method of its own for UIKit only while a closure (or a limit) uses it or its forwardee
/// implements it. A table whose delegate implements `tableView(_:heightForRowAt:)` ignores `rowHeight` and asks every
/// row's height on each load (Apple's `rowHeight` documentation), so a `didSelectRow` closure alone must not make it
/// implemented.
@MainActor
@Suite struct IdleMethodTests {
  let stage = ClosureStage()

  /// Stands in front of a table's delegate as another library's proxy does, answers `responds(to:)` as the delegate
  /// it captured, and counts the row heights the table asks it for.
  final class RowHeightCounter: NSObject, UITableViewDelegate, HeadlessSelectorResponder {
    private weak var captured: (any UITableViewDelegate)?
    private(set) var heightQueries = 0

    /// Captures the table's delegate and takes its place. Keep the result: the table holds it weakly.
    init(inFrontOf table: UITableView) {
      captured = table.delegate
      super.init()
      table.delegate = self
    }

    func responds(toSelector selector: Selector) -> Bool {
      guard let captured else { return false }
      if let responder = captured as? any HeadlessSelectorResponder { return responder.responds(toSelector: selector) }
      return DelegateSelector.all.contains(selector)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      heightQueries += 1
      return captured?.tableView(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
    }
  }

  /// A table of 40 rows from data source closures.
  private func table() -> UITableView {
    let table = stage.table()
    table.tw.numberOfRows { _, _ in 40 }
    table.tw.cellForRow { table, indexPath in table.dequeueReusableCell(withIdentifier: "row", for: indexPath) }
    return table
  }

  /// Whether the object in a slot says it implements a method.
  private func responds(_ object: AnyObject?, to name: String) -> Bool {
    (object as? any HeadlessSelectorResponder)?.responds(toSelector: NSSelectorFromString(name)) ?? false
  }

  @Test func aDidSelectRowClosureAloneAsksNoRowHeights() {
    let table = table()
    table.tw.didSelectRow { _, _ in }
    let counter = RowHeightCounter(inFrontOf: table)
    table.reloadData()
    table.layoutIfNeeded()
    #expect(counter.heightQueries == 0, "the table uses rowHeight, as with no delegate method")
    #expect(table.rectForRow(at: IndexPath(row: 39, section: 0)).height == 44)
  }

  @Test func aHeightForRowClosureMakesTheTableAskEveryRowsHeight() {
    let table = table()
    table.tw.heightForRow { _, _ in 50 }
    let counter = RowHeightCounter(inFrontOf: table)
    table.reloadData()
    table.layoutIfNeeded()
    #expect(counter.heightQueries == 40)
  }

  @Test func aHeightForRowClosureRegisteredAfterAnotherClosureIsAsked() {
    let table = table()
    table.tw.didSelectRow { _, _ in }
    table.layoutIfNeeded()
    table.tw.heightForRow { _, _ in 50 }
    table.reloadData()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50, width: 400, height: 50))
  }

  @Test func removingTheLastHeightForRowClosureStopsTheHeightQueriesBehindAnotherProxy() {
    let table = table()
    let registration = table.tw.heightForRow { _, _ in 50 }
    let counter = RowHeightCounter(inFrontOf: table)
    registration.remove()
    table.reloadData()
    table.layoutIfNeeded()
    #expect(counter.heightQueries == 0, "the proxy in front was set again, so the table asked it anew")
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
  }

  @Test func anIdleMethodTheForwardeeImplementsStillReachesIt() {
    let existing = LoggingTableDelegate()
    let table = stage.table(ownedBy: existing)
    table.tw.didSelectRow { _, _ in }
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    #expect(existing.log.contains("delegate heightForRow 2"))
  }

  @Test func rowClosuresAloneLeaveTheDataSourcesOptionalMethodsUnimplemented() {
    let table = table()
    #expect(!responds(table.dataSource, to: "numberOfSectionsInTableView:"))
    #expect(!responds(table.dataSource, to: "tableView:titleForHeaderInSection:"))
    #expect(responds(table.dataSource, to: "tableView:numberOfRowsInSection:"), "a required method")
    table.tw.titleForHeader { _, _ in "Title" }
    #expect(responds(table.dataSource, to: "tableView:titleForHeaderInSection:"))
    #expect(table.rectForHeader(inSection: 0).height == 28, "the table asked again, and the section has a title")
  }

  @Test func aTextFieldJudgesEditsOnlyWithAnEditClosureOrALimit() {
    let field = stage.editingField()
    field.tw.didBeginEditing { _ in }
    let edits = "textField:shouldChangeCharactersInRange:replacementString:"
    #expect(!responds(field.delegate, to: edits))
    #expect(!responds(field.delegate, to: "textFieldShouldReturn:"))
    #expect(responds(field.delegate, to: "textFieldDidBeginEditing:"))
    field.tw.maxLength = 3
    #expect(responds(field.delegate, to: edits))
    field.tw.maxLength = nil
    #expect(!responds(field.delegate, to: edits))
  }

  @Test func aTextViewJudgesEditsOnlyWithAnEditClosureOrALimit() {
    let textView = stage.place(UITextView(), at: CGRect(x: 20, y: 100, width: 360, height: 200))
    textView.tw.onTextChange { _, _ in }
    let edits = "textView:shouldChangeTextInRange:replacementText:"
    #expect(!responds(textView.delegate, to: edits))
    #expect(!responds(textView.delegate, to: "textViewShouldBeginEditing:"))
    textView.tw.allowedCharacters = .decimalDigits
    #expect(responds(textView.delegate, to: edits))
  }

  @Test func aTextFieldDelegateWithOnlyTheReasonlessDidEndStillHearsTheEnd() {
    final class ReasonlessDelegate: NSObject, UITextFieldDelegate, HeadlessSelectorResponder {
      var ended = 0
      func responds(toSelector selector: Selector) -> Bool {
        selector == NSSelectorFromString("textFieldDidEndEditing:")
      }
      func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
    }
    let field = stage.editingField()
    let existing = ReasonlessDelegate()
    field.delegate = existing
    field.tw.shouldReturn { _ in true }
    _ = field.resignFirstResponder()
    #expect(existing.ended == 1)
  }

  /// Random registrations and removals of the table delegate's closures, with a foreign proxy put in front now and
  /// then: after each step the table's delegate implements each of the proxy's methods exactly when a closure for it
  /// is registered.
  @Test func theTableDelegateImplementsAMethodExactlyWhileAClosureUsesIt() async {
    let names = [
      "tableView:heightForRowAtIndexPath:", "tableView:willSelectRowAtIndexPath:",
      "tableView:didSelectRowAtIndexPath:", "tableView:didDeselectRowAtIndexPath:",
    ]
    // 0-3 register a closure for that method, 4-7 remove the newest one (if any), 8 puts a foreign proxy in front.
    await propertyCheck(count: 200, input: Gen.int(in: 0...8).array(of: 1...30)) { steps in
      let table = table()
      var registrations: [[HandlerRegistration]] = Array(repeating: [], count: names.count)
      var inFront: [RowHeightCounter] = []
      for step in steps {
        switch step {
        case 0: registrations[0].append(table.tw.heightForRow { _, _ in 50 })
        case 1: registrations[1].append(table.tw.willSelectRow { _, indexPath in indexPath })
        case 2: registrations[2].append(table.tw.didSelectRow { _, _ in })
        case 3: registrations[3].append(table.tw.didDeselectRow { _, _ in })
        case 8: inFront.append(RowHeightCounter(inFrontOf: table))
        default: registrations[step - 4].popLast()?.remove()
        }
        for (index, name) in names.enumerated() {
          #expect(responds(table.delegate, to: name) == !registrations[index].isEmpty, "\(name) after \(steps)")
        }
      }
    }
  }
}
