import Foundation
import Testing

/// Runs the built `tapwise` executable, as a user would, and captures what it prints.
///
/// The test target depends on the executable, so `swift test` builds it next to the test bundle.
struct TapwiseBinary {
  /// What one run printed and how it ended.
  struct Result: Equatable {
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String
    /// The exit status.
    var status: Int32
  }

  /// The executable's location: beside the test bundle, in the build products folder.
  static let url: URL = {
    let candidates = [
      Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL,
    ]
    for folder in candidates {
      let binary = folder.appendingPathComponent("tapwise")
      if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    return candidates[0].appendingPathComponent("tapwise")
  }()

  /// The repository's root, for sample files kept in it.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `tapwise` with arguments and optional standard input.
  /// - Parameters:
  ///   - arguments: The command-line arguments after `tapwise`.
  ///   - stdin: Text for standard input; the process sees end-of-file after it.
  ///   - stdout: Where standard output goes instead of being captured, such as `/dev/full`.
  ///   - directory: The working directory; the repository root by default.
  /// - Returns: The captured output and exit status.
  static func run(
    _ arguments: [String], stdin: String = "", stdout: FileHandle? = nil, in directory: URL = repositoryRoot
  ) throws -> Result {
    try run(executable: url, arguments, stdin: stdin, stdout: stdout, in: directory)
  }

  /// Runs a bash command line in which `$TAPWISE` is the built `tapwise`, for what only a shell does, such as
  /// process substitution: `$TAPWISE simulate gate --interval 1 --input <(cat trace.jsonl)`.
  /// - Parameters:
  ///   - command: The command line.
  /// - Returns: The captured output and exit status.
  static func runInShell(_ command: String) throws -> Result {
    try run(executable: URL(fileURLWithPath: "/bin/bash"), ["-c", "TAPWISE='\(url.path)'; " + command])
  }

  private static func run(
    executable: URL, _ arguments: [String], stdin: String = "", stdout: FileHandle? = nil,
    in directory: URL = repositoryRoot
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let input = Pipe()
    let output = Pipe()
    // Standard error goes to a file, not a second pipe: reading one pipe to its end while the child fills the other
    // would block both (a sanitizer's report at exit is far larger than a pipe's buffer).
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("tapwise-stderr-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorFile.path])
    }
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let error = try FileHandle(forWritingTo: errorFile)
    process.standardInput = input
    process.standardOutput = stdout ?? output
    process.standardError = error
    try process.run()
    try error.close()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    // Read standard output to its end before waiting, so a large output cannot block the child.
    let outData = stdout == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    // Not Data(contentsOf:): on Linux it leaks a 4 KB buffer for an empty file (swift-foundation's readBytesFromFile).
    let errorReader = try FileHandle(forReadingFrom: errorFile)
    defer { try? errorReader.close() }
    let errData = try errorReader.readToEnd() ?? Data()
    return Result(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus
    )
  }

  /// Reads an expected-output file kept in `Tests/TapwiseCLITests/Expected/`.
  /// - Parameters:
  ///   - name: The file's name.
  /// - Returns: Its text.
  static func expected(_ name: String) throws -> String {
    let url = repositoryRoot.appendingPathComponent("Tests/TapwiseCLITests/Expected/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
  }
}
