import ArgumentParser
import Foundation
import TapwiseFormats

/// A command whose single-value options may be given once only. ArgumentParser takes the last of repeated values
/// silently; `validate()` calls ``rejectRepeatedOptions()`` to make a repeat a usage error (status 64) with the
/// command's usage line, like ArgumentParser's own errors.
protocol SingleValueOptions: ParsableCommand {
  /// The command's options that take exactly one value, such as `--interval`.
  static var singleValueOptions: [String] { get }
}

extension SingleValueOptions {
  /// Throws a `ValidationError` such as `--interval was given 2 times; give it once`.
  func rejectRepeatedOptions() throws {
    // ProcessInfo rather than CommandLine: the Apple SDKs' CommandLine.arguments is a mutable global in Swift 6 mode.
    let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
    if let repeated = RepeatedOption.first(in: arguments, among: Self.singleValueOptions) {
      throw ValidationError(repeated.description)
    }
  }
}
