/// One story the demo tells: a screen, some taps, and what the user would see.
@MainActor
package protocol DemoScenario {
  /// The scenario's one-line title.
  var title: String { get }
  /// Builds the screen on the stage and plays the taps.
  /// - Parameters:
  ///   - stage: A fresh stage.
  func play(on stage: DemoStage)
}

/// The demo: every scenario, each on a fresh stage, as one transcript.
@MainActor
package enum Demo {
  /// The scenarios, in the order they play.
  package static let scenarios: [any DemoScenario] = [
    CheckoutTapScenario(),
    DisabledButtonScenario(),
    DragOffScenario(),
    ResponderChainScenario(),
    SmallCloseButtonScenario(),
    OverflowingBadgeScenario(),
    // Installs TapThrottle app-wide and uninstalls it before it returns.
    PayHammeredScenario(),
    TableUnderTapRecognizerScenario(),
    TapHandlerScenario(),
    SixCharacterFieldScenario(),
    SevenCityListScenario(),
    StoryboardAuditScenario(),
    RoutedCellButtonsScenario(),
    KeyboardDismissalScenario(),
    // Installs TapThrottle app-wide and uninstalls it before it returns.
    DoublePushScenario(),
  ]

  /// Plays every scenario and returns the transcript.
  /// - Returns: The transcript, one line per touch, action and note.
  package static func transcript() -> String {
    var lines = ["Tapwise demo: scenarios played on HeadlessUIKit, on virtual time", ""]
    for (index, scenario) in scenarios.enumerated() {
      let stage = DemoStage()
      scenario.play(on: stage)
      lines.append("\(index + 1). \(scenario.title)")
      lines.append(contentsOf: stage.lines)
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }
}
