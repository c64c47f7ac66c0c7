import Foundation
import Testing

/// Options are read one way everywhere: a single-value option is given once, numbers are strict, and `--svg` has a
/// cap on the events it draws.
@Suite struct OptionTests {
  /// What each command needs besides the option under test, and a valid value for every single-value option.
  static let required: [String: [String]] = [
    "simulate": ["gate", "--interval", "1", "--input", "Examples/traces/two-actions.jsonl"],
    "hit": ["--layout", "Examples/layouts/overlap.json", "--at", "1,1"],
    "audit": ["--layout", "Examples/layouts/overlap.json"],
    "demo": [],
  ]
  static let sampleValues = [
    "--interval": "1", "--max-wait": "2", "--input": "Examples/traces/two-actions.jsonl", "--svg": "/dev/null",
    "--svg-max-events": "5", "--layout": "Examples/layouts/overlap.json", "--format": "text",
    "--minimum-size": "44,44", "--profile": "apple", "--config": "tapwise.yml", "--baseline": "baseline.json",
    "--write-baseline": "baseline.json",
  ]

  /// Every option that takes one value, as ArgumentParser describes each command (`--experimental-dump-help`), so
  /// an option added later is covered too.
  private static func singleValueOptions(of command: String) throws -> [String] {
    let dump = try TapwiseBinary.run([command, "--experimental-dump-help"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    let arguments = try #require((json["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
    return arguments.compactMap { argument in
      guard argument["kind"] as? String == "option", argument["isRepeating"] as? Bool == false,
        let name = (argument["names"] as? [[String: Any]])?.first?["name"] as? String
      else { return nil }
      return "--" + name
    }
  }

  /// ArgumentParser took the last of repeated values silently.
  @Test(arguments: ["simulate", "hit", "audit", "demo"])
  func aSingleValueOptionGivenTwiceIsAUsageError(command: String) throws {
    for option in try Self.singleValueOptions(of: command) {
      let value = try #require(Self.sampleValues[option], "no sample value for \(option): add one")
      var arguments = Self.required[command] ?? []
      if let given = arguments.firstIndex(of: option) { arguments.removeSubrange(given...given + 1) }
      let result = try TapwiseBinary.run([command] + arguments + [option, value, "\(option)=\(value)"])
      #expect(result.status == 64, "\(command) \(option)")
      #expect(result.stderr.hasPrefix("Error: \(option) was given 2 times; give it once\nUsage: tapwise \(command)"))
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func theCommandsHaveTheSingleValueOptionsTheyDocument() throws {
    #expect(
      try Self.singleValueOptions(of: "simulate") == [
        "--interval", "--max-wait", "--input", "--svg", "--svg-max-events",
      ])
    #expect(try Self.singleValueOptions(of: "hit") == ["--layout"])
    #expect(
      try Self.singleValueOptions(of: "audit") == [
        "--layout", "--baseline", "--write-baseline", "--format", "--profile", "--config", "--svg", "--minimum-size",
      ])
  }

  /// `--at` read its numbers with `Double(_:)`: hex, `inf` and 301 digits were accepted.
  @Test(arguments: [
    ("0x10,5", #""0x10" is not a number such as 12 or -4.5"#),
    ("5,1" + String(repeating: "0", count: 300), "1" + String(repeating: "0", count: 38) + "… is out of range"),
    ("5,1e5", ""),
  ])
  func pointsAreStrictNumbersWithinTheLayoutLimits(point: String, problem: String) throws {
    let result = try TapwiseBinary.run(["hit", "--layout", "Examples/layouts/overlap.json", "--at", point])
    if problem.isEmpty {
      #expect(result == TapwiseBinary.Result(stdout: "5,100000 -> none\n", stderr: "", status: 0))
    } else {
      #expect(result.status == 64)
      #expect(result.stderr.contains(problem))
    }
  }

  /// `--svg` drew any number of events: a million made a 273 MB file.
  @Test func svgRefusesMoreEventsThanItsCapAndWritesNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapwise-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("timeline.svg").path
    let command = [
      "simulate", "throttle", "--interval", "0.4", "--input", "Examples/traces/two-actions.jsonl", "--svg", svg,
    ]
    let over = try TapwiseBinary.run(command + ["--svg-max-events", "3"])
    let message =
      "tapwise simulate: line 4: --svg draws at most 3 events and this is event 4; raise the limit with "
      + "--svg-max-events, or leave out --svg\n"
    #expect(over == TapwiseBinary.Result(stdout: "", stderr: message, status: 1))
    #expect(!FileManager.default.fileExists(atPath: svg))
    let atTheCap = try TapwiseBinary.run(command + ["--svg-max-events", "4"])
    #expect(atTheCap.stdout == (try TapwiseBinary.expected("simulate-throttle-two-actions.jsonl")))
    #expect(
      try String(contentsOfFile: svg, encoding: .utf8) == TapwiseBinary.expected("simulate-throttle-two-actions.svg"))
  }

  @Test func theDefaultCapIs100000Events() throws {
    let lines = (0...100_000).map { #"{"t": \#($0), "value": 1}"# }.joined(separator: "\n")
    let result = try TapwiseBinary.run(["simulate", "gate", "--interval", "1", "--svg", "/dev/null"], stdin: lines)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "tapwise simulate: line 100001: --svg draws at most 100000 events and this is event 100001;"))
  }

  @Test(arguments: [
    (["--svg-max-events", "5"], "--svg-max-events applies only with --svg"),
    (["--svg", "/dev/null", "--svg-max-events", "0"], "--svg-max-events must be a positive whole number, got 0"),
  ])
  func theCapIsAPositiveNumberAndGoesWithSVG(arguments: [String], message: String) throws {
    let result = try TapwiseBinary.run(["simulate", "gate", "--interval", "1"] + arguments, stdin: "")
    #expect(result == TapwiseBinary.Result(stdout: "", stderr: "tapwise simulate: \(message)\n", status: 64))
  }

  /// The 512-level limit was undocumented, and its error carried a path of 3 KB.
  @Test func tooDeepALayoutIsOneShortLine() throws {
    let level = #"{"id": "v", "frame": [0, 0, 1, 1], "subviews": ["#
    let file = try TemporaryLayout(#"{"width": 9, "height": 9, "views": ["# + String(repeating: level, count: 300))
    let result = try TapwiseBinary.run(["hit", "--layout", file.path, "--at", "1,1"])
    #expect(result.status == 2)
    #expect(result.stderr.hasSuffix("malformed JSON: nesting deeper than 512 levels\n"))
    #expect(result.stderr.count < 300)
  }
}
