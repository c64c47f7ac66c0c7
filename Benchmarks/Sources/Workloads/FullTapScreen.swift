import Tapwise

/// A screen the full-tap benchmarks and the instruction guard tap: ``FullTapFixture`` (a table) and
/// ``CollectionTapFixture`` (a collection view in a navigation controller). Each tap must reach the button's action
/// and the tap recognizer's once.
@MainActor
public protocol FullTapScreen {
  /// Builds the screen and taps it once.
  init()
  /// The driver that taps.
  var driver: TouchDriver { get }
  /// The tapped button's centre, in the window.
  var point: CGPoint { get }
  /// The counters of the button's actions and the tap recognizer's.
  var counters: FullTapCounters { get }
}

extension FullTapScreen {
  /// How many times the button's action arrived, the first tap included.
  public var buttonActions: Int { counters.button.count }

  /// How many times the tap recognizer's action arrived, the first tap included.
  public var recognizerActions: Int { counters.recognizer.count }

  /// One tap: advances the driver's virtual time by 0.5 s, so the throttle admits the tap, then touches down and
  /// up at the button's centre.
  public func tap() {
    driver.advance(by: 0.5)
    driver.tap(at: point)
  }
}

/// The two targets a full-tap screen's actions go to.
@MainActor
public struct FullTapCounters {
  /// Counts the button's actions.
  public let button = TapCounter()
  /// Counts the tap recognizer's actions.
  public let recognizer = TapCounter()
}

extension FullTapFixture: FullTapScreen {}

extension CollectionTapFixture: FullTapScreen {}
