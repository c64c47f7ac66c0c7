import Foundation
import Workloads

// The workloads of the instruction guard (Benchmarks/Scripts/instruction-guard) that no `tapwise` command runs:
//
//     instruction-workload tap COUNT    # FullTapFixture: COUNT full taps after the first, checked
//
// The guard runs each under cachegrind at two sizes and divides the difference in instructions by the difference in
// taps, so start-up and the fixture's building cancel out. The output is checked, so that a workload that stopped
// working can't look fast.

let usage = "usage: instruction-workload tap COUNT"
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, arguments[0] == "tap", let count = Int(arguments[1]), count >= 0 else {
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(64)
}
let fixture = FullTapFixture()
for _ in 0..<count {
  fixture.tap()
}
let expected = count + 1
guard fixture.buttonActions == expected, fixture.recognizerActions == expected else {
  let message =
    "instruction-workload: \(expected) taps reached the button \(fixture.buttonActions) times and the recognizer "
    + "\(fixture.recognizerActions) times\n"
  FileHandle.standardError.write(Data(message.utf8))
  exit(1)
}
print("\(count) taps")
