import Foundation
import Testing

/// `.tapwise.yml` as the built binary finds and applies it: in the current folder or one above, under the command
/// line's options, with its globs, rules, baseline and reporter.
@Suite struct AuditConfigurationCommandTests {
  /// A temporary project: `App/Signup.storyboard` and `Legacy/Old.storyboard` (RxExample's sign-up screen, three
  /// 30 pt text fields), a `.tapwise.yml` at its root, and an empty `App/Screens` folder to run from.
  static func project(_ configuration: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tapwise-config-\(UUID().uuidString)")
    let signup = TapwiseBinary.repositoryRoot.appendingPathComponent(
      "Examples/storyboards/RxExample/RxExample-GitHubSignup1.storyboard")
    for folder in ["App/Screens", "Legacy"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(at: signup, to: root.appendingPathComponent("App/Signup.storyboard"))
    try FileManager.default.copyItem(at: signup, to: root.appendingPathComponent("Legacy/Old.storyboard"))
    try Data(configuration.utf8).write(to: root.appendingPathComponent(".tapwise.yml"))
    return root
  }

  @Test func theNearestFileAboveTheCurrentFolderSetsProfileFormatAndGlobs() throws {
    let root = try Self.project(
      """
      profile: wcag-aa
      reporter: xcode
      excluded: [Legacy]
      """)
    defer { try? FileManager.default.removeItem(at: root) }
    // From App/Screens, ../.. is the project; WCAG's 24 pt passes the 30 pt fields; Legacy is left out.
    let result = try TapwiseBinary.run(
      ["audit", "--storyboard", "../.."], in: root.appendingPathComponent("App/Screens"))
    #expect(result == TapwiseBinary.Result(stdout: "", stderr: "", status: 0))
    // The command line overrides the file: Apple's 44 pt fails them, in text.
    let strict = try TapwiseBinary.run(
      ["audit", "--storyboard", ".", "--profile", "apple", "--format", "text"], in: root)
    #expect(strict.status == 1)
    #expect(strict.stdout.hasSuffix("3 findings; 4 targets audited in 1 file\n"))
    #expect(!strict.stdout.contains("Legacy/"))
  }

  @Test func disabledRulesAreCountedAsSuppressed() throws {
    let root = try Self.project("disabled_rules: tooSmall\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try TapwiseBinary.run(["audit", "--storyboard", "App"], in: root)
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: "no findings; 3 suppressed; 4 targets audited in 1 file\n", stderr: "", status: 0))
  }

  @Test func theBaselineIsReadRelativeToTheFile() throws {
    let root = try Self.project("baseline: touch-targets.json\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let adopt = try TapwiseBinary.run(
      ["audit", "--storyboard", "../App", "--write-baseline", "../touch-targets.json"],
      in: root.appendingPathComponent("Legacy"))
    #expect(adopt.status == 1)
    let check = try TapwiseBinary.run(["audit", "--storyboard", "../App"], in: root.appendingPathComponent("Legacy"))
    #expect(check.stdout == "no findings; 3 more in the baseline; 4 targets audited in 1 file\n")
    #expect(check.status == 0)
  }

  @Test func anUnknownKeyIsAnErrorNamingTheKeyAndItsLine() throws {
    let root = try Self.project("profile: apple\nprofiel: material\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try TapwiseBinary.run(["audit", "--storyboard", "App"], in: root)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "Error: .tapwise.yml: line 2, column 1: unknown key \"profiel\" (did you mean profile?); the keys are "))
  }

  @Test func configNamesAFileInsteadOfSearching() throws {
    let root = try Self.project("profile: wcag-aa\n")
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("profile: material\n".utf8).write(to: root.appendingPathComponent("strict.yml"))
    let result = try TapwiseBinary.run(["audit", "--storyboard", "App", "--config", "strict.yml"], in: root)
    #expect(result.status == 1)
    #expect(result.stdout.contains("of the 48×48 square"))
  }
}
