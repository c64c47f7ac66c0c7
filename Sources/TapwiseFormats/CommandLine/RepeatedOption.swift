/// Finds a single-value option given more than once, which ArgumentParser would otherwise settle silently by taking
/// the last value: `--interval 0.4 --interval 4` is a mistake to point out, not to guess about.
///
/// ```swift
/// RepeatedOption.first(in: ["gate", "--interval", "1", "--interval=2"], among: ["--interval"])
/// // RepeatedOption(name: "--interval", count: 2)
/// ```
package struct RepeatedOption: Equatable, Sendable, CustomStringConvertible {
  /// The option's name, such as `--interval`.
  package var name: String
  /// How many times it was given.
  package var count: Int

  /// Finds the first option of a list that appears more than once, as `--name value` or `--name=value`.
  ///
  /// The argument after `--name` is its value and is never taken for an option itself, and nothing after `--` is an
  /// option.
  /// - Parameters:
  ///   - arguments: The command line after the program's name.
  ///   - names: The options that take exactly one value.
  /// - Returns: The first repeated option in the order of `names`, or `nil`.
  package static func first(in arguments: [String], among names: [String]) -> RepeatedOption? {
    var counts: [String: Int] = [:]
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      if names.contains(name) {
        counts[name, default: 0] += 1
        if name == argument { index += 1 }  // `--name value`: skip the value
      }
      index += 1
    }
    return names.lazy.compactMap { name in counts[name].flatMap { $0 > 1 ? RepeatedOption(name: name, count: $0) : nil }
    }
    .first
  }

  /// `--interval was given 2 times; give it once`.
  package var description: String {
    "\(name) was given \(count) times; give it once"
  }
}
