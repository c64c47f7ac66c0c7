import Foundation
import Testing
@testable import TapwiseAudit

/// `.tapwise.yml`: every key, the forms each value may take, and each refusal as the one line a user reads, with the
/// line and column of the value at fault.
@Suite struct AuditConfigurationTests {
  static let keys = "the keys are profile, minimum_size, included, excluded, disabled_rules, baseline, reporter"

  func parse(_ text: String, file: String = ".tapwise.yml") throws -> AuditConfiguration {
    try AuditConfiguration.parse(Array(text.utf8), file: file)
  }

  /// The one-line message for a file that is refused, or `nil` when it is read.
  func message(_ text: String, file: String = ".tapwise.yml") -> String? {
    Self.message(Array(text.utf8), file: file)
  }

  /// The one-line message for bytes that are refused, or `nil` when they are read.
  static func message(_ bytes: [UInt8], file: String = ".tapwise.yml") -> String? {
    do {
      _ = try AuditConfiguration.parse(bytes, file: file)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func everyKeyIsRead() throws {
    let yaml = """
      # The team's audit settings.
      profile: wcag-aa
      minimum_size: [40, 48]
      included:
        - App/**
        - "**/*.xib"
      excluded: Pods/**
      disabled_rules: [noStoredFrame, covered]
      baseline: audit-baseline.json
      reporter: sarif
      """
    #expect(
      try parse(yaml, file: "Project/.tapwise.yml")
        == AuditConfiguration(
          profile: .wcagAA, minimumSize: CGSize(width: 40, height: 48), included: ["App/**", "**/*.xib"],
          excluded: ["Pods/**"], disabledRules: [.noStoredFrame, .covered], baseline: "Project/audit-baseline.json",
          reporter: .sarif, file: "Project/.tapwise.yml"))
  }

  @Test func anEmptyFileOrOneOfCommentsOrNullsLeavesEveryDefault() throws {
    for yaml in ["", "\n\n", "# nothing yet\n", "~", "---\n", "\u{FEFF}", "profile:\nreporter: ~\nexcluded: null\n"] {
      let configuration = try parse(yaml)
      #expect(configuration == AuditConfiguration(file: ".tapwise.yml"), "\(yaml.debugDescription)")
      #expect(configuration.effectiveProfile == .apple)
      #expect(configuration.effectiveMinimumSize == CGSize(width: 44, height: 44))
      #expect(configuration.effectiveReporter == .text)
    }
  }

  @Test func eachProfileAndFormatIsNamedByItsId() throws {
    for profile in AuditProfile.allCases {
      #expect(try parse("profile: \(profile.rawValue)").profile == profile)
    }
    for format in AuditFormat.allCases {
      #expect(try parse("reporter: '\(format.rawValue)'").reporter == format)
    }
    #expect(try parse("profile: material").effectiveMinimumSize == CGSize(width: 48, height: 48))
  }

  @Test func aMinimumSizeIsOneNumberTwoOrTheCommandLinesText() throws {
    let sizes: [(String, CGSize)] = [
      ("44", CGSize(width: 44, height: 44)), ("44.5", CGSize(width: 44.5, height: 44.5)),
      ("[44, 48]", CGSize(width: 44, height: 48)), ("\"44,48\"", CGSize(width: 44, height: 48)),
      ("44, 48", CGSize(width: 44, height: 48)), ("'0'", .zero),
      ("\n  - 30\n  - 1e4", CGSize(width: 30, height: 10_000)),
    ]
    for (yaml, size) in sizes {
      #expect(try parse("minimum_size: \(yaml)").minimumSize == size, "\(yaml)")
    }
  }

  @Test func aMinimumSizeThatCantBeUsedIsRefusedWithItsPlace() {
    let expected = "expected a size such as 44, [44, 48] or \"44,48\""
    let refusals: [(String, String)] = [
      ("-4", " line 1, column 15: minimum_size: -4 is negative"),
      ("[44, -0.5]", " line 1, column 20: minimum_size: -0.5 is negative"),
      (".nan", " line 1, column 15: minimum_size: \".nan\" is not finite"),
      ("-.inf", " line 1, column 15: minimum_size: \"-.inf\" is not finite"),
      ("20000", " line 1, column 15: minimum_size: 20000 is larger than 10000 points"),
      ("1e400", " line 1, column 15: minimum_size: 1e400 is larger than 10000 points"),
      ("wide", " line 1, column 15: minimum_size: \"wide\" is not a number such as 44 or 44.5"),
      ("0x2C", " line 1, column 15: minimum_size: \"0x2C\" is not a number such as 44 or 44.5"),
      ("'44,48,52'", " line 1, column 15: minimum_size: \(expected), found \"44,48,52\""),
      (
        "[1, 2, 3]",
        " line 1, column 15: minimum_size: \(expected), found a list of 3 values instead of width and height"
      ),
      ("{width: 44}", " line 1, column 15: minimum_size: \(expected), found a mapping"),
      ("[[44], 44]", " line 1, column 16: minimum_size: expected a number such as 44, found a list"),
    ]
    for (yaml, error) in refusals {
      #expect(message("minimum_size: \(yaml)") == ".tapwise.yml:" + error)
    }
  }

  @Test func anUnknownKeyIsNamedWithItsPlaceAndTheKeys() {
    #expect(
      message("profile: apple\nreporter: json\nprofiel: material\n")
        == ".tapwise.yml: line 3, column 1: unknown key \"profiel\" (did you mean profile?); \(Self.keys)")
    #expect(
      message("  minimumSize: 44")
        == ".tapwise.yml: line 1, column 3: unknown key \"minimumSize\" (did you mean minimum_size?); \(Self.keys)")
    #expect(
      message("{line_length: 120}") == ".tapwise.yml: line 1, column 2: unknown key \"line_length\"; \(Self.keys)")
    #expect(message("? \"\"\n: 1") == ".tapwise.yml: line 1, column 3: unknown key \"\"; \(Self.keys)")
  }

  @Test func aValueOfTheWrongKindNamesTheKeyAndWhatIsAllowed() {
    let refusals: [(String, String)] = [
      (
        "profile: apples",
        " line 1, column 10: profile: unknown profile \"apples\"; the profiles are apple, material, wcag-aa, wcag-aaa"
      ),
      (
        "profile: [apple]",
        " line 1, column 10: profile: expected one of apple, material, wcag-aa, wcag-aaa, found a list"
      ),
      (
        "reporter: html",
        " line 1, column 11: reporter: unknown format \"html\"; the formats are text, json, xcode, github, sarif"
      ),
      (
        "disabled_rules:\n  - tooSmall\n  - tooBig",
        " line 3, column 5: disabled_rules: unknown rule \"tooBig\"; the rules are tooSmall, overlapping, unreachable, covered, "
          + "noStoredFrame"
      ),
      (
        "disabled_rules: {tooSmall: true}",
        " line 1, column 17: disabled_rules: expected a rule id or a list of them, found a mapping"
      ),
      ("included: {App: yes}", " line 1, column 11: included: expected a glob or a list of them, found a mapping"),
      ("excluded: [Pods, [Carthage]]", " line 1, column 18: excluded: expected a glob, found a list"),
      ("excluded: ['']", " line 1, column 12: excluded: a glob can't be empty; write ** for every file"),
      ("baseline: [a.json]", " line 1, column 11: baseline: expected the path of a file, found a list"),
      ("baseline: ''", " line 1, column 11: baseline: expected the path of a file, found \"\""),
    ]
    for (yaml, error) in refusals {
      #expect(message(yaml) == ".tapwise.yml:" + error)
    }
  }

  @Test func aGlobOrARuleMayBeOneTextInsteadOfAList() throws {
    let configuration = try parse("included: App\nexcluded: '**/Legacy*.xib'\ndisabled_rules: covered")
    #expect(configuration.included == ["App"])
    #expect(configuration.excluded == ["**/Legacy*.xib"])
    #expect(configuration.disabledRules == [.covered])
  }

  @Test func theBaselineIsRelativeToTheFilesFolder() throws {
    #expect(try parse("baseline: b.json").baseline == "b.json")
    #expect(try parse("baseline: b.json", file: "../../.tapwise.yml").baseline == "../../b.json")
    #expect(try parse("baseline: /ci/b.json", file: "App/.tapwise.yml").baseline == "/ci/b.json")
    #expect(try parse("baseline: b.json", file: "/.tapwise.yml").baseline == "/b.json")
    #expect(AuditConfiguration(file: "/p/.tapwise.yml").directory == "/p")
    #expect(AuditConfiguration().directory == ".")
  }

  @Test func aFileThatIsNoMappingIsRefused() {
    let expected = ".tapwise.yml: line 1, column 1: expected settings such as \"profile: apple\", found"
    #expect(message("- profile: apple\n") == "\(expected) a list")
    #expect(message("profile apple") == "\(expected) \"profile apple\"")
    #expect(
      message("--- |\n  text\n")
        == ".tapwise.yml: line 1, column 5: expected settings such as \"profile: apple\", found \"text\\n\"")
  }

  @Test func malformedYAMLIsRefusedWhereLibyamlStops() {
    #expect(
      message("profile: apple\nexcluded: [Pods\n")
        == ".tapwise.yml: line 3, column 1: malformed YAML: did not find expected ',' or ']', while parsing a flow sequence on line 2"
    )
    #expect(
      message("profile: apple\n  reporter: json\n")
        == ".tapwise.yml: line 2, column 11: malformed YAML: mapping values are not allowed in this context")
    #expect(
      message("profile: apple\n---\nprofile: material\n")
        == ".tapwise.yml: line 2, column 1: a second YAML document; a configuration file holds one")
    #expect(
      message("profile: apple\nprofile: material\n")
        == ".tapwise.yml: line 1, column 1: the key \"profile\" appears more than once")
  }
}
