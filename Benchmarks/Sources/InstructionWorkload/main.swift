import Foundation
import Workloads

// The workloads of the instruction guard (Benchmarks/Scripts/instruction-guard) that no `tapwise` command runs:
//
//     instruction-workload tap COUNT               # FullTapFixture: COUNT full taps after the first, checked
//     instruction-workload collection-tap COUNT    # CollectionTapFixture: the same on a collection-view cell
//
// The guard runs each under cachegrind at two sizes and divides the difference in instructions by the difference in
// taps, so start-up and the fixture's building cancel out. The output is checked, so that a workload that stopped
// working can't look fast.

/// Builds a screen, taps it `count` times after its first tap, and returns the actions that arrived at its button
/// and its recognizer.
@MainActor
func run<Screen: FullTapScreen>(_ screen: Screen.Type, count: Int) -> (buttons: Int, recognized: Int) {
  let fixture = Screen()
  for _ in 0..<count {
    fixture.tap()
  }
  return (fixture.buttonActions, fixture.recognizerActions)
}

let usage = "usage: instruction-workload tap|collection-tap COUNT"
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, let count = Int(arguments[1]), count >= 0 else {
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(64)
}
// Each screen's type is named here, so that `run` is specialized for it as the benchmark's loop is.
let arrived: (buttons: Int, recognized: Int)
switch arguments[0] {
case "tap": arrived = run(FullTapFixture.self, count: count)
case "collection-tap": arrived = run(CollectionTapFixture.self, count: count)
default:
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(64)
}
let expected = count + 1
guard arrived.buttons == expected, arrived.recognized == expected else {
  let message =
    "instruction-workload: \(expected) taps reached the button \(arrived.buttons) times and the recognizer "
    + "\(arrived.recognized) times\n"
  FileHandle.standardError.write(Data(message.utf8))
  exit(1)
}
print("\(count) taps")
