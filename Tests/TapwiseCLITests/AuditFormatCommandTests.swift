import Foundation
import Testing

/// `tapwise audit --format xcode|github|sarif` and `--profile`, run as the built binary on RxExample's real
/// storyboards and xibs and on sample layouts: exact output, and positions that are the views' own elements.
@Suite struct AuditFormatCommandTests {
  let rxExample = "Examples/storyboards/RxExample"

  @Test(arguments: ["xcode", "github", "sarif"])
  func eachFormatOfTheRealStoryboardsIsPinned(format: String) throws {
    let result = try TapwiseBinary.run(["audit", "--storyboard", rxExample, "--format", format])
    #expect(result.stderr.isEmpty)
    #expect(result.status == 1)
    #expect(result.stdout == (try TapwiseBinary.expected("audit-storyboard-rxexample.\(format)")))
  }

  @Test func eachXcodeLinePointsAtTheElementOfTheViewItNames() throws {
    let result = try TapwiseBinary.run(["audit", "--storyboard", rxExample, "--format", "xcode"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 16)
    for line in lines {
      // path:line:column: warning: A[x]/B[id]: … [rule], or A[x]/B[id] and C[y]/D[z]: … for an overlap
      let parts = line.split(separator: ":", maxSplits: 3).map(String.init)
      let (path, row, column) = (parts[0], try #require(Int(parts[1])), try #require(Int(parts[2])))
      // The view's path ends at the first "]: " or "] and "; its id is in its last brackets.
      let message = parts[3].dropFirst(" warning: ".count)
      let end = try #require(
        [message.range(of: "]: "), message.range(of: "] and ")].compactMap { $0 }.min {
          $0.lowerBound < $1.lowerBound
        })
      let id = try #require(message[..<end.lowerBound].split(separator: "[").last)
      let fileLine = try String(contentsOf: TapwiseBinary.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        .components(separatedBy: "\n")[row - 1]
      let element = String(String.UnicodeScalarView(Array(fileLine.unicodeScalars)[(column - 1)...]))
      #expect(element.hasPrefix("<"), "\(line)")
      #expect(element.prefix { $0 != ">" }.contains(#" id="\#(id)""#), "\(line)")
    }
  }

  @Test func theLayoutFormatsPointAtTheViewsObject() throws {
    let xcode = try TapwiseBinary.run(["audit", "--layout", "Examples/layouts/overlap.json", "--format", "xcode"])
    #expect(
      xcode.stdout
        == "Examples/layouts/overlap.json:9:9: warning: toolbar/back and toolbar/share: touch areas overlap by "
        + "528 pt² [overlapping]\n")
    #expect(xcode.status == 1)
  }

  @Test func aCleanRunPrintsNothingInTheXcodeFormatAndExitsZero() throws {
    let result = try TapwiseBinary.run([
      "audit", "--layout", "Examples/layouts/close-button.json", "--format", "xcode",
    ])
    #expect(result == TapwiseBinary.Result(stdout: "", stderr: "", status: 0))
  }

  @Test(arguments: [
    ("apple", 1, "44×44"), ("material", 1, "48×48"), ("wcag-aaa", 1, "44×44"), ("wcag-aa", 0, nil),
  ])
  func theProfileSetsTheSize(profile: String, status: Int32, size: String?) throws {
    // RxExample's 30 pt text fields: too small for 44 and 48, large enough for WCAG's 24.
    let result = try TapwiseBinary.run([
      "audit", "--storyboard", "\(rxExample)/RxExample-SimpleValidation.storyboard", "--profile", profile,
    ])
    #expect(result.status == status)
    if let size { #expect(result.stdout.contains("of the \(size) square")) }
  }

  @Test func theMinimumSizeOverridesTheProfilesSize() throws {
    let result = try TapwiseBinary.run([
      "audit", "--storyboard", "\(rxExample)/RxExample-SimpleValidation.storyboard", "--profile", "material",
      "--minimum-size", "30,30",
    ])
    #expect(result == TapwiseBinary.Result(stdout: "no findings; 3 targets audited in 1 file\n", stderr: "", status: 0))
  }

  @Test func anUnknownProfileOrFormatIsAUsageError() throws {
    for (option, value) in [("--profile", "wcag"), ("--format", "junit")] {
      let result = try TapwiseBinary.run(["audit", "--storyboard", rxExample, option, value])
      #expect(result.status == 64)
      #expect(result.stderr.contains("'\(value)'"))
    }
  }
}
