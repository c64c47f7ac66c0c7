import TapwiseFormats
/// The `sarif` format: SARIF 2.1.0 as GitHub code scanning reads it (`github/codeql-action/upload-sarif`).
///
/// - The driver lists every rule with its short and full descriptions and its help, the fix in words.
/// - Each result has its rule, level, message, one location (the file's relative URI and the region of the view's
///   element) and a `partialFingerprints` entry from the file, the object id, the rule and the other object's id
///   (for Swift source, the file, the type, the target's name and the rule), so that it stays the same result when
///   lines move.
/// - A finding in Swift source that Tapwise's minimum touch size would fix carries it as a `fixes` entry: the text
///   to insert (`.minimumTouchSize()` after a SwiftUI target, a `tw.minimumTouchSize` line after the UIKit statement
///   that sizes it), as an empty `deletedRegion` and its `insertedContent`.
/// - Baselined and suppressed items are results too, with a `suppressions` entry (`external` for the baseline and
///   `disabled_rules`, `inSource` for `twAuditIgnore` and `tapwise:disable:next`), which code scanning shows as
///   dismissed.
/// - Columns count Unicode code points (`columnKind`), as the readers count them.
/// - Each file or path that couldn't be read is an `error` result of the `unreadable` rule (what code scanning
///   shows), and a `toolExecutionNotifications` entry of the run's one invocation, whose `executionSuccessful` is
///   then false (where the SARIF standard puts a tool's failures); a Swift file that doesn't fail the audit
///   (``SkippedFile/failsAudit``) is a `warning` of each, and leaves the execution successful.
extension AuditReport {
  /// The schema the output follows.
  static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  /// The tool's version in the SARIF driver, as `tapwise --version` prints it.
  package static let toolVersion = "0.1.0"
  /// The project's home page, the SARIF driver's `informationUri`.
  static let informationURI = "https://github.com/tapwise/Tapwise"
  /// Where each rule's help lives: the Audit article of Tapwise's documentation, whose rule table has an anchor per
  /// rule (GitHub renders the catalog's Markdown, anchors included, so the link works without a documentation host).
  package static let helpDocument = informationURI + "/blob/main/Sources/Tapwise/Documentation.docc/Audit.md"

  /// The SARIF log: one run, rules one per line, results one per line.
  /// - Returns: The log, ending without a newline.
  package var sarif: String {
    let rules = AuditRule.allCases.map(Self.sarifRule) + [Self.sarifUnreadableRule]
    let results = items.map(sarifResult) + unreadableFiles.map(sarifUnreadableResult)
    let driver = JSONText.object([
      ("name", JSONText.quoted("tapwise")), ("version", JSONText.quoted(Self.toolVersion)),
      ("semanticVersion", JSONText.quoted(Self.toolVersion)),
      // The rules and results are long arrays; one element per line keeps the log readable and diffable.
      ("informationUri", JSONText.quoted(Self.informationURI)), ("rules", JSONText.lines(rules)),
    ])
    return "{\"$schema\": \(JSONText.quoted(Self.sarifSchema)), \"version\": \"2.1.0\", \"runs\": [{\n"
      + "\"tool\": {\"driver\": \(driver)},\n\"columnKind\": \"unicodeCodePoints\",\n"
      + "\"invocations\": [\(sarifInvocation)],\n"
      + "\"results\": \(JSONText.lines(results))\n}]}"
  }

  private static func sarifRule(_ rule: AuditRule) -> String {
    sarifRule(
      id: rule.rawValue, short: rule.shortDescription, full: rule.fullDescription, help: rule.help,
      anchor: rule.rawValue.lowercased(), level: "warning")
  }

