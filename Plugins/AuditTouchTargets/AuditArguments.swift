/// The plugin's command line, split into what the plugin itself uses (the paths to audit, the targets to narrow to)
/// and the options it passes on to `tapwise audit`.
///
/// - A word that isn't an option, or any word after `--`, is a path: a storyboard, a xib or a folder, relative to the
///   package (or Xcode project) directory. `--storyboard PATH…` names paths too, as `tapwise audit` spells them.
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

  /// Paths to audit as given, in order.
  var paths: [String] = []
  /// Target names given with `--target`, in order.
  var targets: [String] = []
  /// Options for `tapwise audit`, in order, with their values.
  var options: [String] = []

  /// Splits a command line.
  /// - Parameter arguments: The words after the verb, as SwiftPM or Xcode passes them.
  init(_ arguments: [String]) {
    var words = arguments[...]
    while let word = words.popFirst() {
      if word == "--" {
        paths += words
        break
      }
      // `--storyboard`'s own paths are words that aren't options, so they land here too.
      if !word.hasPrefix("-") || word == "-" {
        paths.append(word)
        continue
      }
      let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
      let inlineValue = word.contains("=") ? String(word.drop { $0 != "=" }.dropFirst()) : nil
      switch name {
      case "--target":
        if let value = inlineValue ?? words.popFirst() { targets.append(value) }
      case "--storyboard":
        if let inlineValue { paths.append(inlineValue) }
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

  /// The arguments of `tapwise` for these paths: `audit`, the options (with `--format xcode` unless a format was
  /// given), then `--storyboard` and the paths last, since `--storyboard` takes every word up to the next option.
  /// - Parameter paths: The files and folders to audit.
  /// - Returns: The words to run `tapwise` with.
  func tapwiseArguments(paths: [String]) -> [String] {
    let format = hasFormat ? [] : ["--format", Self.defaultFormat]
    // A path that starts with "-" would read as an option.
    let safePaths = paths.map { $0.hasPrefix("-") ? "./" + $0 : $0 }
    return ["audit"] + options + format + ["--storyboard"] + safePaths
  }
}
