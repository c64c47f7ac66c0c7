import Foundation
import Yams
import TapwiseFormats

extension AuditConfiguration {
  /// The largest configuration file read: 1 MiB. Real ones are a few lines.
  package static let largestFileSize = 1 << 20

  /// The keys of a configuration file, in the order messages list them.
  package static let keys = [
    "profile", "minimum_size", "included", "excluded", "disabled_rules", "baseline", "reporter",
  ]

  /// Reads a `.tapwise.yml`.
  /// - Parameters:
  ///   - path: The file's path, as messages and ``file`` will name it.
  /// - Returns: The settings; every setting left to the audit's default for an empty file.
  /// - Throws: ``AuditConfigurationError`` when the file can't be read, is larger than ``largestFileSize``, isn't
  ///   UTF-8 or well-formed YAML, or has an unknown key or a value that can't be used.
  package static func load(contentsOfFile path: String) throws(AuditConfigurationError) -> AuditConfiguration {
    let bytes: [UInt8]
    do {
      bytes = try InputFile(path: path).readAll(upTo: largestFileSize)
    } catch {
      throw AuditConfigurationError(file: path, message: error.reason)
    }
    guard bytes.count <= largestFileSize else {
      throw AuditConfigurationError(
        file: path, message: "larger than 1 MiB; a configuration file is a few lines of YAML")
    }
    return try parse(bytes, file: path)
  }

  /// Reads the bytes of a `.tapwise.yml`.
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - file: The file's path, for messages, ``file`` and the relative paths in it.
  /// - Returns: The settings.
  /// - Throws: ``AuditConfigurationError``, as ``load(contentsOfFile:)``, but never for the size.
  package static func parse(_ bytes: [UInt8], file: String) throws(AuditConfigurationError) -> AuditConfiguration {
    // libyaml counts a byte order mark as a column; editors show none.
    let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    if let offset = firstNonUTF8Offset(in: bytes) {
      let place = LineCounter.position(ofOffset: offset, in: bytes)
      let byte = String(bytes[offset], radix: 16, uppercase: true)
      throw AuditConfigurationError(
        file: file, line: place.line, column: place.column, message: "not UTF-8: byte 0x\(byte) starts no character")
    }
    var configuration = AuditConfiguration(file: file)
    guard !bytes.isEmpty else { return configuration }
    do {
      try YAMLPrecheck.check(bytes)
    } catch {
      throw AuditConfigurationError(file: file, line: error.line, column: error.column, message: error.message)
    }
    let root: Node?
    do {
      // The encoding is given: by default Yams reads YAMS_DEFAULT_ENCODING and prints to standard output when it's set.
      root = try Yams.compose(yaml: String(decoding: bytes, as: UTF8.self), .default, .default, .utf8)
    } catch {
      throw AuditConfigurationError(yamlError: error, file: file)
    }
    guard let root, root.null == nil else { return configuration }
    guard let mapping = root.mapping else {
      throw ConfigurationValue.mistake(
        root, "expected settings such as \"profile: apple\", found \(ConfigurationValue.found(root))", file: file)
    }
    for (key, value) in mapping {
      try configuration.set(key, value)
    }
    return configuration
  }

  /// Sets one key's value.
  private mutating func set(_ key: Node, _ value: Node) throws(AuditConfigurationError) {
    let name = key.scalar?.string ?? ""
    guard Self.keys.contains(name) else {
      let suggestion = ConfigurationValue.suggestion(for: name, among: Self.keys).map { " (did you mean \($0)?)" } ?? ""
      throw ConfigurationValue.mistake(
        key, "unknown key \(Quoting.quoted(name))\(suggestion); the keys are \(Self.keys.joined(separator: ", "))",
        file: file ?? "")
    }
    guard value.null == nil else { return }
    let reader = ConfigurationValue(key: name, file: file ?? "")
    switch name {
    case "profile": profile = try reader.choice(value, AuditProfile.self, plural: "profiles")
    case "minimum_size": minimumSize = try reader.size(value)
    case "included": included = try reader.globs(value)
    case "excluded": excluded = try reader.globs(value)
    case "disabled_rules":
      disabledRules = []
      for rule in try reader.texts(value, what: "a rule id") {
        disabledRules.insert(try reader.choice(rule, AuditRule.self, plural: "rules"))
      }
    case "baseline": baseline = try joined(reader.path(value))
    default: reporter = try reader.choice(value, AuditFormat.self, plural: "formats")
    }
  }

  /// A path from the file, joined to ``directory`` unless it is absolute.
  private func joined(_ path: String) -> String {
    if path.hasPrefix("/") || directory == "." { return path }
    return directory.hasSuffix("/") ? directory + path : directory + "/" + path
  }

  /// The offset of the first byte that isn't part of well-formed UTF-8, or `nil` when all of them are.
  /// - Parameters:
  ///   - bytes: The file.
  /// - Returns: The offset.
  private static func firstNonUTF8Offset(in bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}

extension AuditConfigurationError {
  /// The error for what Yams refused after ``YAMLPrecheck`` passed the file: a key that appears twice.
  init(yamlError: any Error, file: String) {
    guard case .duplicatedKeysInMapping(let duplicates, let context) = yamlError as? YamlError else {
      self.init(file: file, message: "malformed YAML")
      return
    }
    let key = Quoting.quoted(duplicates.first ?? "")
    self.init(
      file: file, line: context.mark.line, column: context.mark.column, message: "the key \(key) appears more than once"
    )
  }
}
