import Foundation
import Testing
@testable import TapwiseAudit

/// `.tapwise.yml` files written to hurt: each is refused with one printable line, in time and memory that grow no
/// faster than the file, or read as what it says.
@Suite struct HostileConfigurationTests {
  func message(_ bytes: [UInt8], file: String = ".tapwise.yml") -> String? {
    AuditConfigurationTests.message(bytes, file: file)
  }

  func message(_ text: String, file: String = ".tapwise.yml") -> String? {
    message(Array(text.utf8), file: file)
  }

  /// Runs a check and returns the processor time it took; a slack bound only catches a blow-up, never a slow or busy
  /// machine.
  func timed(_ body: () -> Void) -> Duration {
    threadCPUTime(of: body)
  }

  @Test func aBillionLaughsIsRefusedAtItsFirstAlias() {
    var yaml = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in 1...9 {
      let previous = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
      let name = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
      yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
    }
    // As keys, the aliases would make Yams hash 9⁹ nodes to look for duplicates.
    yaml += "? *j\n: 1\n"
    var result: String?
    #expect(timed { result = message(yaml) } < .seconds(5))
    #expect(result == ".tapwise.yml: line 2, column 8: aliases such as *name are not allowed in a configuration file")
    #expect(
      message("excluded: &pods Pods/**\nincluded: *pods\n")?.hasPrefix(".tapwise.yml: line 2, column 11: aliases")
        == true)
    #expect(
      message("base: &b {profile: apple}\n<<: *b\n")?.hasPrefix(".tapwise.yml: line 2, column 5: aliases") == true)
  }

  @Test func anAnchorWithoutAliasIsHarmless() throws {
    #expect(try AuditConfiguration.parse(Array("excluded: &pods Pods/**".utf8), file: "c.yml").excluded == ["Pods/**"])
  }

  @Test func deepNestingIsRefusedAtTheLevelPastTheLimit() {
    #expect(
      message("excluded: " + String(repeating: "[", count: 100_000))
        == ".tapwise.yml: line 1, column 12: lists and mappings nested deeper than 16 levels")
    #expect(
      message(String(repeating: "- ", count: 50_000) + "x")
        == ".tapwise.yml: line 1, column 33: lists and mappings nested deeper than 16 levels")
    // Sixteen levels are read, and refused for what they are.
    #expect(
      message("excluded: " + String(repeating: "[", count: 15) + String(repeating: "]", count: 15))
        == ".tapwise.yml: line 1, column 12: excluded: expected a glob, found a list")
  }

  @Test func aKeyThatIsAListOrMappingIsRefused() {
    #expect(
      message("? [a, b]\n: 1\n")
        == ".tapwise.yml: line 1, column 3: a key must be a name such as profile, not a list or mapping")
    #expect(
      message("{[a]: 1}")
        == ".tapwise.yml: line 1, column 2: a key must be a name such as profile, not a list or mapping")
  }

  @Test func controlCharactersAreNeverEchoedRaw() {
    #expect(
      message("\"pro\\e[2Jfile\\u0007\": apple")
        == ".tapwise.yml: line 1, column 1: unknown key \"pro\\u001b[2Jfile\\u0007\"; the keys are profile, minimum_size, "
        + "included, excluded, disabled_rules, baseline, reporter")
    #expect(
      message("profile: \"::error::\\n\"")
        == ".tapwise.yml: line 1, column 10: profile: unknown profile \"::error::\\n\"; the profiles are apple, material, wcag-aa, wcag-aaa"
    )
    // A raw control character is malformed YAML; libyaml names its code point.
    #expect(
      message("profile: app\u{7}le")
        == ".tapwise.yml: line 1, column 13: malformed YAML: control characters are not allowed (U+0007)"
    )
    #expect(
      message([0x61, 0x3A, 0x20, 0x00])
        == ".tapwise.yml: line 1, column 4: malformed YAML: control characters are not allowed (U+0000)")
    // The file's own name is quoted when it could break the line.
    #expect(
      message("profiel: apple", file: "a\nb/.tapwise.yml")?.hasPrefix(
        "\"a\\nb/.tapwise.yml\": line 1, column 1: unknown key") == true
    )
    #expect(
      message("profiel: apple", file: "::error::x.yml")?.hasPrefix("\"::error::x.yml\": line 1, column 1:") == true)
    // Long names are cut.
    let long = String(repeating: "k", count: 10_000)
    #expect(
      message("? \(long)\n: 1")
        == ".tapwise.yml: line 1, column 3: unknown key \"\(String(repeating: "k", count: 39))…\"; the keys are profile, minimum_size, "
        + "included, excluded, disabled_rules, baseline, reporter")
  }

  @Test func bytesThatArentUTF8AreRefusedWithTheirPlace() {
    #expect(
      message([0x61, 0x3A, 0x0A, 0xC3, 0xA9, 0x20, 0xFF])
        == ".tapwise.yml: line 2, column 3: not UTF-8: byte 0xFF starts no character")
    #expect(message([0xC0, 0x80]) == ".tapwise.yml: line 1, column 1: not UTF-8: byte 0xC0 starts no character")
    #expect(
      message([0xFE, 0xFF, 0x00, 0x61]) == ".tapwise.yml: line 1, column 1: not UTF-8: byte 0xFE starts no character")
    // A byte order mark is allowed, and no column.
    #expect(
      message([0xEF, 0xBB, 0xBF] + Array("profiel: x".utf8))?.hasPrefix(".tapwise.yml: line 1, column 1: unknown key")
        == true)
    #expect(
      message([0xEF, 0xBB, 0xBF, 0x61, 0xFF])
        == ".tapwise.yml: line 1, column 2: not UTF-8: byte 0xFF starts no character")
  }

  @Test func aLargeFileUnderTheLimitIsReadInTime() throws {
    let globs = String(repeating: "  - 'Pods/**/Legacy*.xib'\n", count: 40_000)
    let yaml = "excluded:\n" + globs
    #expect(yaml.utf8.count < AuditConfiguration.largestFileSize)
    var excluded: [String] = []
    #expect(
      timed { excluded = (try? AuditConfiguration.parse(Array(yaml.utf8), file: "c"))?.excluded ?? [] } < .seconds(10))
    #expect(excluded.count == 40_000)
    // Many keys in one mapping: Yams looks for duplicates once, in linear time.
    let keys = (0..<50_000).map { "k\($0): 1\n" }.joined()
    var result: String?
    #expect(timed { result = message(keys) } < .seconds(10))
    #expect(result?.hasPrefix(".tapwise.yml: line 1, column 1: unknown key \"k0\"") == true)
  }

  @Test func aFileLargerThanTheLimitIsNotRead() throws {
    let path = NSTemporaryDirectory() + "tapwise-config-\(UUID().uuidString).yml"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(repeating: UInt8(ascii: "#"), count: AuditConfiguration.largestFileSize + 1).write(
      to: URL(fileURLWithPath: path))
    #expect(
      throws: AuditConfigurationError(
        file: path, message: "larger than 1 MiB; a configuration file is a few lines of YAML")
    ) {
      try AuditConfiguration.load(contentsOfFile: path)
    }
    try Data(repeating: UInt8(ascii: "#"), count: AuditConfiguration.largestFileSize).write(
      to: URL(fileURLWithPath: path))
    #expect(try AuditConfiguration.load(contentsOfFile: path) == AuditConfiguration(file: path))
  }

  @Test func aFileThatCantBeReadNamesTheReason() {
    let missing = NSTemporaryDirectory() + "tapwise-no-such-\(UUID().uuidString)/.tapwise.yml"
    #expect(throws: AuditConfigurationError(file: missing, message: "no such file")) {
      try AuditConfiguration.load(contentsOfFile: missing)
    }
    #expect(throws: AuditConfigurationError(file: NSTemporaryDirectory(), message: "is a directory")) {
      try AuditConfiguration.load(contentsOfFile: NSTemporaryDirectory())
    }
    #expect(AuditConfigurationError(file: "c.yml", message: "no such file").description == "c.yml: no such file")
  }
}
