import Foundation
import Testing

/// Every input may be a file, `-` for standard input, `/dev/stdin`, a pipe or a process substitution; a file that
/// can't be read or written says why; output that can't be written fails the command.
@Suite struct InputOutputTests {
  static let trace = "Examples/traces/two-actions.jsonl"
  static let layout = "Examples/layouts/close-button.json"

  private static func text(_ path: String) throws -> String {
    try String(contentsOf: TapwiseBinary.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The deliveries of `throttle --interval 0.4` on the two-actions trace.
  private static func golden() throws -> String {
    try TapwiseBinary.expected("simulate-throttle-two-actions.jsonl")
  }

  /// `FileManager.contents(atPath:)` refused these as "cannot read".
  @Test func aTraceIsReadFromDevStdinAndFromAProcessSubstitution() throws {
    let simulate = ["simulate", "throttle", "--interval", "0.4"]
    let devStdin = try TapwiseBinary.run(simulate + ["--input", "/dev/stdin"], stdin: try Self.text(Self.trace))
    #expect(devStdin == TapwiseBinary.Result(stdout: try Self.golden(), stderr: "", status: 0))
    let substituted = try TapwiseBinary.runInShell(
      "$TAPWISE simulate throttle --interval 0.4 --input <(cat \(Self.trace))")
    #expect(substituted == TapwiseBinary.Result(stdout: try Self.golden(), stderr: "", status: 0))
  }

  /// Layouts could not be read from standard input at all.
  @Test(arguments: ["-", "/dev/stdin"])
  func aLayoutIsReadFromStandardInput(path: String) throws {
    let fromFile = try TapwiseBinary.run(["hit", "--layout", Self.layout, "--at", "332,122"])
    let fromStdin = try TapwiseBinary.run(
      ["hit", "--layout", path, "--at", "332,122"], stdin: try Self.text(Self.layout))
    #expect(fromFile.stdout == "332,122 -> card/close (6 pt outside its bounds)\n")
    #expect(fromStdin == fromFile)
    let audit = try TapwiseBinary.run(
      ["audit", "--layout", path], stdin: try Self.text("Examples/layouts/audit-overlapping.json"))
    #expect(audit.stdout.hasPrefix("overlapping  toolbar/back and toolbar/share"))
    #expect(audit.status == 1)
  }

  @Test func aLayoutIsReadFromAProcessSubstitution() throws {
    let result = try TapwiseBinary.runInShell("$TAPWISE hit --layout <(cat \(Self.layout)) --at 5,5")
    #expect(result == TapwiseBinary.Result(stdout: "5,5 -> window\n", stderr: "", status: 0))
  }

  @Test func aLayoutErrorFromStandardInputNamesStandardInput() throws {
    let result = try TapwiseBinary.run(["hit", "--layout", "-", "--at", "1,1"], stdin: #"{"width": 0, "height": 1}"#)
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: "", stderr: "Error: standard input: $.width: the window's width must be positive, found 0\n",
          status: 2))
  }

  /// Storyboards were read with `Data(contentsOf:)`: not from standard input, and with no reason when unreadable.
  @Test func aStoryboardIsReadFromStandardInputAndAProcessSubstitution() throws {
    let storyboard = "Examples/storyboards/RxExample/RxExample-Numbers.storyboard"
    let fromFile = try TapwiseBinary.run(["audit", "--storyboard", storyboard])
    let fromStdin = try TapwiseBinary.run(["audit", "--storyboard", "-"], stdin: try Self.text(storyboard))
    #expect(fromFile.status == 1)
    #expect(fromStdin.status == 1)
    #expect(fromStdin.stdout == fromFile.stdout.replacingOccurrences(of: storyboard + ":", with: "-:"))
    let substituted = try TapwiseBinary.runInShell("$TAPWISE audit --storyboard <(cat \(storyboard))")
    #expect(substituted.stdout.hasSuffix("3 findings; 3 targets audited in 1 file\n"))
  }

  @Test func anUnreadableStoryboardOrBaselineSaysWhy() throws {
    let folder = NSTemporaryDirectory()
    let storyboard = "Examples/storyboards/RxExample/RxExample-Numbers.storyboard"
    let baseline = try TapwiseBinary.run(["audit", "--storyboard", storyboard, "--baseline", folder])
    #expect(
      baseline
        == TapwiseBinary.Result(
          stdout: "", stderr: "Error: \(folder): can't read the file: is a directory\n", status: 2))
    // A storyboard that can't be read is listed in the report, as in a folder with others.
    let notAFolder = try TapwiseBinary.run(["audit", "--storyboard", "/dev/null/Main.storyboard"])
    #expect(
      notAFolder
        == TapwiseBinary.Result(
          stdout: "/dev/null/Main.storyboard: unreadable: a part of the path is not a directory\n"
            + "no findings; 1 file unreadable; 0 targets audited in 0 files\n", stderr: "", status: 2))
  }

  /// The three used to get the same message, without a reason.
  @Test func unreadableInputsSayWhy() throws {
    let folder = NSTemporaryDirectory()
    let simulate = try TapwiseBinary.run(["simulate", "gate", "--interval", "1", "--input", folder])
    #expect(
      simulate
        == TapwiseBinary.Result(
          stdout: "", stderr: "tapwise simulate: cannot read --input file \"\(folder)\": is a directory\n", status: 1))
    let hit = try TapwiseBinary.run(["hit", "--layout", folder, "--at", "1,1"])
    #expect(
      hit
        == TapwiseBinary.Result(
          stdout: "", stderr: "Error: \(folder): can't read the file: is a directory\n", status: 2))
    let audit = try TapwiseBinary.run(["audit", "--layout", "/dev/null/layout.json"])
    #expect(
      audit
        == TapwiseBinary.Result(
          stdout: "",
          stderr: "Error: /dev/null/layout.json: can't read the file: a part of the path is not a directory\n",
          status: 2))
  }

  /// `> /dev/full` exited 0: print's write errors were ignored.
  @Test(
    arguments: [
      (["simulate", "gate", "--interval", "1", "--input", trace], "tapwise simulate: cannot write standard output", 1),
      (["hit", "--layout", layout, "--at", "1,1"], "Error: can't write standard output", 2),
      (["audit", "--layout", "Examples/layouts/audit-covered.json"], "Error: can't write standard output", 2),
      (["demo"], "Error: can't write standard output", 1),
    ] as [([String], String, Int32)])
  func aFullDiskFailsTheCommandWithItsReason(arguments: [String], message: String, status: Int32) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try TapwiseBinary.run(arguments, stdout: full)
    #expect(result == TapwiseBinary.Result(stdout: "", stderr: "\(message): no space left on device\n", status: status))
  }

  /// `audit --svg` into a directory printed Foundation's "NSCocoaErrorDomain error 512".
  @Test func anSVGThatCantBeWrittenSaysWhyInPlainWords() throws {
    let folder = NSTemporaryDirectory()
    let audit = try TapwiseBinary.run(["audit", "--layout", Self.layout, "--svg", folder])
    #expect(
      audit
        == TapwiseBinary.Result(
          stdout: "", stderr: "Error: \(folder): can't write the SVG: is a directory\n", status: 2))
    let simulate = try TapwiseBinary.run(
      ["simulate", "gate", "--interval", "1", "--input", Self.trace, "--svg", "/dev/full"])
    #expect(
      simulate
        == TapwiseBinary.Result(
          stdout: "", stderr: "tapwise simulate: cannot write --svg file \"/dev/full\": no space left on device\n",
          status: 1))
  }
}