  private static func sarifRule(
    id: String, short: String, full: String, help: String, anchor: String, level: String
  ) -> String {
    JSONText.object([
      ("id", JSONText.quoted(id)), ("name", JSONText.quoted(id.prefix(1).uppercased() + id.dropFirst())),
      ("shortDescription", text(short)), ("fullDescription", text(full)),
      ("help", JSONText.object([("text", JSONText.quoted(help)), ("markdown", JSONText.quoted(help))])),
      ("helpUri", JSONText.quoted(helpDocument + "#" + anchor)),
      ("defaultConfiguration", JSONText.object([("level", JSONText.quoted(level))])),
    ])
  }

  // MARK: - Files that couldn't be read

  /// The id of the results for files that couldn't be read. Not an ``AuditRule``: no baseline, `disabled_rules` or
  /// `twAuditIgnore` turns it off, since a file that can't be read can't pass.
  static let unreadableRuleID = "unreadable"

  /// The descriptor of ``unreadableRuleID``, after the audit's rules.
  private static let sarifUnreadableRule = sarifRule(
    id: unreadableRuleID, short: "A file the audit was asked to read couldn't be read, so it wasn't audited.",
    full: "The path is missing, or the file is not an Interface Builder file, is malformed XML, is in the format "
      + "before Xcode 5, or holds a value the audit can't use; or a Swift file is not UTF-8, has a syntax error, "
      + "is nested too deep or is too large. The other files were audited.",
    help: "Fix what the message names (an Interface Builder 3 xib: open it in Xcode and save it), or leave the file "
      + "out of the folders audited with excluded in .tapwise.yml.",
    anchor: "files-that-cant-be-read", level: "error")

  /// One error result per file that couldn't be read, at the problem's place (else the file's start): code scanning
  /// shows results as alerts, and not the notifications of a tool outside GitHub.
  private func sarifUnreadableResult(_ skipped: SkippedFile) -> String {
    JSONText.object([
      ("ruleId", JSONText.quoted(Self.unreadableRuleID)), ("ruleIndex", String(AuditRule.allCases.count)),
      ("level", JSONText.quoted(skipped.failsAudit ? "error" : "warning")), ("message", Self.text(skipped.reason)),
      ("locations", "[\(JSONText.object([("physicalLocation", Self.sarifPlace(of: skipped))]))]"),
      (
        "partialFingerprints",
        JSONText.object([
          (
            "tapwiseObject/v1",
            JSONText.quoted(Self.hash([skipped.file, Self.unreadableRuleID].joined(separator: "\u{1F}")))
          )
        ])
      ),
    ])
  }

  /// The run's one invocation: `executionSuccessful` is false when a file that fails the audit couldn't be read, and
  /// each unreadable file is a `toolExecutionNotifications` entry too, where SARIF viewers look for a tool's failures.
  private var sarifInvocation: String {
    let unreadable = unreadableFiles
    var members = [("executionSuccessful", unreadable.contains(where: \.failsAudit) ? "false" : "true")]
    if !unreadable.isEmpty {
      let notifications = unreadable.map { skipped in
        JSONText.object([
          ("level", JSONText.quoted(skipped.failsAudit ? "error" : "warning")), ("message", Self.text(skipped.reason)),
          ("locations", "[\(JSONText.object([("physicalLocation", Self.sarifPlace(of: skipped))]))]"),
        ])
      }
      members.append(("toolExecutionNotifications", JSONText.lines(notifications)))
    }
    return JSONText.object(members)
  }

  /// The file of an unreadable file's entry, and the character where its problem was noticed (the file's first when
  /// the problem has no place).
  private static func sarifPlace(of skipped: SkippedFile) -> String {
    let (line, column) = skipped.place ?? (1, 1)
    return JSONText.object([
      ("artifactLocation", JSONText.object([("uri", JSONText.quoted(uri(skipped.file)))])),
      (
        "region",
        JSONText.object([
          ("startLine", String(line)), ("startColumn", String(column)), ("endLine", String(line)),
          ("endColumn", String(column + 1)),
        ])
      ),
    ])
  }

