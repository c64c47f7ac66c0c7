import Foundation
import Tapwise
import Testing
@testable import TapwiseAudit
@testable import TapwiseFormats

/// `tapwise audit --storyboard` without the binary: finding files in folders, the exit statuses, the baseline
/// workflow, and one drawing per scene.
@MainActor
@Suite struct StoryboardLabTests {
  typealias F = StoryboardFixtures

  /// A fresh temporary folder, removed when the test's value goes.
  final class Folder {
    let path: String
    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("tapwise-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
      let file = path + "/" + name
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
      return file
    }
  }

  let clean = F.storyboard(F.view("button", "BTN-00-001", [10, 100, 44, 44]))
  let small = F.storyboard(F.view("button", "BTN-00-001", [10, 100, 20, 20]))

  @Test func foldersAreSearchedRecursivelyInNameOrderSkippingHiddenOnesAndLinkedFolders() throws {
    let folder = try Folder()
    try folder.write("b/Main.storyboard", clean)
    try folder.write("a/Cell.xib", F.xib(""))
    try folder.write("a/notes.txt", "not a storyboard")
    try folder.write(".build/Copy.storyboard", clean)
    try folder.write("Z.STORYBOARD", clean)
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/b/loop", withDestinationPath: folder.path)
    let (files, errors) = StoryboardFiles.find([folder.path, folder.path + "/b/Main.storyboard"])
    #expect(errors.isEmpty)
    // Byte order, the same on every machine: capitals first.
    #expect(files == ["Z.STORYBOARD", "a/Cell.xib", "b/Main.storyboard"].map { folder.path + "/" + $0 })
  }

  @Test func aMissingPathOrAFolderWithoutFilesIsAnError() throws {
    let folder = try Folder()
    let (files, errors) = StoryboardFiles.find(["/no/such/App", folder.path])
    #expect(files.isEmpty)
    #expect(
      errors.map(\.description) == [
        "/no/such/App: no such file or folder", "\(folder.path): no .storyboard or .xib file in this folder",
      ])
  }

  @Test func theExitStatusIsZeroWithoutFindingsAndOneWithThem() throws {
    let folder = try Folder()
    let cleanFile = try folder.write("Clean.storyboard", clean)
    let result = StoryboardLab.audit(.init(paths: [cleanFile]))
    #expect(result == CommandOutput(stdout: "no findings; 1 target audited in 1 file\n", status: 0))
    let smallFile = try folder.write("Small.storyboard", small)
    #expect(
      StoryboardLab.audit(.init(paths: [smallFile])).stdout
        == "\(smallFile): Screen: tooSmall     UIView[ROOT-00-000]/UIButton[BTN-00-001]: answers 9 of 81 points of "
        + "the 44×44 square around its centre\n1 finding; 1 target audited in 1 file\n")
    #expect(StoryboardLab.audit(.init(paths: [smallFile])).status == 1)
  }

  @Test func theBaselineWorkflowAdoptsTheAuditThenCatchesNewFindings() throws {
    let folder = try Folder()
    let file = try folder.write("Screen.storyboard", small)
    let baseline = folder.path + "/touch-targets.json"
    var adopt = StoryboardLab.Request(paths: [file])
    adopt.writeBaseline = baseline
    #expect(StoryboardLab.audit(adopt).status == 1)
    var check = StoryboardLab.Request(paths: [file])
    check.baseline = baseline
    #expect(
      StoryboardLab.audit(check)
        == CommandOutput(
          stdout: "no findings; 1 more in the baseline; 1 target audited in 1 file\n", status: 0))
    try folder.write(
      "Screen.storyboard",
      F.storyboard(
        F.view("button", "BTN-00-001", [10, 100, 20, 20]) + F.view("switch", "SWT-00-001", [100, 100, 51, 31])))
    let later = StoryboardLab.audit(check)
    #expect(later.status == 1)
    #expect(later.stdout.contains("UISwitch[SWT-00-001]"))
    #expect(!later.stdout.contains("UIButton[BTN-00-001]"))
    check.settings.format = .json
    #expect(StoryboardLab.audit(check).stdout.contains(#""id": "BTN-00-001", "line": "#))
    #expect(StoryboardLab.audit(check).stdout.contains(#""baselined": true"#))
  }

  @Test func eachSceneIsDrawnToItsOwnFile() throws {
    let folder = try Folder()
    let file = try folder.write(
      "Two.storyboard",
      F.storyboard(
        F.view("button", "BTN-00-001", [10, 100, 20, 20])
          + #"<tableView id="TBL-00-001"><rect key="frame" x="0" y="200" width="390" height="300"/><prototypes>"#
          + #"<tableViewCell id="CEL-00-001"><rect key="frame" x="0" y="0" width="390" height="44"/>"#
          + F.view("tableViewCellContentView", "CNT-00-001", [0, 0, 390, 44], attributes: #"key="contentView""#)
          + "</tableViewCell></prototypes></tableView>", controller: #"customClass="Check Out""#))
    let xib = try folder.write("Cell.xib", F.xib(F.view("view", "TOP-00-001", [0, 0, 320, 60])))
    var request = StoryboardLab.Request(paths: [file, xib])
    request.svgFolder = folder.path + "/svg/new"
    #expect(StoryboardLab.audit(request).status == 1)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/svg/new").sorted()
    #expect(names == ["Cell.xib.UIView.svg", "Two.storyboard.Check_Out.svg"])
    let svg = try String(contentsOfFile: folder.path + "/svg/new/Two.storyboard.Check_Out.svg", encoding: .utf8)
    #expect(svg.contains("<title>Check Out: touch targets</title>"))
    // The scene's view first, then, below it under a caption naming the cell, its cell's content view.
    let groups = svg.split(separator: "\n").filter { $0.hasPrefix("  <g transform=") }
    #expect(groups == [#"  <g transform="translate(62 164)">"#, #"  <g transform="translate(36 1074)">"#])
    #expect(svg.contains(">UITableViewCell  CEL-00-001</text>"))
    #expect(svg.contains("<tspan>UITableViewCellContentView</tspan>"))
    #expect(svg.contains(#"<tspan font-weight="bold">UIButton</tspan>"#))
  }

  @Test func drawingsWithTheSameNameGetNumbered() {
    var used: Set<String> = []
    let drawing = StoryboardAudit.Drawing(file: "App/Base.lproj/Main.storyboard", scene: "Login/Sign up", svg: "")
    #expect(StoryboardLab.uniqueName(for: drawing, avoiding: &used) == "Main.storyboard.Login_Sign_up.svg")
    #expect(StoryboardLab.uniqueName(for: drawing, avoiding: &used) == "Main.storyboard.Login_Sign_up-2.svg")
  }

  @Test func anUnwritableSVGFolderOrBaselineExitsTwo() throws {
    let folder = try Folder()
    let file = try folder.write("Screen.storyboard", clean)
    try folder.write("taken", "a file where the folder should go")
    var request = StoryboardLab.Request(paths: [file])
    request.svgFolder = folder.path + "/taken"
    #expect(
      StoryboardLab.audit(request).stderr
        == "Error: \(folder.path)/taken: can't create the SVG folder: a file of that name is in the way\n")
    request.svgFolder = nil
    request.writeBaseline = "/no/such/folder/baseline.json"
    #expect(
      StoryboardLab.audit(request)
        == CommandOutput(
          stderr: "Error: /no/such/folder/baseline.json: can't write the baseline: no such directory\n", status: 2))
  }
}
