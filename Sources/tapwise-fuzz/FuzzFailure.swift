import Foundation

/// A property that an input broke: it prints what broke, and the input, then stops the process.
///
/// libFuzzer sees the trap as a crash and saves the input as `crash-<sha1>`; the replayer shows the same message.
enum FuzzFailure {
  /// Stops the process unless a property holds.
  /// - Parameters:
  ///   - holds: Whether the property holds.
  ///   - property: What should have held, and the values that show it didn't.
  ///   - input: The input, printed with the message as Swift escapes it.
  static func require(_ holds: Bool, _ property: @autoclosure () -> String, input: [UInt8]) {
    guard !holds else { return }
    let shown = String(decoding: input.prefix(2_000), as: UTF8.self).debugDescription
    FileHandle.standardError.write(Data("tapwise-fuzz: property broken: \(property())\ninput: \(shown)\n".utf8))
    fatalError("tapwise-fuzz: property broken")
  }
}
