/// The plugin's command line, split into what the plugin itself uses (the paths to audit, the targets to narrow to)
/// and the options it passes on to `tapwise audit`.
///
/// - A word that isn't an option, or any word after `--`, is a path, relative to the package (or Xcode project)
///   directory: a storyboard, a xib, a Swift file or a folder, audited as what it is or holds (``AuditInputs``).
///   After `--storyboard` or `--swift`, as `tapwise audit` spells them, the words up to the next option are paths of
///   that kind only: `--swift Sources/App` audits the folder's Swift files and not its storyboards.
/// - `--target NAME` (repeatable) narrows the audit to those targets: the ones Xcode passes when the user picks targets
///   in its dialog, and the package's targets on the command line.
/// - Every other option goes to `tapwise audit` unchanged. The options in ``optionsWithValues`` take the next word as
///   their value; any other option with a value must be written `--option=value`.
/// - `--format xcode` is added unless `--format` is given.
struct AuditArguments {
  /// `tapwise audit`'s options that take a value (Sources/tapwise/AuditCommand.swift and the options it groups).
  static let optionsWithValues: Set<String> = [
    "--format", "--profile", "--minimum-size", "--baseline", "--write-baseline", "--svg", "--config", "--layout",
  ]

  /// The format used when none is given: one `path:line:column: warning: message [rule]` line per finding.
  static let defaultFormat = "xcode"

  /// A path to audit as the user gave it.
  struct Path: Equatable {
    /// The path, as given.
    var path: String
    /// The kind the user named it as (after `--storyboard` or `--swift`), or nil to go by what it is or holds.
    var kind: AuditedFileKind?
  }

  /// Paths to audit as given, in order.
  var paths: [Path] = []
  /// Target names given with `--target`, in order.
  var targets: [String] = []
  /// Options for `tapwise audit`, in order, with their values.
  var options: [String] = []

  /// Splits a command line.
  /// - Parameter arguments: The words after the verb, as SwiftPM or Xcode passes them.
  init(_ arguments: [String]) {
    var words = arguments[...]
    // The kind named by the last `--storyboard` or `--swift`, until another option.
    var namedKind: AuditedFileKind?
    while let word = words.popFirst() {
      if word == "--" {
        paths += words.map { Path(path: $0) }
        break
      }
      if !word.hasPrefix("-") || word == "-" {
        paths.append(Path(path: word, kind: namedKind))
        continue
      }
      let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
      let inlineValue = word.contains("=") ? String(word.drop { $0 != "=" }.dropFirst()) : nil
      namedKind = AuditedFileKind.allCases.first { $0.option == name }
      if let namedKind {
        if let inlineValue { paths.append(Path(path: inlineValue, kind: namedKind)) }
        continue
      }
      switch name {
      case "--target":
        if let value = inlineValue ?? words.popFirst() { targets.append(value) }
      default:
        options.append(word)
        if inlineValue == nil, Self.optionsWithValues.contains(name), let value = words.popFirst() {
          options.append(value)
        }
      }
    }
  }

  /// Whether `--format` was given.
  var hasFormat: Bool {
    options.contains { $0 == "--format" || $0.hasPrefix("--format=") }
  }

  /// The arguments of `tapwise` for these inputs: `audit`, the options (with `--format xcode` unless a format was
  /// given), then the paths under `--storyboard` and `--swift`, last, since each takes every word up to the next
  /// option.
  /// - Parameter inputs: The files and folders to audit.
  /// - Returns: The words to run `tapwise` with.
  func tapwiseArguments(_ inputs: AuditInputs) -> [String] {
    let format = hasFormat ? [] : ["--format", Self.defaultFormat]
    return ["audit"] + options + format + inputs.arguments
  }

}
