import Foundation
import PropertyBased
import Testing
@testable import TapwiseAudit

/// The globs of `included` and `excluded`: `*`, `?` and `[…]` within a component, `**` across components, and a
/// pattern matching everything inside what it matches.
@Suite struct GlobTests {
  func matches(_ pattern: String, _ path: String) -> Bool {
    Glob(pattern).matches(Glob.components(of: path))
  }

  @Test func wildcardsStayInsideOneComponent() {
    #expect(matches("App/*.storyboard", "App/Main.storyboard"))
    #expect(!matches("App/*.storyboard", "App/Sub/Main.storyboard"))
    #expect(matches("App/?ain.storyboard", "App/Main.storyboard"))
    #expect(!matches("App/?ain.storyboard", "App/Plain.storyboard"))
    #expect(matches("[A-C]pp/[!x]*.xib", "App/Cell.xib"))
    #expect(!matches("[A-C]pp/[!C]*.xib", "App/Cell.xib"))
    #expect(matches("App/\\*.xib", "App/*.xib"))
    #expect(!matches("App/\\*.xib", "App/A.xib"))
    #expect(matches("*.xib", ".hidden.xib"))
    #expect(!matches("app/*.xib", "App/A.xib"))
  }

  @Test func doubleStarMatchesZeroOrMoreComponents() {
    #expect(matches("**/Legacy*.xib", "LegacyCell.xib"))
    #expect(matches("**/Legacy*.xib", "App/Old/Deep/LegacyCell.xib"))
    #expect(matches("App/**/Cell.xib", "App/Cell.xib"))
    #expect(matches("App/**/Cell.xib", "App/a/b/Cell.xib"))
    #expect(!matches("App/**/Cell.xib", "Other/a/Cell.xib"))
    #expect(matches("**", "anything/at/all.xib"))
    // `**` inside a component is `*`.
    #expect(matches("App/**.xib", "App/Cell.xib"))
    #expect(!matches("App/**.xib", "App/Sub/Cell.xib"))
  }

  @Test func aPatternMatchesWhatItsMatchHolds() {
    #expect(matches("Pods", "Pods/Lib/Main.storyboard"))
    #expect(matches("Pods/", "Pods/Lib/Main.storyboard"))
    #expect(matches("./Pods//Lib", "Pods/Lib/Main.storyboard"))
    #expect(!matches("Pods", "MorePods/Main.storyboard"))
    #expect(!matches("Pods/Lib/Main.storyboard/x", "Pods/Lib/Main.storyboard"))
    #expect(Glob("/abs/**").isAbsolute)
    #expect(!Glob("rel/**").isAbsolute)
  }

  @Test func manyDoubleStarsCostNoBacktracking() {
    let pattern = Array(repeating: "**/a", count: 200).joined(separator: "/") + "/b"
    let path = Array(repeating: "a", count: 2_000)
    var matched = true
    #expect(threadCPUTime { matched = Glob(pattern).matches(path) } < .seconds(5))
    #expect(!matched)
  }

  /// Text from a list of pieces, picked by random numbers so that a failure shrinks: patterns and paths from a small
  /// alphabet often match.
  static func text(_ numbers: [Int], _ pieces: [String]) -> String {
    numbers.map { pieces[$0 % pieces.count] }.joined()
  }

  @Test func agreesWithABacktrackingMatcher() async {
    let numbers = Gen.int(in: 0...99).array(of: 0...10)
    await propertyCheck(count: 2_000, input: numbers, numbers) { pattern, path in
      let pattern = Self.text(pattern, ["a", "b", "a", "*", "?", "**", "/"])
      let path = Glob.components(of: Self.text(path, ["a", "b", "/"]))
      let expected = Self.reference(Glob.components(of: pattern) + ["**"], path[...])
      #expect(Glob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    }
  }

  @Test func doubleStarBetweenTwoPatternsTakesAnyMiddle() async {
    let numbers = Gen.int(in: 0...2).array(of: 0...4)
    await propertyCheck(count: 500, input: numbers, numbers, numbers) { head, middle, tail in
      let (head, middle, tail) = (
        head.map { "abc".map(String.init)[$0] }, middle.map { "\($0)" }, tail.map { "abc".map(String.init)[$0] }
      )
      let pattern = (head + ["**"] + tail).joined(separator: "/")
      #expect(Glob(pattern).matches(head + middle + tail), "\(pattern)")
    }
  }

  /// Components matched by trying every split: slow, and plainly right. Within a component, `*` and `?` only.
  static func reference(_ pattern: [String], _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    let rest = Array(pattern.dropFirst())
    if first == "**" {
      return (path.startIndex...path.endIndex).contains { reference(rest, path[$0...]) }
    }
    guard let name = path.first else { return false }
    return component(Array(first)[...], Array(name)[...]) && reference(rest, path.dropFirst())
  }

  static func component(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
    guard let first = pattern.first else { return name.isEmpty }
    if first == "*" {
      return (name.startIndex...name.endIndex).contains { component(pattern.dropFirst(), name[$0...]) }
    }
    guard let character = name.first, first == "?" || first == character else { return false }
    return component(pattern.dropFirst(), name.dropFirst())
  }
}
