import ArgumentParser
import TapwiseLab

/// `tapwise demo`: plays the seed scenarios on HeadlessUIKit and prints what a user would see.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play the seed scenarios on HeadlessUIKit and print which view each tap reached and which actions fired."
  )

  func run() async throws {
    try OutputFile.print(await MainActor.run { Demo.transcript() } + "\n", failingWith: 1)
  }
}
