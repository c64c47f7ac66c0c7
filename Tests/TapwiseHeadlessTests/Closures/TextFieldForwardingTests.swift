import Foundation
import HeadlessUIKit
import Testing

@testable import Tapwise

/// The text-field proxy forwards what it doesn't implement, as the table proxies do, and votes on iOS 26's edit of
/// several ranges as on the single-range edit.
@MainActor
@Suite struct TextFieldForwardingTests {
  let stage = ClosureStage()

  /// The app's delegate: implements the edit-menu presentation and the Return key, and says so.
  final class MenuDelegate: NSObject, UITextFieldDelegate, HeadlessSelectorResponder {
    private(set) var presented = 0
    var vetoedRanges: [NSRange] = []

    func responds(toSelector selector: Selector) -> Bool {
      [
        "textField:willPresentEditMenuWithAnimator:", "textFieldShouldReturn:",
        "textField:shouldChangeCharactersInRange:replacementString:",
      ].map(NSSelectorFromString).contains(selector)
    }

    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
      presented += 1
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      !vetoedRanges.contains(range)
    }
  }

  private func responds(_ field: UITextField, _ name: String) -> Bool {
    (field.delegate as? any HeadlessSelectorResponder)?.responds(toSelector: NSSelectorFromString(name)) ?? false
  }

  @Test func theProxyClaimsItsOwnMethodsInUseAndWhatTheAppsDelegateImplementsAndNothingElse() {
    let field = stage.editingField()
    let owner = MenuDelegate()
    field.delegate = owner
    field.tw.maxLength = 4
    #expect(responds(field, "textField:willPresentEditMenuWithAnimator:"))
    #expect(responds(field, "textField:shouldChangeCharactersInRange:replacementString:"), "its own, for the limit")
    #expect(!responds(field, "textFieldShouldClear:"), "its own, but nothing uses it")
    #expect(!responds(field, "textField:willDismissEditMenuWithAnimator:"), "implemented by nobody")
  }

  @Test func aMethodTheProxyDoesNotImplementReachesTheAppsDelegate() {
    let field = stage.editingField()
    let owner = MenuDelegate()
    field.delegate = owner
    field.tw.maxLength = 4
    field.delegate?.textField(field, willPresentEditMenuWith: Animator())
    #expect(owner.presented == 1)
  }

  @Test func anEditOfSeveralRangesIsVotedOnAsSingleRangeEdits() throws {
    let field = stage.editingField()
    field.text = "abcdef"
    let owner = MenuDelegate()
    field.delegate = owner
    var seen: [String] = []
    field.tw.shouldChangeCharacters { _, range, string in
      seen.append("\(range.location)+\(range.length) '\(string)'")
      return true
    }
    field.tw.maxLength = 6
    let proxy = try #require(field.delegate as? TextFieldDelegateProxy)
    let ranges = [NSRange(location: 1, length: 1), NSRange(location: 4, length: 2)]
    // "abcdef": replace "b" with "XY" and delete "ef": "aXYcd", five characters.
    #expect(proxy.shouldChangeCharacters(in: ranges, of: field, replacementString: "XY"))
    #expect(seen == ["1+1 'XY'", "4+2 ''"], "each range once, the first with the string")
    // Replace "b" with "XYZW" and delete "ef": seven characters, over the limit of six.
    #expect(!proxy.shouldChangeCharacters(in: ranges, of: field, replacementString: "XYZW"))
    owner.vetoedRanges = [NSRange(location: 4, length: 2)]
    #expect(!proxy.shouldChangeCharacters(in: ranges, of: field, replacementString: "X"), "the app's delegate's veto")
    #expect(
      proxy.shouldChangeCharacters(in: ranges, of: field, replacementString: "X") { true },
      "a delegate that answers for the ranges as a whole is asked that, not range by range")
  }
}

/// An edit-menu animator for calling the presentation method directly.
@MainActor
private final class Animator: NSObject, UIEditMenuInteractionAnimating {
  func addAnimations(_ animations: @escaping () -> Void) {}
  func addCompletion(_ completion: @escaping () -> Void) {}
}
