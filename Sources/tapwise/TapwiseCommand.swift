import ArgumentParser

/// The `tapwise` lab: simulate timing policies, hit-test layouts, audit touch targets and play the demo.
@main
struct TapwiseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tapwise",
    abstract: "A lab for UIKit touch handling: demo scenarios, timing simulation, hit tests and touch-target audits.",
    subcommands: [DemoCommand.self, SimulateCommand.self, HitCommand.self, AuditCommand.self]
  )
}
