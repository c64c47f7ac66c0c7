import Foundation
import Testing

/// `tapwise hit`, run as the built binary on the sample layouts in `Examples/layouts/`.
@Suite struct HitCommandTests {
  @Test func theCloseButtonTakesTouchesInItsEnlargedArea() throws {
    let result = try TapwiseBinary.run([
      "hit", "--layout", "Examples/layouts/close-button.json",
      "--at", "348,122", "--at", "326,100", "--at", "325,120", "--at", "200,200", "--at", "10,10", "--at", "500,10",
    ])
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: """
            348,122 -> card/close
            326,100 -> card/close (16.97 pt outside its bounds)
            325,120 -> card
            200,200 -> card
            10,10 -> window
            500,10 -> none

            """,
          stderr: "", status: 0))
  }

  @Test func overlappingAreasGoToTheNearestButtonAndAtTheMidpointToTheOneInFront() throws {
    let result = try TapwiseBinary.run([
      "hit", "--layout", "Examples/layouts/overlap.json", "--at", "41,66", "--at", "42,66", "--at", "43,66",
    ])
    #expect(
      result.stdout == """
        41,66 -> toolbar/back (5 pt outside its bounds)
        42,66 -> toolbar/share (6 pt outside its bounds)
        43,66 -> toolbar/share (5 pt outside its bounds)

        """)
    #expect(result.status == 0)
  }

  @Test func theBadgeOutsideAnOptedInCardIsTappableAndOutsideAPlainCardIsNot() throws {
    let result = try TapwiseBinary.run([
      "hit", "--layout", "Examples/layouts/badge-card.json", "--at", "330,95", "--at", "330,395", "--at", "310,410",
    ])
    #expect(
      result.stdout == """
        330,95 -> card/badge
        330,395 -> window
        310,410 -> plainCard/badge

        """)
  }

  @Test func negativeAndFractionalCoordinatesAreAccepted() throws {
    let result = try TapwiseBinary.run([
      "hit", "--layout", "Examples/layouts/overlap.json", "--at=-5,66", "--at", "26.5,66.25",
    ])
    #expect(result.stdout == "-5,66 -> none\n26.5,66.25 -> toolbar/back\n")
  }

  @Test func aBadLayoutExitsTwoNamingTheFileThePathAndTheProblem() throws {
    let file = try TemporaryLayout(#"{"width": 390, "height": 844, "views": [{"id": "a", "frame": [0, 0, -20, 20]}]}"#)
    let result = try TapwiseBinary.run(["hit", "--layout", file.path, "--at", "1,1"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: \(file.path): $.views[0].frame[2]: the width must not be negative, found -20\n")
  }

  @Test func aMissingLayoutFileExitsTwo() throws {
    let result = try TapwiseBinary.run(["hit", "--layout", "Examples/layouts/nope.json", "--at", "1,1"])
    #expect(result.status == 2)
    #expect(result.stderr == "Error: Examples/layouts/nope.json: can't read the file: no such file\n")
  }

  @Test func aMalformedPointIsAUsageError() throws {
    let result = try TapwiseBinary.run(["hit", "--layout", "Examples/layouts/overlap.json", "--at", "12;30"])
    #expect(result.status == 64)
    #expect(result.stderr.contains(#"expected X,Y with two numbers, such as 12,30, found "12;30""#))
  }

  @Test func atLeastOnePointIsRequired() throws {
    let result = try TapwiseBinary.run(["hit", "--layout", "Examples/layouts/overlap.json"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Missing expected argument '--at <x,y> ...'"))
  }
}

/// A layout file in the temporary directory, removed when the value goes away.
final class TemporaryLayout {
  let path: String

  init(_ text: String) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("tapwise-\(UUID().uuidString).json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
