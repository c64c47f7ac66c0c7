import Foundation

/// `tapwise-fuzz TARGET [ARGUMENT…]`: the lab's readers under libFuzzer (docs/Fuzzing.md).
///
/// Built by `Scripts/fuzz`, with libFuzzer, the address sanitizer and `FUZZING` defined, it hands the ARGUMENTs to
/// libFuzzer: corpus folders and `-flags`. Built plainly, as `swift build` does, it replays saved inputs instead:
/// each ARGUMENT is a file or a folder of files, and each input goes through the same checks, so a finding
/// reproduces without the fuzzer. The target may also come from `TAPWISE_FUZZ_TARGET`, which libFuzzer's own
/// restarts rely on.
@main
enum TapwiseFuzz {
  static func main() {
    guard let selection = FuzzSelection.current else {
      let targets = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      FileHandle.standardError.write(
        Data("usage: tapwise-fuzz TARGET [ARGUMENT…]; TARGET is one of \(targets)\n".utf8))
      exit(64)
    }
    exit(FuzzSelection.run(arguments: selection.arguments))
  }
}
