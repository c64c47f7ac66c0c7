/// The busy state of one button, shared by every async tap handler on it: what Tapwise changed to show that work
/// runs, and how many runs asked for each change, so the change is set back when the last of them ends.
///
/// "Set back exactly": a property is restored only if it still holds the value Tapwise gave it. If the app changed
/// it meanwhile (re-enabled the button, turned the indicator off, replaced the configuration with one whose indicator
/// is off), the app's value stays. An assignment of the very value Tapwise gave (`isEnabled = false` while busy)
/// can't be told apart from Tapwise's own, and is set back like it.
@MainActor
final class BusyState {
  /// How many running handlers show ``BusyIndication/disablesControl``.
  private var disablingRuns = 0
  /// How many running handlers show ``BusyIndication/showsActivityIndicator``.
  private var indicatingRuns = 0
  /// Whether Tapwise turned `isEnabled` off (it was on), so it turns it back on.
  private var disabledControl = false
  /// Whether Tapwise turned the configuration's activity indicator on (it was off), so it turns it back off.
  private var showedIndicator = false

  /// The button's busy state, made on first use.
  /// - Parameters:
  ///   - button: The button.
  /// - Returns: The state associated with the button.
  static func of(_ button: UIButton) -> BusyState {
    if let state = RuntimeHooks.associatedObject(BusyState.self, of: button) { return state }
    let state = BusyState()
    RuntimeHooks.setAssociatedObject(state, as: BusyState.self, of: button)
    return state
  }

  /// A run that shows `indication` started: the first run asking for a change makes it.
  /// - Parameters:
  ///   - indication: What the run's handler shows.
  ///   - button: The button the state belongs to.
  func begin(_ indication: BusyIndication, on button: UIButton) {
    if indication.contains(.disablesControl) {
      disablingRuns += 1
      if disablingRuns == 1, button.isEnabled {
        button.isEnabled = false
        disabledControl = true
      }
    }
    if indication.contains(.showsActivityIndicator) {
      indicatingRuns += 1
      if indicatingRuns == 1, button.configuration?.showsActivityIndicator == false {
        button.configuration?.showsActivityIndicator = true
        showedIndicator = true
      }
    }
  }

  /// A run that shows `indication` ended, however: the last run asking for a change sets it back, unless the app
  /// changed the property meanwhile.
  /// - Parameters:
  ///   - indication: What the run's handler shows.
  ///   - button: The button the state belongs to.
  func end(_ indication: BusyIndication, on button: UIButton) {
    if indication.contains(.disablesControl), disablingRuns > 0 {
      disablingRuns -= 1
      if disablingRuns == 0 {
        if disabledControl, !button.isEnabled { button.isEnabled = true }
        disabledControl = false
      }
    }
    if indication.contains(.showsActivityIndicator), indicatingRuns > 0 {
      indicatingRuns -= 1
      if indicatingRuns == 0 {
        if showedIndicator, button.configuration?.showsActivityIndicator == true {
          button.configuration?.showsActivityIndicator = false
        }
        showedIndicator = false
      }
    }
  }
}
