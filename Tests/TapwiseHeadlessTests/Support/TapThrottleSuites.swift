import Testing

/// The suites that install `TapThrottle`. Installing is app-wide, so they run one test at a time: an async test
/// that awaits a clock must not see another suite install or reset in between.
@Suite(.serialized)
enum TapThrottleSuites {}
