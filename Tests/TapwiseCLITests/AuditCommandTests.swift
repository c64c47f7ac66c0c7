import Foundation
import Testing

/// `tapwise audit`, run as the built binary on the sample layouts in `Examples/layouts/`: one per finding kind.
@Suite struct AuditCommandTests {
  @Test(arguments: [
    (
      "audit-too-small.json",
      "tooSmall     toolbar/info: answers 9 of 81 points of the 44×44 square around its centre"
    ),
    (
      "audit-overlapping.json",
      "overlapping  toolbar/back and toolbar/share: touch areas overlap by 360 pt²"
    ),
    (
      "audit-unreachable.json",
      "unreachable  card/badge: 1342 pt² of its touch area lies outside card, which does not receive touches outside "
        + "its bounds"
    ),
    (
      "audit-covered.json",
      "covered      form/submit: covered by form/overlay, an interactive view in front of it"
    ),
  ])
  func eachSampleReportsItsFindingAndExitsOne(file: String, finding: String) throws {
    let result = try TapwiseBinary.run(["audit", "--layout", "Examples/layouts/\(file)"])
    #expect(result == TapwiseBinary.Result(stdout: finding + "\n1 finding\n", stderr: "", status: 1))
  }

  @Test func aCleanLayoutSaysSoAndExitsZero() throws {
    let result = try TapwiseBinary.run(["audit", "--layout", "Examples/layouts/close-button.json"])
    #expect(result == TapwiseBinary.Result(stdout: "no findings\n", stderr: "", status: 0))
  }

  @Test func enlargedNeighboursAreOverlappingButNotTooSmall() throws {
    let result = try TapwiseBinary.run(["audit", "--layout", "Examples/layouts/overlap.json"])
    #expect(
      result.stdout == """
        overlapping  toolbar/back and toolbar/share: touch areas overlap by 528 pt²
        1 finding

        """)
    #expect(result.status == 1)
  }

  @Test func theJSONFormatHasOneFindingPerLine() throws {
    let result = try TapwiseBinary.run(["audit", "--layout", "Examples/layouts/overlap.json", "--format", "json"])
    #expect(
      result.stdout == """
        {"findings": [
          {"file": "Examples/layouts/overlap.json", "id": "toolbar/back", "line": 9, "column": 9, "kind": "overlapping", \
        "view": "toolbar/back", "other": "toolbar/share", "area": 528, "relatedId": "toolbar/share"}
        ],
        "noStoredFrame": [],
        "targets": [
          {"file": "Examples/layouts/overlap.json", "id": "toolbar/back", "kind": "button"},
          {"file": "Examples/layouts/overlap.json", "id": "toolbar/share", "kind": "button"}
        ],
        "notAudited": []}

        """)
  }

  @Test func theJSONFormatOfACleanLayoutIsAnEmptyList() throws {
    let result = try TapwiseBinary.run(["audit", "--layout", "Examples/layouts/close-button.json", "--format", "json"])
    #expect(
      result.stdout == """
        {"findings": [],
        "noStoredFrame": [],
        "targets": [
          {"file": "Examples/layouts/close-button.json", "id": "card/close", "kind": "button"}
        ],
        "notAudited": []}

        """)
    #expect(result.status == 0)
  }

  @Test func theSVGDrawsBoundsAreasAndFindingsExactly() throws {
    let svg = FileManager.default.temporaryDirectory.appendingPathComponent("tapwise-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: svg) }
    let result = try TapwiseBinary.run([
      "audit", "--layout", "Examples/layouts/audit-overlapping.json", "--svg", svg.path,
    ])
    #expect(result.status == 1)
    #expect(try String(contentsOf: svg, encoding: .utf8) == (try TapwiseBinary.expected("audit-overlapping.svg")))
  }

  @Test func anUnwritableSVGExitsTwo() throws {
    let result = try TapwiseBinary.run([
      "audit", "--layout", "Examples/layouts/close-button.json", "--svg", "/no/such/folder/audit.svg",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: /no/such/folder/audit.svg: can't write the SVG"))
  }

  @Test func aBadLayoutExitsTwoWithTheLineAndColumnOfMalformedJSON() throws {
    let file = try TemporaryLayout("{\"width\": 390,\n  \"height\": NaN}")
    let result = try TapwiseBinary.run(["audit", "--layout", file.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: \(file.path): $.height (line 2, column 13): malformed JSON: NaN and Infinity are not JSON numbers\n"
    )
  }

  @Test func anUnknownFormatIsAUsageError() throws {
    let result = try TapwiseBinary.run(["audit", "--layout", "Examples/layouts/close-button.json", "--format", "xml"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("xml"))
  }
}