  private func sarifResult(_ item: Item) -> String {
    let region = item.region
    let physical = JSONText.object([
      ("artifactLocation", JSONText.object([("uri", JSONText.quoted(Self.uri(item.file)))])),
      (
        "region",
        JSONText.object([
          ("startLine", String(region.startLine)), ("startColumn", String(region.startColumn)),
          ("endLine", String(region.endLine)), ("endColumn", String(region.endColumn)),
        ])
      ),
    ])
    // A Swift target's name is unique only in its type; the other front ends' ids are unique in their file.
    let names = item.framework == nil ? [item.file, item.id] : [item.file, item.scene ?? "", item.id]
    let fingerprint = (names + [item.rule.rawValue, item.relatedID ?? ""]).joined(separator: "\u{1F}")
    var properties = [("objectId", JSONText.quoted(item.id))]
    if let scene = item.scene { properties.insert(("scene", JSONText.quoted(scene)), at: 0) }
    if let framework = item.framework { properties.append(("framework", JSONText.quoted(framework))) }
    var members: [(name: String, value: String)] = [
      ("ruleId", JSONText.quoted(item.rule.rawValue)),
      ("ruleIndex", String(AuditRule.allCases.firstIndex(of: item.rule) ?? 0)),
      ("level", JSONText.quoted(item.severity.rawValue)), ("message", Self.text(item.message)),
      ("locations", "[\(JSONText.object([("physicalLocation", physical)]))]"),
      ("partialFingerprints", JSONText.object([("tapwiseObject/v1", JSONText.quoted(Self.hash(fingerprint)))])),
      ("properties", JSONText.object(properties)),
    ]
    if let edit = item.fix?.edit { members.append(("fixes", "[\(Self.sarifFix(edit, in: item.file))]")) }
    var suppressions: [String] = []
    if item.isBaselined { suppressions.append(Self.suppression("external", "in the audit's baseline")) }
    switch item.suppression {
    case .runtimeAttribute?: suppressions.append(Self.suppression("inSource", "twAuditIgnore on the view"))
    case .disabledRule?: suppressions.append(Self.suppression("external", "disabled_rules in .tapwise.yml"))
    case .sourceComment?:
      suppressions.append(Self.suppression("inSource", "tapwise:disable:next on the line before the target"))
    case nil: break
    }
    if !suppressions.isEmpty { members.append(("suppressions", "[" + suppressions.joined(separator: ", ") + "]")) }
    return JSONText.object(members)
  }

  /// A fix that inserts text at one place: an artifact change whose one replacement deletes an empty region there.
  private static func sarifFix(_ edit: SourceFinding.Edit, in file: String) -> String {
    let place = JSONText.object([
      ("startLine", String(edit.line)), ("startColumn", String(edit.column)), ("endLine", String(edit.line)),
      ("endColumn", String(edit.column)),
    ])
    let replacement = JSONText.object([
      ("deletedRegion", place), ("insertedContent", JSONText.object([("text", JSONText.quoted(edit.text))])),
    ])
    let change = JSONText.object([
      ("artifactLocation", JSONText.object([("uri", JSONText.quoted(uri(file)))])),
      ("replacements", "[\(replacement)]"),
    ])
    return JSONText.object([("description", text(edit.description)), ("artifactChanges", "[\(change)]")])
  }

  private static func text(_ text: String) -> String {
    JSONText.object([("text", JSONText.quoted(text))])
  }

  private static func suppression(_ kind: String, _ justification: String) -> String {
    JSONText.object([("kind", JSONText.quoted(kind)), ("justification", JSONText.quoted(justification))])
  }

  /// A path as a URI reference: relative paths stay relative (without `./`), absolute ones become `file://` URIs;
  /// every byte outside RFC 3986's unreserved characters and `/` is percent-encoded.
  static func uri(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// FNV-1a, 64 bits, as 16 hexadecimal digits: a short, stable fingerprint that doesn't depend on Swift's
  /// per-process hash seed.
  static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16).leftPadded(to: 16)
  }
}

extension String {
  /// The text with zeros in front up to a length.
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
