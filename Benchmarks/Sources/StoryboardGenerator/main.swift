// storyboard-generator: writes realistic, deterministic storyboards for the storyboard audit's benchmarks.
//
//   storyboard-generator file BYTES PATH     one storyboard of at least BYTES bytes
//   storyboard-generator folder COUNT PATH   COUNT storyboards of 10-80 KB in 20 subfolders of PATH
//
// Each scene has what Interface Builder writes for a typical form screen: a root view, stack views of labels, text
// fields, buttons and switches with fonts, colours and constraints, an image view with a tap recognizer, a button
// with a Tapwise runtime attribute, and a table whose prototype cells hold a label and a stepper. The same
// arguments always give the same bytes (a fixed linear congruential generator), so runs can be compared.
import Foundation

var generator = Generator(seed: 20_261_123)

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: storyboard-generator file BYTES PATH | folder COUNT PATH\n".utf8))
  exit(64)
}
switch arguments[1] {
case "file":
  try write(generator.storyboard(minimumBytes: count), to: arguments[3])
case "folder":
  for index in 0..<count {
    let path = arguments[3] + String(format: "/Module%02d/Screen%03d.storyboard", index % 20, index)
    try write(generator.storyboard(minimumBytes: 10_000 + generator.next(70_000)), to: path)
  }
default:
  FileHandle.standardError.write(Data("unknown mode \(arguments[1])\n".utf8))
  exit(64)
}

func write(_ text: String, to path: String) throws {
  let url = URL(fileURLWithPath: path)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}
