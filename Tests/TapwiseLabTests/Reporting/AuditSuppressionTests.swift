import Foundation
import Testing
import TapwiseAudit

private typealias F = StoryboardFixtures

/// `twAuditIgnore` on a view in Interface Builder, and `disabled_rules`: suppressed findings still show in the
/// summary and the JSON, never hidden silently, and don't fail the audit.
@MainActor
@Suite struct AuditSuppressionTests {
  /// A 20×20 button with a runtime attribute, and a 20×20 switch beside it without one.
  static func storyboard(ignore type: String, _ value: String) -> String {
    let attribute = """
      <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="\(type)" keyPath="twAuditIgnore" \
      value="\(value)"/></userDefinedRuntimeAttributes>
      """
    return F.storyboard(
      F.view("button", "BTN-00-001", [10, 100, 20, 20], body: attribute)
        + F.view("switch", "SWT-00-001", [200, 100, 20, 20]))
  }

  @Test func aBooleanYesSuppressesEveryRuleOfThatViewAndTheSummaryCountsIt() throws {
    let report = try F.audit(Self.storyboard(ignore: "boolean", "YES"))
    let button = report.findings.filter { $0.id == "BTN-00-001" }
    #expect(button.map(\.suppression) == [.runtimeAttribute])
    #expect(report.findings.filter { $0.id == "SWT-00-001" }.map(\.suppression) == [nil])
    #expect(report.text.hasSuffix("1 finding; 1 suppressed; 2 targets audited in 1 file"))
    #expect(!report.text.contains("BTN-00-001]: answers"))
    #expect(report.json.contains(#""suppressed": "twAuditIgnore""#))
    #expect(report.hasCountedProblems)
  }

  @Test func aStringSuppressesOnlyTheRulesItLists() throws {
    let listed = try F.audit(Self.storyboard(ignore: "string", "overlapping, covered"))
    #expect(listed.findings.filter { $0.id == "BTN-00-001" }.map(\.suppression) == [nil])
    let tooSmall = try F.audit(Self.storyboard(ignore: "string", "tooSmall"))
    #expect(tooSmall.findings.filter { $0.id == "BTN-00-001" }.map(\.suppression) == [.runtimeAttribute])
  }

  @Test func aBooleanNoSuppressesNothing() throws {
    let report = try F.audit(Self.storyboard(ignore: "boolean", "NO"))
    #expect(report.findings.allSatisfy { $0.suppression == nil })
  }

  @Test(arguments: [
    (
      "string", "tooSmal",
      #"twAuditIgnore: "tooSmal" is not a rule; the rules are tooSmall, overlapping, unreachable, covered, noStoredFrame"#
    ),
    ("string", " ", "twAuditIgnore: the string lists no rule; a Boolean YES ignores every rule"),
    ("boolean", "maybe", #"twAuditIgnore: expected YES or NO, found "maybe""#),
    ("number", "1", #"twAuditIgnore: must be a runtime attribute of type "boolean" or "string", found "number""#),
  ])
  func aValueItCantUseIsAnErrorAtTheAttribute(type: String, value: String, message: String) throws {
    let error = try #require(F.error(reading: Self.storyboard(ignore: type, value)))
    #expect("\(error)".hasSuffix(message))
    #expect("\(error)".hasPrefix("Test.storyboard: line "))
  }

  @Test func aViewWithoutAFrameCanBeSuppressedToo() throws {
    let attribute = """
      <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="twAuditIgnore" \
      value="noStoredFrame"/></userDefinedRuntimeAttributes>
      """
    let report = try F.audit(F.storyboard(#"<button id="BTN-00-009">\#(attribute)</button>"#))
    #expect(report.unframedViews.map(\.suppression) == [.runtimeAttribute])
    #expect(!report.hasCountedProblems)
    #expect(report.text == "no findings; 1 suppressed; 0 targets audited in 1 file")
  }

  @Test func disabledRulesSuppressEverywhereButKeepTheRuntimeAttributesReason() throws {
    var report = try F.audit(Self.storyboard(ignore: "boolean", "YES"))
    report.suppress([.tooSmall])
    #expect(report.findings.map(\.suppression) == [.runtimeAttribute, .disabledRule])
    #expect(!report.hasCountedProblems)
    #expect(report.text == "no findings; 2 suppressed; 2 targets audited in 1 file")
    #expect(report.xcode.isEmpty)
  }
}
