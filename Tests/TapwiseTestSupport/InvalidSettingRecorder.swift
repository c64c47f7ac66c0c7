import Tapwise

/// Runs a body with a handler that records invalid touch-area settings, and returns what it recorded.
///
/// The global handler is swapped and restored before this returns, within one main-actor turn, so suites that
/// run in parallel never see each other's handler.
/// - Parameters:
///   - body: Makes the settings.
/// - Returns: The refused settings' errors, in order.
@MainActor
public func recordingInvalidSettings(_ body: () -> Void) -> [TouchAreaError] {
  var errors: [TouchAreaError] = []
  let handler = TouchAreas.invalidSettingHandler
  TouchAreas.invalidSettingHandler = { errors.append($0) }
  defer { TouchAreas.invalidSettingHandler = handler }
  body()
  return errors
}
