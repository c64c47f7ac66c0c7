import Foundation
import Testing
@testable import TapwiseAudit
@testable import TapwiseSourceAudit

/// Finding the Swift files `--swift` names: the storyboard audit's one file search (``AuditFiles``), with its order,
/// hidden folders, links and globs.
@Suite struct SourceFilesTests {
  typealias Folder = StoryboardLabTests.Folder

  @Test func foldersAreSearchedRecursivelyInNameOrderSkippingHiddenFoldersAndBuildProducts() throws {
    let folder = try Folder()
    try folder.write("b/LoginView.swift", "")
    try folder.write("a/Cell.swift", "")
    try folder.write("a/notes.md", "not Swift")
    try folder.write(".build/checkouts/Dependency.swift", "")
    try folder.write("Z.SWIFT", "")
    try folder.write("Main.storyboard", "<document/>")
    let found = AuditFiles.find([folder.path], extensions: SourceLab.extensions)
    #expect(found.problems.isEmpty)
    #expect(found.files == ["Z.SWIFT", "a/Cell.swift", "b/LoginView.swift"].map { folder.path + "/" + $0 })
  }

  @Test func aFolderNamedLikeASwiftFileIsSearchedNotRead() throws {
    let folder = try Folder()
    try folder.write("Views.swift/Button.swift", "")
    try FileManager.default.createDirectory(atPath: folder.path + "/Empty.swift", withIntermediateDirectories: true)
    let found = AuditFiles.find([folder.path, folder.path + "/Empty.swift"], extensions: SourceLab.extensions)
    #expect(found.files == [folder.path + "/Views.swift/Button.swift"])
    #expect(found.problems.map(\.reason) == ["no .swift file in this folder"])
  }

  @Test func aLinkLoopInAFolderIsKeptSoThatReadingItNamesTheProblem() throws {
    let folder = try Folder()
    try folder.write("A.swift", "")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Loop.swift", withDestinationPath: folder.path + "/Loop.swift")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/Up", withDestinationPath: folder.path)
    let found = AuditFiles.find([folder.path], extensions: SourceLab.extensions)
    #expect(found.files == [folder.path + "/A.swift", folder.path + "/Loop.swift"])
    #expect(throws: SourceFileError.self) { try SourceFileReader.bytes(ofFile: folder.path + "/Loop.swift") }
    do {
      _ = try SourceFileReader.bytes(ofFile: folder.path + "/Loop.swift")
    } catch {
      #expect(error.description == "\(folder.path)/Loop.swift: can't read the file: too many levels of symbolic links")
    }
  }

  @Test func theConfigurationsGlobsFilterWhatFoldersHoldButNotFilesNamedThemselves() throws {
    let folder = try Folder()
    try folder.write("App/LoginView.swift", "")
    try folder.write("App/Generated/Assets.swift", "")
    try folder.write("Pods/Lib/Button.swift", "")
    let configuration = AuditConfiguration(excluded: ["Pods", "**/Generated"], file: folder.path + "/.tapwise.yml")
    let named = folder.path + "/Pods/Lib/Button.swift"
    let found = AuditFiles.find([folder.path, named], extensions: SourceLab.extensions, configuration: configuration)
    #expect(found.files == [folder.path + "/App/LoginView.swift", named])
  }

  @Test func aMissingPathOrAFolderWithoutSwiftIsAProblem() throws {
    let folder = try Folder()
    try folder.write("Main.storyboard", "<document/>")
    let found = AuditFiles.find(["/no/such/App", folder.path], extensions: SourceLab.extensions)
    #expect(found.files.isEmpty)
    #expect(
      found.problems == [
        .init(path: "/no/such/App", reason: "no such file or folder"),
        .init(path: folder.path, reason: "no .swift file in this folder"),
      ])
  }
}
