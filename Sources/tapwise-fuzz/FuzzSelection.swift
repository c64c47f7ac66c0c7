import Foundation

/// The target chosen on the command line, and the arguments left for libFuzzer or the replayer.
enum FuzzSelection {
  /// The environment variable that names the target when the first argument doesn't.
  static let environmentKey = "TAPWISE_FUZZ_TARGET"

  /// The target and the remaining arguments (the program's name first), or `nil` when no target is named.
  ///
  /// A static `let`, so that libFuzzer's callback, a C function, can read the target without capturing anything.
  static let current: (target: FuzzTarget, arguments: [String])? = {
    // ProcessInfo, not CommandLine: the macOS 14 SDK's `CommandLine.arguments` is a `var`, which Swift 6 refuses here.
    var arguments = ProcessInfo.processInfo.arguments
    if arguments.count > 1, let target = FuzzTarget(rawValue: arguments[1]) {
      arguments.remove(at: 1)
      // libFuzzer restarts the program with the arguments it was given (-minimize_crash, for one): without the target.
      setenv(environmentKey, target.rawValue, 1)
      return (target, arguments)
    }
    guard let name = ProcessInfo.processInfo.environment[environmentKey], let target = FuzzTarget(rawValue: name)
    else { return nil }
    return (target, arguments)
  }()
}
