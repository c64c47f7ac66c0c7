import ArgumentParser
import Tapwise
import TapwiseFormats
import TapwiseDemo

/// `tapwise demo`: plays the seed scenarios on HeadlessUIKit and prints what a user would see.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play the seed scenarios on HeadlessUIKit and print which view each tap reached and which actions fired."
  )

  func run() throws {
    try OutputFile.print(RuntimeHooks.onMainThread { Demo.transcript() } + "\n", failingWith: 1)
  }
}
