import Foundation
import Testing
@testable import TapwiseAudit

/// Where `.tapwise.yml` is found, which files its globs take, and how the command line's settings sit on top.
@Suite struct AuditConfigurationPathsTests {
  /// A throwaway folder tree: `root/a/b/c`, with files written where a test asks.
  final class Tree {
    let root = NSTemporaryDirectory() + "tapwise-config-\(UUID().uuidString)"

    init() throws {
      try FileManager.default.createDirectory(atPath: root + "/a/b/c", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ path: String) throws {
      try Data("profile: apple\n".utf8).write(to: URL(fileURLWithPath: root + "/" + path))
    }
  }

  @Test func theNearestFileUpTheTreeIsFound() throws {
    let tree = try Tree()
    let start = tree.root + "/a/b/c"
    #expect(AuditConfiguration.find(startingAt: start, stoppingAt: tree.root) == nil)
    try tree.write(".tapwise.yml")
    #expect(AuditConfiguration.find(startingAt: start, stoppingAt: tree.root) == tree.root + "/.tapwise.yml")
    try tree.write("a/.tapwise.yml")
    #expect(AuditConfiguration.find(startingAt: start, stoppingAt: tree.root) == tree.root + "/a/.tapwise.yml")
    try tree.write("a/b/c/.tapwise.yml")
    #expect(AuditConfiguration.find(startingAt: start) == start + "/.tapwise.yml")
    // The last folder looked in is the one given: a file above it is not found.
    #expect(AuditConfiguration.find(startingAt: tree.root + "/a/b", stoppingAt: tree.root + "/a/b") == nil)
  }

  @Test func aFolderNamedLikeTheFileIsPassedOver() throws {
    let tree = try Tree()
    try tree.write(".tapwise.yml")
    try FileManager.default.createDirectory(atPath: tree.root + "/a/.tapwise.yml", withIntermediateDirectories: false)
    #expect(
      AuditConfiguration.find(startingAt: tree.root + "/a/b", stoppingAt: tree.root) == tree.root + "/.tapwise.yml")
  }

  @Test func aRelativeStartFindsARelativePath() throws {
    let tree = try Tree()
    try tree.write("a/.tapwise.yml")
    let here = tree.root + "/a/b/c"
    #expect(AuditConfiguration.find(startingAt: ".", currentDirectory: here) == "../../.tapwise.yml")
    #expect(AuditConfiguration.find(startingAt: "../..", currentDirectory: here) == "../../.tapwise.yml")
    #expect(AuditConfiguration.find(startingAt: ".", currentDirectory: tree.root + "/a") == ".tapwise.yml")
    #expect(AuditConfiguration.find(startingAt: "b/./c/..", currentDirectory: tree.root + "/a") == ".tapwise.yml")
  }

  @Test func globsMatchPathsRelativeToTheFilesFolder() throws {
    let configuration = try AuditConfiguration.parse(
      Array("included: App\nexcluded: [Pods/**, '**/Legacy*.xib']".utf8), file: "/p/.tapwise.yml")
    let taken: [(String, String, Bool)] = [
      ("/p", "App/Main.storyboard", true),
      ("/p", "./App/Sub/Cell.xib", true),
      ("/p/App", "Main.storyboard", true),
      ("/p/App/Sub", "../Main.storyboard", true),
      ("/elsewhere", "/p/App/Main.storyboard", true),
      ("/p", "Other/Main.storyboard", false),
      ("/p", "App/Old/LegacyCell.xib", false),
      ("/p", "App/LegacyCell.xib", false),
      ("/p", "App/Legacy.storyboard", true),
      ("/p/App", "../Pods/App/A.xib", false),
      ("/", "p/App/A.xib", true),
      ("/q", "App/A.xib", false),
    ]
    for (current, path, expected) in taken {
      #expect(configuration.includes(path, currentDirectory: current) == expected, "\(path) from \(current)")
    }
  }

  @Test func aRelativeFilesGlobsFollowItsFolder() throws {
    let configuration = try AuditConfiguration.parse(Array("excluded: Pods".utf8), file: "../.tapwise.yml")
    #expect(!configuration.includes("../Pods/A.xib", currentDirectory: "/p/App"))
    #expect(configuration.includes("Pods/A.xib", currentDirectory: "/p/App"))
    #expect(configuration.includes("A.xib", currentDirectory: "/p/App"))
  }

  @Test func anAbsoluteGlobMatchesAbsolutePathsAndNoGlobsTakeEverything() {
    let configuration = AuditConfiguration(excluded: ["/tmp/**"], file: "/p/.tapwise.yml")
    #expect(!configuration.includes("/tmp/x/A.xib", currentDirectory: "/p"))
    #expect(!configuration.includes("../tmp/A.xib", currentDirectory: "/p"))
    #expect(configuration.includes("tmp/A.xib", currentDirectory: "/p"))
    #expect(AuditConfiguration().includes("/any/where.xib", currentDirectory: "/"))
  }

  @Test func theCommandLineOverridesTheFile() throws {
    let file = try AuditConfiguration.parse(
      Array("profile: wcag-aa\nminimum_size: 30\ndisabled_rules: covered\nbaseline: b.json\nreporter: json".utf8),
      file: "p/.tapwise.yml")
    #expect(file.merged(with: AuditConfiguration()) == file)
    #expect(file.effectiveMinimumSize == CGSize(width: 30, height: 30))

    // A profile alone drops the file's size: --profile material means 48 × 48.
    let material = file.merged(with: AuditConfiguration(profile: .material))
    #expect(material.profile == .material)
    #expect(material.minimumSize == nil)
    #expect(material.effectiveMinimumSize == CGSize(width: 48, height: 48))

    let everything = file.merged(
      with: AuditConfiguration(
        profile: .apple, minimumSize: CGSize(width: 40, height: 40), disabledRules: [.tooSmall], baseline: "c.json",
        reporter: .xcode))
    #expect(
      everything
        == AuditConfiguration(
          profile: .apple, minimumSize: CGSize(width: 40, height: 40), disabledRules: [.tooSmall], baseline: "c.json",
          reporter: .xcode, file: "p/.tapwise.yml"))
    // A size alone keeps the file's profile.
    let sized = file.merged(with: AuditConfiguration(minimumSize: CGSize(width: 20, height: 20)))
    #expect(sized.profile == .wcagAA)
    #expect(sized.effectiveMinimumSize == CGSize(width: 20, height: 20))
  }
}
