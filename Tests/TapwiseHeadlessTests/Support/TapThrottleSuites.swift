import Testing

/// The suites that install `TapThrottle`. Installing is app-wide, so they run one test at a time, each installing
/// and uninstalling within one synchronous main-actor turn.
@Suite(.serialized)
enum TapThrottleSuites {}
