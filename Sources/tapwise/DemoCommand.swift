import ArgumentParser
import TapwiseLab

/// `tapwise demo`: plays the seed scenarios on HeadlessUIKit and prints what a user would see.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play the seed scenarios on HeadlessUIKit and print which view each tap reached and which actions fired."
  )

  func run() throws {
    // ArgumentParser calls `run()` on the main thread; UIKit work is main-actor work.
    print(MainActor.assumeIsolated { Demo.transcript() })
  }
}
